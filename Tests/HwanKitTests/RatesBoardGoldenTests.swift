import HwanKit
import Testing

@Suite("rates board golden files")
struct RatesBoardGoldenTests {
    /// The provider's table of the day before, made for the test (KRW and JPY moved), and the fixture's own.
    static func history() throws -> [HistoryEntry] {
        [
            try SessionHarness.earlierTable(hoursBefore: 24, ["KRW": "1500", "JPY": "160"]),
            try SessionHarness.fixtureEntry(),
        ]
    }

    @Test(
        "the rates table for a fixed response, with the change since the provider's previous table, in Korean and English",
        arguments: [Language.ko, .en])
    func defaultBoard(language: Language) throws {
        let text = try SessionHarness.transcript(
            ["rates", "rates EUR JPY VND KWD", "rates KRW"], language: language, history: Self.history())
        let (actual, expected) = SessionHarness.check(text, against: "rates-\(language.rawValue).txt")
        #expect(actual == expected)
    }

    @Test("the KRW column quotes small-unit currencies per 100, as Korean banks do")
    func perHundred() throws {
        let session = try SessionHarness.session(language: .en)
        let lines = session.execute("rates USD JPY IDR VND CNY").output
        #expect(lines.contains { $0.hasPrefix("JPY 100 ") })
        #expect(lines.contains { $0.hasPrefix("IDR 100 ") })
        #expect(lines.contains { $0.hasPrefix("VND 100 ") })
        #expect(lines.contains { $0.hasPrefix("CNY ") && !$0.hasPrefix("CNY 100") })
    }

    @Test("the change column: exact percentages, '-' without a previous table")
    func changeColumn() throws {
        let session = try SessionHarness.session(language: .en, history: Self.history())
        let lines = session.execute("rates USD JPY EUR KRW").output
        // KRW per JPY: 1510.025482 / 159.568504 now, 1500 / 160 before: +0.9393...%.
        #expect(lines.contains { $0.hasPrefix("JPY 100 ") && $0.hasSuffix("▲0.94%") })
        // KRW per EUR: only KRW moved, 1510.025482 / 1500 − 1 = +0.668...%.
        #expect(lines.contains { $0.hasPrefix("EUR ") && $0.hasSuffix("▲0.67%") })
        // The home currency's own row: KRW per 1 USD, the same +0.67%.
        #expect(lines.contains { $0.hasPrefix("KRW ") && $0.hasSuffix("▲0.67%") })
        let bare = try SessionHarness.session(language: .en).execute("rates USD JPY").output
        #expect(bare[1].hasSuffix("change"))
        #expect(bare[2].hasSuffix(" -"))
    }

    @Test("--json gives each row's change as a signed fraction, and the previous table's time")
    func changeJSON() throws {
        let session = try SessionHarness.session(language: .en, mode: .json, history: Self.history())
        let line = try #require(session.execute("rates USD EUR").output.first)
        // 1510.025482 / 1500 − 1 = 0.006683654666...
        #expect(line.contains(#""changeRate":0.006683654666666666666666666666666667"#))
        #expect(line.contains(#""previousRatesTime":"2026-04-02T06:47:31Z""#))
        let bare = try SessionHarness.session(language: .en, mode: .json).execute("rates USD EUR").output[0]
        #expect(bare.contains(#""changeRate":null"#))
        #expect(bare.contains(#""previousRatesTime":null"#))
    }

    @Test("on a colour terminal a rise is red and a fall blue (Korean style), green and red (Western)")
    func changeColours() throws {
        let history = [
            try SessionHarness.earlierTable(hoursBefore: 24, ["KRW": "1500", "JPY": "150"]),
            try SessionHarness.fixtureEntry(),
        ]
        for (style, rise, fall) in [(UpDownStyle.korean, "31", "34"), (.western, "32", "31")] {
            let dir = TestFiles.temporaryDirectory()
            try TestFiles.saveRates(
                TestFiles.fixture("open-er-api-USD-2026-04-03.json"),
                fetchedAt: SessionHarness.fixtureTime + 60,
                in: dir)
            for entry in history {
                RateHistory(directory: CacheDirectory(dir)).append(entry, now: SessionHarness.now)
            }
            var preferences = Preferences(language: .en, mode: .human)
            preferences.palette = Palette(upDown: style)
            let service = RateService(
                cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { SessionHarness.now },
                settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
            let lines = Session(preferences: preferences, rateService: service, zone: .kst)
                .execute("rates USD EUR JPY").output
            #expect(lines.contains { $0.hasPrefix("EUR ") && $0.contains("\u{1B}[\(rise)m") })
            // KRW per JPY fell: 1510.025482 / 159.568504 ≈ 9.46 now, 1500 / 150 = 10 before.
            let jpy = try #require(lines.first { $0.hasPrefix("JPY 100 ") })
            #expect(jpy.hasSuffix("\u{1B}[\(fall)m▼5.37%\u{1B}[0m"))
        }
    }
}
