import HwanKit

/// The real clock, time zone, environment and cache location, wired in at the edge.
enum SystemEffects {
    static func now() -> Int64 {
        unixSecondsNow().saturatingAdd(clockOffset)
    }

    /// `now()` on the coarse clock (`unixSecondsNow(coarse:)`): the rate services'
    /// clock, read by every money line of a batch for the expiry check.
    static func coarseNow() -> Int64 {
        unixSecondsNow(coarse: true).saturatingAdd(clockOffset)
    }

    /// `HWAN_NOW=UNIX_SECONDS` (tests, demonstrations): the clock reads that
    /// time when the process starts and ticks on from there. Anything that
    /// is not a plausible Unix time leaves the real clock.
    static let clockOffset: Int64 = {
        guard let pointer = getenv("HWAN_NOW"), let wanted = Int64(String(cString: pointer)),
            UnixTime.isPlausible(wanted)
        else { return 0 }
        return wanted - unixSecondsNow()
    }()

    /// The arguments after the program name, as `CommandLine.arguments.dropFirst()`
    /// gives them, decoded straight from argv: `CommandLine.arguments` maps
    /// every word through the standard library's generic `map` and
    /// `String(cString:)`, code no other part of a one-shot command runs.
    static func arguments() -> [String] {
        let count = Int(CommandLine.argc)
        return decodedCStrings(CommandLine.unsafeArgv, count: count, from: 1)
    }

    /// The local zone from TZ and /etc/localtime, as the C library reads them.
    static let localZone = LocalZone { time in
        var t = time_t(time)
        var parts = tm()
        guard localtime_r(&t, &parts) != nil else { return (0, "UTC") }
        let name = parts.tm_zone.map { decodedCString($0) } ?? "UTC"
        return (Int(parts.tm_gmtoff), name)
    }

    /// The process environment, each variable read when asked (`Environment`).
    static func environment() -> Environment { .process }

    /// SPEC §4: `--cache-dir`, `HWAN_CACHE_DIR`, `$XDG_CACHE_HOME/hwan` (when absolute), `~/.cache/hwan`.
    static func cacheDirectory(option: String?, environment: Environment) -> String {
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        if let option = nonEmpty(option) { return option }
        if let dir = nonEmpty(environment["HWAN_CACHE_DIR"]) { return dir }
        // The XDG spec: a relative XDG_CACHE_HOME is invalid and ignored.
        if let xdg = nonEmpty(environment["XDG_CACHE_HOME"]), xdg.hasPrefix("/") { return xdg + "/hwan" }
        if let home = nonEmpty(environment["HOME"]) { return home + "/.cache/hwan" }
        return "/tmp/hwan-\(getuid())"
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The columns human output is read on: `COLUMNS` when it is a positive
    /// number (as in every tool that fits a screen), else the size of the
    /// terminal on standard output; nil for a pipe or a file (lines stay whole).
    static func outputWidth(environment: Environment) -> Int? {
        if let text = environment["COLUMNS"]?.trimmed(), let columns = Int(text), columns > 0 {
            return min(columns, 10_000)
        }
        return isTerminal(1) ? Terminal.width : nil
    }
}
