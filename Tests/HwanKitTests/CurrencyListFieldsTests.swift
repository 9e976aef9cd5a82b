import Testing

@testable import HwanCatalog
@testable import HwanSupport

/// A currency read from a catalog row keeps its three territory lists as the
/// row's `|`-separated fields and splits them when asked
/// (`Currency.Lists.fields`). It must be the currency the split lists make:
/// the same lists, equal, the same hash, and a row refused exactly when the
/// split lists would have been uneven or a name empty.
@Suite("Currency territory lists split when asked")
struct CurrencyListFieldsTests {
    static let header = [
        "code", "minor_units", "iso_minor_units", "status", "name_en", "name_ko", "plural_en", "name_source",
        "territories", "countries_en", "countries_ko",
    ]

    /// What `currency(fields:columns:)` gave when it split the lists first.
    static func reference(_ fields: [String], _ columns: CurrencyCatalog.Columns) -> Currency? {
        // Minor units: one or two ASCII digits, at most 18 (no sign: `-1` is refused).
        guard fields.count == columns.count, case let minorText = fields[columns.minorUnits],
            (1...2).contains(minorText.utf8.count), minorText.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let minor = Int(minorText), minor <= 18
        else { return nil }
        let currency = Currency(
            code: fields[columns.code], minorUnits: minor, englishName: fields[columns.nameEnglish],
            koreanName: fields[columns.nameKorean], englishPluralName: fields[columns.pluralEnglish],
            countries: TSV.list(fields[columns.countriesKorean]),
            countriesEnglish: TSV.list(fields[columns.countriesEnglish]),
            territories: TSV.list(fields[columns.territories]), isISO: fields[columns.status] == "iso")
        let counts = [currency.countries.count, currency.countriesEnglish.count, currency.territories.count]
        guard !currency.code.isEmpty, !currency.englishName.isEmpty, !currency.koreanName.isEmpty,
            counts.allSatisfy({ $0 == counts[0] })
        else { return nil }
        return currency
    }

    static func expectSame(_ row: Currency?, _ reference: Currency?, _ note: String) {
        #expect((row == nil) == (reference == nil), "\(note)")
        guard let row, let reference else { return }
        #expect(row == reference, "\(note)")
        #expect(row.hashValue == reference.hashValue, "\(note)")
        #expect(row.countries == reference.countries, "\(note)")
        #expect(row.countriesEnglish == reference.countriesEnglish, "\(note)")
        #expect(row.territories == reference.territories, "\(note)")
        #expect(row.countries(in: .en) == reference.countries(in: .en), "\(note)")
        #expect(row.countries(in: .ko) == reference.countries(in: .ko), "\(note)")
    }

    @Test("every row of the shipped catalog reads as its split-list currency")
    func shippedRows() throws {
        let rows = TSV.rows(EmbeddedResource.currenciesTsv)
        let columns = try #require(CurrencyCatalog.Columns(header: rows[0].fields))
        #expect(rows.count > 150)
        for (number, fields) in rows.dropFirst() {
            let row = CurrencyCatalog.currency(fields: fields, columns: columns)
            #expect(row != nil, "line \(number)")
            Self.expectSame(row, Self.reference(fields, columns), "line \(number)")
        }
    }

    @Test("seeded rows with uneven, empty and odd list fields are refused or read exactly as split lists")
    func seededRows() throws {
        let columns = try #require(CurrencyCatalog.Columns(header: Self.header))
        let items = ["KR", "미국", "United States", "", " ", "푸에르토리코", "a,b", "\u{1F4B0}", "x|"]
        var generator = SeededGenerator(seed: 4217)
        // Lists of `count` items, or of one more or fewer now and then (uneven).
        func list(_ count: Int) -> String {
            let length =
                Int.random(in: 0..<5, using: &generator) == 0
                ? max(0, count + [-1, 1].randomElement(using: &generator)!) : count
            return (0..<length).map { _ in items[Int.random(in: 0..<items.count, using: &generator)] }
                .joined(separator: "|")
        }
        var accepted = 0
        for round in 0..<3000 {
            let names = ["", "Euro", "유로", "US dollars"]
            var fields = [
                ["USD", "EUR", "", "X1"][round % 4],
                ["2", "0", "x", "-1"][Int.random(in: 0..<4, using: &generator)],
                "2", ["iso", "provider", "coin"][round % 3],
                names[Int.random(in: 0..<4, using: &generator)],
                names[Int.random(in: 0..<4, using: &generator)],
                names[Int.random(in: 0..<4, using: &generator)], "cldr", "", "", "",
            ]
            let count = Int.random(in: 0...4, using: &generator)
            for column in 8...10 { fields[column] = list(count) }
            if round % 7 == 0 { fields.removeLast() }
            let row = CurrencyCatalog.currency(fields: fields, columns: columns)
            Self.expectSame(row, Self.reference(fields, columns), "\(fields)")
            if row != nil { accepted += 1 }
        }
        #expect(accepted > 100)
    }

    @Test("the count of a list field is the length of its split")
    func listCounts() {
        for field in ["", "|", "||", "a", "a|", "|a", "a|b|c", "미국|일본", " "] {
            #expect(CurrencyCatalog.listCount(field) == TSV.list(field).count, "\(field)")
        }
    }
}
