import HwanKit

/// A buffered writer on a file descriptor: batch mode prints hundreds of
/// thousands of lines, and one write(2) per line would dominate.
final class OutputStream {
    private let fd: Int32
    /// (`@exclusivity(unchecked)`: appended to on every batch line from one thread;
    /// the dynamic check costs about 130 instructions a line.)
    /// (Not private: the batch loop writes a line's bytes straight into it, then `endLine`.)
    @exclusivity(unchecked) var buffer: [UInt8] = []
    private let capacity: Int

    init(fd: Int32, capacity: Int = 1 << 16) {
        self.fd = fd
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    func line(_ text: String) {
        // A native or small string's bytes in one copy (the general append of a
        // UTF8View walked them one by one); any other string as before.
        if text.utf8.withContiguousStorageIfAvailable({ buffer.append(contentsOf: $0) }) == nil {
            buffer.append(contentsOf: text.utf8)
        }
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { flush() }
    }

    /// Bytes already encoded, then a newline.
    func line(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { flush() }
    }

    /// Text with no newline (a progress line rewritten in place), written at once.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        flush()
    }

    /// Ends a line whose bytes were written into `buffer`.
    func endLine() {
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        try? POSIXIO.writeAll(fd, buffer)  // a closed pipe: nothing more can be said
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
