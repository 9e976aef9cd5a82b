/// Every ECB euro reference rate since 1999-01-04, compiled into the binary
/// (`Resources/ecb-history.txt`, written by `scripts/generate_ecb_history.py`,
/// whose docstring is the encoding's contract). Nothing is read until a dated
/// line asks: then the header and the day list are read once, and a
/// currency's rates only when that currency is asked for (`Series`).
public struct BundledHistory: Sendable {
    /// The ECB's business days, ascending (day numbers of `CalendarDate`).
    public let days: [Int32]
    /// Each currency's record: its decimals, first and last day index, and where its values are.
    let records: [String: Record]
    /// Which text the records point into: the embedded resource, or a test's.
    let text: String

    struct Record: Sendable {
        let decimals: Int
        let first: Int
        let last: Int
        let values: Range<Int>
    }

    /// The bundle, read on first use.
    public static let shared: BundledHistory = BundledHistory(text: EmbeddedResource.ecbHistoryTxt)!

    /// The file's first and last business days.
    public var firstDay: CalendarDate { CalendarDate(dayNumber: Int(days[0])) }
    public var lastDay: CalendarDate { CalendarDate(dayNumber: Int(days[days.count - 1])) }

    /// The codes the ECB ever published, sorted.
    public var codes: [String] { records.keys.sorted() }

    init?(text: String) {
        var days: [Int32] = []
        var records: [String: Record] = [:]
        let bytes = Array(text.utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            guard lineEnd > lineStart, bytes[lineStart] != UInt8(ascii: "#") else { continue }
            let fields = Self.fields(bytes, lineStart..<lineEnd)
            guard let head = fields.first else { continue }
            let word = String(decoding: bytes[head], as: UTF8.self)
            if word == "ecb-history" {
                guard fields.count == 5,
                    let first = CalendarDate(
                        isoText: Substring(String(decoding: bytes[fields[2]], as: UTF8.self)))
                else { return nil }
                days.reserveCapacity(Int(String(decoding: bytes[fields[4]], as: UTF8.self)) ?? 0)
                days.append(Int32(first.dayNumber - 1))
            } else if word == "days" {
                guard fields.count == 2, let start = days.popLast() else { return nil }
                var day = Int(start)
                var reader = VarintReader(bytes: bytes, range: fields[1])
                while let gap = reader.next() {
                    day += gap
                    days.append(Int32(day))
                }
            } else {
                guard fields.count == 5,
                    let decimals = Int(String(decoding: bytes[fields[1]], as: UTF8.self)),
                    let first = Int(String(decoding: bytes[fields[2]], as: UTF8.self)),
                    let last = Int(String(decoding: bytes[fields[3]], as: UTF8.self)),
                    first <= last, decimals <= 18
                else { return nil }
                records[word] = Record(decimals: decimals, first: first, last: last, values: fields[4])
            }
        }
        guard !days.isEmpty, records.values.allSatisfy({ $0.last < days.count }) else { return nil }
        self.days = days
        self.records = records
        self.text = text
    }

    private static func fields(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var i = range.lowerBound
        while i < range.upperBound {
            while i < range.upperBound && bytes[i] == 0x20 { i += 1 }
            let start = i
            while i < range.upperBound && bytes[i] != 0x20 { i += 1 }
            if i > start { fields.append(start..<i) }
        }
        return fields
    }

    /// The index of the last business day on or before `day`, nil before the first.
    public func index(onOrBefore day: CalendarDate) -> Int? {
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if Int(days[middle]) <= day.dayNumber { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    public func day(at index: Int) -> CalendarDate { CalendarDate(dayNumber: Int(days[index])) }

    /// `code`'s rates, decoded whole (each currency's few thousand values at once).
    public func series(_ code: String) -> Series? {
        guard let record = records[code] else { return nil }
        var values: [Int64] = []
        values.reserveCapacity(record.last - record.first + 1)
        let bytes =
            text.utf8.withContiguousStorageIfAvailable { Array($0[record.values]) }
            ?? Array(Array(text.utf8)[record.values])
        var reader = VarintReader(bytes: bytes, range: bytes.indices)
        var last: Int64 = 0
        while let v = reader.next() {
            if v == 0 {
                values.append(-1)
                continue
            }
            let zigzag = Int64(v - 1)
            last += (zigzag & 1) == 0 ? zigzag >> 1 : -((zigzag + 1) >> 1)
            values.append(last)
        }
        guard values.count == record.last - record.first + 1 else { return nil }
        return Series(code: code, decimals: record.decimals, first: record.first, values: values)
    }

    /// One currency's rates per euro, by day index; -1 where the ECB published none.
    public struct Series: Sendable {
        public let code: String
        public let decimals: Int
        public let first: Int
        let values: [Int64]

        /// The rate per euro on day `index`, exactly the ECB's figure; nil when none was published.
        public func rate(at index: Int) -> ExactDecimal? {
            let offset = index - first
            guard offset >= 0, offset < values.count, values[offset] >= 0 else { return nil }
            return ExactDecimal(
                negative: false, coefficient: BigUInt(UInt128(values[offset])), exponent: -decimals)
        }
    }
}

/// Reads the bundle's varints: five bits a character from `0`, bit 5 for "more".
struct VarintReader {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    mutating func next() -> Int? {
        var value = 0
        var shift = 0
        while position < end {
            let digit = Int(bytes[position]) - 48
            position += 1
            guard digit >= 0, digit < 64, shift < 60 else { return nil }
            value |= (digit & 31) << shift
            shift += 5
            if digit < 32 { return value }
        }
        return nil
    }
}
