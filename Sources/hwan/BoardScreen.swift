import HwanKit

/// The live board on the terminal (SPEC §10): the alternate screen with the
/// cursor hidden, the frame redrawn in place at every new second (cursor
/// home, each line overwritten and cleared to its end: no flicker), the data
/// fetched on `BoardFetcher`'s thread, and the terminal put back exactly as
/// it was — termios, cursor, main screen — on `q`, Esc, ctrl-c or ctrl-d, and
/// on every signal that ends a process (SIGTERM, SIGHUP, SIGINT, SIGQUIT,
/// SIGUSR1, SIGALRM, SIGXCPU...: restored, then the process dies of the same
/// signal; a crash signal restores from `Terminal`'s handler). SIGWINCH
/// redraws at the new size at once.
///
/// Signals only write their number to a pipe the drawing loop polls, so all
/// the restoring happens in ordinary code.
enum BoardScreen {
    /// The pipe's write end, for the signal handlers (which cannot capture).
    nonisolated(unsafe) private static var wakeWriteFD: Int32 = -1

    static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    static let leaveScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// The signals that end the board through its loop (every ending signal but
    /// the crash signals, which `Terminal` handles at once, leaving the screen too).
    static let endingSignals = Terminal.endingSignals.filter { !Terminal.crashSignals.contains($0) }
    static let handledSignals: [Int32] = [SIGWINCH] + endingSignals

    /// Shows `source` until the user leaves; `.success` then. A signal that
    /// ends the board ends the process too, after the terminal is restored.
    static func run(
        source: any BoardSource, kind: BoardKind, language: Language, palette: Palette,
        clock: @escaping @Sendable () -> Int64
    ) -> ExitStatus {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return .dataUnavailable }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        let (wakeRead, wakeWrite) = (fds[0], fds[1])
        wakeWriteFD = wakeWrite
        // The write end is the fetching thread's to close, when it ends (it may still be
        // writing a last byte after the board is left); the read end is closed here.
        defer { close(wakeRead) }

        // From the REPL the terminal is already raw (with signals, while the line runs): back to that after.
        let modeBefore = Terminal.mode
        let keys = Terminal.inputIsTerminal && Terminal.set(.raw)
        let previous = installSignalHandlers()
        Terminal.output(enterScreen)
        Terminal.alternateScreen = true

        let fetcher = BoardFetcher(source: source, clock: clock, wakeFD: wakeWrite)
        let threaded = fetcher.start()
        var size = Terminal.size
        var drawnSecond: Int64?
        var endingSignal: Int32?
        var keyReader = QuitKeys()

        func draw() {
            let now = clock()
            drawnSecond = now
            let frame = BoardFrame(
                kind: kind, width: size.columns, height: size.rows, language: language, palette: palette,
                now: now, fetching: fetcher.busy.load(ordering: .relaxed))
            let panel = source.panel(width: size.columns, language: language, palette: palette, now: now)
            Terminal.output(
                "\u{1B}[H" + frame.lines(panel).joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J")
        }

        draw()
        loop: while true {
            if !threaded { fetcher.updateIfDue(lastStart: drawnSecond.map { $0 - 1 }) }
            var polled = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if keys { polled.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&polled, nfds_t(polled.count), millisecondsToNextSecond())

            if polled[0].revents & Int16(POLLIN) != 0 {
                var resized = false
                for byte in drainWakePipe(wakeRead) {
                    switch Int32(byte) {
                    case SIGWINCH: resized = true
                    case let number where endingSignals.contains(number):
                        endingSignal = number
                        break loop
                    default: break  // a fetch started or ended: redrawn below
                    }
                }
                if resized {
                    size = Terminal.size
                    Terminal.output("\u{1B}[H\u{1B}[2J")
                }
                draw()
            }
            if keys, polled.count > 1, polled[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                guard let bytes = Terminal.readInput(), !keyReader.quits(after: bytes) else { break loop }
            }
            if clock() != drawnSecond { draw() }
        }

        fetcher.stop()
        if threaded { endFetching(fetcher) }
        if !threaded { close(wakeWrite) }
        Terminal.output(leaveScreen)
        Terminal.alternateScreen = false
        if keys { Terminal.set(modeBefore) }
        restoreSignalHandlers(previous)
        wakeWriteFD = -1
        if let endingSignal {
            signal(endingSignal, SIG_DFL)
            raise(endingSignal)
        }
        return .success
    }

    /// The keys that leave the board, read with the line editor's `KeyDecoder`
    /// so that an arrow key (`ESC [ A`) is one key: `q`, `Q`, ctrl-c, ctrl-d,
    /// and Esc pressed alone — an ESC after which nothing comes for 50 ms,
    /// wherever it falls in a read (`ESC [ A ESC` is up, then Esc).
    struct QuitKeys {
        private var decoder = KeyDecoder()

        mutating func quits(after bytes: [UInt8]) -> Bool {
            let keys = decoder.decode(bytes)
            if keys.contains(where: Self.isQuit) { return true }
            guard decoder.hasPendingInput else { return false }
            var next = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            if poll(&next, 1, 50) > 0, let more = Terminal.readInput() { return quits(after: more) }
            // Silence after an unfinished sequence: a lone Esc if that is how it ended.
            decoder = KeyDecoder()
            return bytes.last == 0x1B
        }

        static func isQuit(_ key: Key) -> Bool {
            switch key {
            case .character(let character): character == "q" || character == "Q"
            case .control(let letter): letter == "c" || letter == "d"
            case .escape: true
            case .enter, .tab, .backspace, .delete, .left, .right, .up, .down, .home, .end, .wordLeft,
                .wordRight,
                .ignored:
                false
            }
        }
    }

    /// Leaving ends every request the board started (SPEC §10): each curl is
    /// killed, and the fetching thread, whose requests then end at once as
    /// cancelled, reaps them and leaves its loop; this waits for both (a
    /// bounded wait on a condition, not a delay), then lets requests run again.
    private static func endFetching(_ fetcher: BoardFetcher) {
        Children.endAll()
        defer { Children.resume() }
        let deadline = monotonicSeconds() + 2
        while !fetcher.ended.load(ordering: .acquiring) || Children.count > 0 {
            guard monotonicSeconds() < deadline else { return }
            Children.endAll()
            usleep(5_000)
        }
    }

    private static func millisecondsToNextSecond() -> Int32 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int32(max(1, 1000 - spec.tv_nsec / 1_000_000))
    }

    private static func drainWakePipe(_ fd: Int32) -> [UInt8] {
        var all: [UInt8] = []
        // Non-blocking: EAGAIN (thrown) or the end of input ends the drain.
        while let count = try? POSIXIO.readSome(fd, appendingTo: &all, maximum: 64), count > 0 {}
        return all
    }

    private static func installSignalHandlers() -> [(Int32, sigaction)] {
        handledSignals.map { number in
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(BoardScreen.wakeWriteFD, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(number, &action, &old)
            return (number, old)
        }
    }

    private static func restoreSignalHandlers(_ saved: [(Int32, sigaction)]) {
        for (number, old) in saved {
            var action = old
            sigaction(number, &action, nil)
        }
    }
}
