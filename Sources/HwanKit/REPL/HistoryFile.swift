/// The history on disk: one entry per line, UTF-8, newest last.
///
/// Loading never fails: a missing, unreadable or damaged file gives what could
/// be read (lines that are not valid UTF-8 or hold control characters are
/// skipped). Saving is atomic: the entries go to a new file beside the old
/// one, are flushed to the disk, and the new file is renamed over the old, so
/// a crash or a full disk leaves either the old history or the new one.
public enum HistoryFile {
    /// Bytes read at most, from the end of the file; a bigger file is not a history hwan wrote.
    static let maximumBytes = 4 << 20

    public static func load(from path: String, limit: Int = History.defaultLimit) -> History {
        History(entries: entries(in: readTail(of: path)), limit: limit)
    }

    /// Adds `line` to the file at `path` as one step under `<dir>/.history.lock`, so
    /// that REPLs running side by side lose none of each other's lines (load,
    /// add, save without the lock did). Without a usable lock it still records.
    /// False when the line was not worth keeping (blank, or the same as the last).
    @discardableResult
    public static func record(_ line: String, to path: String, limit: Int = History.defaultLimit)
        throws(HistoryFileError) -> Bool
    {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) }.flatMap { $0.isEmpty ? "/" : $0 } ?? "."
        var lock: FileLock?
        if let open = try? CacheDirectory(directory).opened(creating: true),
            case .acquired(let acquired) = FileLock.acquire(".history.lock", in: open, timeout: 2)
        {
            lock = acquired
        }
        defer { lock?.release() }
        var history = load(from: path, limit: limit)
        guard history.add(line) else { return false }
        try save(history, to: path)
        return true
    }

    /// Writes `history` to `path`, creating missing directories (mode 0700) and the file (mode 0600).
    public static func save(_ history: History, to path: String) throws(HistoryFileError) {
        var text = history.entries.joined(separator: "\n")
        if !text.isEmpty { text += "\n" }
        do {
            try AtomicFile.write(Array(text.utf8), to: path, mode: 0o600)
        } catch {
            switch error {
            case .io(_, let number): throw HistoryFileError(path: path, errorNumber: number)
            case .notADirectory: throw HistoryFileError(path: path, errorNumber: ENOTDIR)
            case .tooLarge: throw HistoryFileError(path: path, errorNumber: EFBIG)
            case .notRegularFile: throw HistoryFileError(path: path, errorNumber: EINVAL)
            case .foreignOwner, .writableByOthers: throw HistoryFileError(path: path, errorNumber: EPERM)
            }
        }
    }

    /// The lines worth keeping from the file's bytes.
    static func entries(in bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard let text = String(validating: trimmed, as: UTF8.self),
                !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
                text.contains(where: { !$0.isWhitespace })
            else { return nil }
            return text
        }
    }

    /// The last `maximumBytes` of a regular file, from its first whole line;
    /// nothing for anything else (a link, a FIFO, a directory, an unreadable file).
    /// Read through `POSIXIO.readRegularFileTail`, the one read loop.
    private static func readTail(of path: String) -> [UInt8] {
        guard let (bytes, cut) = try? POSIXIO.readRegularFileTail(path, limit: maximumBytes) ?? nil else {
            return []
        }
        // A cut file starts mid-line: its first line is a piece of an older entry.
        guard cut else { return bytes }
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [] }
        return Array(bytes[(newline + 1)...])
    }
}
