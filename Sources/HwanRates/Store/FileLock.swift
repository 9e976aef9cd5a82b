/// An advisory `flock` on a file of a cache entry, so that two hwan processes
/// never fetch the same entry at once, and a reader repairing a damaged entry
/// never races a writer. Each entry has its own lock file: entries are
/// fetched in parallel.
///
/// A lock file that cannot be used (a directory, a symbolic link, a FIFO, a
/// read-only directory) is `unusable`, never `busy`: the caller fetches
/// anyway and says why, instead of waiting forever for a lock nobody holds.
public final class FileLock {
    public enum Outcome {
        case acquired(FileLock)
        /// Another process held it for the whole wait.
        case busy
        case unusable(StoreError)
    }

    private var fd: Int32
    /// Seconds spent waiting, so callers can keep to their overall time budget.
    public let waited: Double

    private init(fd: Int32, waited: Double) {
        self.fd = fd
        self.waited = waited
    }

    /// Takes the lock on `name` in `directory`, creating the file (0600) if
    /// needed, trying for at most `timeout` seconds.
    public static func acquire(_ name: String, in directory: OpenDirectory, timeout: Double) -> Outcome {
        let flags = O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        var descriptor = openat(directory.fd, name, O_RDWR | O_CREAT | flags, 0o600)
        if descriptor < 0, [EACCES, EROFS, EISDIR].contains(errno) {
            // flock works on a descriptor opened for reading: an existing read-only lock file still serves.
            descriptor = openat(directory.fd, name, O_RDONLY | flags)
        }
        guard descriptor >= 0 else {
            return .unusable(
                errno == ELOOP
                    ? .notRegularFile(directory.path(of: name)) : .io(directory.path(of: name), errno))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return .unusable(.notRegularFile(directory.path(of: name)))
        }
        // Measured, not counted: on a loaded machine a 10 ms sleep lasts longer.
        let start = monotonicSeconds()
        var waited = 0.0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let number = errno
            guard number == EWOULDBLOCK || number == EINTR else {
                close(descriptor)
                return .unusable(.io(directory.path(of: name), number))
            }
            guard waited < timeout else {
                close(descriptor)
                return .busy
            }
            usleep(10_000)
            waited = monotonicSeconds() - start
        }
        return .acquired(FileLock(fd: descriptor, waited: waited))
    }

    public func release() {
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }

}
