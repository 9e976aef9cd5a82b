import Foundation
import HwanKit
import Testing

/// SPEC §3, §7, §9: every answer priced by a bank's quote or an exchange's
/// price says when that price was set and how old it is, and a bank quote
/// from before the current quoting day (Hana Bank from 08:25 KST, Korea Exim
/// from 11:00 KST, business days) is called stale in words.
@Suite("Quote ages and stale quotes")
struct QuoteAgeTests {
    /// Unix seconds of a time in KST.
    static func kst(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
        let date = calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
        return Int64(date.timeIntervalSince1970)
    }

    // MARK: An oracle written apart from the code: days walked one by one.

    static let koreanWeekdays = ["일", "월", "화", "수", "목", "금", "토"]
    static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Days since 1970-01-01 in KST, and the second of that day.
    static func local(_ time: Int64) -> (day: Int64, second: Int64) {
        let shifted = time + 9 * 3600
        let day = Int64((Double(shifted) / 86_400).rounded(.down))
        return (day, shifted - day * 86_400)
    }

    /// 0 Sunday ... 6 Saturday (1970-01-01 was a Thursday).
    static func weekday(_ day: Int64) -> Int { Int(((day % 7) + 7 + 4) % 7) }

    static func isBusiness(_ day: Int64) -> Bool { KoreanHolidayOracle.isBusiness(day) }

    /// Nil when current; else the business days from the quote's day to the quoting day.
    static func expectedStaleness(quote: Int64, now: Int64, opens: Int64) -> Int? {
        var (day, second) = local(now)
        if !(isBusiness(day) && second >= opens) {
            day -= 1
            while !isBusiness(day) { day -= 1 }
        }
        let quoteDay = local(quote).day
        guard quoteDay < day else { return nil }
        var count = 0
        var walk = quoteDay + 1
        while walk <= day {
            if isBusiness(walk) { count += 1 }
            walk += 1
        }
        return count
    }

    /// The words a stale quote must carry, by the oracle.
    static func expectedWords(quote: Int64, businessDays: Int, language: Language) -> String {
        let (day, _) = local(quote)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
        let parts = calendar.dateComponents(
            [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(quote)))
        let date = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        switch language {
        case .ko:
            return businessDays == 1
                ? "지난 영업일(\(koreanWeekdays[weekday(day)])) 시세" : "\(businessDays)영업일 전 시세 — 오래됨"
        case .en:
            return "stale: quote from \(englishWeekdays[weekday(day)]) \(date)"
        }
    }

    // MARK: The rule, as a table

    @Test(
        "a quote is stale from the bank's first table of the next business day",
        arguments: [
            // (now, quote, bank, stale business days or nil)
            (kst(2026, 12, 7, 10), kst(2026, 12, 4, 15, 31), BankID.dunamu, 1 as Int?),
            (kst(2026, 12, 7, 8, 24), kst(2026, 12, 4, 15, 31), .dunamu, nil),
            (kst(2026, 12, 7, 8, 25), kst(2026, 12, 4, 15, 31), .dunamu, 1),
            (kst(2026, 12, 7, 10), kst(2026, 12, 4, 11), .koreaexim, nil),
            (kst(2026, 12, 7, 11), kst(2026, 12, 4, 11), .koreaexim, 1),
            (kst(2026, 12, 5, 14), kst(2026, 12, 4, 15, 31), .dunamu, nil),
            (kst(2026, 12, 6, 23, 59), kst(2026, 12, 4, 15, 31), .dunamu, nil),
            (kst(2026, 12, 10, 10), kst(2026, 12, 8, 15, 31), .dunamu, 2),
            (kst(2026, 12, 10, 10), kst(2026, 12, 8, 11), .koreaexim, 1),
            (kst(2026, 12, 7, 10), kst(2026, 12, 7, 9), .dunamu, nil),
            (kst(2026, 11, 27, 18), kst(2024, 2, 20, 15, 31), .dunamu, 678),
        ])
    func rule(now: Int64, quote: Int64, bank: BankID, stale: Int?) {
        let age = QuoteAge(bankQuote: quote, bank: bank, now: now)
        #expect(age.isStale == (stale != nil))
        switch stale {
        case nil: #expect(age.staleness == .current)
        case 1?: #expect(age.staleness == .lastBusinessDay)
        case let count?: #expect(age.staleness == .old(businessDays: Int64(count)))
        }
        #expect(age.seconds == now - quote)
    }

    @Test("the words: the last business day by its weekday, older quotes by business days, English by date")
    func words() {
        let monday = QuoteAge(
            bankQuote: Self.kst(2026, 12, 4, 15, 31), bank: .dunamu, now: Self.kst(2026, 12, 7, 10))
        #expect(monday.staleWords?.ko == "지난 영업일(금) 시세")
        #expect(monday.staleWords?.en == "stale: quote from Fri 2026-12-04")
        #expect(
            monday.text(in: .ko) == "2026-12-04 15:31 KST · 2일 18시간 전 · 지난 영업일(금) 시세")
        let old = QuoteAge(
            bankQuote: Self.kst(2026, 12, 1, 15, 31), bank: .dunamu, now: Self.kst(2026, 12, 4, 10))
        #expect(old.staleWords?.ko == "3영업일 전 시세 — 오래됨")
        let fresh = QuoteAge(
            bankQuote: Self.kst(2026, 12, 4, 15, 31), bank: .dunamu, now: Self.kst(2026, 12, 4, 15, 31) + 12)
        #expect(fresh.staleWords == nil)
        #expect(fresh.line(bank: .dunamu, in: .ko) == "하나은행 고시 2026-12-04 15:31 KST · 12초 전")
        #expect(fresh.line(bank: .koreaexim, in: .en) == "Korea Exim quote 2026-12-04 15:31 KST · 12s ago")
    }

    @Test("2,000 seeded instants and quote times agree with a day-by-day walk, for both banks")
    func seededRule() {
        var random = SeededGenerator(seed: 3_607)
        let start = Self.kst(2026, 1, 1, 0)
        for _ in 0..<2_000 {
            let now = start + Int64.random(in: 0...(366 * 86_400), using: &random)
            let quote = now - Self.randomAge(using: &random)
            let bank: BankID = Bool.random(using: &random) ? .dunamu : .koreaexim
            let opens: Int64 = bank == .dunamu ? 8 * 3600 + 25 * 60 : 11 * 3600
            let age = QuoteAge(bankQuote: quote, bank: bank, now: now)
            let expected = Self.expectedStaleness(quote: quote, now: now, opens: opens)
            #expect(age.isStale == (expected != nil), "\(bank) now \(now) quote \(quote)")
            if let expected {
                for language in [Language.ko, .en] {
                    #expect(
                        age.staleWords?(language)
                            == Self.expectedWords(quote: quote, businessDays: expected, language: language),
                        "\(bank) now \(now) quote \(quote)")
                }
            }
        }
    }

    /// An age from one of the classes people meet: seconds, minutes, hours,
    /// days (weekends among them), or years (a cache left behind).
    static func randomAge(using random: inout SeededGenerator) -> Int64 {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: Int64.random(in: 0..<60, using: &random)
        case 1: Int64.random(in: 60..<3600, using: &random)
        case 2: Int64.random(in: 3600..<86_400, using: &random)
        case 3: Int64.random(in: 86_400..<(6 * 86_400), using: &random)
        default: Int64.random(in: (300 * 86_400)..<(1_100 * 86_400), using: &random)
        }
    }

    // MARK: The commands that use a bank's quote

    /// A session with Hana Bank chosen at `now`, whose saved quote (the real
    /// Dunamu body) was set at `quoteTime`, fetched half a minute ago.
    /// (`agreeing: false`: the provider's 2026 table, 13% from the 2024 quote, which is then refused.)
    static func session(
        now: Int64, quoteTime: Int64, language: Language, mode: OutputMode, agreeing: Bool = true
    ) throws -> Session {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            agreeing
                ? BankEraRates.body(agreeingWith: .dunamu)
                : TestFiles.fixture("open-er-api-USD-2026-04-03.json"),
            fetchedAt: SessionHarness.fixtureTime + 60, in: dir)
        var body = String(decoding: TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"), as: UTF8.self)
        body = body.replacingOccurrences(of: "1708410689000", with: String(quoteTime * 1000))
        try BankHarness.saveBank(Array(body.utf8), bank: .dunamu, fetchedAt: now - 30, in: dir)
        return BankHarness.dunamuSession(in: dir, now: now, language: language, mode: mode)
    }

    static let bankCommands = ["bank USD", "exchange 100 USD KRW", "환전 10만원 달러로", "remit 1000 USD"]

    @Test(
        "bank, exchange and remit show the quote's time and age and call a stale quote stale, over 40 seeded ages",
        arguments: [Language.ko, .en])
    func commands(language: Language) throws {
        var random = SeededGenerator(seed: language == .ko ? 36 : 63)
        let start = Self.kst(2026, 11, 2, 0)
        for _ in 0..<40 {
            let now = start + Int64.random(in: 0...(40 * 86_400), using: &random)
            let quote = now - Self.randomAge(using: &random)
            let stale = Self.expectedStaleness(quote: quote, now: now, opens: 8 * 3600 + 25 * 60)
            let session = try Self.session(now: now, quoteTime: quote, language: language, mode: .human)
            let age = TimeText.age(now - quote, in: language)
            let when = TimeText.minutes(quote, offset: 9 * 3600) + " KST"
            for command in Self.bankCommands {
                let reply = session.execute(command)
                #expect(reply.error == nil, "\(command): \(reply.error ?? "")")
                // `bank` says it on top; the others on the line that names the bank's quote.
                let line = try #require(
                    command.hasPrefix("bank") ? reply.output.first : reply.output.last, "\(command)")
                #expect(line.contains(when) && line.contains(age), "\(command) at \(now): \(line)")
                if let stale {
                    let words = Self.expectedWords(quote: quote, businessDays: stale, language: language)
                    #expect(line.hasSuffix(words), "\(command) at \(now): \(line)")
                } else {
                    #expect(
                        !line.contains("영업일") && !line.contains("stale"), "\(command) at \(now): \(line)")
                }
            }
        }
    }

    @Test(
        "--json carries quoteTime, the age in seconds and whether it is stale; -t says a stale quote on stderr"
    )
    func programs() throws {
        var random = SeededGenerator(seed: 360)
        let start = Self.kst(2026, 11, 2, 0)
        for _ in 0..<20 {
            let now = start + Int64.random(in: 0...(40 * 86_400), using: &random)
            let quote = now - Self.randomAge(using: &random)
            let stale = Self.expectedStaleness(quote: quote, now: now, opens: 8 * 3600 + 25 * 60) != nil
            let json = try Self.session(now: now, quoteTime: quote, language: .en, mode: .json)
            for command in ["bank USD", "exchange 100 USD KRW"] {
                let object = try #require(json.execute(command).output.first)
                #expect(object.contains(#""age":\#(now - quote),"stale":\#(stale)"#), "\(command): \(object)")
            }
            let remit = try #require(json.execute("remit 1000 USD").output.first)
            #expect(remit.contains(#""bankAge":\#(now - quote),"bankStale":\#(stale)"#), "\(remit)")
            let terse = try Self.session(now: now, quoteTime: quote, language: .en, mode: .terse)
            let first = terse.execute("exchange 100 USD KRW")
            #expect(first.output.count == 1 && !first.output[0].contains(" "), "\(first.output)")
            let said = first.notices.filter { $0.hasPrefix("Hana Bank quote ") }
            #expect(said.count == (stale ? 1 : 0), "\(first.notices)")
            // Said once a session.
            #expect(!terse.execute("remit 1000 USD").notices.contains { $0.hasPrefix("Hana Bank quote ") })
        }
    }

    @Test(
        "exchange at the rate because the bank's cash price was refused says so, not that no bank was chosen")
    func refusedCashPrice() throws {
        let now = Self.kst(2026, 12, 7, 10)
        for (language, words) in [
            (Language.ko, "하나은행 현찰 가격을 쓸 수 없어 환율로 계산했습니다"),
            (.en, "Hana Bank's cash price refused: at the rate, not a cash price"),
        ] {
            let session = try Self.session(
                now: now, quoteTime: now - 600, language: language, mode: .human, agreeing: false)
            let reply = session.execute("exchange 100 USD KRW")
            let line = try #require(reply.output.first)
            #expect(line.hasSuffix(" · " + words), "\(line)")
            #expect(!line.contains("--bank dunamu"), "\(line)")
            #expect(!reply.notices.isEmpty, "\(reply.notices)")
        }
    }

    // MARK: Exchange prices

    @Test(
        "a coin conversion names the exchange and how old its price is, over seeded ages of saved prices",
        arguments: [Language.ko, .en])
    func coinAges(language: Language) throws {
        var random = SeededGenerator(seed: language == .ko ? 9 : 90)
        let fetched = CoinsGoldenTests.now
        for _ in 0..<12 {
            let dir = TestFiles.temporaryDirectory()
            try TestFiles.saveRates(
                TestFiles.fixture("open-er-api-USD-2026-04-03.json"),
                fetchedAt: SessionHarness.fixtureTime + 60, in: dir)
            // The prices fetched at `fetched`, then read offline `age` seconds later.
            let online = MarketService(
                cacheDirectory: dir, http: RoutedHTTPClient.allExchanges(), clock: { fetched }, offline: false
            )
            _ = online.prices(.spot, coins: ["BTC", "ETH"], exchanges: [.upbit, .binance])
            let age = Self.randomAge(using: &random)
            let now = fetched + age
            let rates = RateService(
                cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { now },
                settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
            let markets = MarketService(
                cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { now }, offline: true)
            let session = Session(
                preferences: Preferences(language: language, mode: .human), rateService: rates, zone: .kst,
                markets: markets)
            let ago = TimeText.age(age, in: language)
            for (line, exchange) in [
                ("1 BTC to KRW", "Upbit"), ("0.5 ETH to USD", "Binance"), ("1 BTC + 1 ETH to KRW", "Upbit"),
            ] {
                let output = try #require(session.execute(line).output.first, "\(line)")
                let said = language == .ko ? "\(exchange) \(ago) 시세" : "\(exchange) price \(ago)"
                #expect(output.contains(said), "\(line) after \(age) s: \(output)")
            }
            let json = Session(
                preferences: Preferences(language: language, mode: .json), rateService: rates, zone: .kst,
                markets: markets)
            let object = try #require(json.execute("0.5 ETH to USD").output.first)
            #expect(object.contains(#""source":"binance","quoteTime":""#), "\(object)")
            #expect(object.contains(#""age":\#(age)"#), "\(object)")
        }
    }
}
