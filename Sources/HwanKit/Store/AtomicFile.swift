#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and crash-safe replacement: write a temporary file in the
/// same directory, fsync it, rename it over the old one, fsync the directory.
/// A crash or a full disk at any moment leaves the previous file in place.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws(StoreError) {
        let directory = parentDirectory(of: path)
        try createDirectory(directory)
        let temporary =
            "\(directory)/.\(fileName(of: path)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw .io(path, errno) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw .io(path, failure)
        }
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// The file's bytes, or nil when it does not exist. Other failures throw.
    public static func read(_ path: String, limit: Int = 16 << 20) throws(StoreError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .io(path, errno)
        }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(path, errno)
            }
            if count == 0 { break }
            result.append(contentsOf: chunk[0..<count])
            if result.count > limit { throw .tooLarge(path) }
        }
        return result
    }

    /// `mkdir -p` with owner-only permissions.
    public static func createDirectory(_ path: String) throws(StoreError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { throw .io(current, errno) }
        }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { throw .notADirectory(path) }
    }

    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// A file-system failure, named by path and the system's reason.
public enum StoreError: UserFacingError, Equatable {
    case io(String, Int32)
    case tooLarge(String)
    case notADirectory(String)

    public var code: String { "cache_error" }
    public var status: ExitStatus { .dataUnavailable }

    public func message(in language: Language) -> String {
        switch self {
        case .io(let path, let number):
            let reason = String(cString: strerror(number))
            return Localized(ko: "\(path): 파일 오류 (\(reason))", en: "\(path): \(reason)")(language)
        case .tooLarge(let path):
            return Localized(ko: "\(path): 파일이 너무 큽니다", en: "\(path): file is too large")(language)
        case .notADirectory(let path):
            return Localized(ko: "\(path): 디렉터리가 아닙니다", en: "\(path): not a directory")(language)
        }
    }
}
