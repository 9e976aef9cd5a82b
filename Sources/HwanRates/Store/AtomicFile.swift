/// Crash-safe replacement of a file in a checked directory: write a temporary
/// file beside it (`.NAME.tmp-PID-RANDOM`, created exclusively, never through
/// a link), fsync it, rename it over the old one. A crash or a full disk at
/// any moment leaves the previous file in place; a temporary file left by a
/// killed run is removed by `OpenDirectory.sweepTemporaries`.
extension OpenDirectory {
    /// Replaces `name` with `bytes`. The directory itself is not flushed: call
    /// `sync()` after the last rename of a group.
    public func replace(_ name: String, with bytes: [UInt8], mode: FileMode = 0o600) throws(StoreError) {
        let temporary =
            Self.temporaryPrefix(of: name) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let file = openat(fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard file >= 0 else { throw .io(path(of: name), errno) }
        var failure: Int32 = 0
        do {
            try POSIXIO.writeAll(file, bytes)
        } catch {
            switch error {
            case .system(let number): failure = number
            case .notRegularFile, .tooLarge: failure = EIO
            }
        }
        if failure == 0, fsync(file) != 0 { failure = errno }
        if close(file) != 0, failure == 0 { failure = errno }
        if failure == 0, renameat(fd, temporary, fd, name) != 0 { failure = errno }
        guard failure == 0 else {
            _ = unlinkat(fd, temporary, 0)
            throw .io(path(of: name), failure)
        }
    }
}

/// Whole-file reads and writes by path, for callers outside a cache entry
/// (tests, one-off files). The parent directory is checked like the cache
/// directory (`CacheDirectory.opened(creating:)`).
public enum AtomicFile {
    /// Replaces the file at `path`, creating missing directories (0700).
    public static func write(_ bytes: [UInt8], to path: String, mode: FileMode = 0o600) throws(StoreError) {
        let (directory, name) = split(path)
        guard let open = try CacheDirectory(directory).opened(creating: true) else {
            throw .io(directory, ENOENT)
        }
        try open.replace(name, with: bytes, mode: mode)
        open.sync()
    }

    /// The file's bytes, or nil when it does not exist. Links, FIFOs and files
    /// over `limit` bytes throw.
    public static func read(_ path: String, limit: Int = HTTPResponse.maximumBodyBytes) throws(StoreError)
        -> [UInt8]?
    {
        do {
            return try POSIXIO.readRegularFile(path, limit: limit)?.bytes
        } catch {
            switch error {
            case .system(let number): throw .io(path, number)
            case .notRegularFile: throw .notRegularFile(path)
            case .tooLarge: throw .tooLarge(path)
            }
        }
    }

    /// The directory and the file name of `path`.
    package static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        return (directory, String(path[path.index(after: slash)...]))
    }
}
