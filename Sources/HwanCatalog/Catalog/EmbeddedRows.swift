import Synchronization

/// Reads one row of an embedded Resources file at the byte offset the name
/// index gives, so that a lookup parses that row and nothing else.
enum EmbeddedRows {
    /// The tab-separated fields of the line starting at `offset` of `text`, or
    /// nil when the offset is not the start of a line (a stale index: tests catch it).
    static func fields(of text: String, at offset: Int) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard offset >= 0, offset < bytes.count, offset == 0 || bytes[offset - 1] == 0x0A else {
                return nil
            }
            var end = offset
            var tabs = 0
            while end < bytes.count && bytes[end] != 0x0A {
                if bytes[end] == 0x09 { tabs += 1 }
                end += 1
            }
            // Made at its size: appending grew a currency row's array five times.
            return [String](unsafeUninitializedCapacity: tabs + 1) { fields, count in
                var start = offset
                for i in offset...end where i == end || bytes[i] == 0x09 {
                    (fields.baseAddress! + count).initialize(
                        to: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                    count += 1
                    start = i + 1
                }
            }
        }
    }
}

extension EmbeddedRows {
    /// `body` of the bytes of `text` and the byte ranges of the `count`
    /// tab-separated fields of the line starting at `offset`, found with
    /// `memchr` and lent from the stack; nil when the offset is not a line's
    /// start or the line has another number of fields.
    static func withFields<Result>(
        of text: String, at offset: Int, count: Int,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Range<Int>>) -> Result?
    ) -> Result? {
        var text = text
        return text.withUTF8 { bytes -> Result? in
            guard let base = bytes.baseAddress, count > 0, offset >= 0, offset < bytes.count,
                offset == 0 || bytes[offset - 1] == 0x0A
            else { return nil }
            let end =
                memchr(base + offset, 0x0A, bytes.count - offset).map {
                    UnsafeRawPointer($0) - UnsafeRawPointer(base)
                } ?? bytes.count
            return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: count) { fields -> Result? in
                var found = 0
                var start = offset
                while true {
                    let tab =
                        start < end
                        ? memchr(base + start, 0x09, end - start).map {
                            UnsafeRawPointer($0) - UnsafeRawPointer(base)
                        } : nil
                    guard found < count else { return nil }
                    fields.initializeElement(at: found, to: start..<(tab ?? end))
                    found += 1
                    guard let tab else { break }
                    start = tab + 1
                }
                guard found == count else { return nil }
                return body(bytes, UnsafeBufferPointer(fields))
            }
        }
    }
}

/// The rows a process has read, each parsed once: a batch of `N km to mi`
/// lines reads the same two units on every line.
enum RowCache {
    /// Units by row of Resources/units.tsv (nil: the row is not a unit's).
    static let units = Mutex(RowTable<UnitDefinition?>())
    /// Currencies by row of Resources/currencies.tsv.
    static let currencies = Mutex(RowTable<Currency?>())
}

/// Values by row (a byte offset, never negative): open addressing with a
/// multiplicative hash, where a dictionary would hash every row with SipHash,
/// most of the cost of a lookup that every name of every line makes.
struct RowTable<Value> {
    /// -1: an empty slot. The capacity is a power of two, at most half full.
    private var keys = [Int](repeating: -1, count: 64)
    private var values = [Value?](repeating: nil, count: 64)
    private var count = 0

    private func slot(of row: Int) -> Int {
        let mask = keys.count - 1
        var index =
            Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: row) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while keys[index] != -1 && keys[index] != row { index = (index + 1) & mask }
        return index
    }

    /// The value stored for `row`, nil when none is.
    subscript(row: Int) -> Value? {
        let index = slot(of: row)
        return keys[index] == row ? values[index] : nil
    }

    /// Stores `value` for `row` (replacing any).
    mutating func set(_ value: Value, for row: Int) {
        precondition(row >= 0, "rows are byte offsets")
        var index = slot(of: row)
        if keys[index] != row {
            if 2 * (count + 1) > keys.count {
                grow()
                index = slot(of: row)
            }
            keys[index] = row
            count += 1
        }
        values[index] = value
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != -1 }
        keys = [Int](repeating: -1, count: 2 * keys.count)
        values = [Value?](repeating: nil, count: keys.count)
        for (row, value) in old {
            let index = slot(of: row)
            keys[index] = row
            values[index] = value
        }
    }
}

extension UnitCatalog {
    /// The dimension of the unit whose row starts at `row` in Resources/units.tsv.
    package static func dimension(ofRow row: Int) -> UnitDimension? {
        // From the cache without copying the unit out.
        if let cached = RowCache.units.withLock({ $0[row].map { $0?.dimension } }), let cached {
            return cached
        }
        if let unit = unit(atRow: row) { return unit.dimension }
        return EmbeddedRows.fields(of: EmbeddedResource.unitsTsv, at: row).flatMap {
            UnitDimension(rawValue: $0[0])
        }
    }

    /// The unit whose row starts at `row`, parsed alone; nil unless that row is `id`'s.
    package static func unit(atRow row: Int, id: String) -> UnitDefinition? {
        guard let unit = unit(atRow: row), unit.id == id else { return nil }
        return unit
    }

    /// The unit whose row starts at `row`, parsed once per process.
    private static func unit(atRow row: Int) -> UnitDefinition? {
        if let cached = RowCache.units.withLock({ $0[row] }) { return cached }
        var unit: UnitDefinition?
        if let fields = EmbeddedRows.fields(of: EmbeddedResource.unitsTsv, at: row), fields.count > 1 {
            unit = try? self.unit(fromFields: fields, number: 0)
        }
        RowCache.units.withLock { $0.set(unit, for: row) }
        return unit
    }

    /// A unit by its id, through the name index (its symbol names it).
    package static func unit(id: String, symbol: String) -> UnitDefinition? {
        for entry in NameIndex.entries(for: symbol) ?? [] {
            if case .unit(let found) = entry.target, found == id { return unit(atRow: entry.row, id: id) }
        }
        return nil
    }
}

extension CurrencyCatalog {
    /// The columns of Resources/currencies.tsv, from its header line, read in
    /// place (`Columns(headerBytes:)`: no string made of the line or its names).
    private static let headerColumns: Columns? = {
        var text = EmbeddedResource.currenciesTsv
        return text.withUTF8 { bytes -> Columns? in
            guard let base = bytes.baseAddress else { return nil }
            var start = 0
            while start < bytes.count {
                let end =
                    memchr(base + start, 0x0A, bytes.count - start).map {
                        UnsafeRawPointer($0) - UnsafeRawPointer(base)
                    } ?? bytes.count
                if end > start && bytes[start] != UInt8(ascii: "#") {
                    return Columns(headerBytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                start = end + 1
            }
            return nil
        }
    }()

    /// The currency whose row starts at `row`, parsed alone; nil unless that row is `code`'s.
    package static func currency(atRow row: Int, code: String) -> Currency? {
        guard let currency = currency(atRow: row), currency.code == code else { return nil }
        return currency
    }

    /// The currency whose row starts at `row`, parsed once per process.
    private static func currency(atRow row: Int) -> Currency? {
        if let cached = RowCache.currencies.withLock({ $0[row] }) { return cached }
        var currency: Currency?
        if let columns = headerColumns { currency = Self.currency(row: row, columns: columns) }
        RowCache.currencies.withLock { $0.set(currency, for: row) }
        return currency
    }

    /// The currency of the row at `row`, read in place: its fields found with
    /// `memchr`, strings made of the code and names only, the territory lists
    /// left in the row (`Currency.Lists.row`) until asked. Eleven strings a
    /// row, two of them the long lists, were a `rates` table's largest cost.
    /// The same checks as `currency(fields:columns:)`, which the tests hold it
    /// to (`text` is another catalog text only there; its lists are never read).
    static func currency(
        row: Int, columns: Columns, in text: String = EmbeddedResource.currenciesTsv
    ) -> Currency? {
        EmbeddedRows.withFields(of: text, at: row, count: columns.count) {
            bytes, fields -> Currency? in
            func string(_ column: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[column]]), as: UTF8.self)
            }
            /// `TSV.list(field).count`, from its `|` separators found by `memchr`
            /// (a byte loop over EUR's kilobyte of lists cost more than its strings).
            func listCount(_ column: Int) -> Int {
                let range = fields[column]
                guard !range.isEmpty, let base = bytes.baseAddress else { return 0 }
                var count = 1
                var at = range.lowerBound
                while at < range.upperBound,
                    let bar = memchr(base + at, Int32(UInt8(ascii: "|")), range.upperBound - at)
                {
                    count += 1
                    at = UnsafeRawPointer(bar) - UnsafeRawPointer(base) + 1
                }
                return count
            }
            guard let minor = minorUnits(UnsafeBufferPointer(rebasing: bytes[fields[columns.minorUnits]]))
            else {
                return nil
            }
            let count = listCount(columns.countriesKorean)
            guard !fields[columns.code].isEmpty, !fields[columns.nameEnglish].isEmpty,
                !fields[columns.nameKorean].isEmpty, listCount(columns.countriesEnglish) == count,
                listCount(columns.territories) == count
            else { return nil }
            let status = fields[columns.status]
            let isISO = "iso".utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[status]))
            return Currency(
                code: string(columns.code), minorUnits: minor, englishName: string(columns.nameEnglish),
                koreanName: string(columns.nameKorean), englishPluralName: string(columns.pluralEnglish),
                row: row, isISO: isISO)
        }
    }

    /// List `index` of `Currency.Lists` (0 the Korean names, 1 the English
    /// ones, 2 the region codes) of the row at `row`, split at `|`.
    static func list(row: Int, index: Int) -> [String] {
        guard let columns = headerColumns else { return [] }
        let column =
            index == 0 ? columns.countriesKorean : index == 1 ? columns.countriesEnglish : columns.territories
        let field = EmbeddedRows.withFields(of: EmbeddedResource.currenciesTsv, at: row, count: columns.count)
        {
            bytes, fields in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[column]]), as: UTF8.self)
        }
        return field.map { TSV.list($0) } ?? []
    }
}
