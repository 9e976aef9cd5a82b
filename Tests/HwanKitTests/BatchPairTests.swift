import Testing

@testable import HwanCatalog
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession

/// The batch's currency pairs (`convert N A B`, `N A to B`) through the one path:
/// a line of a kept shape takes the kept reading with its own digits and codes
/// (`LineShapes`), and is evaluated, refreshed and rendered as any line. There is no
/// separate batch path, so the general path is held to what a batch needs: the same bytes and `ans` as the full reading, expiry refreshing
/// the rates, `ans` following each pair, no registration needed, every mode.
@Suite("Batch currency pairs")
struct BatchPairTests {
    static let codes = [
        "USD", "JPY", "EUR", "GBP", "CNY", "KRW", "AUD", "CAD", "CHF", "HKD", "SGD", "THB", "KWD", "VND",
    ]

    @Test(
        "a pair line prints exactly what the full reading prints and leaves the same ans, over 20,000 seeded conversions",
        arguments: [
            (Language.en, OutputMode.terse), (.en, .human), (.ko, .human), (.en, .json),
        ])
    func agreesWithFullPath(language: Language, mode: OutputMode) throws {
        let full = try SessionHarness.session(language: language, mode: mode)
        full.lineShapes.isEnabled = false
        let memo = try SessionHarness.session(language: language, mode: mode)
        var generator = SeededGenerator(seed: 2026)
        let count = mode == .terse ? 20_000 : 4_000
        for index in 0..<count {
            let a = Self.codes.randomElement(using: &generator)!
            let b = Self.codes.randomElement(using: &generator)!
            let whole = Int.random(in: 0...9_999_999, using: &generator)
            let amount =
                index % 3 == 0 ? "\(whole)" : "\(whole).\(Int.random(in: 0...999, using: &generator))"
            let line = index % 2 == 0 ? "convert \(amount) \(a) \(b)" : "\(amount) \(a) to \(b)"
            #expect(memo.execute(line) == full.execute(line), "\(line)")
            #expect(memo.ans == full.ans, "\(line)")
        }
        // Most lines are taken from a kept shape whatever their codes.
        #expect(memo.lineShapes.hits > count / 2)
        #expect(memo.lineShapes.codeHits > count / 3)
    }

    @Test("once the rates' next update has passed, a pair line of a kept shape looks at the rates again")
    func expiryRefreshes() throws {
        let clock = ManualClock(SessionHarness.fixtureTime + 60)
        let session = try SessionHarness.onlineSession(clock: clock)
        let fullClock = ManualClock(SessionHarness.fixtureTime + 60)
        let full = try SessionHarness.onlineSession(clock: fullClock)
        full.lineShapes.isEnabled = false
        for line in ["convert 1 USD JPY", "convert 2 USD JPY", "convert 3 USD JPY"] {
            #expect(session.execute(line) == full.execute(line), "\(line)")
        }
        #expect(session.execute("convert 4 USD JPY").output == ["638.274016"])
        _ = full.execute("convert 4 USD JPY")
        let hits = session.lineShapes.hits
        #expect(hits >= 2)
        #expect(session.rates.isCurrent())
        clock.advance(1_775_288_921 - clock.now)
        fullClock.advance(1_775_288_921 - fullClock.now)
        #expect(!session.rates.isCurrent())
        // Taken from the kept shape, and the rates looked at again (the fetch fails:
        // its notice), as the full reading does.
        let reply = session.execute("convert 2 USD JPY")
        #expect(reply == full.execute("convert 2 USD JPY"))
        #expect(reply.output == ["319.137008"] && !reply.notices.isEmpty)
        #expect(session.lineShapes.hits == hits + 1)
        #expect(session.execute("convert 4 EUR GBP") == full.execute("convert 4 EUR GBP"))
    }

    @Test(
        "lines of any other shape read as the full reading reads them",
        arguments: [
            "convert 1,000 USD JPY", "convert -5 USD JPY", "convert 5 usd jpy", "convert 5 USD JPY extra",
            "convert 1e3 USD JPY", "convert (5) USD JPY", "5 USD", "convert 5 USD -> JPY",
            "convert 5 USDJPY", "convertx 5 USD JPY", "", "convert 5 BTC USD", "convert 5 USD JYP",
            "convert 5 엔 USD", "convert 5 CUP USD", "convert 5 XAU USD",
        ])
    func otherShapes(line: String) throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        let full = try SessionHarness.session(language: .en, mode: .terse)
        full.lineShapes.isEnabled = false
        for known in ["convert 1 USD JPY", "convert 2 USD JPY", "convert 3 EUR GBP"] {
            #expect(session.execute(known) == full.execute(known))
        }
        #expect(session.execute(line) == full.execute(line), "\(line)")
        #expect(session.execute(line) == full.execute(line), "\(line)")
        #expect(session.ans == full.ans)
    }

    /// (The fast path left a plain number as `ans` after its lines, where the full
    /// reading leaves the amount with its currency, SPEC §2: `ans/2` then printed
    /// 159.568504 or 1510.025482 by whether the pair had been met before.)
    @Test("a pair needs no line before it; ans is each pair line's amount with its currency")
    func ansFollows() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        #expect(session.execute("convert 2 USD JPY").output == ["319.137008"])
        #expect(session.execute("convert 1 USD JPY").output == ["159.568504"])
        #expect(session.execute("convert 4 USD JPY").output == ["638.274016"])
        #expect(session.lineShapes.hits == 1)
        let fresh = try SessionHarness.session(language: .en, mode: .terse)
        #expect(session.execute("ans/2").output == fresh.execute("319.137008 JPY").output)
        #expect(session.execute("ans * 2").output == fresh.execute("638.274016 JPY").output)
        #expect(session.execute("convert 1 EUR JPY").output == fresh.execute("1 EUR to JPY").output)
        #expect(session.execute("ans").output == fresh.execute("ans").output)
    }

    @Test(
        "the rates' and coins' readers answer as their stored properties, and each remembered pair, keyed by its codes' bytes, is the table's cross rate, over 2,000 seeded lines"
    )
    func readersAgreeWithStoredProperties() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        var generator = SeededGenerator(seed: 518)
        let table = session.rates.current().table
        var pairs: [UInt64: (String, String)] = [:]
        func check(_ line: String) {
            for (key, rate) in session.rates.pairRates.entries {
                guard let (a, b) = pairs[key] else {
                    Issue.record("a pair not asked for: \(key), \(line)")
                    continue
                }
                #expect(rate == table.rate(from: a, to: b), "\(line)")
            }
            #expect(session.rates.answerReference === session.rates.answerBox, "\(line)")
            #expect(session.coins.usedAny == !session.coins.used.isEmpty, "\(line)")
        }
        check("")
        #expect(session.rates.pairRates.isEmpty)
        for index in 0..<2_000 {
            let a = Self.codes.randomElement(using: &generator)!
            let b = Self.codes.randomElement(using: &generator)!
            // The key of a pair from its currencies' bytes is the key of its code strings.
            let from = try #require(CurrencyCatalog.quickCurrency(code: a))
            let to = try #require(CurrencyCatalog.quickCurrency(code: b))
            let key = try #require(SessionRates.pairKey(from, to))
            #expect(key == UInt64(Currency.codeKey(of: a)) << 24 | UInt64(Currency.codeKey(of: b)))
            #expect(key >> 40 == UInt64(a.utf8.first!) && key & 0xFF == UInt64(b.utf8.last!))
            pairs[key] = (a, b)
            let amount = Int.random(in: 0...99_999, using: &generator)
            let line =
                switch index % 4 {
                case 0: "convert \(amount) \(a) \(b)"
                case 1: "\(amount) \(a) to \(b)"
                case 2: "\(amount)만 엔을 원으로"
                default: "\(amount) km to mi"
                }
            pairs[UInt64(Currency.codeKey(of: "JPY")) << 24 | UInt64(Currency.codeKey(of: "KRW"))] = (
                "JPY", "KRW"
            )
            _ = session.execute(line)
            check(line)
        }
        #expect(session.rates.pairRates.count > 20)
    }

    @Test(
        "a currency knows it is a coin exactly when its code is one, for every capital triple, every coin and every catalog currency"
    )
    func coinTestByBytesIsByCode() {
        var codes = CoinPrices.defaultCoins + ["USDT", "KR", "", "원"]
        for a in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            for b in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                for c in UInt8(ascii: "A")...UInt8(ascii: "Z") {
                    codes.append(String(decoding: [a, b, c], as: UTF8.self))
                }
            }
        }
        var coins = 0
        for code in codes {
            let currency = Currency(code: code, minorUnits: 2, englishName: code, koreanName: code)
            #expect(CoinPrices.isCoin(currency) == CoinPrices.isCoin(code), "\(code)")
            if CoinPrices.isCoin(currency) { coins += 1 }
        }
        // Each coin once as itself, the three-letter ones again among the triples.
        #expect(
            coins == CoinPrices.defaultCoins.count
                + CoinPrices.defaultCoins.filter { $0.utf8.count == 3 }.count)
        for currency in CurrencyCatalog.standard.all {
            #expect(CoinPrices.isCoin(currency) == CoinPrices.isCoin(currency.code), "\(currency.code)")
        }
    }

    @Test(
        "two currencies have one code by `hasCode` exactly when their codes are equal, over 40,000 seeded pairs"
    )
    func hasCodeIsByCode() {
        var generator = SeededGenerator(seed: 3_317)
        let catalog = CurrencyCatalog.standard.all
        let odd = ["", "K", "KR", "USDT", "DOGE", "원화", "US", "USD ", "é", "ÉUR", "JPY"]
        func made(_ code: String) -> Currency {
            Currency(code: code, minorUnits: 2, englishName: code, koreanName: code)
        }
        func pick() -> Currency {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: made(catalog.randomElement(using: &generator)!.code)
            case 1: made(odd.randomElement(using: &generator)!)
            default: catalog.randomElement(using: &generator)!
            }
        }
        for _ in 0..<40_000 {
            let (a, b) = (pick(), pick())
            #expect(a.hasCode(of: b) == (a.code == b.code), "\(a.code) \(b.code)")
        }
    }

    @Test(
        "a money line reads the rates' clock once, however it converts, and a line of units not at all, over 3,000 seeded lines"
    )
    func oneClockReadALine() throws {
        let clock = ManualClock(SessionHarness.fixtureTime + 60)
        let session = try SessionHarness.onlineSession(clock: clock)
        _ = session.execute("convert 1 USD JPY")
        var generator = SeededGenerator(seed: 77)
        for index in 0..<3_000 {
            let a = Self.codes.randomElement(using: &generator)!
            let b = Self.codes.randomElement(using: &generator)!
            let amount = Int.random(in: 1...99_999, using: &generator)
            let (line, reads) =
                switch index % 5 {
                case 0: ("convert \(amount) \(a) \(b)", 1)
                case 1: ("\(amount) \(a) to \(b)", 1)
                case 2: ("\(amount) \(a) to \(a)", 1)
                case 3: ("\(amount)만 엔을 원으로", 1)
                default: ("\(amount) km to mi", 0)
                }
            let before = clock.reads
            _ = session.execute(line)
            #expect(clock.reads - before == reads, "\(line) \(clock.reads - before)")
        }
    }
}
