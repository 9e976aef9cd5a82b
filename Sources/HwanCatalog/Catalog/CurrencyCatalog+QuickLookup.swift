/// One row read straight from the embedded TSV, for the common
/// `convert 100 USD JPY` whose names are plain ISO codes: the name index
/// points at the row, so nothing else is parsed.
extension CurrencyCatalog {
    /// The currency with this upper-case three-letter code, without building
    /// the catalog; nil when the code is not in the data.
    public static func quickCurrency(code: String) -> Currency? {
        let key = Array(code.utf8)
        guard key.count == 3, key.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { return nil }
        for entry in NameIndex.entries(forKey: key.map { $0 | 0x20 }) ?? [] where entry.spelling == .code {
            if case .currency(let found) = entry.target, found == code {
                return currency(atRow: entry.row, code: code)
            }
        }
        return nil
    }
}
