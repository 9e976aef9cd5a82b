/// Where the REPL's history lives (SPEC §1): state, not cache, so clearing
/// the cache never loses it.
extension HistoryFile {
    /// `$XDG_STATE_HOME/hwan/history` when `XDG_STATE_HOME` is an absolute
    /// path (the XDG spec ignores a relative one), else
    /// `~/.local/state/hwan/history`; nil with neither (the caller keeps the
    /// old place in the cache directory).
    public static func location(environment: Environment) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return trimmingSlashes(state) + "/hwan/history"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return trimmingSlashes(home) + "/.local/state/hwan/history"
        }
        return nil
    }

    /// What `moveOnce` did.
    public enum Move: Equatable, Sendable {
        /// The old file became the new one.
        case moved
        /// Nothing to move: no old file, or the new one exists already (moved before).
        case nothing
        /// The move failed; the old file is left where it was, to try again next time.
        case failed
    }

    /// Moves the history from `old` (its place in the cache directory before
    /// SPEC §1 put it under the state directory) to `new`, once: only when
    /// `new` does not exist yet, as one step under the new directory's
    /// `.history.lock` (the lock `record` takes), so two REPLs starting
    /// together move it once and lose no line. The new file is written
    /// atomically (complete, or not at all) before the old one is removed;
    /// a crash between the two leaves both, and the next start keeps the new
    /// one and leaves the old one alone.
    @discardableResult
    public static func moveOnce(from old: String, to new: String) -> Move {
        guard old != new else { return .nothing }
        let (directory, name) = AtomicFile.split(new)
        guard let open = try? CacheDirectory(directory).opened(creating: true) else { return .failed }
        var lock: FileLock?
        switch FileLock.acquire(".history.lock", in: open, timeout: 2) {
        case .acquired(let acquired): lock = acquired
        case .busy: return .failed
        case .unusable: lock = nil
        }
        defer { lock?.release() }
        var status = stat()
        if fstatat(open.fd, name, &status, AT_SYMLINK_NOFOLLOW) == 0 { return .nothing }
        guard errno == ENOENT else { return .failed }
        // The old place: only a regular file, and never through a link.
        guard let oldFile = try? POSIXIO.openRegularFile(old) else { return .nothing }
        close(oldFile.fd)
        let history = load(from: old, limit: .max)
        guard !history.entries.isEmpty else {
            _ = unlink(old)
            return .nothing
        }
        do {
            var text = history.entries.joined(separator: "\n")
            text += "\n"
            try open.replace(name, with: Array(text.utf8), mode: 0o600)
            open.sync()
        } catch {
            return .failed
        }
        _ = unlink(old)
        return .moved
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var path = path
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
