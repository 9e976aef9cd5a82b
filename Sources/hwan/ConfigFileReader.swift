import HwanKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the config file of SPEC §11 for the pure parser: a missing file is
/// no config; anything but a regular file of at most `limit` bytes is an
/// error naming the path. Opened non-blocking, so a FIFO planted at the path
/// cannot hang hwan before the type check refuses it.
enum ConfigFileReader {
    static let limit = 64 * 1024

    static func read(environment: [String: String]) throws(ConfigFileError) -> ConfigFile {
        guard let path = ConfigFile.location(environment: environment) else { return .empty }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .empty }
            throw .unreadable(path: path, errno: errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path: path) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(path: path, limit: limit) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, errno: errno)
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            // The file may grow between fstat and read.
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
        return try ConfigFile.parse(String(decoding: bytes, as: UTF8.self), path: path)
    }
}
