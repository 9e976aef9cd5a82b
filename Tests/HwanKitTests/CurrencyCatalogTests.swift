import Foundation
import HwanKit
import Testing

/// Files of the repository, found from this source file so that tests run from a clone alone.
enum CurrencyTestFiles {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appending(path: relativePath)), as: UTF8.self)
    }

    static func json(_ relativePath: String) throws -> JSONValue {
        try JSONParser.parse(try text(relativePath))
    }
}

@Suite("Currency catalog data")
struct CurrencyCatalogTests {
    let catalog = CurrencyCatalog.standard

    /// ISO 4217 list one, published 2026-01-01.
    static let activeISOCodes = """
        AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF \
        CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP \
        GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT \
        LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR \
        NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN \
        SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAD \
        XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWG
        """.split(separator: " ").map(String.init)

    @Test("the shipped catalog loads whole, without a single bad line")
    func loadsWhole() {
        #expect(catalog.problems == [])
        #expect(catalog.all.count >= 190)
    }

    @Test("every active ISO 4217 currency is in the catalog and marked as ISO")
    func everyActiveISOCode() {
        #expect(Self.activeISOCodes.count == 178)
        let missing = Self.activeISOCodes.filter { catalog.currency(code: $0)?.isISO != true }
        #expect(missing == [])
    }

    @Test(
        "every code a provider returns is in the catalog",
        arguments: [
            ("open-er-api-USD-2026-04-03.json", "rates", ""),
            ("exchangerate-api-v6-KRW-2023-08-06.json", "conversion_rates", ""),
            ("oxr-latest-2026-08-22.json", "rates", ""),
            ("currencylayer-live-2025-03-29.json", "quotes", "USD"),
        ])
    func providerCodes(file: String, member: String, prefix: String) throws {
        let response = try CurrencyTestFiles.json("Tests/Fixtures/\(file)")
        guard case .object(let rates)? = response[member] else {
            Issue.record("\(file) has no \(member) object")
            return
        }
        #expect(rates.count > 100)
        let missing = rates.keys.map { String($0.dropFirst(prefix.count)) }.filter {
            catalog.currency(code: $0) == nil
        }
        #expect(missing == [])
    }

    @Test(
        "minor units follow ISO 4217, and hwan's choice where ISO has none",
        arguments: [
            ("USD", 2), ("KRW", 0), ("JPY", 0), ("KWD", 3), ("BHD", 3), ("EUR", 2), ("CLF", 4), ("IQD", 3),
            ("TND", 3), ("OMR", 3), ("ISK", 0), ("VND", 0), ("UYW", 4), ("XAF", 0), ("BTC", 8), ("XAU", 4),
            ("XAG", 4), ("XPT", 4), ("XPD", 4), ("XDR", 2), ("CNH", 2), ("GGP", 2),
        ])
    func minorUnits(code: String, digits: Int) throws {
        let currency = try #require(catalog.currency(code: code))
        #expect(currency.minorUnits == digits)
    }

    @Test("codes are unique, three capital letters, and sorted")
    func codesAreUniqueAndSorted() {
        let codes = catalog.all.map(\.code)
        #expect(Set(codes).count == codes.count)
        #expect(codes == codes.sorted())
        #expect(codes.allSatisfy { $0.count == 3 && $0.allSatisfy { $0.isASCII && $0.isUppercase } })
    }

    @Test("every currency has a Korean and an English name, and both are unique")
    func namesPresentAndUnique() {
        #expect(catalog.all.filter { $0.koreanName.isEmpty || $0.englishName.isEmpty }.map(\.code) == [])
        let korean = catalog.all.map { $0.koreanName.filter { $0 != " " } }
        let english = catalog.all.map { $0.englishName.lowercased() }
        #expect(Set(korean).count == korean.count)
        #expect(Set(english).count == english.count)
    }

    @Test("Korean names come from CLDR, or are written by hand where CLDR has none")
    func koreanNames() throws {
        let cases = [
            ("USD", "미국 달러"), ("KRW", "대한민국 원"), ("JPY", "일본 엔화"), ("BTC", "비트코인"), ("GGP", "건지 파운드"),
        ]
        for (code, name) in cases {
            #expect(try #require(catalog.currency(code: code)).koreanName == name)
        }
    }

    @Test("countries are listed in both languages, the issuing one first")
    func countries() throws {
        let usd = try #require(catalog.currency(code: "USD"))
        #expect(usd.countries.first == "미국")
        #expect(usd.countriesEnglish.first == "United States")
        #expect(usd.countries.count == usd.countriesEnglish.count)
        #expect(usd.countries(in: .en).contains("Ecuador"))
        let krw = try #require(catalog.currency(code: "KRW"))
        #expect(krw.countries(in: .ko) == ["대한민국"])
        #expect(try #require(catalog.currency(code: "EUR")).countriesEnglish.contains("Bulgaria"))
        #expect(try #require(catalog.currency(code: "XAU")).countries == [])
    }

    @Test("names are shown in the chosen language")
    func nameInLanguage() throws {
        let eur = try #require(catalog.currency(code: "EUR"))
        #expect(eur.name(in: .ko) == "유로")
        #expect(eur.name(in: .en) == "Euro")
    }

    @Test("a malformed line is reported, not trusted")
    func malformedData() {
        let tsv = """
            code\tminor_units\tstatus\tname_en\tname_ko\tplural_en\tterritories\tcountries_en\tcountries_ko
            AAA\tx\tiso\tA\tㄱ\tas\t\t\t
            BBB\t2\tiso\tB\tㄴ\tbs\tKR|US\tKorea\t한국
            """
        let broken = CurrencyCatalog(currenciesTSV: tsv, aliasesTSV: "비비\tBBB,CCC\n")
        #expect(broken.all == [])
        #expect(
            broken.problems == [
                "currencies.tsv line 2: malformed",
                "currencies.tsv line 3: missing name or uneven territory lists",
                "alias 비비 names unknown currency BBB", "alias 비비 names unknown currency CCC",
            ])
    }
}

@Suite("Currency quick lookup")
struct CurrencyQuickLookupTests {
    @Test("reading one row by code gives the same currency as the full catalog, for every code")
    func sameAsCatalog() {
        for currency in CurrencyCatalog.standard.all where currency.code.allSatisfy({ $0.isUppercase }) {
            #expect(CurrencyCatalog.quickCurrency(code: currency.code) == currency)
        }
    }

    @Test(
        "unknown, lower-case or malformed codes are not found",
        arguments: ["QQQ", "usd", "US", "USDD", "", "code"])
    func notFound(code: String) {
        #expect(CurrencyCatalog.quickCurrency(code: code) == nil)
    }
}
