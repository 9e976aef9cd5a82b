import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// A calculation line moves `ans` into its evaluator instead of copying it
/// (`Session.takeLastResult`), and the session's one rate lookup (`lineRate`)
/// serves every line: whatever the order of lines, a failing line leaves `ans`
/// as it was, a computed one sets it to its last result, and each line's
/// evaluator saw the `ans` the line before left.
@Suite("Calculation lines and ans")
struct CalculationAnsTests {
    /// Lines that compute, and lines that fail before the evaluator is made
    /// (grammar, names), while it evaluates (units, zero, `ans` of the wrong kind)
    /// and after (a topic word against the quantity's dimension).
    static let lines = [
        "5 km to mi", "ans", "ans * 2", "ans to in", "100 USD to JPY", "ans to KRW", "34평 to m2", "3만 엔을 원으로",
        "ans + 1", "(120+35)*3/7", "1 EUR to EUR", "엔화 환율", "USD 환율", "1억 2천", "255 to hex", "2 + 3",
        "180 cm to ft in", "키 180 cm", "1/3", "ans 엔 to 원", "1 USD to JYP", "(1+2", "5 km + 3 kg", "1/0",
        "키 3 kg", "ans to hex", "5 m/s to km/h", "100 USD to KRW, JPY", "convert 100 USD JPY", "5 km to",
    ]

    @Test("a failing line keeps ans; a computed one sets it, its evaluator having read the one before")
    func ansFollowsTheLastComputedLine() throws {
        var generator = SeededGenerator(seed: 1818)
        var failures = 0
        var computed = 0
        for language in [Language.en, .ko] {
            let session = try SessionHarness.session(language: language, mode: .terse, sharedCache: true)
            for _ in 0..<400 {
                let line = Self.lines.randomElement(using: &generator)!
                let before = session.lastResult
                let outcome = session.outcome(of: line)
                switch outcome.result {
                case .failure:
                    failures += 1
                    #expect(session.lastResult == before, "\(line)")
                case .calculation(let calculation):
                    computed += 1
                    #expect(calculation.ans == before, "\(line)")
                    let last = calculation.evaluation.results.last ?? calculation.evaluation.value
                    #expect(session.lastResult == last, "\(line)")
                default:
                    Issue.record("\(line): neither a calculation nor a failure")
                }
            }
        }
        #expect(failures > 100 && computed > 300)
    }

    @Test("the session's one rate lookup notes each line's codes afresh and prices as the rates do")
    func oneRateLookupForEveryLine() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        _ = session.outcome(of: "100 USD to JPY")
        #expect(session.seenCodes.codes == ["USD", "JPY"])
        _ = session.outcome(of: "100 EUR to GBP, KRW")
        #expect(session.seenCodes.codes == ["EUR", "GBP", "KRW"])
        _ = session.outcome(of: "5 km to mi")
        #expect(session.seenCodes.codes.isEmpty)
        let usd = try #require(CurrencyCatalog.quickCurrency(code: "USD"))
        let jpy = try #require(CurrencyCatalog.quickCurrency(code: "JPY"))
        #expect(try session.lineRate(usd, jpy) == session.rates.rate(from: usd, to: jpy))
    }

    @Test(
        "a money line looks at the rates again once they are no longer current, even one that needs no rate")
    func moneyLineRefreshesAnExpiredTable() throws {
        let clock = ManualClock(SessionHarness.fixtureTime + 60)
        let session = try SessionHarness.onlineSession(clock: clock)
        // The first money line takes the table (none yet); a line that needs no rate says where it is from.
        let first = session.outcome(of: "100 USD to USD")
        guard case .calculation(let calculation) = first.result else {
            Issue.record("not a calculation")
            return
        }
        #expect(calculation.provenance?.fetchedAt == SessionHarness.fixtureTime + 60)
        #expect(first.notices.isEmpty)
        #expect(session.outcome(of: "5 USD to USD").notices.isEmpty)
        // Past the provider's next update: the table is asked for again (the fetch fails, and says so).
        clock.advance(1_775_288_921 - clock.now)
        let late = session.outcome(of: "7 USD to USD")
        #expect(!late.notices.isEmpty)
        guard case .calculation(let lateCalculation) = late.result else {
            Issue.record("not a calculation")
            return
        }
        #expect(lateCalculation.provenance?.failure != nil)
    }
}
