import Foundation
import HwanKit
import Testing

/// Sessions where a bank is chosen: conversions to and from KRW, `rates`'
/// KRW column and `history` follow SPEC §7's rule and name the source.
///
/// No real Dunamu body is dated on the day of the rates fixture (2026-04-03),
/// so `dunamuBody(at:)` takes the real 2024-02-20 body and changes only its
/// `timestamp` (the prices stay the bank's: base 1338.00, change +2.50).
enum BankAsRateHarness {
    /// 2026-04-03 (Friday) 00:00 KST, the day of the saved open-er-api table.
    static let friday: Int64 = 1_775_142_000

    static func dunamuBody(at time: Int64) -> [UInt8] {
        let text = String(decoding: TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"), as: UTF8.self)
        return Array(text.replacingOccurrences(of: "1708410689000", with: "\(time * 1000)").utf8)
    }

    static func session(
        now: Int64, quoteTime: Int64, language: Language = .en, mode: OutputMode = .human,
        rate: RateChoice? = nil, rates: [String]? = nil, history: [HistoryEntry] = []
    ) throws -> Session {
        let dir = TestFiles.temporaryDirectory()
        let stored = RateHistory(directory: CacheDirectory(dir))
        for entry in history { _ = stored.append(entry, now: now) }
        try TestFiles.saveRates(
            BankEraRates.body(agreeingWith: .dunamu), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        try BankHarness.saveBank(dunamuBody(at: quoteTime), bank: .dunamu, fetchedAt: now - 30, in: dir)
        let clock: @Sendable () -> Int64 = { now }
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: clock,
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let bank = BankService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: clock,
            settings: BankSettings(id: .dunamu), offline: false)
        var preferences = Preferences(language: language, mode: mode)
        preferences.bank = "dunamu"
        preferences.rate = rate
        preferences.rates = rates
        return Session(preferences: preferences, rateService: service, zone: .kst, bankService: bank)
    }
}

@Suite("the bank as the rate, through a session")
struct BankAsRateSessionTests {
    typealias H = BankAsRateHarness

    static func firstRow(_ object: JSONValue) -> JSONValue? {
        guard case .array(let rows)? = object["rates"] else { return nil }
        return rows.first
    }
    static let morning = H.friday + 8 * 3600 + 24 * 60 + 59
    static let opened = H.friday + 8 * 3600 + 25 * 60
    static let quoteTime = H.friday + 8 * 3600 + 20 * 60

    @Test(
        "from 08:25 KST on the quote's day, 100 USD to KRW is at 1,338.00 and says Hana Bank base rate and its age"
    )
    func conversionAtBank() throws {
        let en = try H.session(now: Self.opened, quoteTime: Self.quoteTime)
        let line = try #require(en.execute("100 USD to KRW").output.first)
        #expect(line.hasPrefix("100 USD = 133,800 KRW · 1 USD = 1,338.00 KRW"))
        #expect(line.hasSuffix(" · Hana Bank base rate 5m ago"))
        let back = try #require(en.execute("133800 KRW to USD").output.first)
        #expect(back.hasPrefix("133,800 KRW = 100.00 USD") && back.hasSuffix("Hana Bank base rate 5m ago"))
        let ko = try H.session(now: Self.opened, quoteTime: Self.quoteTime, language: .ko)
        #expect(
            try #require(ko.execute("100달러를 원으로").output.first).hasSuffix(" · 하나은행 매매기준율 5분 전"))
        // Pairs without KRW stay the provider's, and say nothing of the bank.
        let cross = try #require(en.execute("100 USD to JPY").output.first)
        #expect(!cross.contains("Hana Bank"))
    }

    @Test("--json says source bank, the bank as provider and the quote's time")
    func conversionJSON() throws {
        let session = try H.session(now: Self.opened, quoteTime: Self.quoteTime, mode: .json)
        let json = try JSONParser.parse(try #require(session.execute("100 USD to KRW").output.first))
        #expect(json["source"]?.stringValue == "bank")
        #expect(json["provider"]?.stringValue == "dunamu")
        #expect(json["rate"]?.decimalValue == ExactDecimal("1338"))
        #expect(json["result"]?.decimalValue == ExactDecimal("133800"))
        #expect(json["ratesTime"]?.stringValue == TimeText.iso8601(Self.quoteTime))
        let terse = try H.session(now: Self.opened, quoteTime: Self.quoteTime, mode: .terse)
        #expect(terse.execute("1 USD to KRW").output == ["1338"])
        #expect(terse.execute("2 USD to KRW").output == ["2676"])
    }

    @Test("at 08:24:59, a quote of yesterday, or with --rate mid, the provider answers and no bank is named")
    func providerAnswers() throws {
        let provider = try H.session(now: Self.opened, quoteTime: Self.quoteTime, rate: .mid)
            .execute("100 USD to KRW").output
        #expect(provider.first?.hasPrefix("100 USD = 136,476 KRW") == true)
        for session in [
            try H.session(now: Self.morning, quoteTime: Self.quoteTime - 86_400),
            try H.session(now: Self.opened, quoteTime: Self.quoteTime - 86_400),
            try H.session(now: Self.opened, quoteTime: Self.quoteTime, rate: .mid),
            try H.session(now: H.friday + 86_400 + 12 * 3600, quoteTime: Self.quoteTime),
        ] {
            let reply = session.execute("100 USD to KRW")
            #expect(reply.output == provider)
            #expect(!(reply.output.first ?? "").contains("Hana Bank"))
        }
        let json = try H.session(now: Self.morning, quoteTime: Self.quoteTime - 86_400, mode: .json)
        let object = try JSONParser.parse(try #require(json.execute("1 USD to KRW").output.first))
        #expect(object["source"]?.stringValue == "cache" && object["provider"]?.stringValue == "open-er-api")
    }

    @Test("one session across 08:25: the same line answers at the provider's rate, then at the bank's")
    func sessionCrossesOpening() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            BankEraRates.body(agreeingWith: .dunamu), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let clock = ManualClock(Self.morning - 60)
        try BankHarness.saveBank(
            H.dunamuBody(at: Self.quoteTime), bank: .dunamu, fetchedAt: Self.morning, in: dir)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { clock.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let bank = BankService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { clock.now },
            settings: BankSettings(id: .dunamu), offline: false)
        var preferences = Preferences(language: .en, mode: .terse)
        preferences.bank = "dunamu"
        let session = Session(preferences: preferences, rateService: service, zone: .kst, bankService: bank)
        let before = session.execute("1 USD to KRW").output
        #expect(before != ["1338"])
        clock.advance(61)
        #expect(session.execute("1 USD to KRW").output == ["1338"])
    }

    @Test("rates: the KRW column is the bank's 매매기준율 with its change from the day's open, and says so")
    func ratesColumn() throws {
        let session = try H.session(now: Self.opened, quoteTime: Self.quoteTime, rates: ["JPY", "KRW"])
        let lines = session.execute("rates").output
        #expect(lines.first?.hasSuffix("KRW: Hana Bank base rate 08:20 KST") == true)
        // KRW's row is its rate per 1 USD: the bank's, with its change from the day's open (+2.50 on 1,335.50).
        let krw = try #require(lines.first { $0.hasPrefix("KRW ") })
        #expect(krw.contains(" 1,338 ") && krw.hasSuffix("▲0.19%"))
        let json = try H.session(now: Self.opened, quoteTime: Self.quoteTime, mode: .json, rates: ["KRW"])
        let object = try JSONParser.parse(try #require(json.execute("rates").output.first))
        #expect(object["krwSource"]?.stringValue == "bank" && object["bank"]?.stringValue == "dunamu")
        let row = try #require(Self.firstRow(object))
        #expect(row["rate"]?.decimalValue == ExactDecimal("1338"))
        #expect(row["krwSource"]?.stringValue == "bank")
        let change = try #require(row["changeRate"]?.decimalValue.map(ExactFraction.init))
        #expect(
            isClose(
                change,
                try ExactFraction(numerator: ExactDecimal("2.5")!, denominator: ExactDecimal("1335.5")!),
                relative: "1e-12"))
    }

    @Test("rates before 08:25: the provider's KRW column, its change measured from the bank's last close")
    func ratesBeforeOpening() throws {
        let session = try H.session(
            now: Self.morning, quoteTime: Self.quoteTime - 86_400, mode: .json, rates: ["KRW"])
        let object = try JSONParser.parse(try #require(session.execute("rates").output.first))
        #expect(object["krwSource"]?.stringValue == "provider" && object["bank"] == nil)
        let human = try H.session(now: Self.morning, quoteTime: Self.quoteTime - 86_400, rates: ["KRW"])
        #expect(
            human.execute("rates").output.first?.hasSuffix("KRW change: from Hana Bank's last base rate")
                == true)
        let row = try #require(Self.firstRow(object))
        let krw = try #require(row["rate"]?.decimalValue.map(ExactFraction.init))
        #expect(!isClose(krw, F("1338"), relative: "0.01"))
        let change = try #require(row["changeRate"]?.decimalValue.map(ExactFraction.init))
        #expect(
            isClose(
                change, try #require(ExactFraction.relativeChange(from: F("1338"), to: krw)),
                relative: "1e-12"))
    }

    @Test("with no codes, rates shows the config's rates list in its order")
    func configuredList() throws {
        let session = try H.session(
            now: Self.opened, quoteTime: Self.quoteTime, mode: .json, rate: .mid, rates: ["EUR", "JPY"])
        let object = try JSONParser.parse(try #require(session.execute("rates").output.first))
        guard case .array(let rows)? = object["rates"] else { throw POSIXError(.EINVAL) }
        #expect(rows.map { $0["code"]?.stringValue } == ["EUR", "JPY"])
        // rate = mid: the provider answers the won, and no bank is said.
        #expect(object["krwSource"] == nil)
    }

    @Test(
        "history follows the source that answers now: the bank's series alone, named, while the bank answers")
    func historyFollowsSource() throws {
        var history: [HistoryEntry] = []
        for day: Int64 in 1...3 {
            let time = H.friday - day * 86_400 + 10 * 3600
            history.append(
                HistoryEntry(
                    provider: "dunamu", base: "KRW", time: time, quote: .basePerUnit,
                    rates: ["USD": ExactDecimal(1330 + Int(day))]))
            history.append(
                HistoryEntry(
                    provider: "open-er-api", base: "USD", time: time + 1800,
                    rates: ["KRW": ExactDecimal(1500 + Int(day))]))
        }
        let bankNow = try H.session(
            now: Self.opened, quoteTime: Self.quoteTime, mode: .json, history: history)
        let json = try JSONParser.parse(try #require(bankNow.execute("history USD").output.first))
        guard case .array(let points)? = json["points"] else { throw POSIXError(.EINVAL) }
        #expect(!points.isEmpty)
        #expect(points.allSatisfy { $0["provider"]?.stringValue == "dunamu" }, "\(points)")
        let providerNow = try H.session(
            now: Self.morning, quoteTime: Self.quoteTime, mode: .json, history: history)
        let other = try JSONParser.parse(try #require(providerNow.execute("history USD").output.first))
        guard case .array(let mixed)? = other["points"] else { throw POSIXError(.EINVAL) }
        #expect(mixed.contains { $0["provider"]?.stringValue == "open-er-api" })
    }

    @Test("status says which source answers the won now, from the saved tables, asking no one")
    func status() throws {
        let bankNow = try H.session(now: Self.opened, quoteTime: Self.quoteTime)
        let lines = bankNow.execute("status").output
        #expect(lines.last == "KRW rate: Hana Bank base rate (quoted 2026-04-03 08:20 KST; 08:25–24:00 KST)")
        let ko = try H.session(now: Self.morning, quoteTime: Self.quoteTime - 86_400, language: .ko)
        #expect(ko.execute("status").output.last?.hasPrefix("원화 환율: open-er-api (하나은행 매매기준율은 고시된 날") == true)
        let json = try H.session(now: Self.opened, quoteTime: Self.quoteTime, mode: .json)
        let object = try JSONParser.parse(try #require(json.execute("status").output.first))
        #expect(object["krwSource"]?.stringValue == "bank")
        let mid = try H.session(now: Self.opened, quoteTime: Self.quoteTime, rate: .mid)
        #expect(mid.execute("status").output.last?.hasPrefix("KRW rate") == false)
    }
}
