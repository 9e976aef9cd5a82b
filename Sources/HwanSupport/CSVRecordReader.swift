/// Reads RFC 4180 CSV from bytes, a record at a time: fields separated by
/// commas, records by CRLF, LF or a lone CR; a field in double quotes may hold
/// commas, line breaks and doubled quotes (`"say ""hi"""` is `say "hi"`); a
/// byte-order mark at the start is skipped. Bytes that are not UTF-8 read as
/// U+FFFD. Bounded: a record of more than `maximumRecordBytes` bytes or
/// `maximumFields` fields, or a quote left open at the end, is an error of that
/// record, and reading goes on at the next line break outside quotes.
///
///     var reader = CSVRecordReader(bytes: Array("date,amount\r\n2024-03-04,\"1,234.50\"\r\n".utf8))
///     reader.next()  // .record(["date", "amount"], number: 1)
///     reader.next()  // .record(["2024-03-04", "1,234.50"], number: 2)
///     reader.next()  // nil
public struct CSVRecordReader {
    /// Bytes of one record, quotes included.
    public static let maximumRecordBytes = 64 << 10
    /// Fields of one record.
    public static let maximumFields = 1024

    /// One record of the file, or why it could not be read; `number` counts
    /// records from 1 (the header's), as a spreadsheet numbers its rows.
    public enum Item: Equatable, Sendable {
        case record([String], number: Int)
        case tooLong(number: Int)
        case unclosedQuote(number: Int)
    }

    let bytes: [UInt8]
    var position: Int
    var number = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        self.position = bytes.starts(with: bom) ? 3 : 0
    }

    /// Reads no more: `next()` gives nil from now on.
    public mutating func stop() { position = bytes.count }

    /// The next record; nil at the end. An empty last line is no record.
    public mutating func next() -> Item? {
        guard position < bytes.count else { return nil }
        number += 1
        let start = position
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var inQuotes = false
        var failed = false
        func endField() {
            if fields.count < Self.maximumFields {
                fields.append(String(decoding: field, as: UTF8.self))
            } else {
                failed = true
            }
            field.removeAll(keepingCapacity: true)
            quoted = false
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if position - start > Self.maximumRecordBytes { failed = true }
            if inQuotes {
                if byte == 0x22 {
                    if position < bytes.count && bytes[position] == 0x22 {
                        if !failed { field.append(0x22) }
                        position += 1
                    } else {
                        inQuotes = false
                    }
                } else if !failed {
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case 0x2C:
                if !failed { endField() }
            case 0x0D, 0x0A:
                if byte == 0x0D && position < bytes.count && bytes[position] == 0x0A { position += 1 }
                if failed { return .tooLong(number: number) }
                endField()
                return .record(fields, number: number)
            case 0x22 where field.isEmpty && !quoted:
                inQuotes = true
                quoted = true
            default:
                if !failed { field.append(byte) }
            }
        }
        if inQuotes { return .unclosedQuote(number: number) }
        if failed { return .tooLong(number: number) }
        endField()
        return .record(fields, number: number)
    }
}
