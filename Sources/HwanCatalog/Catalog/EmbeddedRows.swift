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
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            var fields: [String] = []
            var start = offset
            for i in offset...end where i == end || bytes[i] == 0x09 {
                fields.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                start = i + 1
            }
            return fields
        }
    }
}

/// The rows a process has read, each parsed once: a batch of `N km to mi`
/// lines reads the same two units on every line.
enum RowCache {
    /// Units by row of Resources/units.tsv (nil: the row is not a unit's).
    static let units = Mutex<[Int: UnitDefinition?]>([:])
    /// Currencies by row of Resources/currencies.tsv.
    static let currencies = Mutex<[Int: Currency?]>([:])
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
        RowCache.units.withLock { $0[row] = .some(unit) }
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
    /// The columns of Resources/currencies.tsv, from its header line.
    private static let headerColumns: Columns? = {
        var text = EmbeddedResource.currenciesTsv
        return text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                if end > start && bytes[start] != UInt8(ascii: "#") {
                    let line = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    return Columns(header: TSV.list(line, separator: 0x09))
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
        if let fields = EmbeddedRows.fields(of: EmbeddedResource.currenciesTsv, at: row),
            let columns = headerColumns
        {
            currency = self.currency(fields: fields, columns: columns)
        }
        RowCache.currencies.withLock { $0[row] = .some(currency) }
        return currency
    }
}
