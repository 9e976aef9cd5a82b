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
        var columns: [String: Int] = [:]
        var currencies: [Currency] = []
        for (number, line) in dataLines(text) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if columns.isEmpty {
                for (index, name) in fields.enumerated() { columns[name] = index }
                let missing = requiredColumns.filter { columns[$0] == nil }
                if !missing.isEmpty {
                    problems.append("currencies.tsv: header lacks \(missing.joined(separator: ", "))")
                    return []
                }
                continue
            }
            func field(_ name: String) -> String {
                guard let index = columns[name], index < fields.count else { return "" }
                return fields[index]
            }
            func list(_ name: String) -> [String] {
                field(name).split(separator: "|").map(String.init)
            }
            guard fields.count == columns.count, let minor = Int(field("minor_units")) else {
                problems.append("currencies.tsv line \(number): malformed")
                continue
            }
            let currency = Currency(
                code: field("code"), minorUnits: minor, englishName: field("name_en"),
                koreanName: field("name_ko"),
                englishPluralName: field("plural_en"), countries: list("countries_ko"),
                countriesEnglish: list("countries_en"), territories: list("territories"),
                isISO: field("status") == "iso")
            let counts = [
                currency.countries.count, currency.countriesEnglish.count, currency.territories.count,
            ]
            if currency.code.isEmpty || currency.englishName.isEmpty || currency.koreanName.isEmpty
                || Set(counts).count != 1
            {
                problems.append("currencies.tsv line \(number): missing name or uneven territory lists")
                continue
            }
            currencies.append(currency)
        }
        return currencies
    }

    /// Alias → upper-cased codes, in file order.
    static func parseAliases(_ text: String, problems: inout [String]) -> [(String, [String])] {
        var aliases: [(String, [String])] = []
        var seen = Set<String>()
        for (number, line) in dataLines(text) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let codes = fields.count == 2 ? fields[1].split(separator: ",").map { $0.uppercased() } : []
            guard let alias = fields.first.map(String.init), !alias.isEmpty, !codes.isEmpty else {
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

    /// Non-empty, non-comment lines with their 1-based line numbers.
    private static func dataLines(_ text: String) -> [(Int, Substring)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            offset, line in
            let line = line.last == "\r" ? line.dropLast() : line
            return line.isEmpty || line.hasPrefix("#") ? nil : (offset + 1, line)
        }
    }
}
