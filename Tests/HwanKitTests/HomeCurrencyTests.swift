import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The config's `home` where SPEC says "home currency": a lone currency
/// amount, and the last column of `rates`.
@Suite("Home currency")
struct HomeCurrencyTests {
    static func session(home: String, mode: OutputMode = .human) throws -> Session {
        let plain = try SessionHarness.session(language: .en, mode: mode)
        var preferences = Preferences(language: .en, mode: mode)
        preferences.home = home
        return Session(preferences: preferences, rateService: plain.rateService, zone: .kst)
    }

    @Test(
        "a lone amount goes to the home currency, and the home currency to USD",
        arguments: [
            ("KRW", "100 USD", "USD", "KRW"), ("KRW", "1000 원", "KRW", "USD"),
            ("JPY", "100 USD", "USD", "JPY"),
            ("JPY", "100 달러", "USD", "JPY"), ("JPY", "1000 엔", "JPY", "USD"), ("JPY", "1000 원", "KRW", "JPY"),
            ("USD", "100 USD", "USD", "KRW"), ("USD", "100 EUR", "EUR", "USD"),
            ("KRW", "100 엔", "JPY", "KRW"),
        ])
    func loneAmount(home: String, line: String, from: String, to: String) throws {
        let reply = try Self.session(home: home, mode: .json).execute(line)
        let object = try JSONParser.parse(try #require(reply.output.first))
        #expect(object["from"]?.stringValue == from)
        #expect(object["to"]?.stringValue == to)
    }

    @Test("rates shows its last column in the home currency, per 1 unit outside KRW")
    func ratesColumn() throws {
        let lines = try Self.session(home: "JPY").execute("rates USD EUR KRW VND").output
        // The home column, then the change column (SPEC §8).
        #expect(lines[1].hasSuffix("JPY  change"))
        #expect(lines.contains { $0.hasPrefix("VND ") && !$0.hasPrefix("VND 100") })
        #expect(lines.contains { $0.hasPrefix("KRW ") })
        let json = try JSONParser.parse(
            try Self.session(home: "JPY", mode: .json).execute("rates USD EUR").output[0])
        #expect(json["home"]?.stringValue == "JPY")
        guard case .array(let rows)? = json["rates"], let row = rows.first else {
            Issue.record("no rows")
            return
        }
        #expect(row["home"] != nil && row["homePer"] == .number("1") && row["krw"] == nil)
    }

    @Test("with the default home the rates table is the KRW table it always was")
    func defaultUnchanged() throws {
        let lines = try Self.session(home: "KRW").execute("rates JPY").output
        #expect(lines[1].hasSuffix("KRW  change"))
        #expect(lines.contains { $0.hasPrefix("JPY 100 ") })
        let json = try JSONParser.parse(
            try Self.session(home: "KRW", mode: .json).execute("rates JPY").output[0])
        guard case .array(let rows)? = json["rates"], let row = rows.first else {
            Issue.record("no rows")
            return
        }
        #expect(row["krw"] == row["home"] && row["krwPer"] == .number("100"))
    }
}
