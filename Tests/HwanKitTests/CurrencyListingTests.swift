import HwanKit
import Testing

@Suite("Currency listing")
struct CurrencyListingTests {
    let catalog = CurrencyCatalog.standard

    @Test("no query lists every currency, one line each, by code")
    func listsAll() throws {
        let lines = try CurrencyListing.render(query: nil, catalog: catalog, language: .en)
        #expect(lines.count == catalog.all.count)
        #expect(lines.first?.hasPrefix("AED  United Arab Emirates Dirham") == true)
        #expect(
            try CurrencyListing.render(query: "  ", catalog: catalog, language: .en).count
                == catalog.all.count)
    }

    @Test("a query lists its matches with names and countries in the chosen language")
    func listsMatches() throws {
        let korean = try CurrencyListing.render(query: "일본", catalog: catalog, language: .ko)
        #expect(korean == ["JPY  일본 엔화  일본"])
        let english = try CurrencyListing.render(query: "japan", catalog: catalog, language: .en)
        #expect(english == ["JPY  Japanese Yen  Japan"])
    }

    @Test("columns line up in terminal cells even with Hangul, and long lists are cut with a count")
    func alignment() throws {
        for language in Language.allCases {
            let lines = try CurrencyListing.render(query: "달러", catalog: catalog, language: language)
            let countryColumn = lines.map { line -> Int in
                let name = catalog.currency(code: String(line.prefix(3)))!.name(in: language)
                let afterName = line.dropFirst(5).dropFirst(name.count)
                let gap = afterName.prefix { $0 == " " }.count
                return DisplayWidth.of(line.prefix(5)) + DisplayWidth.of(name) + gap
            }
            #expect(Set(countryColumn).count == 1)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= CurrencyListing.lineWidth })
            #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        }
        let usd = try CurrencyListing.render(query: "USD", catalog: catalog, language: .ko)[0]
        #expect(usd.hasPrefix("USD  미국 달러"))
        #expect(usd.contains("미국, "))
        #expect(usd.hasSuffix("곳"))
        let usdEnglish = try CurrencyListing.render(query: "USD", catalog: catalog, language: .en)[0]
        #expect(usdEnglish.hasSuffix("more"))
    }

    @Test("a query that matches nothing is an error naming it")
    func noMatch() {
        #expect(throws: CurrencyLookupError.noMatch("xyzzy")) {
            try CurrencyListing.render(query: "xyzzy", catalog: catalog, language: .ko)
        }
    }
}
