import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SPEC §10: every signal that ends hwan puts the
/// terminal back first (the REPL and the board), and leaving the board ends
/// every curl it started, killed and reaped.
@Suite("End to end: every way out restores the terminal and ends the requests", .serialized)
struct TerminalEndingsEndToEndTests {
    static func home() throws -> String {
        var template = Array("/tmp/hwan-end-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(cString: try #require(made))
    }

    static func start(_ arguments: [String], home: String, extra: [String: String] = ["HWAN_OFFLINE": "1"])
        throws -> PseudoTerminal
    {
        var environment = [
            "HOME": home, "HWAN_CACHE_DIR": home + "/cache", "LANG": "C.UTF-8", "TERM": "xterm",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        for (key, value) in extra { environment[key] = value }
        return try PseudoTerminal(
            executable: try hwanExecutablePath(), arguments: arguments, environment: environment, columns: 120
        )
    }

    /// Every signal whose default action ends a process and that a program can catch.
    static let ending: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGALRM,
        SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGPOLL, SIGPWR, SIGSYS,
    ]

    @Test(
        "the REPL: each ending signal restores the terminal, then ends hwan by that signal", arguments: ending
    )
    func replRestores(signalNumber: Int32) throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try Self.start([], home: home)
        try terminal.expect("\u{1B}[K")
        #expect(try !terminal.isCooked())
        terminal.signal(signalNumber)
        #expect(try terminal.waitForExit() == 128 + signalNumber)
        #expect(try terminal.isCooked(), "signal \(signalNumber) left the terminal raw")
    }

    @Test("the REPL: SIGPIPE is ignored (a write to a closed pipe fails instead); the REPL goes on")
    func replIgnoresSigpipe() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try Self.start([], home: home)
        try terminal.expect("\u{1B}[K")
        terminal.signal(SIGPIPE)
        try terminal.send("1+2\r")
        try terminal.expect("\r\n3\r\n")
        try terminal.expect("\u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(try terminal.isCooked())
    }

    @Test(
        "the board: each ending signal leaves the screen, restores the settings, then ends hwan by it",
        arguments: [
            SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGPWR, SIGQUIT, SIGSEGV,
            SIGABRT,
        ])
    func boardRestores(signalNumber: Int32) throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try Self.start(["--lang", "en", "watch"], home: home)
        try terminal.expect("\u{1B}[?1049h")
        try terminal.expect("q, Esc")
        terminal.signal(signalNumber)
        try terminal.expect("\u{1B}[?25h\u{1B}[?1049l")
        #expect(try terminal.waitForExit() == 128 + signalNumber)
        var now = terminal.attributes()
        var before = terminal.initialAttributes
        #expect(memcmp(&now, &before, MemoryLayout<termios>.size) == 0, "signal \(signalNumber)")
    }

    /// The curl processes that are children of `pid` (any of its threads), zombies included.
    static func curlChildren(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var children: [pid_t] = []
        for task in tasks {
            let text =
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            children += text.split(separator: " ").compactMap { pid_t($0) }
        }
        return children.filter { child in
            let name = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
            return name.hasPrefix("curl")
        }
    }

    static func waitFor(_ condition: () -> Bool) -> Bool {
        for _ in 0..<6_000 {
            if condition() { return true }
            usleep(10_000)
        }
        return false
    }

    @Test(
        "q during a fetch of watch coins ends every curl it started, killed and reaped, and the REPL goes on")
    func quitEndsCurl() throws {
        let now = Int(Date().timeIntervalSince1970)
        // No exchange answers before the test is over: the requests are under way when q is pressed.
        let slow = LoopbackServer.Response(status: 200, body: Array("{}".utf8), gate: LoopbackServer.Gate())
        let server = try LoopbackServer(routes: [
            (
                "/v6/latest/USD",
                .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now))
            ),
            ("/", slow),
        ])
        defer { server.stop() }
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try Self.start(
            ["--lang", "en"], home: home,
            extra: ["HWAN_MARKET_BASE_URL": server.baseURL, "HWAN_BASE_URL": server.baseURL])
        try terminal.expect("\u{1B}[K")
        try terminal.send("watch coins BTC\r")
        try terminal.expect("\u{1B}[?1049h")
        // Condition, not duration: the exchanges have been asked and their curls are running.
        #expect(
            Self.waitFor { Self.curlChildren(of: terminal.pid).count >= 2 },
            "no curl running: \(server.requests)")
        try terminal.send("q")
        try terminal.expect("\u{1B}[?25h\u{1B}[?1049l")
        // Back at the prompt: by now every curl is gone, not even a zombie is left.
        try terminal.expect("\u{1B}[K")
        #expect(Self.curlChildren(of: terminal.pid).isEmpty, "\(Self.curlChildren(of: terminal.pid))")
        // And requests work again after the board.
        try terminal.send("1+2\r")
        try terminal.expect("\r\n3\r\n")
        // The prompt is drawn once raw mode is back: a ctrl-d typed while the terminal is cooked is lost on the switch.
        try terminal.expect("환> \u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }
}
