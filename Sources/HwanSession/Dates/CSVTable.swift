/// The rows of a CSV file for `csv` (SPEC §12): its header (when it has one),
/// the date and amount columns found in it, and each data row's two fields or
/// why the row cannot be read. A file has a header when either column is named
/// by a header name, or when its first record's date and amount fields read as
/// neither a day nor an amount.
public struct CSVTable {
    /// One data row: its number (records counted from 1, the header's included)
    /// and its date and amount fields as written, or its error.
    public enum Row: Sendable, Equatable {
        case fields(number: Int, date: String, amount: String)
        case failure(number: Int, CSVError)
    }

    var reader: CSVRecordReader
    let dateIndex: Int
    let amountIndex: Int
    let request: CSVRequest
    /// A first record that is data (a file without a header), given out first.
    var pending: CSVRecordReader.Item?
    var rows = 0

    /// Reads the header and finds the columns: an unknown column is an error of the whole file.
    public init(bytes: [UInt8], request: CSVRequest) throws(CSVError) {
        var reader = CSVRecordReader(bytes: bytes)
        guard let first = reader.next() else { throw .emptyFile(path: request.path) }
        guard case .record(let fields, _) = first else {
            throw .unknownColumn(request.date.description, header: [])
        }
        var hasHeader = true
        if case .number(let d) = request.date, case .number(let a) = request.amount {
            // A header's fields name columns: neither a day nor an amount.
            let day = d <= fields.count ? CSVField.day(fields[d - 1], today: CalendarDate(dayNumber: 0)) : nil
            let amount = a <= fields.count ? CSVField.amount(fields[a - 1]) : nil
            hasHeader = day == nil && amount == nil
        }
        let header = hasHeader ? fields.map { $0.printable(limit: 200) } : nil
        self.dateIndex = try request.date.index(in: header, fieldCount: fields.count)
        self.amountIndex = try request.amount.index(in: header, fieldCount: fields.count)
        self.reader = reader
        self.request = request
        self.pending = hasHeader ? nil : first
    }

    /// The next data row; nil at the end (after `tooManyRows`, when there are more).
    public mutating func next() -> Row? {
        let item: CSVRecordReader.Item
        if let pending {
            item = pending
            self.pending = nil
        } else if let read = reader.next() {
            item = read
        } else {
            return nil
        }
        rows += 1
        if rows > CSVRequest.maximumRows {
            reader.stop()
            switch item {
            case .record(_, let number), .tooLong(let number), .unclosedQuote(let number):
                return .failure(number: number, .tooManyRows(limit: CSVRequest.maximumRows))
            }
        }
        switch item {
        case .tooLong(let number): return .failure(number: number, .rowTooLong)
        case .unclosedQuote(let number): return .failure(number: number, .unclosedQuote)
        case .record(let fields, let number):
            guard dateIndex < fields.count else {
                return .failure(number: number, .missingField(column: request.date.description))
            }
            guard amountIndex < fields.count else {
                return .failure(number: number, .missingField(column: request.amount.description))
            }
            return .fields(number: number, date: fields[dateIndex], amount: fields[amountIndex])
        }
    }
}

/// How `csv` reads a row's date and amount fields.
enum CSVField {
    /// The most bytes a date or an amount field is read from.
    static let maximumBytes = 64

    /// A day in the date grammar's forms (`2024-03-04`, `2024.3.4`, `2024/03/04`,
    /// `2024년 3월 4일`, `어제`), or `20240304`; a time after the day
    /// (`2024-03-04 10:15`, `2024-03-04T10:15:00Z`) is ignored. Nil for anything else.
    static func day(_ field: String, today: CalendarDate) -> CalendarDate? {
        let trimmed = field.trimmed()
        let bytes = Array(trimmed.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumBytes else { return nil }
        if bytes.count == 8, bytes.allSatisfy({ (0x30...0x39).contains($0) }) {
            func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) } }
            return CalendarDate(year: number(0..<4), month: number(4..<6), day: number(6..<8))
        }
        // Most files: `2024-03-04` alone, read from its bytes (what the date grammar reads it as).
        if bytes.count <= 10,
            let (day, end) = bytes.withUnsafeBufferPointer({ DatedBatchLine.leadingDay($0, tab: false) }),
            end == bytes.count
        {
            return day
        }
        let text = LineText(trimmed)
        guard let (phrase, end) = Lexer.datePhrase(in: text, at: 0, acceptsHangulEnd: { _ in true }) else {
            return nil
        }
        if end < text.count {
            // Only a time of day may follow: `T10:15`, ` 10:15:00`.
            let rest = text.text(end..<text.count)
            guard rest.first == "T" || rest.first == " ", rest.contains(":"),
                rest.dropFirst().trimmed().unicodeScalars.allSatisfy({
                    ("0"..."9").contains($0) || $0 == ":" || $0 == "." || $0 == "Z" || $0 == "+" || $0 == "-"
                })
            else { return nil }
        }
        return phrase.resolved(today: today)
    }

    /// The amount as a plain decimal (`"1,234.50"` → `1234.50`, ` -7 ` → `-7`);
    /// nil for anything but an optional sign, digits with or without thousands
    /// separators, and an optional fraction.
    static func amount(_ field: String) -> String? {
        let trimmed = field.trimmed()
        guard !trimmed.isEmpty, trimmed.utf8.count <= maximumBytes else { return nil }
        var text = ""
        var digits = 0
        var point = false
        var groupedDigits: Int? = nil
        for (offset, scalar) in trimmed.unicodeScalars.enumerated() {
            if scalar == "-" || scalar == "+" {
                guard offset == 0 else { return nil }
                if scalar == "-" { text.append("-") }
            } else if ("0"..."9").contains(scalar) {
                text.unicodeScalars.append(scalar)
                digits += 1
                if !point, let count = groupedDigits { groupedDigits = count + 1 }
            } else if scalar == "," || scalar == "_" {
                // Thousands separators: groups of three after the first.
                guard !point, digits > 0, digits <= 3 || groupedDigits != nil else { return nil }
                if let count = groupedDigits, count != 3 { return nil }
                groupedDigits = 0
            } else if scalar == "." {
                guard !point else { return nil }
                if let count = groupedDigits, count != 3 { return nil }
                point = true
                text.append(".")
            } else {
                return nil
            }
        }
        if !point, let count = groupedDigits, count != 3 { return nil }
        guard digits > 0, text.last != "." else { return nil }
        return text
    }
}
