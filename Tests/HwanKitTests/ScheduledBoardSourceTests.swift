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
