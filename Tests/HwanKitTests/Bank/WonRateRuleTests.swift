import Foundation
import HwanKit
import Testing

/// SPEC §7, "the bank as the rate": the rule as a pure function of (bank
/// quote, provider table, now), then through a session.
@Suite("the bank's 매매기준율 as the won's rate")
struct WonRateRuleTests {
    /// 2024-02-20 (Tuesday) 00:00 KST.
    static let tuesday: Int64 = 1_708_354_800
    static func kst(_ day: Int64, _ hour: Int64, _ minute: Int64, _ second: Int64 = 0) -> Int64 {
        tuesday + day * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// The real Dunamu USD quote (2024-02-20 15:31 KST: base 1338.00, +2.50).
    static let realQuote: BankQuote = {
        let table = try! DunamuDecoder.decode(TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"))
        return table.quote(for: "USD")!
    }()

    static let provider = RateTable(base: "USD", time: kst(0, 9, 0), rates: ["KRW": ExactDecimal("1400")!])

    static func quote(at time: Int64) -> BankQuote {
        var quote = realQuote
        quote.time = time
        return quote
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let quoteTime: Int64
        let now: Int64
        let bank: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "Tue 08:24:59, quote of Tue", quoteTime: kst(0, 8, 10), now: kst(0, 8, 24, 59), bank: false),
        Case(name: "Tue 08:25:00, quote of Tue", quoteTime: kst(0, 8, 10), now: kst(0, 8, 25), bank: true),
        Case(
            name: "Tue 15:31:29, the real quote", quoteTime: realQuote.time, now: kst(0, 15, 31, 29),
            bank: true),
        Case(
            name: "Tue 23:59:59, quote of Tue", quoteTime: kst(0, 15, 31), now: kst(0, 23, 59, 59), bank: true
        ),
        Case(name: "Wed 00:00:00, quote of Tue", quoteTime: kst(0, 15, 31), now: kst(1, 0, 0), bank: false),
        Case(
            name: "Wed 08:25, quote of Tue (yesterday)", quoteTime: kst(0, 23, 50), now: kst(1, 8, 25),
            bank: false),
        Case(
            name: "Wed 12:00, quote of Tue (yesterday)", quoteTime: kst(0, 15, 31), now: kst(1, 12, 0),
            bank: false),
        Case(name: "Sat 14:00, quote of Fri", quoteTime: kst(3, 16, 0), now: kst(4, 14, 0), bank: false),
        Case(name: "Sun 23:00, quote of Fri", quoteTime: kst(3, 16, 0), now: kst(5, 23, 0), bank: false),
        Case(name: "Mon 08:24, quote of Fri", quoteTime: kst(3, 16, 0), now: kst(6, 8, 24), bank: false),
        Case(name: "Mon 08:30, quote of Mon", quoteTime: kst(6, 8, 26), now: kst(6, 8, 30), bank: true),
        Case(name: "Sat 10:00, a quote of Sat", quoteTime: kst(4, 9, 0), now: kst(4, 10, 0), bank: true),
    ]

    @Test(
        "which source answers, across 08:24/08:25, midnight, weekends and yesterday's quote", arguments: cases
    )
    func table(_ c: Case) throws {
        let quote = Self.quote(at: c.quoteTime)
        #expect(WonRateRule.bankAnswers(quoteTime: c.quoteTime, now: c.now) == c.bank)
        let won = try #require(
            WonRateRule.rate(code: "USD", quote: quote, bank: .dunamu, provider: Self.provider, now: c.now))
        if c.bank {
            #expect(won.source == .bank(.dunamu))
            #expect(won.krwPerUnit == F("1338"))
            #expect(won.time == c.quoteTime)
            // The day's open: basePrice − signedChangePrice.
            #expect(won.open == F("1335.5"))
            #expect(won.change == F("2.5"))
        } else {
            #expect(won.source == .provider)
            #expect(won.krwPerUnit == F("1400"))
            #expect(won.time == Self.provider.time)
            // The change from the bank's last close.
            #expect(won.open == F("1338"))
            #expect(won.change == F("62"))
        }
    }

    @Test("a quote per 100 (JPY) answers per one yen; no bank quote leaves the provider with no open")
    func perHundredAndMissing() throws {
        var jpy = Self.quote(at: Self.kst(0, 9, 0))
        jpy.code = "JPY"
        jpy.unit = 100
        jpy.base = ExactDecimal("895.2")!
        jpy.change = ExactDecimal("-1.2")!
        (jpy.cashBuy, jpy.cashSell) = (ExactDecimal("910.87")!, ExactDecimal("879.53")!)
        (jpy.ttSend, jpy.ttReceive) = (ExactDecimal("904")!, ExactDecimal("886.4")!)
        let provider = RateTable(
            base: "USD", time: Self.kst(0, 9, 0), rates: ["KRW": ExactDecimal("1400")!, "JPY": 150])
        let won = try #require(
            WonRateRule.rate(
                code: "JPY", quote: jpy, bank: .dunamu, provider: provider, now: Self.kst(0, 10, 0)))
        #expect(won.krwPerUnit == F("8.952") && won.open == F("8.964") && won.isBank)
        let none = try #require(
            WonRateRule.rate(
                code: "JPY", quote: nil, bank: .dunamu, provider: provider, now: Self.kst(0, 10, 0)))
        #expect(none.source == .provider && none.open == nil && none.change == nil)
        #expect(none.krwPerUnit == (try ExactFraction(numerator: 1400, denominator: 150)))
        #expect(
            WonRateRule.rate(
                code: "BRL", quote: nil, bank: .dunamu, provider: provider, now: Self.kst(0, 10, 0))
                == nil)
    }

    @Test(
        "seeded: the decision holds from any instant until nextSwitch, which is the next 08:25 or 00:00 KST")
    func nextSwitchProperty() {
        var generator = SeededGenerator(seed: 19)
        for _ in 0..<2_000 {
            let now = Self.tuesday + Int64.random(in: 0..<(14 * 86_400), using: &generator)
            let quoteTime = Self.tuesday + Int64.random(in: 0..<(14 * 86_400), using: &generator)
            let next = WonRateRule.nextSwitch(after: now)
            #expect(next > now && next - now <= 86_400)
            let second = (next + BankSchedule.kstOffset) % 86_400
            #expect(second == 0 || second == WonRateRule.bankOpens)
            let decided = WonRateRule.bankAnswers(quoteTime: quoteTime, now: now)
            #expect(WonRateRule.bankAnswers(quoteTime: quoteTime, now: next - 1) == decided)
            let middle = now + (next - now) / 2
            #expect(WonRateRule.bankAnswers(quoteTime: quoteTime, now: middle) == decided)
        }
    }
}
