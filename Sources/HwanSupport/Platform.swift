// The one place that picks the C library. Every other file, in HwanKit and in
// the executable (which imports HwanKit), gets open, read, flock, termios...
// through this re-export, so a new platform is one branch here. Linux (glibc)
// is what is built and tested; Musl and Darwin name the same POSIX calls.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// A file's permission bits, named here so that public signatures above this
/// target need not see the C module that declares `mode_t`.
public typealias FileMode = mode_t

extension stat {
    /// The last modification, in whole Unix seconds (the field's name differs by platform).
    public var modifiedSeconds: Int64 {
        #if canImport(Darwin)
            Int64(st_mtimespec.tv_sec)
        #else
            Int64(st_mtim.tv_sec)
        #endif
    }
}

/// Whole Unix seconds now. `coarse`: Linux's coarse clock, which never reads
/// the time counter (a quarter of the fine clock's cost) and lags it by at most
/// a kernel tick, a few milliseconds: for the rates' expiry, which a batch of
/// money lines asks on every line in whole seconds; not for a clock a person
/// watches tick (the board wakes on the fine clock's second).
public func unixSecondsNow(coarse: Bool = false) -> Int64 {
    var spec = timespec()
    #if os(Linux)
        clock_gettime(coarse ? CLOCK_REALTIME_COARSE : CLOCK_REALTIME, &spec)
    #else
        clock_gettime(CLOCK_REALTIME, &spec)
    #endif
    return Int64(spec.tv_sec)
}

/// Seconds since some fixed instant, never going back: for budgets and waits
/// (the lock's, curl's, the board's), never for a time a person reads.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// The C strings `pointers[start..<count]` as Swift strings, each as
/// `String(cString:)` reads it (invalid UTF-8 repaired), through the concrete
/// UTF-8 decoder the rest of start-up already runs: for argv, so that a
/// one-shot command does not run `CommandLine.arguments`' generic `map` and
/// `String(cString:)` (standard-library code nothing else needs) for a few
/// words (bench/README.md).
package func decodedCStrings(
    _ pointers: UnsafePointer<UnsafeMutablePointer<CChar>?>, count: Int, from start: Int
) -> [String] {
    var result: [String] = []
    var index = start
    while index < count {
        if let pointer = pointers[index] { result.append(decodedCString(pointer)) }
        index += 1
    }
    return result
}

/// One C string as `String(cString:)` reads it (invalid UTF-8 repaired).
package func decodedCString(_ pointer: UnsafePointer<CChar>) -> String {
    let bytes = UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self)
    return String(decoding: UnsafeBufferPointer(start: bytes, count: strlen(pointer)), as: UTF8.self)
}
