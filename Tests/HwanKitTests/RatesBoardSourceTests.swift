import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `watch rates` asks for rates exactly when SPEC §4 says a command may, and
/// shows the `rates` table with its ages.
@Suite("Rates board source")
struct RatesBoardSourceTests {
    static let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
    /// The fixture's `time_last_update_unix` and `time_next_update_unix`.
    static let dataTime: Int64 = 1_775_198_851
    static let nextUpdate: Int64 = 1_775_288_921

    static func service(
        _ http: ScriptedHTTPClient, clock: ManualClock, offline: Bool = false, saved: Bool = false
    )
        throws -> RateService
    {
        let dir = TestFiles.temporaryDirectory()
        if saved { try TestFiles.saveRates(body, fetchedAt: dataTime + 60, in: dir) }
        return RateService(
            cacheDirectory: dir, http: http, clock: { clock.now }, settings: ProviderSettings(id: .openERAPI),
            offline: offline, zone: .kst)
    }

    @Test("with no cache it is due, fetches once, and is not due again until the provider's next update")
    func fetchesWhenDue() throws {
        let clock = ManualClock(Self.dataTime + 600)
        let http = ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: Self.body))])
        let source = RatesBoardSource(service: try Self.service(http, clock: clock), codes: [], home: "KRW")
        #expect(source.isDue(now: clock.now))
        source.update(now: clock.now)
        #expect(http.requests.count == 1)
        for step: Int64 in [1, 60, 3600, 80_000] {
            #expect(!source.isDue(now: Self.dataTime + 600 + step), "\(step)")
        }
        clock.advance(Self.nextUpdate - clock.now + 1)
        #expect(source.isDue(now: clock.now))
    }

    @Test("the board shows the change since the provider's previous stored table, as rates does")
    func changeColumn() throws {
        let clock = ManualClock(Self.dataTime + 600)
        let http = ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: Self.body))])
        let service = try Self.service(http, clock: clock)
        // A day earlier the same provider had yen 1% cheaper in won: KRW per USD the same, JPY per USD higher.
        let fetched = try ProviderDecoder.decode(Array(Self.body), provider: .openERAPI)
        var earlier = fetched.table.rates
        earlier["JPY"] = try #require(earlier["JPY"]) * ExactDecimal("1.01")!
        service.history.append(
            provider: "open-er-api", time: Self.dataTime - 86_400, base: "USD", rates: earlier, now: clock.now
        )
        let source = RatesBoardSource(service: service, codes: ["JPY"], home: "KRW")
        source.update(now: clock.now)
        let table = source.panel(width: 120, language: .en, palette: .plain, now: clock.now).table
        let row = try #require(table.first { $0.hasPrefix("JPY") })
        #expect(row.hasSuffix("▲1.00%"), "\(table)")
    }

    @Test("offline, the saved table is read once and never asked for again")
    func offlineReadsOnce() throws {
        let clock = ManualClock(Self.dataTime + 3 * 3600 + 125)
        let http = ScriptedHTTPClient([])
        let source = RatesBoardSource(
            service: try Self.service(http, clock: clock, offline: true, saved: true), codes: ["JPY", "EUR"],
            home: "KRW")
        source.update(now: clock.now)
        #expect(!source.isDue(now: clock.now + 86_400 * 30))
        #expect(http.requests.isEmpty)
        let panel = source.panel(width: 80, language: .ko, palette: .plain, now: clock.now)
        #expect(panel.caption == "기준 1 USD · open-er-api (저장됨) · 2026-04-03 06:47 UTC")
        #expect(panel.ages.first?.text(now: clock.now, language: .ko) == "데이터 3시간 2분 전")
        #expect(panel.table.count == 3)
        #expect(panel.table[1].hasPrefix("JPY 100  일본"))
        #expect(panel.table[2].hasPrefix("EUR      유럽 연합"))
    }

    @Test("a currency the table lacks is said below the table; a narrow screen drops the names")
    func missingAndNarrow() throws {
        let clock = ManualClock(Self.dataTime + 60)
        let source = RatesBoardSource(
            service: try Self.service(ScriptedHTTPClient([]), clock: clock, offline: true, saved: true),
            codes: ["JPY", "XAU"], home: "KRW")
        source.update(now: clock.now)
        let panel = source.panel(width: 80, language: .en, palette: .plain, now: clock.now)
        #expect(panel.notices.contains("the rate table has no XAU"))
        let wide = source.panel(width: 80, language: .en, palette: .plain, now: clock.now)
        #expect(wide.table[1].contains("Japan"))
        let narrow = source.panel(width: 30, language: .en, palette: .plain, now: clock.now)
        #expect(narrow.table[0].hasPrefix("code "))
        #expect(!narrow.table[1].contains("Japanese"))
        #expect(narrow.table.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test(
        "before its first update the panel says it is reading, and the default rows are the rates command's")
    func beforeAndDefaults() throws {
        let clock = ManualClock(Self.dataTime + 60)
        let source = RatesBoardSource(
            service: try Self.service(ScriptedHTTPClient([]), clock: clock, offline: true, saved: true),
            codes: [], home: "KRW")
        #expect(
            source.panel(width: 80, language: .en, palette: .plain, now: clock.now).caption
                == "reading the rates…")
        source.update(now: clock.now)
        let panel = source.panel(width: 80, language: .en, palette: .plain, now: clock.now)
        let codes = panel.table.dropFirst().map { String($0.prefix(3)) }
        #expect(codes.first == "EUR")
        #expect(!codes.contains("USD"))
        #expect(codes.contains("KRW"))
        #expect(panel.notices.isEmpty)
    }
}

/// `watch rates` with a bank chosen (SPEC §7): the KRW column follows the
/// bank's rule, the caption names the bank, and the board is due again when
/// the bank's quote expires or the rule's next switch (08:25 / 00:00 KST) comes.
@Suite("Rates board source with a bank as the rate")
struct RatesBoardSourceBankTests {
    typealias H = BankAsRateHarness

    @Test(
        "from 08:25 KST the KRW row is the bank's 1,338.00 and the caption says Hana Bank; due when the quote expires"
    )
    func bankAnswers() throws {
        let opened = H.friday + 8 * 3600 + 25 * 60
        let clock = ManualClock(opened)
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            BankEraRates.body(agreeingWith: .dunamu), fetchedAt: RatesBoardSourceTests.dataTime + 60, in: dir)
        try BankHarness.saveBank(
            H.dunamuBody(at: opened - 300), bank: .dunamu, fetchedAt: opened - 30, in: dir)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { clock.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let bank = BankService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { clock.now },
            settings: BankSettings(id: .dunamu), offline: false)
        let source = RatesBoardSource(service: service, codes: ["JPY", "KRW"], home: "KRW", bank: bank)
        source.update(now: clock.now)
        let panel = source.panel(width: 120, language: .en, palette: .plain, now: clock.now)
        #expect(panel.caption.hasSuffix("KRW: Hana Bank base rate 08:20 KST"))
        let row = try #require(panel.table.first { $0.hasPrefix("KRW") })
        #expect(row.contains("1,338") && row.hasSuffix("▲0.19%"), "\(panel.table)")
        // The saved quote is fresh for 60 s from its fetch: due again 30 s later, not before.
        #expect(!source.isDue(now: opened + 29))
        #expect(source.isDue(now: opened + 30))
        // Without the bank the same board is the provider's, with no bank named.
        let plain = RatesBoardSource(service: service, codes: ["JPY", "KRW"], home: "KRW")
        plain.update(now: clock.now)
        let provider = plain.panel(width: 120, language: .en, palette: .plain, now: clock.now)
        #expect(!provider.caption.contains("Hana Bank"))
        #expect(provider.table.first { $0.hasPrefix("KRW") }?.contains("1,338") == false)
    }
}
