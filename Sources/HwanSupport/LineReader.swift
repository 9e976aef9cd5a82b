/// Splits a byte stream into lines for batch mode, in time linear in the
/// input: each byte is scanned for a newline once. A line longer than
/// `maximumBytes` is not kept: its bytes are skipped up to the next newline
/// and it comes back as `.tooLong`, so a 100 MB line costs neither memory
/// nor time, and the lines after it still run.
public struct LineReader {
    public enum Line: Equatable {
        /// The line without its newline (and a `\r` before it).
        case text(ArraySlice<UInt8>)
        /// A line over the limit, with how many bytes it had.
        case tooLong(bytes: Int)
    }

    public static let defaultMaximumBytes = 1 << 20

    private let maximumBytes: Int
    /// Reads into the buffer, returning the byte count; 0 at the end, negative on error.
    private let read: (UnsafeMutableRawBufferPointer) -> Int
    /// The bytes read and not yet handed out, in memory of the reader's own: a
    /// line is lent as a pointer into it (`nextLine`), no array slice retained a line.
    /// (A reader copied shares it: one reader reads a stream.)
    private let pending = Pending()
    private var chunk: [UInt8]
    private var start = 0
    /// Everything in `pending[start..<scanned]` is known to hold no newline.
    private var scanned = 0
    private var finished = false
    /// Bytes of an over-long line already thrown away.
    private var discarded = 0

    public init(
        maximumBytes: Int = defaultMaximumBytes, chunkBytes: Int = 1 << 16,
        read: @escaping (UnsafeMutableRawBufferPointer) -> Int
    ) {
        self.maximumBytes = maximumBytes
        self.chunk = [UInt8](repeating: 0, count: chunkBytes)
        self.read = read
    }

    public mutating func next() -> Line? {
        var tooLong = 0
        if let text = next(tooLong: &tooLong) { return .text(text) }
        return tooLong > 0 ? .tooLong(bytes: tooLong) : nil
    }

    /// `nextLine(tooLong:)`'s bytes copied into an array of their own.
    public mutating func next(tooLong: inout Int) -> ArraySlice<UInt8>? {
        nextLine(tooLong: &tooLong).map { ArraySlice($0) }
    }

    /// `next()` without its enum, for the batch loop (an optional `Line` taken
    /// apart there was copied and destroyed through its type's metadata, some
    /// 350 instructions a line): the bytes of a `.text` line, lent until the
    /// next call; nil with `tooLong` set to the byte count of a `.tooLong` one
    /// (never 0); nil with `tooLong` untouched at the end.
    public mutating func nextLine(tooLong: inout Int) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if let newline = pending.newline(from: scanned) {
                let line = finish(end: newline, tooLong: &tooLong)
                start = newline + 1
                scanned = start
                return line
            }
            scanned = pending.count
            if finished {
                guard start < pending.count || discarded > 0 else { return nil }
                let line = finish(end: pending.count, tooLong: &tooLong)
                start = pending.count
                scanned = start
                return line
            }
            if pending.count - start > maximumBytes {
                discarded += pending.count - start
                pending.removeAll()
                start = 0
                scanned = 0
            } else if start > 0 {
                pending.removeFirst(start)
                scanned -= start
                start = 0
            }
            let count = chunk.withUnsafeMutableBytes { read($0) }
            if count <= 0 {
                finished = true
            } else if discarded > 0 && pending.count == 0 && Self.newline(in: chunk[..<count], from: 0) == nil
            {
                discarded += count  // still inside an over-long line: nothing is kept
            } else {
                chunk.withUnsafeBufferPointer { pending.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
            }
        }
    }

    /// The index of the first newline at or after `from`, by `memchr`.
    private static func newline(in bytes: ArraySlice<UInt8>, from: Int) -> Int? {
        bytes.withUnsafeBytes { buffer -> Int? in
            let offset = from - bytes.startIndex
            guard offset < buffer.count, let base = buffer.baseAddress else { return nil }
            guard let found = memchr(base + offset, 0x0A, buffer.count - offset) else { return nil }
            return bytes.startIndex + base.distance(to: UnsafeRawPointer(found))
        }
    }

    private mutating func finish(end: Int, tooLong: inout Int) -> UnsafeBufferPointer<UInt8>? {
        if discarded > 0 || end - start > maximumBytes {
            tooLong = discarded + (end - start)
            discarded = 0
            return nil
        }
        var last = end
        if last > start, pending.base[last - 1] == UInt8(ascii: "\r") { last -= 1 }
        return UnsafeBufferPointer(start: pending.base + start, count: last - start)
    }

    /// Bytes in memory of their own, grown as needed, freed with the reader.
    /// (`@exclusivity(unchecked)`: read and written on every line from one thread.)
    private final class Pending {
        @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
        @exclusivity(unchecked) private var capacity: Int
        @exclusivity(unchecked) private(set) var count = 0

        init() {
            capacity = 1 << 12
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            if count + bytes.count > capacity {
                let grown = max(capacity * 2, count + bytes.count)
                let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
                moved.initialize(from: base, count: count)
                base.deallocate()
                base = moved
                capacity = grown
            }
            (base + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        /// Drops the first `n` bytes, moving the rest to the front.
        func removeFirst(_ n: Int) {
            memmove(base, base + n, count - n)
            count -= n
        }

        func removeAll() { count = 0 }

        /// The index of the first newline at or after `from`, by `memchr`.
        func newline(from: Int) -> Int? {
            guard from < count, let found = memchr(base + from, 0x0A, count - from) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}
