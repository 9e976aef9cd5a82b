import Foundation
import HwanKit
import Testing

/// A fetch for the toy entry that answers from a script and counts calls.
final class ScriptedFetch: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<String, ToyFailure>]
    private(set) var calls = 0

    init(_ results: [Result<String, ToyFailure>]) { self.results = results }

    func callAsFunction(_ timeout: Double, _ saved: Decoded<String>?) -> Result<
        CachedSource<String>.Fetched, ToyFailure
    > {
        lock.lock()
        defer { lock.unlock() }
        calls += 1
        let next = results.isEmpty ? .failure(.refused("script ran out")) : results.removeFirst()
        return next.map { text in
            CachedSource<String>.Fetched(body: Array("ok:\(text)".utf8), decoded: ToyEntry.decoded(text))
        }
    }
}

/// Counts a clock's readings across threads.
final class ReadingCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The number of this reading, from 1.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

@Suite("Cached source: the flow every source shares")
struct CachedSourceTests {
    let start: Int64 = 1_775_200_000

    func answer(
        _ dir: String, _ clock: ManualClock, _ fetch: ScriptedFetch, forced: Bool = false,
        offline: Bool = false,
        budget: Double = 2,
        record: @escaping (ToyFailure) -> FailureRecord? = { FailureRecord(reason: "\($0)") }
    ) -> SourceAnswer<String, ToyFailure> {
        CachedSource(store: ToyEntry.store(dir), clock: { clock.now }).current(
            source: "toy", forced: forced, offline: offline, budget: budget, record: record,
            fetch: { fetch($0, $1) })
    }

    @Test("the first call fetches and saves; later calls answer from the cache until it expires")
    func fetchThenCache() {
        let dir = TestFiles.temporaryDirectory()
        let clock = ManualClock(start)
        let fetch = ScriptedFetch([.success("one"), .success("two")])
        let first = answer(dir, clock, fetch)
        #expect(first.origin == .network)
        #expect(first.decoded?.value == "one")
        #expect(first.currentUntil == start + 60)
        clock.advance(59)
        let second = answer(dir, clock, fetch)
        #expect(second.origin == .cache)
        #expect(second.currentUntil == start + 60)
        #expect(fetch.calls == 1)
        clock.advance(1)
        #expect(answer(dir, clock, fetch).decoded?.value == "two")
        #expect(fetch.calls == 2)
    }

    @Test("a failure is never saved, is recorded for the back-off, and the saved value is answered")
    func failureBacksOff() throws {
        let dir = TestFiles.temporaryDirectory()
        let clock = ManualClock(start)
        let fetch = ScriptedFetch([.success("good"), .failure(.refused("quota")), .success("later")])
        _ = answer(dir, clock, fetch)
        clock.advance(100)
        let failed = answer(dir, clock, fetch)
        #expect(failed.decoded?.value == "good")
        #expect(failed.origin == .cache)
        #expect(failed.currentUntil == start + 130)
        #expect(contents(dir + "/toy.json") == Array("ok:good".utf8))
        #expect(ToyEntry.store(dir).load(now: clock.now).metadata?.lastFailure == start + 100)
        clock.advance(29)
        _ = answer(dir, clock, fetch)
        #expect(fetch.calls == 2)
        clock.advance(1)
        #expect(answer(dir, clock, fetch).decoded?.value == "later")
    }

    @Test("a failure that names its retry time is not retried before it")
    func retryAfter() {
        let dir = TestFiles.temporaryDirectory()
        let clock = ManualClock(start)
        let fetch = ScriptedFetch([.failure(.refused("[]")), .success("x")])
        let failed = answer(dir, clock, fetch) { _ in
            FailureRecord(reason: "not published", retryAfter: start + 500)
        }
        #expect(failed.currentUntil == start + 500)
        clock.advance(499)
        _ = answer(dir, clock, fetch)
        #expect(fetch.calls == 1)
    }

    @Test("a cancelled request records nothing: the next command may ask at once")
    func cancelled() {
        let dir = TestFiles.temporaryDirectory()
        let clock = ManualClock(start)
        let fetch = ScriptedFetch([.failure(.refused("cancelled")), .success("x")])
        let first = answer(dir, clock, fetch) { _ in nil }
        #expect(first.currentUntil == start)
        #expect(ToyEntry.store(dir).load(now: start).metadata?.lastFailure == nil)
        #expect(answer(dir, clock, fetch).decoded?.value == "x")
    }

    @Test("a lock file that cannot be used: fetched and saved anyway, with a notice")
    func unusableLock() throws {
        let dir = TestFiles.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/.toy.lock", withIntermediateDirectories: true)
        let fetch = ScriptedFetch([.success("x")])
        let result = answer(dir, ManualClock(start), fetch)
        #expect(result.origin == .network)
        #expect(result.notices.contains { if case .lockUnusable = $0 { true } else { false } })
        #expect(contents(dir + "/toy.json") == Array("ok:x".utf8))
    }

    @Test("a refused directory is neither read nor written: the network alone, with a notice")
    func refusedDirectory() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.plant(Array("ok:planted".utf8), at: dir + "/toy.json")
        chmod(dir, 0o777)
        let fetch = ScriptedFetch([.success("real")])
        let result = answer(dir, ManualClock(start), fetch)
        #expect(result.decoded?.value == "real")
        #expect(
            result.notices.contains {
                if case .directoryUnusable(.writableByOthers) = $0 { true } else { false }
            })
        #expect(contents(dir + "/toy.json") == Array("ok:planted".utf8))
    }

    @Test("while another process holds the entry's lock for the whole budget, no request is made")
    func busy() throws {
        let dir = TestFiles.temporaryDirectory()
        guard case .locked(let holder) = ToyEntry.store(dir).openForWriting(timeout: 0) else {
            Issue.record("lock")
            return
        }
        let fetch = ScriptedFetch([.success("x")])
        let result = answer(dir, ManualClock(start), fetch, budget: 0.2)
        holder.release()
        #expect(fetch.calls == 0)
        guard case .busy = result.failure else {
            Issue.record("not busy: \(String(describing: result.failure))")
            return
        }
        #expect(result.currentUntil == start + 0)
    }

    @Test("a process that waited for the lock uses what the holder just saved instead of asking again")
    func waitsForTheHolder() throws {
        let dir = TestFiles.temporaryDirectory()
        let store = ToyEntry.store(dir)
        guard case .locked(let holder) = store.openForWriting(timeout: 0) else {
            Issue.record("lock")
            return
        }
        let fetch = ScriptedFetch([.success("second")])
        // The clock's second reading comes after the empty cache was read and judged due (a
        // condition, not a delay): from there on the waiter can only learn of "first" by
        // reading the cache again once it has the lock.
        let decided = DispatchSemaphore(value: 0)
        let readings = ReadingCounter()
        let clock: @Sendable () -> Int64 = { [start] in
            if readings.next() == 2 { decided.signal() }
            return start
        }
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        DispatchQueue.global().async {
            box.value =
                CachedSource(store: ToyEntry.store(dir), clock: clock).current(
                    source: "toy", forced: false, offline: false, budget: 2,
                    record: { (failure: ToyFailure) in FailureRecord(reason: "\(failure)") },
                    fetch: { fetch($0, $1) }
                ).decoded?.value
            done.signal()
        }
        decided.wait()
        try holder.save(body: Array("ok:first".utf8), decoded: ToyEntry.decoded("first"), now: start)
        holder.release()
        done.wait()
        #expect(box.value == "first")
        #expect(fetch.calls == 0)
    }

    @Test("refresh fetches while the saved value is current; offline never fetches")
    func forcedAndOffline() {
        let dir = TestFiles.temporaryDirectory()
        let clock = ManualClock(start)
        let fetch = ScriptedFetch([.success("a"), .success("b")])
        _ = answer(dir, clock, fetch)
        #expect(answer(dir, clock, fetch, forced: true).decoded?.value == "b")
        let offline = answer(dir, clock, fetch, forced: true, offline: true)
        #expect(offline.origin == .cache)
        #expect(offline.currentUntil == nil)
        #expect(fetch.calls == 2)
    }

    final class ResultBox: @unchecked Sendable {
        var value: String?
    }
}
