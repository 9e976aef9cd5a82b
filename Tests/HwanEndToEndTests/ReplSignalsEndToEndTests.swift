import Foundation
import HwanKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys and signals that must neither quit the REPL nor leave the
/// terminal raw.
@Suite("REPL keys and signals on a terminal", .serialized)
struct ReplSignalsEndToEndTests {
    private func start(_ extra: [String: String] = [:]) throws -> (PseudoTerminal, String) {
        var template = Array("/tmp/hwan-sig-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let home = String(cString: try #require(made))
        let environment = [
            "HOME": home, "HWAN_CACHE_DIR": home + "/cache", "HWAN_OFFLINE": "1", "LANG": "C.UTF-8",
            "TERM": "xterm",
        ].merging(extra) { $1 }
        let terminal = try PseudoTerminal(executable: try hwanExecutablePath(), environment: environment)
        try terminal.expect("\u{1B}[K")  // the prompt is drawn
        return (terminal, home)
    }

    /// The process state letter from /proc (T: stopped).
    private func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].first
    }

    /// Polls `what` until it holds, for at most a minute (a bound that only a failing run reaches).
    private func waitFor(_ what: () -> Bool) -> Bool {
        for _ in 0..<6_000 {
            if what() { return true }
            usleep(10_000)
        }
        return false
    }

    /// hwan's pid among `shell`'s children.
    private func child(of shell: pid_t) -> pid_t? {
        let text = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return text?.split(separator: " ").first.flatMap { pid_t($0) }
    }

    @Test("ctrl-z at the prompt stops hwan as job control expects; fg brings the REPL back in raw mode")
    func suspendAndContinue() throws {
        var template = Array("/tmp/hwan-sig-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let home = String(cString: try #require(made))
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Stop signals are dropped for a session leader, so hwan runs as a job of a shell, as a user runs it.
        let terminal = try PseudoTerminal(
            executable: "/bin/bash", arguments: ["--norc", "--noprofile", "--noediting", "-i"],
            environment: [
                "HOME": home, "HWAN_CACHE_DIR": home + "/cache", "HWAN_OFFLINE": "1", "LANG": "C.UTF-8",
                "TERM": "xterm", "PS1": "shell$ ", "PATH": "/usr/bin:/bin",
            ])
        try terminal.expect("shell$ ")
        try terminal.send("'\(try hwanExecutablePath())'\r")
        try terminal.expect("환> \u{1B}[K")
        let hwan = try #require(waitFor { child(of: terminal.pid) != nil } ? child(of: terminal.pid) : nil)
        #expect(try !terminal.isCooked())
        try terminal.send("\u{1A}")
        #expect(waitFor { state(of: hwan) == "T" }, "hwan did not stop on ctrl-z")
        // (Whether hwan put the terminal back cannot be seen here: bash restores its own modes for a stopped job.)
        try terminal.send("fg\r")
        #expect(waitFor { (try? terminal.isCooked()) == false }, "raw mode did not come back")
        try terminal.send("1+2\r")
        try terminal.expect("\r\n3\r\n")
        // Back at the prompt (a ctrl-d typed earlier would wait for it too: ReplTypeAheadEndToEndTests).
        try terminal.expect("환> \u{1B}[K")
        try terminal.send("\u{4}")
        try terminal.expect("shell$ ")
        try terminal.send("exit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test(
        "a crash signal while editing restores the terminal before hwan dies",
        arguments: [SIGSEGV, SIGABRT, SIGILL])
    func crashRestores(signalNumber: Int32) throws {
        let (terminal, home) = try start()
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(try !terminal.isCooked())
        kill(terminal.pid, signalNumber)
        #expect(try terminal.waitForExit() == 128 + signalNumber)
        #expect(try terminal.isCooked(), "signal \(signalNumber) left the terminal raw")
    }

    @Test(
        "ctrl-c during a slow fetch cancels that line at once; the REPL answers from the bundled table and goes on"
    )
    func interruptFetch() throws {
        // The answer is held until the test ends: only ctrl-c (or the 5-second budget) ends the fetch.
        let never = LoopbackServer.Gate()
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Array("{}".utf8), gate: never)
        ])
        defer { server.stop() }
        let (terminal, home) = try start(["HWAN_OFFLINE": "", "HWAN_BASE_URL": server.baseURL])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.send("100 USD to KRW\r")
        try terminal.expect("100 USD to KRW\u{1B}[K")
        #expect(never.waitUntilHolding(1), "no request was made")
        // While the line runs, ctrl-c is still a signal (the terminal is raw, with ISIG).
        #expect(terminal.attributes().c_lflag & tcflag_t(ISIG) != 0)
        try terminal.send("\u{3}")
        let answer = try terminal.expect("환> \u{1B}[K")
        // Cancelled by the key, not ended by the budget ("no answer within 5 s").
        #expect(answer.contains("cancelled"))
        #expect(!answer.contains("no answer within"))
        #expect(answer.contains("100 USD = "))
        #expect(answer.contains(" KRW"))
        try terminal.send("1+2\r")
        try terminal.expect("\r\n3\r\n")
        // Back at the prompt (a ctrl-d typed earlier would wait for it too: ReplTypeAheadEndToEndTests).
        try terminal.expect("환> \u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }
}
