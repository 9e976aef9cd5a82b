import HwanKit
import Synchronization

/// Fetches a board's data on a thread of its own, so that a request (up to
/// the 5-second budget) never stops the clocks: every quarter second it asks
/// the source whether its data are due and, if so, updates it, then wakes the
/// drawing thread by writing a byte to `wakeFD`. Signals are blocked on this
/// thread: they are the drawing thread's to handle.
final class BoardFetcher: Sendable {
    let source: any BoardSource
    let clock: @Sendable () -> Int64
    let wakeFD: Int32
    /// A fetch is running (the title says "updating…").
    let busy = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    /// The thread has left its loop (no fetch under way or to come).
    let ended = Atomic<Bool>(false)

    init(source: any BoardSource, clock: @escaping @Sendable () -> Int64, wakeFD: Int32) {
        self.source = source
        self.clock = clock
        self.wakeFD = wakeFD
    }

    /// Starts the thread, which closes `wakeFD` when it ends; false when none
    /// could be made (the board then fetches inline and closes `wakeFD` itself).
    func start() -> Bool {
        let retained = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                let fetcher = Unmanaged<BoardFetcher>.fromOpaque(argument).takeRetainedValue()
                var all = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, nil)
                fetcher.loop()
                return nil
            }, retained.toOpaque())
        guard result == 0 else {
            retained.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Asks the thread to end after the fetch under way, if any; it is not waited for.
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    /// However a source answers `isDue`, two updates start at least this far apart
    /// (a source whose every attempt ends at once must not be asked four times a second).
    static let minimumGap: Int64 = IntervalSchedule.minimumSeconds

    /// One check: updates the source if due; returns whether it did.
    @discardableResult
    func updateIfDue(lastStart: Int64?) -> Bool {
        let now = clock()
        if let lastStart, now >= lastStart, now < lastStart.saturatingAdd(Self.minimumGap) { return false }
        guard source.isDue(now: now) else { return false }
        busy.store(true, ordering: .relaxed)
        wake()
        source.update(now: clock())
        busy.store(false, ordering: .relaxed)
        wake()
        return true
    }

    private func loop() {
        var lastStart: Int64?
        while !stopped.load(ordering: .relaxed) {
            let now = clock()
            if updateIfDue(lastStart: lastStart) { lastStart = now }
            usleep(250_000)
        }
        ended.store(true, ordering: .releasing)
        close(wakeFD)
    }

    private func wake() {
        try? POSIXIO.writeAll(wakeFD, CollectionOfOne(UInt8(0)))
    }
}
