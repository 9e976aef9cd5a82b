import HwanKit
import Testing

@Suite("Renewal plan: wait, answer saved and renew, or no request")
struct RenewalPlanTests {
    static let rule = FreshnessRule.exchangeRates
    static let source = "open-er-api/USD"
    /// Fetched at 1000, next update at 5000, no failure.
    static let saved = EntryMetadata(source: source, fetchedAt: 1000, dataTime: 900, nextUpdate: 5000)
    static var failedAt6000: EntryMetadata {
        var metadata = saved
        metadata.lastFailure = 6000
        metadata.lastFailureReason = "no answer within 5 s"
        return metadata
    }
    static var otherSource: EntryMetadata {
        var metadata = saved
        metadata.source = "openexchangerates/USD"
        return metadata
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var metadata: EntryMetadata?
        var hasBody = true
        var now: Int64
        var forced = false
        var offline = false
        var background = true
        var expected: RenewalPlan
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "current: no request", metadata: saved, now: 4999,
            expected: .noRequest(.useCache(until: 5000))),
        Case(
            name: "past the next update, saved: answer saved and renew", metadata: saved, now: 5000,
            expected: .answerSavedAndRenew),
        Case(
            name: "days past the next update: still the saved one, renewed", metadata: saved, now: 400_000,
            expected: .answerSavedAndRenew),
        Case(
            name: "past it with no way to renew in the background: wait", metadata: saved, now: 5000,
            background: false, expected: .wait(.due)),
        Case(
            name: "nothing saved: wait", metadata: nil, hasBody: false, now: 5000, expected: .wait(.noCache)),
        Case(
            name: "metadata without a body: wait", metadata: saved, hasBody: false, now: 5000,
            expected: .wait(.noCache)),
        Case(
            name: "another provider's table: wait", metadata: otherSource, now: 5000,
            expected: .wait(.differentSource)),
        Case(
            name: "refresh: wait, even when current", metadata: saved, now: 2000, forced: true,
            expected: .wait(.forced)),
        Case(
            name: "offline: no request", metadata: saved, now: 9000, offline: true,
            expected: .noRequest(.offline)),
        Case(
            name: "within five minutes of a failure: no request", metadata: failedAt6000, now: 6299,
            expected: .noRequest(.backOff(until: 6300))),
        Case(
            name: "five minutes after a failure: answer saved and renew", metadata: failedAt6000, now: 6300,
            expected: .answerSavedAndRenew),
    ]

    @Test("the plan for each kind of entry", arguments: cases)
    func table(_ example: Case) {
        let plan = RenewalPlan.make(
            metadata: example.metadata, hasBody: example.hasBody, source: Self.source, rule: Self.rule,
            now: example.now, forced: example.forced, offline: example.offline,
            canRenewInBackground: example.background)
        #expect(plan == example.expected)
    }

    /// The class: over generated metadata and times, a saved body of the source
    /// asked for is never waited for, and with nothing saved the plan never
    /// answers without it; the plan asks exactly when the refresh policy would.
    @Test(
        "over 5,000 generated entries: a saved body is never waited for, and the plan asks when the policy does"
    )
    func generated() {
        var generator = SeededGenerator(seed: 0x5EED_0033)
        for _ in 0..<5_000 {
            let fetched = Int64.random(in: 1_000_000...2_000_000, using: &generator)
            var metadata = EntryMetadata(
                source: Bool.random(using: &generator) ? Self.source : "openexchangerates/USD",
                fetchedAt: fetched,
                nextUpdate: fetched + Int64.random(in: -3600...200_000, using: &generator))
            if Bool.random(using: &generator) {
                metadata.lastFailure = fetched + Int64.random(in: 0...100_000, using: &generator)
            }
            let hasBody = Int.random(in: 0..<4, using: &generator) != 0
            let now = fetched + Int64.random(in: -100...300_000, using: &generator)
            let background = Bool.random(using: &generator)
            let plan = RenewalPlan.make(
                metadata: metadata, hasBody: hasBody, source: Self.source, rule: Self.rule, now: now,
                canRenewInBackground: background)
            let decision = RefreshPolicy.decide(
                metadata: metadata, hasBody: hasBody, source: Self.source, rule: Self.rule, now: now)
            switch (plan, decision) {
            case (.noRequest(let settled), _):
                #expect(settled == decision)
            case (.answerSavedAndRenew, .fetch(.due)):
                #expect(hasBody && background && metadata.source == Self.source)
            case (.wait(let reason), .fetch(let asked)):
                #expect(reason == asked)
                #expect(!(hasBody && background && metadata.source == Self.source))
            default:
                Issue.record("plan \(plan) for decision \(decision)")
            }
        }
    }

    @Test("a renewal in words reads back as itself, and anything else reads as nothing")
    func commandWords() {
        let request = MarketRequest(exchange: .binance, market: .spot, coins: ["BTC", "ETH"])
        for command in [RenewalCommand.rates, .bank(codes: ["USD", "JPY"]), .market(request)] {
            #expect(RenewalCommand(text: command.text) == command)
        }
        for text in [
            "", "rates now", "bank", "bank usd", "market binance", "market mars spot BTC",
            "bank USD;rm", String(repeating: "A", count: 5000),
        ] {
            #expect(RenewalCommand(text: text) == nil)
        }
    }
}
