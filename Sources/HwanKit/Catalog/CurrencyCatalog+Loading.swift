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
        for (number, fields) in TSV.rows(text) {
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
            func list(_ name: String) -> [String] { TSV.list(field(name)) }
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
