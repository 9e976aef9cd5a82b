#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory `flock` on a file in the cache directory, so that two hwan
/// processes never fetch the same update window twice.
public final class FileLock {
    private var fd: Int32 = -1
    /// Seconds spent waiting in the last `acquire`, so callers can keep to
    /// their overall time budget.
    public private(set) var waited = 0.0

    public init() {}

    /// Tries for at most `timeout` seconds; false when another process holds it.
    public func acquire(path: String, timeout: Double) -> Bool {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        waited = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno != EWOULDBLOCK && errno != EINTR || waited >= timeout {
                close(descriptor)
                return false
            }
            usleep(20_000)
            waited += 0.02
        }
        fd = descriptor
        return true
    }

    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
