/// The one read/write loop of the code base: every file, pipe and terminal
/// descriptor is read and written through these, so the EINTR retry, the
/// short-write loop and the size caps exist exactly once. (Signal handlers
/// alone call `write(2)` themselves: one byte or one escape sequence, where
/// only async-signal-safe calls may be made.)
///
///     let bytes = try POSIXIO.readRegularFile("/path/rates.json", limit: 16 << 20)
///     try POSIXIO.writeAll(1, Array("hello\n".utf8))
public enum POSIXIO {
    /// Why a read, a write or an open stopped.
    public enum Failure: Error, Equatable, Sendable {
        /// The `errno` of the call that failed.
        case system(Int32)
        /// A FIFO, device, socket or directory where a regular file was expected,
        /// or a symbolic link (never followed).
        case notRegularFile
        /// More than `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// The size of one read: large enough that a batch of 100,000 lines costs a few calls.
    public static let chunkSize = 64 << 10

    /// Writes every byte of `bytes`, retrying after EINTR and short writes.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard var base = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(fd, base, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if written == 0 { throw .system(EIO) }
            base += written
            remaining -= written
        }
    }

    /// Writes every byte of `bytes` (an array, a slice, a string's UTF-8).
    public static func writeAll<Bytes: Collection<UInt8>>(_ fd: Int32, _ bytes: Bytes) throws(Failure) {
        var failure: Failure?
        let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            do throws(Failure) { try writeAll(fd, UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        }
        if contiguous == nil {
            Array(bytes).withUnsafeBytes { buffer in
                do throws(Failure) { try writeAll(fd, buffer) } catch { failure = error }
            }
        }
        if let failure { throw failure }
    }

    /// One `read(2)` of at most `maximum` bytes, appended to `buffer`, retried
    /// after EINTR. Returns how many bytes came: 0 at the end of input.
    /// EAGAIN (a non-blocking descriptor with nothing to read) throws `.system(EAGAIN)`.
    ///
    /// The bytes land in scratch memory and only those that came are copied:
    /// growing `buffer` by `maximum` zeros and trimming it back cost a debug
    /// build milliseconds per call, long enough for a REPL holding the history's
    /// lock to make another one give up waiting for it (and lose a line).
    @discardableResult
    public static func readSome(_ fd: Int32, appendingTo buffer: inout [UInt8], maximum: Int = chunkSize)
        throws(Failure) -> Int
    {
        let (count, number) = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, maximum)) {
            scratch -> (Int, Int32) in
            let count = readOnce(fd, into: UnsafeMutableRawBufferPointer(scratch))
            guard count > 0 else { return (count, count < 0 ? errno : 0) }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
            return (count, 0)
        }
        guard count >= 0 else { throw .system(number) }
        return count
    }

    /// One `read(2)` into `buffer`, retried after EINTR: the byte count, 0 at the
    /// end of input, -1 with `errno` set on any other error (EAGAIN included).
    /// For readers that own their buffer (the batch line reader).
    public static func readOnce(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = read(fd, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    /// Everything until the end of input. Reads at most `limit + 1` bytes, so
    /// an endless or huge source costs no more memory than the cap.
    public static func readAll(_ fd: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let wanted = min(chunkSize, limit + 1 - bytes.count)
            let count = try readSome(fd, appendingTo: &bytes, maximum: wanted)
            if count == 0 { return bytes }
            if bytes.count > limit { throw .tooLarge(limit: limit) }
        }
    }

    /// Opens `name` (relative to the directory `directoryFD`, or to the working
    /// directory with `AT_FDCWD`; absolute paths ignore it) for reading, only
    /// if it is a regular file: `O_NOFOLLOW` so that a symbolic link is refused
    /// rather than followed, `O_NONBLOCK` so that a FIFO put in its place
    /// cannot hang the open, then `fstat` to check the type. Returns nil when
    /// it does not exist; the caller closes the descriptor.
    public static func openRegularFile(_ name: String, in directoryFD: Int32 = AT_FDCWD) throws(Failure)
        -> (fd: Int32, status: stat)?
    {
        let fd = openat(directoryFD, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: return nil
            case ELOOP: throw .notRegularFile
            default: throw .system(errno)
            }
        }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let number = errno
            close(fd)
            throw .system(number)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .notRegularFile
        }
        return (fd, status)
    }

    /// Up to `count` bytes from `fd`, read straight into an array of that
    /// capacity until it is full or the file ends: no 64 KiB scratch chunk per
    /// read, which spread a one-shot command's heap over pages it never reused.
    /// Inlined: its callers are laid out for the one-shot commands (see bench/README.md).
    @inline(__always)
    static func readUpTo(_ fd: Int32, count capacity: Int) throws(Failure) -> [UInt8] {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            while count < buffer.count {
                let got = readOnce(
                    fd,
                    into: UnsafeMutableRawBufferPointer(
                        UnsafeMutableBufferPointer(rebasing: buffer[count...])))
                if got < 0 { failure = errno }
                if got <= 0 { return }
                count += got
            }
        }
        guard failure == 0 else { throw .system(failure) }
        return bytes
    }

    /// The last `limit` bytes of a regular file (all of it when no larger),
    /// and whether the start was cut off; nil when it does not exist. Refuses
    /// links, FIFOs, devices and directories like `readRegularFile`; a file
    /// of any size costs at most `limit` bytes.
    public static func readRegularFileTail(_ name: String, in directoryFD: Int32 = AT_FDCWD, limit: Int)
        throws(Failure) -> (bytes: [UInt8], cut: Bool)?
    {
        guard let (fd, status) = try openRegularFile(name, in: directoryFD) else { return nil }
        defer { close(fd) }
        let size = Int(status.st_size)
        let cut = size > limit
        if cut, lseek(fd, off_t(size - limit), SEEK_SET) < 0 { throw .system(errno) }
        // Sized as `readRegularFile` reads (`readUpTo`): a 64 KiB scratch chunk
        // for a history of a few kilobytes spread a one-shot `rates`' heap.
        var bytes = try readUpTo(fd, count: min(size + 1, limit))
        while bytes.count > size && bytes.count < limit {
            if try readSome(fd, appendingTo: &bytes, maximum: min(chunkSize, limit - bytes.count)) == 0 {
                break
            }
        }
        return (bytes, cut)
    }

    /// A regular file's bytes and its modification time (Unix seconds), or nil
    /// when it does not exist. Refuses links, FIFOs, devices and directories,
    /// and files over `limit` bytes (by their size, before reading anything).
    public static func readRegularFile(_ name: String, in directoryFD: Int32 = AT_FDCWD, limit: Int)
        throws(Failure) -> (bytes: [UInt8], modified: Int64)?
    {
        guard let (fd, status) = try openRegularFile(name, in: directoryFD) else { return nil }
        defer { close(fd) }
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(limit: limit) }
        // One byte more than fstat gave, to see the end (or a file that grew).
        var bytes = try readUpTo(fd, count: min(size, limit) + 1)
        if bytes.count > size {
            // Longer than fstat said (a file still being written, a /proc file): read on as readAll does.
            if bytes.count > limit { throw .tooLarge(limit: limit) }
            while try readSome(fd, appendingTo: &bytes, maximum: min(chunkSize, limit + 1 - bytes.count)) > 0
            {
                if bytes.count > limit { throw .tooLarge(limit: limit) }
            }
        }
        return (bytes, status.modifiedSeconds)
    }
}
