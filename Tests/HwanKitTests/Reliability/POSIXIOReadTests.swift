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
}
