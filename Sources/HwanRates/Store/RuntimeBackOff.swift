import Synchronization

/// Where a failed request is remembered when the cache cannot remember it (a
/// read-only cache directory, one owned by someone else, a path through a
/// file): a per-user runtime directory, `$XDG_RUNTIME_DIR/hwan` when that is
/// an absolute path, else `hwan-UID` in the temporary directory, checked like
/// the cache directory (a directory, not a link, owned by the user, writable
/// by no one else). So a failing provider is asked at most once per back-off
/// even then, instead of on every command.
///
/// One small file per cache directory and entry, holding only what the
/// back-off needs (source, time, reason in English with keys already
/// redacted, retry time), in the metadata's format.
public struct RuntimeBackOff: Sendable, Equatable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The directory of SPEC's per-user runtime files for this environment.
    public static func location(environment: Environment, uid: UInt32) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            return trimmingSlashes(runtime) + "/hwan"
        }
        let temporary =
            environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? trimmingSlashes($0) : nil } ?? "/tmp"
        return (temporary.isEmpty ? "" : temporary) + "/hwan-" + uid.decimalText
    }

    private static let configured = Mutex<RuntimeBackOff?>(nil)

    /// The process's runtime directory, set once by the executable at start-up
    /// (the library reads no environment); nil until then, as in tests that
    /// do not ask for one.
    public static var shared: RuntimeBackOff? {
        get { configured.withLock { $0 } }
        set { configured.withLock { $0 = newValue } }
    }

    /// The file for `entry` of the cache at `cache`.
    static func fileName(entry: String, cache: String) -> String {
        entry + "-" + String(BodyDigest.of(Array(cache.utf8)).prefix(16)) + ".failure"
    }

    /// The directory, created (0700) if missing, only if it is a real
    /// directory of this user that no one else can write.
    func opened() -> OpenDirectory? {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else { return nil }  // a link or a file: refused
        } else if errno == ENOENT {
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return nil }
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        } else {
            return nil
        }
        return try? CacheDirectory(path).opened(creating: false)
    }

    /// The failure last recorded for `entry` of `cache` from `source`, as metadata.
    func load(entry: String, cache: String, source: String) -> EntryMetadata? {
        guard let open = opened(),
            let file = try? open.read(Self.fileName(entry: entry, cache: cache), limit: 64 << 10),
            let metadata = EntryMetadata.decode(file.bytes), metadata.source == source,
            metadata.lastFailure != nil
        else { return nil }
        return metadata
    }

    /// Remembers `failure` of `source` at `now`; false when it could not.
    @discardableResult
    func record(_ failure: FailureRecord, now: Int64, entry: String, cache: String, source: String) -> Bool {
        guard let open = opened() else { return false }
        let metadata = EntryMetadata(
            source: source, lastFailure: now, lastFailureReason: failure.reason,
            retryAfter: failure.retryAfter)
        do {
            try open.replace(Self.fileName(entry: entry, cache: cache), with: metadata.encoded())
            return true
        } catch {
            return false
        }
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
