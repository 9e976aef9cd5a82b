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

/// Seconds since some fixed instant, never going back: for budgets and waits
/// (the lock's, curl's, the board's), never for a time a person reads.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
