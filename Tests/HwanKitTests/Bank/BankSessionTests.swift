import Foundation
import HwanKit
import Testing

/// Sessions with a saved bank table beside the saved rates: the `bank`
/// command and the bank line of `remit`, as golden transcripts in Korean and
/// English, and the rules behind them one by one.
enum BankHarness {
    static let now = SessionHarness.now

    /// Saves `body` as the bank's entry does after fetching it at `fetchedAt`.
    static func saveBank(_ body: [UInt8], bank: BankID, fetchedAt: Int64, in dir: String) throws {
        let store = EntryStore(directory: CacheDirectory(dir), entry: .bank(bank))
        let decoded = try BankDecoding.decode(body, bank: bank, fetchedAt: fetchedAt)
        guard case .locked(let writer) = store.openForWriting(timeout: 1) else { throw POSIXError(.EBUSY) }
        try writer.save(body: body, decoded: decoded, now: fetchedAt)
    }

    static func session(
        bank: BankID?, language: Language, mode: OutputMode = .human, palette: Palette = .plain
    ) throws -> Session {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            bank.map { BankEraRates.body(agreeingWith: $0) }
                ?? TestFiles.fixture("open-er-api-USD-2026-04-03.json"),
            fetchedAt: SessionHarness.fixtureTime + 60, in: dir)
        switch bank {
        case .dunamu?:
            try saveBank(
                TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"), bank: .dunamu, fetchedAt: now - 30,
                in: dir)
        case .koreaexim?:
            try saveBank(
                TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"), bank: .koreaexim,
                fetchedAt: now - 3600, in: dir)
        case nil: break
        }
        let clock: @Sendable () -> Int64 = { now }
        let rates = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: clock,
            settings: ProviderSettings(id: .openERAPI),
            offline: true, zone: .kst)
        let banks = bank.map {
            BankService(
                cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: clock,
                settings: BankSettings(id: $0, key: $0 == .koreaexim ? "eximGOLDENkey" : nil), offline: false)
        }
        var preferences = Preferences(language: language, mode: mode)
        preferences.bank = bank?.rawValue
        preferences.palette = palette
        return Session(preferences: preferences, rateService: rates, zone: .kst, bankService: banks)
    }

    /// A session with Hana Bank chosen at `now` over `dir`, where the rates and
    /// the bank's quote are already saved; nothing is fetched.
    static func dunamuSession(in dir: String, now: Int64, language: Language, mode: OutputMode) -> Session {
        let clock: @Sendable () -> Int64 = { now }
        let rates = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: clock,
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let bank = BankService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: clock,
            settings: BankSettings(id: .dunamu),
            offline: false)
        var preferences = Preferences(language: language, mode: mode)
        preferences.bank = "dunamu"
        return Session(preferences: preferences, rateService: rates, zone: .kst, bankService: bank)
    }

    /// Output lines, `~ notice` lines and `! error` lines, as a person would read them.
    static func transcript(_ lines: [String], bank: BankID?, language: Language) throws -> String {
        let session = try session(bank: bank, language: language)
        var text = "# bank: \(bank?.rawValue ?? "none")\n"
        for line in lines {
            text += "> \(line)\n"
            let reply = session.execute(line)
            for output in reply.output { text += output + "\n" }
            for notice in reply.notices { text += "~ \(notice)\n" }
            if let error = reply.error { text += "! \(error) [\(reply.status.rawValue)]\n" }
        }
        return text
    }
}

@Suite("bank command and remittance at the bank's rate")
struct BankSessionTests {
    @Test("golden: bank and remit with Hana Bank (dunamu) and Korea Exim", arguments: [Language.ko, .en])
    func golden(language: Language) throws {
        var text = try BankHarness.transcript(
            [
                "bank", "bank 달러", "은행 USD", "bank JPY", "bank KRW", "remit 1000 USD KRW",
                "remit 10000 KRW USD",
                "remit 100 USD JPY",
            ], bank: .dunamu, language: language)
        text += try BankHarness.transcript(
            ["bank", "bank JPY IDR 위안 KWD", "bank TWD", "remit 10000 JPY KRW", "remit 10000 KRW JPY"],
            bank: .koreaexim, language: language)
        text += try BankHarness.transcript(["bank", "remit 1000 USD KRW"], bank: nil, language: language)
        let (actual, expected) = SessionHarness.check(text, against: "bank-\(language.rawValue).txt")
        #expect(actual == expected)
    }

    @Test("no bank chosen: bank says how to choose one (exit 2), and remit is exactly as before")
    func noBank() throws {
        for language in Language.allCases {
            let session = try BankHarness.session(bank: nil, language: language)
            let reply = session.execute("bank")
            #expect(reply.status == .dataUnavailable)
            #expect(reply.error?.contains("--bank dunamu") == true)
            #expect(reply.error?.contains("HWAN_BANK") == true)
            let plain = try SessionHarness.session(language: language).execute("remit 1000 USD KRW")
            #expect(session.execute("remit 1000 USD KRW").output == plain.output)
        }
    }

    @Test("remit: the three SPEC lines, the receiving country, then the bank's transfer line")
    func remitLine() throws {
        let withBank = try BankHarness.session(bank: .dunamu, language: .ko).execute("remit 1000 USD KRW")
            .output
        // The quote is from 2024: the provider answers the won (1,364.76 in the harness's table).
        #expect(
            withBank == [
                "수취금액은 1,364,760.00 KRW 입니다.", "환율: 1,364.76 KRW/USD", "조회시간: 2026-04-03 15:47 KST",
                "수취국가: 대한민국 (KRW)", "하나은행 송금 받을 때 환율(1,324.90 KRW/USD)로는 1,324,900.00 KRW 입니다.",
                // The bank's quote says when it was set, and that it is not today's.
                "하나은행 고시 2024-02-20 15:31 KST · 773일 3시간 전 · 518영업일 전 시세 — 오래됨",
            ])
        let leaving = try BankHarness.session(bank: .dunamu, language: .en).execute("remit 10000 KRW USD")
            .output
        // 10000 / 1351.10 = 7.4014...
        #expect(leaving.dropLast().last == "At Hana Bank's transfer-send rate (1,351.10 KRW/USD): 7.40 USD")
        #expect(
            leaving.last
                == "Hana Bank quote 2024-02-20 15:31 KST · 773d 3h ago · stale: quote from Tue 2024-02-20")
        #expect(leaving.contains("Receiving country: United States (USD)"))
    }

    @Test("remit respects the bank's unit: JPY per 100")
    func perHundred() throws {
        let lines = try BankHarness.session(bank: .koreaexim, language: .en).execute("remit 10000 JPY KRW")
            .output
        // 10000 × 1009.25 / 100
        #expect(
            lines.dropLast().last
                == "At Korea Exim's transfer-receive rate (1,009.25 KRW/100 JPY): 100,925.00 KRW")
        // Published at 11:00 today: current, said with its age.
        #expect(lines.last == "Korea Exim quote 2026-04-03 11:00 KST · 7h 49m ago")
    }

    @Test("remit --json carries the bank's quote as extra fields")
    func remitJSON() throws {
        let line = try #require(
            try BankHarness.session(bank: .dunamu, language: .en, mode: .json).execute("remit 1000 USD KRW")
                .output.first)
        let json = try JSONParser.parse(line)
        #expect(json["kind"]?.stringValue == "remittance")
        #expect(json["bank"]?.stringValue == "dunamu")
        #expect(json["bankRateKind"]?.stringValue == "ttReceive")
        #expect(json["bankRate"]?.decimalValue == ExactDecimal("1324.9"))
        #expect(json["bankUnit"]?.int64Value == 1)
        #expect(json["bankResult"]?.decimalValue == ExactDecimal("1324900"))
        #expect(json["bankQuoteTime"]?.stringValue == "2024-02-20T06:31:29Z")
    }

    @Test("a pair without KRW gets no bank line and no notice")
    func crossPair() throws {
        let reply = try BankHarness.session(bank: .dunamu, language: .en).execute("remit 100 USD JPY")
        #expect(reply.output.count == 4 && reply.output.last == "Receiving country: Japan (JPY)")
        #expect(!reply.notices.contains { $0.contains("Hana") })
    }

    @Test("bank --json: one object per currency with the SPEC fields, numbers as numbers, missing as null")
    func json() throws {
        let session = try BankHarness.session(bank: .koreaexim, language: .en, mode: .json)
        let lines = session.execute("bank USD JPY").output
        #expect(lines.count == 2)
        let jpy = try JSONParser.parse(lines[1])
        for field in [
            "code", "unit", "base", "cashBuy", "cashSell", "ttSend", "ttReceive", "change", "changeRate",
            "provider",
            "quoteTime",
        ] {
            #expect(jpy[field] != nil, "\(field)")
        }
        #expect(jpy["code"]?.stringValue == "JPY")
        #expect(jpy["unit"]?.int64Value == 100)
        #expect(jpy["base"]?.decimalValue == ExactDecimal("1019.45"))
        #expect(jpy["cashBuy"] == .null && jpy["change"] == .null)
        #expect(jpy["provider"]?.stringValue == "koreaexim")
        // Published Friday 2026-04-03 at 11:00 KST.
        #expect(jpy["quoteTime"]?.stringValue == "2026-04-03T02:00:00Z")
    }

    @Test("bank -t: the code and KRW per one unit, nothing else")
    func terse() throws {
        let session = try BankHarness.session(bank: .koreaexim, language: .en, mode: .terse)
        #expect(session.execute("bank USD JPY IDR").output == ["USD 1134.5", "JPY 10.1945", "IDR 0.0794"])
    }

    @Test("one-shot, batch and REPL lines are one Session: the same line gives the same answer twice")
    func sameAnswer() throws {
        let session = try BankHarness.session(bank: .dunamu, language: .ko)
        let first = session.execute("bank USD")
        let second = session.execute("은행 미국 달러")
        #expect(first.output == second.output)
        #expect(
            first.output == (try BankHarness.session(bank: .dunamu, language: .ko).execute("bank USD").output)
        )
    }
}

@Suite("bank table text")
struct BankTableTextTests {
    static let fall = BankQuote(
        code: "JPY", unit: 100, base: ExactDecimal("912.34")!, cashBuy: ExactDecimal("928.30")!,
        cashSell: ExactDecimal("896.38")!, ttSend: ExactDecimal("921.27")!,
        ttReceive: ExactDecimal("903.41")!,
        change: ExactDecimal("-1.40")!, changeRate: ExactDecimal("-0.0015321")!, time: 1_795_600_000)
    static let rise = BankQuote(
        code: "USD", unit: 1, base: ExactDecimal("1338.00")!, change: ExactDecimal("2.50")!,
        changeRate: ExactDecimal("0.0018719581")!, time: 1_795_599_808)

    @Test(
        "▲ and ▼ with amount and percent; the change is painted after alignment, only with a colour palette")
    func colours() {
        let plain = BankTableText.lines(
            quotes: [Self.rise, Self.fall], bank: .dunamu, language: .ko, palette: .plain, now: 1_795_600_192)
        #expect(plain[0] == "하나은행 (dunamu) · 2026-11-25 18:46 KST · 3분 12초 전")
        #expect(plain[2].hasSuffix("▲ 2.50 (0.19%)"))
        #expect(plain[3].hasPrefix("JPY 100"))
        #expect(plain[3].hasSuffix("▼ 1.40 (0.15%)"))
        #expect(!plain.joined().contains("\u{1B}"))
        // Every row is as wide as the others (Hangul counts two columns).
        #expect(Set(plain.dropFirst().map { DisplayWidth.of($0) }).count == 1)
        let korean = BankTableText.lines(
            quotes: [Self.rise, Self.fall], bank: .dunamu, language: .ko, palette: Palette(upDown: .korean),
            now: 1_795_600_192)
        #expect(korean[2].contains("\u{1B}[31m") && korean[2].contains("▲ 2.50 (0.19%)"))  // red rise
        #expect(korean[3].contains("\u{1B}[34m"))  // blue fall
        let western = BankTableText.lines(
            quotes: [Self.rise, Self.fall], bank: .dunamu, language: .en, palette: Palette(upDown: .western),
            now: 1_795_600_192)
        #expect(western[0].contains("3m 12s ago"))
        #expect(western[2].contains("\u{1B}[32m") && western[3].contains("\u{1B}[31m"))
    }

    @Test("missing prices and changes show as -, a zero change has no arrow")
    func missing() {
        var even = Self.rise
        even.change = ExactDecimal(0)
        even.changeRate = ExactDecimal(0)
        let lines = BankTableText.lines(
            quotes: [
                even, BankQuote(code: "EUR", unit: 1, base: ExactDecimal("1500")!, time: 1_795_600_000),
            ],
            bank: .koreaexim, language: .en, palette: Palette(), now: 1_795_600_000)
        #expect(lines[2].hasSuffix("0.00 (0.00%)") && !lines[2].contains("▲"))
        #expect(lines[3].hasSuffix("-") && lines[3].contains("1,500.00"))
        #expect(!lines[2].contains("\u{1B}[3"))
    }
}
