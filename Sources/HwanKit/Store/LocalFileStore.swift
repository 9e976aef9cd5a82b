#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rate cache on disk: the provider's last successful body exactly as
/// received (`rates.json`) and what hwan knows about it (`rates.meta.json`).
public struct LocalFileStore: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public var bodyPath: String { directory + "/rates.json" }
    public var metadataPath: String { directory + "/rates.meta.json" }
    public var lockPath: String { directory + "/.lock" }

    /// The saved metadata; a file that cannot be read as metadata is moved
    /// aside (its new name is returned) and treated as absent.
    public func loadMetadata(now: Int64) -> (metadata: CacheMetadata?, setAside: String?) {
        loadFile(metadataPath, now: now) { CacheMetadata.decode($0) }
    }

    /// The saved body bytes, or nil when there is none.
    public func loadBody() -> [UInt8]? {
        (try? AtomicFile.read(bodyPath)) ?? nil
    }

    /// Saves a body that decoded successfully, then its metadata.
    public func save(body: [UInt8], metadata: CacheMetadata) throws(StoreError) {
        try AtomicFile.write(body, to: bodyPath)
        try AtomicFile.write(metadata.encoded(), to: metadataPath)
    }

    public enum LockOutcome {
        case acquired(FileLock)
        /// Another process held the lock for the whole wait.
        case busy
        /// The cache directory cannot hold a lock (not creatable, not writable).
        case unavailable
    }

    /// The cross-process fetch lock, creating the cache directory first.
    public func lock(timeout: Double) -> LockOutcome {
        do {
            try AtomicFile.createDirectory(directory)
        } catch {
            return .unavailable
        }
        guard access(directory, W_OK) == 0 else { return .unavailable }
        let lock = FileLock()
        return lock.acquire(path: lockPath, timeout: timeout) ? .acquired(lock) : .busy
    }

    public func saveMetadata(_ metadata: CacheMetadata) throws(StoreError) {
        try AtomicFile.write(metadata.encoded(), to: metadataPath)
    }

    /// Renames a damaged file to `NAME.corrupt-TIME` so it is kept for
    /// inspection but never read again. Returns the new path.
    @discardableResult
    public func setAside(_ path: String, now: Int64) -> String? {
        let target = "\(path).corrupt-\(now)"
        return rename(path, target) == 0 ? target : nil
    }

    private func loadFile<T>(_ path: String, now: Int64, decode: ([UInt8]) -> T?) -> (T?, String?) {
        let bytes: [UInt8]?
        do {
            bytes = try AtomicFile.read(path)
        } catch {
            return (nil, setAside(path, now: now))
        }
        guard let bytes else { return (nil, nil) }
        if let value = decode(bytes) { return (value, nil) }
        return (nil, setAside(path, now: now))
    }
}
