#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program running on a pseudo-terminal, driven like a person at a
/// keyboard: the test types bytes and waits for text on the screen.
///
/// The child gets the terminal's slave side as standard input, output and
/// error and as its controlling terminal (it leads a new session), so
/// `isatty`, raw mode, `/dev/tty` and the window size work as on a real
/// terminal. Everything it writes is kept in `transcript`; `expect` searches
/// only what came after its previous match, so the same text can be awaited
/// twice. The child is killed when the value is dropped.
///
///     let terminal = try PseudoTerminal(executable: "/bin/sh", environment: ["PS1": "$ "])
///     try terminal.send("echo $((40+2))\r")
///     try terminal.expect("42")
final class PseudoTerminal {
    enum Failure: Error, CustomStringConvertible {
        case system(call: String, errorNumber: Int32)
        case timedOut(waitingFor: String, output: String)
        case exited(waitingFor: String, output: String)

        var description: String {
            switch self {
            case .system(let call, let number): "\(call) failed: \(String(cString: strerror(number)))"
            case .timedOut(let text, let output):
                "timed out waiting for \(text.debugDescription) in \(output.debugDescription)"
            case .exited(let text, let output):
                "the program ended before writing \(text.debugDescription); it wrote \(output.debugDescription)"
            }
        }
    }

    let pid: pid_t
    private let master: Int32
    /// Every byte the program wrote so far.
    private(set) var transcript: [UInt8] = []
    /// Where the next `expect` starts looking.
    private var searchStart = 0
    private var outputEnded = false
    private var exitStatus: Int32?
    /// The terminal's settings before the program started, to check it puts them back.
    private(set) var initialAttributes = termios()

    /// Starts `executable` (an absolute path) with `arguments` and exactly `environment`
    /// on a new terminal of `columns` x `rows`.
    init(
        executable: String, arguments: [String] = [], environment: [String: String] = ["TERM": "xterm"],
        columns: UInt16 = 80, rows: UInt16 = 24
    ) throws {
        let master = LibC.posixOpenpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure.system(call: "posix_openpt", errorNumber: errno) }
        var spawned = false
        defer { if !spawned { close(master) } }
        // Other tests spawn children in parallel: none of them may inherit this side.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        guard LibC.grantpt(master) == 0, LibC.unlockpt(master) == 0 else {
            throw Failure.system(call: "grantpt/unlockpt", errorNumber: errno)
        }
        var name = [CChar](repeating: 0, count: 128)
        guard LibC.ptsnameR(master, &name, name.count) == 0 else {
            throw Failure.system(call: "ptsname_r", errorNumber: errno)
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = tcgetattr(master, &initialAttributes)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid and without O_NOCTTY, the slave becomes the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        let flags = LibC.spawnSetsid | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw Failure.system(call: "posix_spawn \(executable)", errorNumber: result)
        }
        spawned = true
        self.pid = child
        self.master = master
    }

    deinit {
        terminate()
        close(master)
    }

    /// True when the terminal is cooked: lines edited by the kernel, typed keys echoed.
    func isCooked() throws -> Bool {
        let modes = attributes()
        return modes.c_lflag & tcflag_t(ICANON) != 0 && modes.c_lflag & tcflag_t(ECHO) != 0
    }

    /// The transcript as text (invalid UTF-8 replaced).
    var output: String { String(decoding: transcript, as: UTF8.self) }

    /// Types `text` (escape sequences and control characters included, e.g. `"\u{1B}[A"`, `"\u{4}"`).
    func send(_ text: String) throws {
        try send(bytes: Array(text.utf8))
    }

    /// Types raw bytes, e.g. the first half of a UTF-8 character.
    func send(bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Failure.system(call: "write", errorNumber: errno) }
            offset += written
        }
    }

    /// Waits until `text` appears after the previous match; returns the output up to and including it.
    @discardableResult
    func expect(_ text: String, timeout: Duration = .seconds(60)) throws -> String {
        let needle = Array(text.utf8)
        let deadline = ContinuousClock.now + timeout
        while true {
            if let end = find(needle) {
                let seen = String(decoding: transcript[searchStart..<end], as: UTF8.self)
                searchStart = end
                return seen
            }
            let unseen = String(decoding: transcript[searchStart...], as: UTF8.self)
            if outputEnded { throw Failure.exited(waitingFor: text, output: unseen) }
            guard ContinuousClock.now < deadline else {
                throw Failure.timedOut(waitingFor: text, output: unseen)
            }
            pump(until: deadline)
        }
    }

    /// Waits for the program to end: its exit code, or 128 + the signal that killed it.
    func waitForExit(timeout: Duration = .seconds(60)) throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let exitStatus { return exitStatus }
            if reap() { continue }
            guard ContinuousClock.now < deadline else {
                throw Failure.timedOut(waitingFor: "the program to exit", output: output)
            }
            // Keep reading so that a program blocked on a full terminal can finish.
            if outputEnded { usleep(10_000) } else { pump(until: min(deadline, .now + .milliseconds(50))) }
        }
    }

    /// The terminal's settings now (a pseudo-terminal's two sides share them).
    func attributes() -> termios {
        var current = termios()
        _ = tcgetattr(master, &current)
        return current
    }

    /// Resizes the window as a terminal emulator does: the new size, then
    /// SIGWINCH to the program (the kernel sends one too, to the foreground group).
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    /// Sends `signal` to the program.
    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Kills the program if it still runs and collects it.
    func terminate() {
        guard exitStatus == nil else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exitStatus = Self.decode(status)
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard !needle.isEmpty else { return searchStart }
        guard transcript.count - searchStart >= needle.count else { return nil }
        for start in searchStart...(transcript.count - needle.count)
        where transcript[start..<(start + needle.count)].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }

    /// Reads what is available before `deadline`; notes the end of output.
    private func pump(until deadline: ContinuousClock.Instant) {
        let remaining = ContinuousClock.now.duration(to: deadline)
        let milliseconds = max(
            0,
            Int32(
                remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
            ))
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        guard ready > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 {
            transcript += buffer[0..<count]
        } else if count == 0 || errno != EINTR && errno != EAGAIN {
            outputEnded = true  // Linux says EIO once every slave descriptor is closed
        }
    }

    /// True when the program has just been collected.
    private func reap() -> Bool {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        exitStatus = Self.decode(status)
        return true
    }

    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// The C library's pseudo-terminal calls and `POSIX_SPAWN_SETSID`. Swift's Glibc
/// module leaves them out (they need `_XOPEN_SOURCE` / `_GNU_SOURCE`), so on
/// Linux they are looked up by name in the process's own C library.
private enum LibC {
    #if canImport(Glibc)
        /// `POSIX_SPAWN_SETSID` in glibc's <spawn.h> (2.26 and later).
        static let spawnSetsid: Int32 = 0x80

        static let posixOpenpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        static let ptsnameR = function(
            "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)

        private static func function<F>(_ name: String, as type: F.Type) -> F {
            // RTLD_DEFAULT is a null handle in glibc: search every loaded library.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
                fatalError("the C library has no \(name)")
            }
            return unsafeBitCast(symbol, to: type)
        }
    #else
        static let spawnSetsid = Int32(POSIX_SPAWN_SETSID)
        static func posixOpenpt(_ flags: Int32) -> Int32 { posix_openpt(flags) }
        static func grantpt(_ fd: Int32) -> Int32 { Darwin.grantpt(fd) }
        static func unlockpt(_ fd: Int32) -> Int32 { Darwin.unlockpt(fd) }
        static func ptsnameR(_ fd: Int32, _ name: UnsafeMutablePointer<CChar>, _ size: Int) -> Int32 {
            ptsname_r(fd, name, size)
        }
    #endif
}
