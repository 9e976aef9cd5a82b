/// The rate history on disk (SPEC §8): `rate-history.jsonl` in the cache
/// directory, one `HistoryEntry` a line, oldest first, bounded by
/// `RateHistoryLog`. Appending is one step under `.rate-history.lock`: read,
/// add, prune, and replace the whole file atomically (`OpenDirectory.replace`),
/// so a crash leaves the old history or the new one, and two hwan processes
/// lose none of each other's tables.
///
/// The file is untrusted: only a regular file of bounded size is read, every
/// line is validated, and a damaged line is skipped with a notice. Nothing
/// here throws: the history is a companion of the rate cache, and a failure
/// to read or write it never costs a conversion.
public struct RateHistory: Sendable {
    public let directory: CacheDirectory

    public static let fileName = "rate-history.jsonl"
    public static let lockFile = ".rate-history.lock"
    /// How long an append waits for another process's append.
    static let lockTimeout = 1.0

    public init(directory: CacheDirectory) {
        self.directory = directory
    }

    public var path: String { directory.path + "/" + Self.fileName }

    /// What the history holds now, and what the user should be told about it
    /// (damaged entries skipped, a file that is not a history). Takes no lock.
    public func load() -> (log: RateHistoryLog, notices: [Localized]) {
        let open: OpenDirectory
        do {
            guard let opened = try directory.opened(creating: false) else { return (RateHistoryLog(), []) }
            open = opened
        } catch {
            return (RateHistoryLog(), [])  // the rate cache says why the directory is not used
        }
        let read = read(in: open)
        return (read.log, read.notices)
    }

    /// The newest table of `provider` older than `time` (for the change column of
    /// `rates`), reading the file from its end; notices as `load`'s.
    public func previous(provider: String, before time: Int64) -> (entry: HistoryEntry?, notices: [Localized])
    {
        guard let open = try? directory.opened(creating: false) else { return (nil, []) }
        // The table before the one in use is nearly always among the last lines: read those
        // first. A file no longer than the tail is then read whole, and answers.
        if let tail = readTail(in: open) {
            let found = RateHistoryLog.previous(in: tail.bytes, provider: provider, before: time)
            if found.entry != nil || tail.whole {
                return (found.entry, found.damaged > 0 ? [Self.damagedNotice(found.damaged, path: path)] : [])
            }
        }
        let file: [UInt8]
        switch readBytes(in: open) {
        case .bytes(let bytes): file = bytes
        case .missing: return (nil, [])
        case .unreadable(let notice): return (nil, notice.map { [$0] } ?? [])
        }
        let found = RateHistoryLog.previous(in: file, provider: provider, before: time)
        return (found.entry, found.damaged > 0 ? [Self.damagedNotice(found.damaged, path: path)] : [])
    }

    /// Adds one table (see `HistoryEntry`), for any provider: a rate table as
    /// units per base, a bank's prices as base per unit. Returns notices; never fails.
    @discardableResult
    public func append(
        provider: String, time: Int64, base: String, rates: [String: ExactDecimal],
        quote: HistoryEntry.Quote = .unitsPerBase, now: Int64
    ) -> [Localized] {
        append(HistoryEntry(provider: provider, base: base, time: time, quote: quote, rates: rates), now: now)
    }

    /// Adds `entry` under the history's lock and rewrites the file atomically.
    @discardableResult
    public func append(_ entry: HistoryEntry, now: Int64) -> [Localized] {
        guard entry.isPlausible else { return [] }
        let open: OpenDirectory
        do {
            guard let opened = try directory.opened(creating: true) else { return [] }
            open = opened
        } catch {
            return []  // the rate cache has said why the directory is not used
        }
        var lock: FileLock?
        switch FileLock.acquire(Self.lockFile, in: open, timeout: Self.lockTimeout) {
        case .acquired(let acquired): lock = acquired
        case .busy: return [Self.notSaved(Localized(ko: "다른 hwan 이 쓰는 중", en: "another hwan is writing it"))]
        case .unusable: lock = nil  // still atomic, only not serialised
        }
        defer { lock?.release() }
        var (log, notices, unreadable) = read(in: open)
        if unreadable, lock != nil, let moved = open.setAside(Self.fileName, now: now) {
            notices.append(StoreNotice.setAside(moved).text)
        }
        log.add(entry)
        let bytes = log.prunedFile()
        let temporaries = lock != nil ? nil : now.saturatingSubtract(3600)
        open.sweepTemporaries(of: [Self.fileName], modifiedBefore: temporaries)
        do {
            try open.replace(Self.fileName, with: bytes)
            open.sync()
        } catch {
            notices.append(Self.notSaved(Localized(ko: error.message(in: .ko), en: error.message(in: .en))))
        }
        return notices
    }

    /// The file's entries; `unreadable` when something other than a history
    /// hwan could write is in its place (a link, a FIFO, a file too large).
    private func read(in open: OpenDirectory) -> (log: RateHistoryLog, notices: [Localized], unreadable: Bool)
    {
        switch readBytes(in: open) {
        case .missing: return (RateHistoryLog(), [], false)
        case .unreadable(let notice): return (RateHistoryLog(), notice.map { [$0] } ?? [], notice != nil)
        case .bytes(let bytes):
            var (log, damaged) = RateHistoryLog.parse(bytes)
            log.keepNewest(RateHistoryLog.maximumEntries)
            guard damaged > 0 else { return (log, [], false) }
            return (log, [Self.damagedNotice(damaged, path: path)], false)
        }
    }

    private enum FileRead {
        case bytes([UInt8])
        case missing
        /// With a notice when something not a history is in its place; without for an I/O error.
        case unreadable(Localized?)
    }

    /// Bytes read from the end of the file by `previous` before it reads the whole.
    static let tailBytes = 128 << 10

    /// The whole lines among the regular file's last `tailBytes`, and whether
    /// that is the whole file (it is no longer than that); nil when it is not
    /// read so (missing, not a regular file, an I/O error, no newline in the
    /// tail): the whole file is read instead, and says why.
    private func readTail(in open: OpenDirectory) -> (bytes: [UInt8], whole: Bool)? {
        // Through the one read loop, so a short read or EINTR is retried, not taken for a bad tail.
        guard
            let (bytes, cut) = try? POSIXIO.readRegularFileTail(
                Self.fileName, in: open.fd, limit: Self.tailBytes)
        else { return nil }
        guard cut else { return (bytes, true) }
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        // The first line starts before the tail: dropped.
        return (Array(bytes[(newline + 1)...]), false)
    }

    /// The whole lines among the file's last `RateHistoryLog.maximumBytes`,
    /// if it is a regular file: a history over its bound (written by an older
    /// hwan, or grown by hand) is trimmed to it on read, the newest entries
    /// kept, never set aside whole.
    private func readBytes(in open: OpenDirectory) -> FileRead {
        do throws(StoreError) {
            let file: (bytes: [UInt8], cut: Bool)
            do throws(POSIXIO.Failure) {
                guard
                    let read = try POSIXIO.readRegularFileTail(
                        Self.fileName, in: open.fd, limit: RateHistoryLog.maximumBytes + 1)
                else { return .missing }
                file = read
            } catch {
                throw open.storeError(error, Self.fileName)
            }
            guard file.cut else { return .bytes(file.bytes) }
            // One byte more than the bound: the first line, begun before the window (or the
            // newline just before it), is dropped, and whole lines within the bound are left.
            guard let newline = file.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return .bytes([]) }
            return .bytes(Array(file.bytes[(newline + 1)...]))
        } catch {
            switch error {
            case .notRegularFile, .tooLarge:
                let path = TerminalText.visible(self.path)
                return .unreadable(
                    Localized(
                        ko: "환율 기록 파일을 쓰지 않았습니다 (hwan 이 쓴 기록이 아닙니다): \(path)",
                        en: "the rate history was not used (not a history hwan writes): \(path)"))
            case .io, .notADirectory, .foreignOwner, .writableByOthers:
                return .unreadable(nil)
            }
        }
    }

    static func damagedNotice(_ count: Int, path: String) -> Localized {
        let path = TerminalText.visible(path)
        return Localized(
            ko: "환율 기록의 손상된 항목 \(count)개를 건너뛰었습니다: \(path)",
            en: "skipped \(count) damaged \(count == 1 ? "entry" : "entries") of the rate history: \(path)")
    }

    static func notSaved(_ why: Localized) -> Localized {
        Localized(ko: "환율 기록을 저장하지 못했습니다: \(why.ko)", en: "the rate history was not saved: \(why.en)")
    }
}
