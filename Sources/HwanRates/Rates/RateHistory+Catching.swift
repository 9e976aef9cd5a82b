#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A table saved but not appended: a process killed between saving a fetched
/// table and appending it to the history leaves the history without it. Every
/// append rewrites the history file, so after a complete fetch the history is
/// modified no earlier than the saved body; a body modified later is the one
/// sign of a lost append, and only then is the history read and the table
/// added when it lacks it. A run with nothing to catch up costs two `stat`s.
extension RateHistory {
    /// Appends `entry`, the table of the saved body at `bodyPath`, when the
    /// history was last written before that body and does not hold it.
    @discardableResult
    public func catchUp(_ entry: HistoryEntry, savedAt bodyPath: String, now: Int64) -> [Localized] {
        guard let body = Self.modified(bodyPath) else { return [] }
        if let written = Self.modified(path), !(written < body) { return [] }
        let held = load().log.entries.contains { $0.provider == entry.provider && $0.time == entry.time }
        return held ? [] : append(entry, now: now)
    }

    /// When the file at `path` was last modified, to the nanosecond; nil when it cannot be read.
    static func modified(_ path: String) -> Timestamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Timestamp(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    struct Timestamp: Comparable {
        let seconds: Int64
        let nanoseconds: Int64

        static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }
    }
}
