import HwanKit

/// The terminal on standard input and output, switched to raw mode while hwan
/// reads keys itself (`Mode`) and put back as it was on every way out: `leaveRawMode()`, the
/// process's normal end (`atexit`), and every signal whose default action
/// ends the process (`endingSignals`: SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, ... and the
/// crash signals SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP (a Swift
/// trap) and SIGSYS): restore, then die of the same signal. SIGPIPE is
/// ignored (a write to a closed pipe fails with EPIPE instead, as curl's
/// pipes need anyway). SIGTSTP restores it before the process stops and raw
/// mode comes back when it continues. While the REPL runs a line, SIGINT only
/// cancels that line (`Interrupt`).
///
/// Raw mode is `cfmakeraw` minus the output flags: `OPOST` and `ONLCR` stay
/// on, so `\n` written while raw still returns the carriage.
enum Terminal {
    /// How the terminal is set.
    enum Mode: Equatable {
        /// As hwan found it (cooked, usually).
        case original
        /// Raw: every key reaches hwan as bytes, ctrl-c and ctrl-z included (the line editor, the board).
        case raw
        /// Raw, but ctrl-c, ctrl-z and ctrl-\ still raise their signals: while the REPL
        /// runs a line. Keys typed meanwhile are neither echoed nor edited by the
        /// terminal: they wait, as typed (ctrl-d included), for the line editor.
        case rawWithSignals
    }

    // Touched by the signal handlers, which cannot capture context. They are
    // written before any handler is installed and only from the main thread.
    nonisolated(unsafe) private static var original = termios()
    /// The settings of `mode` now in force (the SIGTSTP handler sets them again on `fg`).
    nonisolated(unsafe) private static var applied = termios()
    nonisolated(unsafe) private static var isRaw = false
    nonisolated(unsafe) private(set) static var mode = Mode.original
    nonisolated(unsafe) private static var handlersInstalled = false
    /// Set while the board shows the alternate screen: a crash signal leaves it too.
    nonisolated(unsafe) static var alternateScreen = false

    /// Signals that end the process unless handled, that a handler can catch.
    static let endingSignals: [Int32] = {
        var numbers = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
            SIGPOLL, SIGSYS,
        ]
        #if os(Linux)
            numbers += [SIGSTKFLT, SIGPWR]
        #endif
        return numbers + crashSignals
    }()

    /// Signals of a fault in the process itself: handled at once, in the handler.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Columns of the terminal, 80 when it does not say.
    static var width: Int {
        var size = winsize()
        for fd: Int32 in [1, 0] where ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }

    /// Columns and rows of the terminal on standard output (then input), 80 x 24 when it does not say.
    static var size: (columns: Int, rows: Int) {
        var size = winsize()
        for fd: Int32 in [1, 0] where ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : 24)
        }
        return (80, 24)
    }

    /// False when standard input is not a terminal; nothing is changed then.
    @discardableResult
    static func enterRawMode() -> Bool {
        set(.raw)
    }

    /// Puts back the settings found when raw mode was entered from the original mode.
    static func leaveRawMode() {
        set(.original)
    }

    /// Switches to `wanted`; from the original mode, the settings found are kept
    /// to be put back. Input already typed stays queued (`TCSADRAIN`). False when
    /// standard input is not a terminal or refuses the settings; nothing is changed then.
    @discardableResult
    static func set(_ wanted: Mode) -> Bool {
        if wanted == mode { return true }
        if wanted == .original {
            _ = tcsetattr(0, TCSADRAIN, &original)
            isRaw = false
            mode = .original
            return true
        }
        if mode == .original {
            var current = termios()
            guard tcgetattr(0, &current) == 0 else { return false }
            original = current
        }
        var settings = rawSettings(from: original)
        if wanted == .rawWithSignals { settings.c_lflag |= tcflag_t(ISIG) }
        installHandlers()
        guard tcsetattr(0, TCSADRAIN, &settings) == 0 else { return false }
        applied = settings
        isRaw = true
        mode = wanted
        return true
    }

    private static func rawSettings(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_oflag |= tcflag_t(OPOST | ONLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// The next bytes typed (at least one); nil at the end of input or on an error.
    static func readInput() -> [UInt8]? {
        var buffer: [UInt8] = []
        guard let count = try? POSIXIO.readSome(0, appendingTo: &buffer, maximum: 1024), count > 0 else {
            return nil
        }
        return buffer
    }

    /// Writes all of `text` to `fd` (1 standard output, 2 standard error), unbuffered.
    static func output(_ text: String, to fd: Int32 = 1) {
        try? POSIXIO.writeAll(fd, text.utf8)
    }

    /// Ctrl-z at the prompt: the terminal as it was, the process stopped as the
    /// shell's job control expects, and raw mode again once `fg` continues it.
    static func suspend() {
        let was = mode
        set(.original)
        raise(SIGTSTP)
        set(was)
    }

    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        atexit { Terminal.leaveRawMode() }
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in endingSignals {
            signal(signalNumber) { received in
                if received == SIGINT, Interrupt.take() { return }
                if Terminal.alternateScreen {
                    // `BoardScreen.leaveScreen`: attributes reset, cursor shown, main screen back.
                    let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
                    _ = write(1, leave.utf8Start, leave.utf8CodeUnitCount)
                }
                if Terminal.isRaw { _ = tcsetattr(0, TCSANOW, &Terminal.original) }
                signal(received, SIG_DFL)
                raise(received)  // delivered when this handler returns: the process ends as it would have
            }
        }
        installStopHandler()
    }

    private static func installStopHandler() {
        signal(SIGTSTP) { _ in
            let wasRaw = Terminal.isRaw
            if wasRaw { _ = tcsetattr(0, TCSANOW, &Terminal.original) }
            signal(SIGTSTP, SIG_DFL)
            var stop = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            // Unblocked, the default action (stop) happens at once; `fg` continues here.
            sigprocmask(SIG_UNBLOCK, &stop, nil)
            raise(SIGTSTP)
            if wasRaw { _ = tcsetattr(0, TCSANOW, &Terminal.applied) }
            Terminal.installStopHandler()
        }
    }
}
