/// One row read straight from the embedded TSV, for the common
/// `convert 100 USD JPY` whose names are plain ISO codes: the row is found
/// by its code, so nothing else is parsed.
extension CurrencyCatalog {
    /// The currency with this upper-case three-letter code, without building
    /// the catalog; nil when the code is not in the data.
    public static func quickCurrency(code: String) -> Currency? {
        let key = Array(code.utf8)
        guard key.count == 3, key.allSatisfy({ $0 >= 65 && $0 <= 90 }) else { return nil }
        // Resources/currencies.tsv lists its rows by code: a binary search over
        // its lines reads a few of them, in the 24 KB the row is read from
        // anyway. The name index answers otherwise (a row out of order): a
        // `rates` table's twenty lookups touched 18 pages of its 128 KB.
        if let row = rowByCode(key) { return currency(atRow: row, code: code) }
        for entry in NameIndex.entries(forKey: key.map { $0 | 0x20 }) ?? [] where entry.spelling == .code {
            if case .currency(let found) = entry.target, found == code {
                return currency(atRow: entry.row, code: code)
            }
        }
        return nil
    }

    /// The byte offset of the row of currencies.tsv whose code field is `key`,
    /// found by a binary search over the data lines (which the generator
    /// writes in code order); nil when the search meets no such row.
    static func rowByCode(_ key: [UInt8]) -> Int? {
        var text = EmbeddedResource.currenciesTsv
        return text.withUTF8 { bytes -> Int? in
            guard let base = bytes.baseAddress else { return nil }
            /// The start of the line after the one holding `at` (`memchr`), or the end.
            func nextLine(_ at: Int) -> Int {
                guard at < bytes.count, let newline = memchr(base + at, 0x0A, bytes.count - at) else {
                    return bytes.count
                }
                return UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
            }
            var low = 0
            var high = bytes.count
            // Invariant: `low` and `high` are line starts (or the end); the row lies between.
            // The comment lines (`#`) and the header line (`code...`) come first:
            // each reads as before every row, so none is skipped by a scan.
            while low < high {
                // The first line starting at or after the middle, else the line at `low`.
                let middle = low + (high - low) / 2
                var start = middle == low || bytes[middle - 1] == 0x0A ? middle : nextLine(middle)
                if start >= high { start = low }
                var at = start
                var order = 0
                let first = bytes[start]
                if first == UInt8(ascii: "#") || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) {
                    order = -1
                }
                for byte in key where order == 0 {
                    let found = at < bytes.count ? bytes[at] : 0x0A
                    if found == 0x09 || found == 0x0A || found < byte {
                        order = -1
                        break
                    }
                    if found > byte {
                        order = 1
                        break
                    }
                    at += 1
                }
                if order == 0 {
                    // All of the key matched: the row's code is the key when a tab follows.
                    guard at < bytes.count, bytes[at] != 0x0A else { return nil }
                    if bytes[at] == 0x09 { return start }
                    order = 1
                }
                if order < 0 {
                    low = nextLine(start)
                } else {
                    high = start
                }
            }
            return nil
        }
    }
}
