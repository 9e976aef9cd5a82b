import Synchronization
import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The plug for the coins and bank boards: fetches on its schedule, renders every frame.
@Suite("Scheduled board source")
struct ScheduledBoardSourceTests {
    final class Counter: Sendable {
        let fetches = Mutex<[Int64]>([])
    }

    static func source(_ counter: Counter, every: Int64 = 5, until: Int64? = nil) -> ScheduledBoardSource<Int>
    {
        ScheduledBoardSource(
            every: every, currentUntil: { _ in until },
            fetch: { now in
                counter.fetches.withLock { $0.append(now) }
                return counter.fetches.withLock { $0.count }
            },
            render: { snapshot, view in
                BoardPanel(
                    caption: snapshot.map { "fetch \($0)" } ?? "none",
                    ages: [BoardAge(Localized(ko: "가격", en: "prices"), time: 1_000)],
                    table: ["width \(view.width) \(view.language.rawValue)"])
            })
    }

    @Test("due at once, then every interval from the last attempt, never more often")
    func interval() {
        let counter = Counter()
        let source = Self.source(counter)
        #expect(source.isDue(now: 1_000))
        source.update(now: 1_000)
        for now: Int64 in 1_001...1_004 { #expect(!source.isDue(now: now), "\(now)") }
        #expect(source.isDue(now: 1_005))
        source.update(now: 1_005)
        #expect(counter.fetches.withLock { $0 } == [1_000, 1_005])
    }

    /// The board's fetching loop (`BoardFetcher`) asks `isDue` every quarter second
    /// and updates when told; here the clock is a value the test moves: by
    /// whole seconds or not at all between checks, and by up to 7 s during a
    /// fetch (the budget is 5 s; a slow machine adds more), as a loaded machine would.
    @Test(
        "seeded: whatever the checks' timing and the fetches' length, a fetch starts exactly when --interval seconds have passed since the last start, never sooner"
    )
    func intervalUnderAnyTiming() {
        var random = SeededGenerator(seed: 10)
        for round in 0..<300 {
            let every = Int64.random(in: 1...10, using: &random)
            let counter = Counter()
            let source = Self.source(counter, every: every)
            let first = Int64.random(in: 1_000_000...2_000_000_000, using: &random)
            var now = first
            var lastStart: Int64?
            for _ in 0..<Int.random(in: 1...80, using: &random) {
                let due = lastStart.map { now >= $0 + every } ?? true
                #expect(
                    source.isDue(now: now) == due,
                    "round \(round): every \(every), now \(now), last \(lastStart ?? -1)")
                if due {
                    source.update(now: now)
                    lastStart = now
                    now += Int64.random(in: 0...7, using: &random)
                }
                now += Int64.random(in: 0...3, using: &random)
            }
            let starts = counter.fetches.withLock { $0 }
            #expect(starts.first == first)
            for (earlier, later) in zip(starts, starts.dropFirst()) {
                #expect(later - earlier >= every, "round \(round): \(starts) at every \(every)")
            }
            // However the time went, at most one start per `every` seconds of it, the first included.
            #expect(Int64(starts.count) <= 1 + (now - first) / every, "round \(round)")
        }
    }

    @Test("an interval below 1 second is held at 1 (SPEC §10: --interval down to 1 s)")
    func minimum() {
        let source = Self.source(Counter(), every: 0)
        source.update(now: 1_000)
        #expect(!source.isDue(now: 1_000))
        #expect(source.isDue(now: 1_001))
    }

    @Test("a snapshot current until later holds the next fetch back")
    func currentUntil() {
        let source = Self.source(Counter(), every: 2, until: 1_060)
        source.update(now: 1_000)
        #expect(!source.isDue(now: 1_030))
        #expect(source.isDue(now: 1_060))
    }

    @Test("every frame is rendered from the last snapshot, for the view asked")
    func renders() {
        let source = Self.source(Counter())
        #expect(source.panel(width: 80, language: .en, palette: .plain, now: 1_000).caption == "none")
        source.update(now: 1_000)
        let panel = source.panel(width: 40, language: .ko, palette: .plain, now: 1_003)
        #expect(panel.caption == "fetch 1")
        #expect(panel.table == ["width 40 ko"])
        #expect(panel.ages[0].text(now: 1_003, language: .ko) == "가격 3초 전")
    }
}
