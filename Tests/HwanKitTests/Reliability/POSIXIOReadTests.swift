import HwanSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one read loop (`POSIXIO`), which the REPL history's tail read now goes
/// through too: a read appends exactly the bytes that came, whatever the
/// buffer held and whatever the chunk size; a tail is the file's last bytes.
@Suite("POSIXIO reads: exact bytes, any chunk, any tail")
struct POSIXIOReadTests {
    /// A pipe holding `bytes` with its write end closed.
    static func pipe(holding bytes: [UInt8]) throws -> Int32 {
        var fds: [Int32] = [0, 0]
        #expect(Glibc.pipe(&fds) == 0)
        try POSIXIO.writeAll(fds[1], bytes)
        close(fds[1])
        return fds[0]
    }

    @Test(
        "readSome appends what came to what was there, at most `maximum` a call, 0 at the end",
        arguments: 0..<6)
    func readSomeAppends(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 4242)
        let length = Int(generator.next() % 60_000)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let fd = try Self.pipe(holding: bytes)
        defer { close(fd) }
        let prefix: [UInt8] = [1, 2, 3]
        var buffer = prefix
        while true {
            let maximum = 1 + Int(generator.next() % 9_000)
            let before = buffer.count
            let count = try POSIXIO.readSome(fd, appendingTo: &buffer, maximum: maximum)
            #expect(count <= maximum)
            #expect(buffer.count == before + count)
            if count == 0 { break }
        }
        #expect(buffer == prefix + bytes)
    }

    @Test("a failed read throws its errno and leaves the buffer as it was")
    func readSomeFailure() {
        var buffer: [UInt8] = [9, 9]
        #expect(throws: POSIXIO.Failure.system(EBADF)) { try POSIXIO.readSome(-1, appendingTo: &buffer) }
        #expect(buffer == [9, 9])
    }

    @Test("the tail of a file is its last `limit` bytes, cut when the file is longer", arguments: 0..<6)
    func tails(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 77)
        let directory = try makeTemporaryDirectory()
        defer { removeTree(directory) }
        let path = directory + "/file"
        let length = Int(generator.next() % 200_000)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try POSIXIO.writeAll(fd, bytes)
        close(fd)
        for limit in [1, 1_000, length / 2 + 1, length, length + 1, 70_000] {
            let tail = try #require(try POSIXIO.readRegularFileTail(path, limit: limit))
            #expect(tail.bytes == Array(bytes.suffix(limit)), "length \(length), limit \(limit)")
            #expect(tail.cut == (length > limit))
        }
        #expect(try POSIXIO.readRegularFileTail(directory + "/missing", limit: 10) == nil)
    }

    /// `readRegularFile` reads into an array of the size `fstat` gave (one
    /// byte more to see the end); it must give what `readAll` gives: every
    /// byte, `tooLarge` past the limit, and all of a file whose size says 0
    /// (/proc) or less than it holds.
    @Test("a regular file reads whole, refused past the limit, as readAll reads it", arguments: 0..<8)
    func wholeFiles(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 1818)
        let directory = try makeTemporaryDirectory()
        defer { removeTree(directory) }
        let path = directory + "/file"
        let length =
            [0, 1, 4095, 4096, 65_536, 65_537][seed % 6] + (seed >= 6 ? Int(generator.next() % 150_000) : 0)
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try POSIXIO.writeAll(fd, bytes)
        close(fd)
        for limit in [0, 1, max(0, length - 1), length, length + 1, 70_000, 1 << 20] {
            if length > limit {
                #expect(throws: POSIXIO.Failure.tooLarge(limit: limit)) {
                    try POSIXIO.readRegularFile(path, limit: limit)
                }
            } else {
                let read = try #require(try POSIXIO.readRegularFile(path, limit: limit))
                #expect(read.bytes == bytes, "length \(length), limit \(limit)")
            }
        }
        #expect(try POSIXIO.readRegularFile(directory + "/missing", limit: 10) == nil)
    }

    @Test("a /proc file, whose size says 0, reads whole as readAll reads it, within the limit")
    func procFiles() throws {
        let fd = open("/proc/self/cmdline", O_RDONLY)
        defer { close(fd) }
        let expected = try POSIXIO.readAll(fd, limit: 1 << 20)
        #expect(!expected.isEmpty)
        #expect(try POSIXIO.readRegularFile("/proc/self/cmdline", limit: 1 << 20)?.bytes == expected)
        #expect(throws: POSIXIO.Failure.tooLarge(limit: expected.count - 1)) {
            try POSIXIO.readRegularFile("/proc/self/cmdline", limit: expected.count - 1)
        }
        // The tail reads it whole too (read on past the size fstat gave), up to its limit.
        let tail = try #require(try POSIXIO.readRegularFileTail("/proc/self/cmdline", limit: 1 << 20))
        #expect(tail.bytes == expected && !tail.cut)
        let short = try #require(
            try POSIXIO.readRegularFileTail("/proc/self/cmdline", limit: expected.count - 1))
        #expect(short.bytes == Array(expected.prefix(expected.count - 1)) && !short.cut)
    }
}
