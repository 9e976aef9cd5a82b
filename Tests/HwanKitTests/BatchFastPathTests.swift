import Testing

@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession

@Suite("Batch fast path")
struct BatchFastPathTests {
    static let codes = [
        "USD", "JPY", "EUR", "GBP", "CNY", "KRW", "AUD", "CAD", "CHF", "HKD", "SGD", "THB", "KWD", "VND",
    ]

    func fast(_ session: Session, _ line: String) -> String? {
        var output: [UInt8] = []
        let bytes = Array(line.utf8)
        let handled = bytes.withUnsafeBufferPointer { session.executeTerseFast($0, into: &output) }
        return handled ? String(decoding: output, as: UTF8.self) : nil
    }

    @Test("prints exactly what the full path prints and leaves the same ans, over 20,000 seeded conversions")
    func agreesWithFullPath() throws {
        let full = try SessionHarness.session(language: .en, mode: .terse)
        let quick = try SessionHarness.session(language: .en, mode: .terse)
        var generator = SeededGenerator(seed: 2026)
        var fastCount = 0
        for index in 0..<20_000 {
            let a = Self.codes.randomElement(using: &generator)!
            let b = Self.codes.randomElement(using: &generator)!
            let whole = Int.random(in: 0...9_999_999, using: &generator)
            let amount =
                index % 3 == 0 ? "\(whole)" : "\(whole).\(Int.random(in: 0...999, using: &generator))"
            let line = index % 2 == 0 ? "convert \(amount) \(a) \(b)" : "\(amount) \(a) to \(b)"
            let expected = full.execute(line).output
            if let answer = fast(quick, line) {
                fastCount += 1
                #expect([answer] == expected, "\(line)")
            } else {
                #expect(quick.execute(line).output == expected, "\(line)")
            }
            #expect(quick.ans == full.ans, "\(line)")
        }
        #expect(fastCount > 15_000)
    }

    @Test("once the rates' next update has passed, lines leave the fast path to be refreshed")
    func expiryLeavesTheFastPath() throws {
        let clock = ManualClock(SessionHarness.fixtureTime + 60)
        let session = try SessionHarness.onlineSession(clock: clock)
        #expect(session.execute("convert 1 USD JPY").output == ["159.568504"])
        #expect(fast(session, "convert 2 USD JPY") == "319.137008")
        clock.advance(1_775_288_921 - clock.now)
        #expect(fast(session, "convert 2 USD JPY") == nil)
    }

    @Test(
        "lines of any other shape take the full path",
        arguments: [
            "convert 1,000 USD JPY", "convert -5 USD JPY", "convert 5 usd jpy", "convert 5 USD JPY extra",
            "convert 1e3 USD JPY", "convert (5) USD JPY", "5 USD", "convert 5 USD -> JPY",
            "convert 5 USDJPY", "convertx 5 USD JPY", "",
        ])
    func otherShapes(line: String) throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        _ = session.execute("convert 1 USD JPY")
        #expect(fast(session, line) == nil)
    }

    @Test("a pair seen only by the fast path's registration is used; ans follows the fast result")
    func ansFollows() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        #expect(fast(session, "convert 2 USD JPY") == nil)  // nothing registered yet
        #expect(session.execute("convert 1 USD JPY").output == ["159.568504"])
        #expect(fast(session, "convert 2 USD JPY") == "319.137008")
        #expect(session.execute("ans/2").output == ["159.568504"])
    }

    @Test("other output modes never use the fast path")
    func humanModeRefuses() throws {
        let session = try SessionHarness.session(language: .en, mode: .human)
        _ = session.execute("convert 1 USD JPY")
        #expect(fast(session, "convert 2 USD JPY") == nil)
    }

    @Test(
        "the rates' and coins' readers for other modules answer as their stored properties, over 2,000 seeded lines"
    )
    func readersAgreeWithStoredProperties() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        var generator = SeededGenerator(seed: 518)
        func check(_ line: String) {
            #expect(session.rates.hasFastRates == !session.rates.fastRates.isEmpty, "\(line)")
            for (key, rate) in session.rates.fastRates {
                #expect(session.rates.fastRate(key) == rate, "\(line)")
                #expect(session.rates.fastRate(key ^ 1) == session.rates.fastRates[key ^ 1], "\(line)")
            }
            #expect(session.rates.answerReference === session.rates.answerBox, "\(line)")
            #expect(session.coins.usedAny == !session.coins.used.isEmpty, "\(line)")
        }
        check("")
        #expect(!session.rates.hasFastRates)
        #expect(session.rates.fastRate(0) == nil)
        for index in 0..<2_000 {
            let a = Self.codes.randomElement(using: &generator)!
            let b = Self.codes.randomElement(using: &generator)!
            let amount = Int.random(in: 0...99_999, using: &generator)
            let line =
                switch index % 4 {
                case 0: "convert \(amount) \(a) \(b)"
                case 1: "\(amount) \(a) to \(b)"
                case 2: "\(amount)만 엔을 원으로"
                default: "\(amount) km to mi"
                }
            _ = session.execute(line)
            check(line)
        }
        #expect(session.rates.hasFastRates)
    }
}
