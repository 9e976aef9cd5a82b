import Foundation
import HwanKit
import Testing

/// A starter that runs each task at once (a renewal that ends within the
/// grace) or leaves it running (a provider that hangs), counting them.
final class FakeStarter: RenewalStarter, @unchecked Sendable {
    enum Behaviour { case runsAtOnce, staysRunning, cannotStart }

    struct Progress: RenewalProgress {
        let ended: Bool
        func endedWithinGrace() -> Bool { ended }
    }

    private let lock = NSLock()
    private let behaviour: Behaviour
    private(set) var started: [String] = []

    init(_ behaviour: Behaviour) { self.behaviour = behaviour }

    func isRenewing(_ entry: String) -> Bool { behaviour == .staysRunning && started.contains(entry) }

    func start(_ task: RenewalTask) -> (any RenewalProgress)? {
        lock.lock()
        started.append(task.entry)
        lock.unlock()
        switch behaviour {
        case .runsAtOnce:
            task.run()
            return Progress(ended: true)
        case .staysRunning: return Progress(ended: false)
        case .cannotStart: return nil
        }
    }
}

@Suite("Cached source: stale while renewing")
struct CachedSourceRenewalTests {
    let start: Int64 = 1_775_200_000

    /// The toy source renewed through `starter`; the task runs the same source as `.renewer`.
    func answer(
        _ dir: String, _ clock: ManualClock, _ fetch: ScriptedFetch, starter: FakeStarter?,
        renewal: Renewal? = nil
    ) -> SourceAnswer<String, ToyFailure> {
        let store = ToyEntry.store(dir)
        let source = CachedSource(
            store: store, clock: { clock.now }, runtime: nil,
            renewal: renewal ?? starter.map { .background($0) } ?? .inline)
        let renewer = source.renewing(.renewer)
        let task = RenewalTask(
            entry: store.entry.name, command: .rates,
            run: {
                _ = renewer.current(
                    source: "toy", forced: false, offline: false, budget: 2,
                    record: { FailureRecord(reason: "\($0)") }, fetch: { fetch($0, $1) })
            })
        return source.current(
            source: "toy", forced: false, offline: false, budget: 2, task: task,
            record: { FailureRecord(reason: "\($0)") }, fetch: { fetch($0, $1) })
    }

    /// A saved `old` fetched at `start`, 61 seconds ago: past its 60 seconds.
    func expired(_ clock: ManualClock) throws -> String {
        let dir = TestFiles.temporaryDirectory()
        try ToyEntry.save("old", in: ToyEntry.store(dir), now: start)
        clock.advance(61)
        return dir
    }

    @Test("past its expiry against a provider that hangs: the saved value answers at once, marked renewing")
    func hangingProvider() throws {
        let clock = ManualClock(start)
        let dir = try expired(clock)
        let fetch = ScriptedFetch([.success("new")])
        let starter = FakeStarter(.staysRunning)
        let result = answer(dir, clock, fetch, starter: starter)
        #expect(result.decoded?.value == "old")
        #expect(result.origin == .cache)
        #expect(result.renewing)
        #expect(result.failure == nil)
        #expect(fetch.calls == 0)
        #expect(starter.started == ["toy"])
        // Asked again a second later, not for the whole minute.
        #expect(result.currentUntil == start + 62)
    }

    @Test("a renewal that ends within the grace answers with the renewed value")
    func renewedWithinGrace() throws {
        let clock = ManualClock(start)
        let dir = try expired(clock)
        let fetch = ScriptedFetch([.success("new")])
        let result = answer(dir, clock, fetch, starter: FakeStarter(.runsAtOnce))
        #expect(result.decoded?.value == "new")
        #expect(!result.renewing)
        #expect(result.currentUntil == start + 61 + 60)
        #expect(fetch.calls == 1)
    }

    @Test("a renewal that fails within the grace: the saved value, the failure's words, the back-off")
    func failedWithinGrace() throws {
        let clock = ManualClock(start)
        let dir = try expired(clock)
        let fetch = ScriptedFetch([.failure(.refused("quota"))])
        let result = answer(dir, clock, fetch, starter: FakeStarter(.runsAtOnce))
        #expect(result.decoded?.value == "old")
        #expect(result.renewalFailure?.reason.contains("quota") == true)
        #expect(result.currentUntil == start + 61 + 30)
        // The next call keeps to the back-off: no new renewal.
        let starter = FakeStarter(.runsAtOnce)
        _ = answer(dir, clock, fetch, starter: starter)
        #expect(starter.started.isEmpty)
        #expect(fetch.calls == 1)
    }

    @Test("a held lock means someone is renewing: no second renewal, no wait, the saved value answers")
    func heldLock() throws {
        let clock = ManualClock(start)
        let dir = try expired(clock)
        guard case .locked(let holder) = ToyEntry.store(dir).openForWriting(timeout: 1) else {
            Issue.record("lock not taken")
            return
        }
        defer { holder.release() }
        let fetch = ScriptedFetch([.success("new")])
        let starter = FakeStarter(.runsAtOnce)
        let result = answer(dir, clock, fetch, starter: starter)
        #expect(result.decoded?.value == "old")
        #expect(result.renewing)
        #expect(starter.started.isEmpty)
        #expect(fetch.calls == 0)
    }

    @Test("a renewal itself never waits for a held lock and records nothing")
    func renewerLeavesHeldLock() throws {
        let clock = ManualClock(start)
        let dir = try expired(clock)
        guard case .locked(let holder) = ToyEntry.store(dir).openForWriting(timeout: 1) else {
            Issue.record("lock not taken")
            return
        }
        let fetch = ScriptedFetch([.success("new")])
        let result = answer(dir, clock, fetch, starter: nil, renewal: .renewer)
        holder.release()
        #expect(fetch.calls == 0)
        #expect(result.failure == nil)
        #expect(result.decoded?.value == "old")
        #expect(ToyEntry.store(dir).load(now: clock.now).metadata?.lastFailure == nil)
    }

    @Test("with nothing saved the first call waits for the request, whatever the starter")
    func firstRunWaits() {
        let clock = ManualClock(start)
        let dir = TestFiles.temporaryDirectory()
        let fetch = ScriptedFetch([.success("first")])
        let starter = FakeStarter(.staysRunning)
        let result = answer(dir, clock, fetch, starter: starter)
        #expect(result.decoded?.value == "first")
        #expect(result.origin == .network)
        #expect(starter.started.isEmpty)
    }

    @Test("a starter that cannot start: the request is waited for as before")
    func cannotStart() throws {
        let clock = ManualClock(start)
        let dir = try expired(clock)
        let fetch = ScriptedFetch([.success("new")])
        let result = answer(dir, clock, fetch, starter: FakeStarter(.cannotStart))
        #expect(result.decoded?.value == "new")
        #expect(result.origin == .network)
    }

    @Test("a current saved value starts nothing")
    func currentStartsNothing() throws {
        let clock = ManualClock(start)
        let dir = TestFiles.temporaryDirectory()
        try ToyEntry.save("old", in: ToyEntry.store(dir), now: start)
        clock.advance(59)
        let starter = FakeStarter(.runsAtOnce)
        let fetch = ScriptedFetch([])
        let result = answer(dir, clock, fetch, starter: starter)
        #expect(result.decoded?.value == "old")
        #expect(!result.renewing)
        #expect(starter.started.isEmpty)
    }
}
