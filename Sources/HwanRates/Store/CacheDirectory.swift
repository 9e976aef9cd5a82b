/// The cache directory, checked before anything in it is trusted.
///
/// With `HOME` unset the cache is `/tmp/hwan-UID`, a name anyone can create
/// first; a directory planted there would feed hwan rates of someone else's
/// choosing. So a missing directory is created `0700`, and an existing one is
/// refused when another user owns it or others may write to it. Once checked,
/// the directory is held open and every file in it is reached relative to
/// that descriptor, without following symbolic links.
public struct CacheDirectory: Sendable, Equatable {
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    /// The directory, open and checked. Creates it and its missing parents
    /// (mode 0700) when `create` is true; returns nil when it does not exist
    /// and `create` is false. Throws when it cannot be used.
    public func opened(creating create: Bool) throws(StoreError) -> OpenDirectory? {
        if create { try Self.makeDirectories(path) }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: if create { throw .io(path, ENOENT) } else { return nil }
            case ENOTDIR: throw .notADirectory(path)
            default: throw .io(path, errno)
            }
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let number = errno
            close(fd)
            throw .io(path, number)
        }
        let owner = UInt32(status.st_uid)
        let mode = UInt32(status.st_mode)
        guard owner == UInt32(geteuid()) else {
            close(fd)
            throw .foreignOwner(path, uid: owner)
        }
        guard mode & 0o022 == 0 else {
            close(fd)
            throw .writableByOthers(path, mode: mode)
        }
        return OpenDirectory(path: path, fd: fd)
    }

    /// `mkdir -p` with owner-only permissions for what it creates.
    static func makeDirectories(_ path: String) throws(StoreError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { throw .io(current, errno) }
        }
    }
}

/// A checked cache directory held open (see `CacheDirectory.opened(creating:)`). Files are
/// opened with `openat` and `O_NOFOLLOW` relative to it, so neither a renamed
/// directory nor a symbolic link planted in it can redirect a read or a write.
public final class OpenDirectory: Sendable {
    public let path: String
    package let fd: Int32

    init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { close(fd) }

    /// The path of `name` in this directory, for messages.
    public func path(of name: String) -> String { path + "/" + name }

    /// A regular file's bytes and modification time, or nil when it does not
    /// exist; links, FIFOs, devices and files over `limit` bytes throw.
    public func read(_ name: String, limit: Int) throws(StoreError) -> (bytes: [UInt8], modified: Int64)? {
        do {
            return try POSIXIO.readRegularFile(name, in: fd, limit: limit)
        } catch {
            throw storeError(error, name)
        }
    }

    /// Renames a damaged file to `NAME.corrupt-TIME`, kept for inspection but
    /// never read again. Returns the new path, nil when the rename failed.
    public func setAside(_ name: String, now: Int64) -> String? {
        let target = "\(name).corrupt-\(now)"
        return renameat(fd, name, fd, target) == 0 ? path(of: target) : nil
    }

    /// Flushes the directory itself, so that renames in it survive a power cut.
    public func sync() {
        _ = fsync(fd)
    }

    /// Removes the temporary files that writers of `names` leave behind when
    /// they are killed between creating and renaming them (see `replace`):
    /// all of them when the caller holds the lock under which those names are
    /// written, else only those not modified since `cutoff`.
    public func sweepTemporaries(of names: [String], modifiedBefore cutoff: Int64? = nil) {
        let prefixes = names.map { Self.temporaryPrefix(of: $0) }
        for entry in entries() where prefixes.contains(where: { entry.hasPrefix($0) }) {
            if let cutoff {
                var status = stat()
                guard fstatat(fd, entry, &status, AT_SYMLINK_NOFOLLOW) == 0, status.modifiedSeconds < cutoff
                else { continue }
            }
            _ = unlinkat(fd, entry, 0)
        }
    }

    /// The names in the directory (without `.` and `..`).
    func entries() -> [String] {
        let copy = dup(fd)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    static func temporaryPrefix(of name: String) -> String { "." + name + ".tmp-" }

    func storeError(_ failure: POSIXIO.Failure, _ name: String) -> StoreError {
        switch failure {
        case .system(let number): .io(path(of: name), number)
        case .notRegularFile: .notRegularFile(path(of: name))
        case .tooLarge: .tooLarge(path(of: name))
        }
    }
}
