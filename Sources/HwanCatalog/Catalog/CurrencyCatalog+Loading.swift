/// Reading Resources/currencies.tsv and Resources/currency-aliases.tsv.
/// Bad lines are reported in `problems` rather than trapping: the shipped
/// data is checked whole by a test, and a user never sees a crash for it.
extension CurrencyCatalog {
    /// Columns of currencies.tsv, by header name, so that columns may be added.
    private static let requiredColumns = [
        "code", "minor_units", "status", "name_en", "name_ko", "plural_en", "territories", "countries_en",
        "countries_ko",
    ]

    static func parseCurrencies(_ text: String, problems: inout [String]) -> [Currency] {
        var columns: Columns?
        var currencies: [Currency] = []
        for (number, fields) in TSV.rows(text) {
            guard let known = columns else {
                columns = Columns(header: fields)
                if columns == nil {
                    let missing = requiredColumns.filter { !fields.contains($0) }
                    problems.append("currencies.tsv: header lacks \(missing.joined(separator: ", "))")
                    return []
                }
                continue
            }
            var minor = fields.count == known.count ? fields[known.minorUnits] : ""
            guard minor.withUTF8({ minorUnits($0) }) != nil else {
                problems.append("currencies.tsv line \(number): malformed")
                continue
            }
            guard let currency = currency(fields: fields, columns: known) else {
                problems.append("currencies.tsv line \(number): missing name or uneven territory lists")
                continue
            }
            currencies.append(currency)
        }
        return currencies
    }

    /// Where each required column is, read once from the header line.
    struct Columns {
        let code, minorUnits, status, nameEnglish, nameKorean, pluralEnglish, territories, countriesEnglish,
            countriesKorean: Int
        let count: Int

        init?(header: [String]) {
            let position = requiredColumns.map { header.firstIndex(of: $0) }
            guard position.allSatisfy({ $0 != nil }) else { return nil }
            self.init(positions: position.map { $0! }, count: header.count)
        }

        /// `init(header:)` of the header line's bytes, its fields split at tabs.
        init?(headerBytes line: UnsafeBufferPointer<UInt8>) {
            var fields: [Range<Int>] = []
            var start = 0
            for index in 0...line.count where index == line.count || line[index] == 0x09 {
                fields.append(start..<index)
                start = index + 1
            }
            var positions: [Int] = []
            for name in requiredColumns {
                guard
                    let found = fields.firstIndex(where: {
                        name.utf8.elementsEqual(UnsafeBufferPointer(rebasing: line[$0]))
                    })
                else { return nil }
                positions.append(found)
            }
            self.init(positions: positions, count: fields.count)
        }

        private init(positions at: [Int], count: Int) {
            (code, minorUnits, status, nameEnglish, nameKorean) = (at[0], at[1], at[2], at[3], at[4])
            (pluralEnglish, territories, countriesEnglish, countriesKorean) = (at[5], at[6], at[7], at[8])
            self.count = count
        }
    }

    /// One data row; nil when it is malformed.
    static func currency(fields: [String], columns: Columns) -> Currency? {
        var minorText = fields.count == columns.count ? fields[columns.minorUnits] : ""
        guard let minor = minorText.withUTF8({ minorUnits($0) }) else { return nil }
        let currency = Currency(
            code: fields[columns.code], minorUnits: minor, englishName: fields[columns.nameEnglish],
            koreanName: fields[columns.nameKorean], englishPluralName: fields[columns.pluralEnglish],
            countriesField: fields[columns.countriesKorean],
            countriesEnglishField: fields[columns.countriesEnglish],
            territoriesField: fields[columns.territories], isISO: fields[columns.status] == "iso")
        // The lists' lengths, counted without splitting them (see `Currency.Lists`).
        let count = listCount(fields[columns.countriesKorean])
        guard !currency.code.isEmpty, !currency.englishName.isEmpty, !currency.koreanName.isEmpty,
            listCount(fields[columns.countriesEnglish]) == count,
            listCount(fields[columns.territories]) == count
        else { return nil }
        return currency
    }

    /// A minor units field: one or two ASCII digits, at most 18 (decimals an
    /// amount can show); nil otherwise (a sign, a space, `-1`, `12345`).
    static func minorUnits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 1 || bytes.count == 2 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value <= 18 ? value : nil
    }

    /// `TSV.list(field).count`, from the separators alone.
    static func listCount(_ field: String) -> Int {
        guard !field.isEmpty else { return 0 }
        var field = field
        return field.withUTF8 { bytes in
            var separators = 0
            for byte in bytes where byte == UInt8(ascii: "|") { separators += 1 }
            return separators + 1
        }
    }

    /// Alias → upper-cased codes, in file order.
    static func parseAliases(_ text: String, problems: inout [String]) -> [(String, [String])] {
        var aliases: [(String, [String])] = []
        var seen = Set<String>()
        for (number, fields) in TSV.rows(text) {
            let codes =
                fields.count == 2
                ? TSV.list(fields[1], separator: UInt8(ascii: ",")).map { $0.uppercased() } : []
            guard let alias = fields.first, !alias.isEmpty, !codes.isEmpty else {
                problems.append("currency-aliases.tsv line \(number): expected alias<TAB>code[,code...]")
                continue
            }
            guard seen.insert(fold(alias)).inserted else {
                problems.append("currency-aliases.tsv line \(number): alias \(alias) is listed twice")
                continue
            }
            aliases.append((alias, codes))
        }
        return aliases
    }
}
