/// Reading the config file of SPEC §11 from disk, for the pure parser.
extension ConfigFile {
    /// A config file is a few lines; anything larger is not one.
    public static let sizeLimit = 64 * 1024

    /// How the file's bytes are read: nil when there is no file. Tests inject
    /// a reader that fails with any `errno` (a directory that cannot be
    /// searched, which a test running as root cannot make).
    public typealias Reader = (String) throws(POSIXIO.Failure) -> [UInt8]?

    /// The config at `location(environment:)`, parsed. A missing or
    /// unreachable file (no such file, a component that is not a directory,
    /// a directory that cannot be searched: `sudo -u` with an inherited HOME)
    /// is no config at all; a file that is there but cannot be opened is no
    /// config with a notice (`notices`) naming it; anything but a
    /// regular file of at most `sizeLimit` bytes is an error naming the path.
    public static func load(
        environment: Environment,
        read: Reader = { path throws(POSIXIO.Failure) in
            try readFollowingLinks(path, limit: sizeLimit)
        }
    ) throws(ConfigFileError) -> ConfigFile {
        guard let path = location(environment: environment) else { return .empty }
        let bytes: [UInt8]
        do {
            guard let read = try read(path) else { return .empty }
            bytes = read
        } catch {
            switch error {
            case .system(let number) where isAbsence(number):
                // The file is there but this user may not read it: no config, said.
                guard exists(path) else { return .empty }
                var unreadable = ConfigFile.empty
                unreadable.notices = [ConfigFileError.unreadable(path: path, errno: number).notice]
                return unreadable
            case .system(let number): throw .unreadable(path: path, errno: number)
            case .notRegularFile: throw .notRegularFile(path: path)
            case .tooLarge(let limit): throw .tooLarge(path: path, limit: limit)
            }
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// Whether something is at `path` (a directory on the way that cannot be
    /// searched makes `stat` fail as well: such a file is not there for this user).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The `errno` values of a file that is not there for this user.
    static func isAbsence(_ number: Int32) -> Bool {
        number == ENOENT || number == ENOTDIR || number == EACCES || number == EPERM
    }

    /// The bytes of the regular file at `path`, following a symbolic link (a
    /// dotfile manager's config is one), or nil when it does not exist.
    /// Opened non-blocking, so a FIFO planted at the path cannot hang hwan
    /// before the type check refuses it; at most `limit` bytes, even if the
    /// file grows while it is read.
    public static func readFollowingLinks(_ path: String, limit: Int) throws(POSIXIO.Failure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .system(errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        guard Int(info.st_size) <= limit else { throw .tooLarge(limit: limit) }
        return try POSIXIO.readAll(fd, limit: limit)
    }
}
