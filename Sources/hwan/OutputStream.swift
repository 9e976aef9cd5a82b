import HwanKit

/// A buffered writer on a file descriptor: batch mode prints hundreds of
/// thousands of lines, and one write(2) per line would dominate.
final class OutputStream {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let capacity: Int

    init(fd: Int32, capacity: Int = 1 << 16) {
        self.fd = fd
        self.capacity = capacity
        buffer.reserveCapacity(capacity)
    }

    func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { flush() }
    }

    /// Bytes already encoded, then a newline.
    func line(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe: nothing more can be said
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// Reads standard input line by line without Foundation.
struct LineReader {
    private var pending: [UInt8] = []
    private var start = 0
    private var finished = false

    mutating func next() -> String? {
        nextBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The next line without its newline (and `\r`), as a view of the buffer.
    mutating func nextBytes() -> ArraySlice<UInt8>? {
        while true {
            if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = pending[start..<end]
                start = newline + 1
                return line
            }
            if finished {
                guard start < pending.count else { return nil }
                let line = pending[start...]
                start = pending.count
                return line
            }
            if start > 0 {
                pending.removeSubrange(0..<start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                finished = true
            } else {
                pending.append(contentsOf: chunk[0..<count])
            }
        }
    }
}
