import HwanKit

/// A renewal under way, seen through the read end of a pipe whose write end
/// only the renewal holds: the end of the renewal (its exit, its thread's
/// end, or a kill -9) closes it, so the wait needs no signal and no shared
/// memory across processes.
final class RenewalProgressPipe: RenewalProgress, @unchecked Sendable {
    private let fd: Int32
    private let deadline: Double
    private let lock = SpawnMutex()
    private var ended = false
    /// A process to reap once the wait is over (the detached renewal's first
    /// process, which exits as soon as it has forked).
    private var reap: pid_t?

    init(readEnd: Int32, started: Double, reap: pid_t? = nil) {
        fd = readEnd
        deadline = started + RenewalPlan.grace
        self.reap = reap
    }

    deinit { close(fd) }

    func endedWithinGrace() -> Bool {
        lock.locked {
            defer { reapIfGone() }
            if ended { return true }
            while true {
                let remaining = deadline - monotonicSeconds()
                if remaining <= 0 { return false }
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(max(1, (remaining * 1000).rounded(.up))))
                if ready < 0 && errno != EINTR { return false }
                if ready <= 0 { continue }
                var byte: UInt8 = 0
                let count = read(fd, &byte, 1)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    ended = true
                    return true
                }
            }
        }
    }

    /// Whether the renewal has ended, without waiting.
    var hasEnded: Bool {
        lock.locked {
            if !ended {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 0) > 0 {
                    var byte: UInt8 = 0
                    if read(fd, &byte, 1) <= 0 { ended = true }
                }
            }
            reapIfGone()
            return ended
        }
    }

    private func reapIfGone() {
        guard let pid = reap else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) != 0 { reap = nil }
    }
}

/// A plain mutex usable from any thread (the REPL's renewal threads and its main thread).
final class SpawnMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// The renewals one starter runs, by cache entry: at most one each at a time.
final class RenewalsUnderWay: @unchecked Sendable {
    private let lock = SpawnMutex()
    private var running: [String: RenewalProgressPipe] = [:]

    /// Whether the renewal of `entry` is under way.
    func isRunning(_ entry: String) -> Bool {
        lock.locked { running[entry].map { !$0.hasEnded } ?? false }
    }

    /// The renewal of `entry` under way, else the one `start` begins (nil when it cannot).
    func progress(of entry: String, start: () -> RenewalProgressPipe?) -> RenewalProgressPipe? {
        lock.locked {
            if let known = running[entry], !known.hasEnded { return known }
            let started = start()
            running[entry] = started
            return started
        }
    }
}
