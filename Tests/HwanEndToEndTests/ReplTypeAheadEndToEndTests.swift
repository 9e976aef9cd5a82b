import Foundation
import HwanKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keys typed while the REPL runs a slow line: the terminal stays
/// raw (with ctrl-c still a signal), so they are neither echoed nor edited by
/// the terminal; they wait for the line editor and run after the line's
/// output, ctrl-d included. Every slow line is held by the loopback server
/// until the test has typed its keys (a condition, never a duration).
@Suite("REPL type-ahead during a slow line", .serialized)
struct ReplTypeAheadEndToEndTests {
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A rates answer held at `gate` (each a fresh table, so the conversion uses it).
    static func held(_ gate: LoopbackServer.Gate) -> LoopbackServer.Response {
        let now = Int(Date().timeIntervalSince1970)
        return .init(
            status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now), gate: gate)
    }

    /// The REPL in English against `server`, its prompt drawn.
    static func start(_ server: LoopbackServer) throws -> (PseudoTerminal, String) {
        let home = try temporaryHome("typeahead")
        let terminal = try PseudoTerminal(
            executable: try hwanExecutablePath(), arguments: ["--lang", "en"],
            environment: [
                "HOME": home, "HWAN_CACHE_DIR": home + "/cache", "LANG": "C.UTF-8", "TERM": "xterm",
                "HWAN_BASE_URL": server.baseURL,
            ])
        try terminal.expect("\u{1B}[K")
        return (terminal, home)
    }

    static func sameSettings(_ a: termios, _ b: termios) -> Bool {
        var a = a
        var b = b
        return memcmp(&a, &b, MemoryLayout<termios>.size) == 0
    }

    /// Raw (no line editing, no echo) with ctrl-c and ctrl-z still raising their signals.
    static func rawWithSignals(_ modes: termios) -> Bool {
        modes.c_lflag & tcflag_t(ICANON | ECHO) == 0 && modes.c_lflag & tcflag_t(ISIG) != 0
    }

    @Test(
        "lines typed during a slow refresh are not echoed by the terminal; they run after its output, in order, and a half-typed one waits at the prompt (seeded)"
    )
    func typedLinesRunAfter() throws {
        let gates = (0..<3).map { _ in LoopbackServer.Gate() }
        let server = try LoopbackServer(responses: gates.map(Self.held))
        defer { server.stop() }
        let (terminal, home) = try Self.start(server)
        defer { try? FileManager.default.removeItem(atPath: home) }
        var random = Seeded(state: 18)
        for (round, gate) in gates.enumerated() {
            try terminal.send("refresh\r")
            try terminal.expect("refresh\u{1B}[K")
            #expect(gate.waitUntilHolding(1), "round \(round): no request came")
            #expect(Self.rawWithSignals(terminal.attributes()), "round \(round): not raw with signals")
            // One to three whole lines, each `a op b` with its answer.
            let lines = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                let a = Int.random(in: 2...30, using: &random)
                let b = Int.random(in: 2...30, using: &random)
                return Bool.random(using: &random) ? ("\(a)+\(b)", a + b) : ("\(a)*\(b)", a * b)
            }
            try terminal.send(lines.map { $0.0 + "\r" }.joined())
            gate.open()
            // The refresh's own output, up to the next prompt: the typed keys were not echoed into it.
            let output = try terminal.expect("\r\n\r환> ")
            #expect(output.contains("rates"), "round \(round): \(output.debugDescription)")
            for (line, _) in lines { #expect(!output.contains(line), "round \(round): \(line) echoed raw") }
            for (line, answer) in lines {
                try terminal.expect("환> \(line)\u{1B}[K")
                try terminal.expect("\r\n\(answer)\r\n")
            }
        }
        // A half-typed line waits at the prompt, in the editor, until finished there.
        try terminal.send("refresh\r")
        try terminal.expect("refresh\u{1B}[K")
        try terminal.send("7*")
        try terminal.expect("환> 7*\u{1B}[K")
        try terminal.send("6\r")
        try terminal.expect("\r\n42\r\n")
        try terminal.expect("\u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit(timeout: .seconds(30)) == 0)
        #expect(Self.sameSettings(terminal.attributes(), terminal.initialAttributes))
        #expect(server.requests.count == 4)
    }

    @Test("ctrl-d typed during a slow line ends the REPL once the line has answered, the terminal restored")
    func controlDDuringALine() throws {
        let gate = LoopbackServer.Gate()
        let server = try LoopbackServer(responses: [Self.held(gate)])
        defer { server.stop() }
        let (terminal, home) = try Self.start(server)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.send("100 USD to KRW\r")
        try terminal.expect("100 USD to KRW\u{1B}[K")
        #expect(gate.waitUntilHolding(1), "no request came")
        try terminal.send("\u{4}")
        gate.open()
        try terminal.expect("100 USD = 151,003 KRW")
        #expect(try terminal.waitForExit(timeout: .seconds(30)) == 0)
        #expect(Self.sameSettings(terminal.attributes(), terminal.initialAttributes))
        #expect(!Self.sameSettings(terminal.initialAttributes, termios()))
    }

    @Test(
        "watch from the REPL: the board reads ctrl-c as its quit key, then the REPL is raw again and exits with the terminal restored"
    )
    func boardFromARunningLine() throws {
        let home = try temporaryHome("typeahead")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try offlineREPL(home: home)
        try terminal.send("watch\r")
        try terminal.expect("\u{1B}[?1049h")
        try terminal.expect("KRW")
        // The board's raw mode: ctrl-c is a key (no signal), and it leaves the board, not hwan.
        let board = terminal.attributes()
        #expect(board.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        try terminal.send("\u{3}")
        try terminal.expect("\u{1B}[?25h\u{1B}[?1049l")
        try terminal.expect("\u{1B}[K")
        let editing = terminal.attributes()
        #expect(editing.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0, "the editor's raw mode is back")
        try terminal.send("1+2\r")
        try terminal.expect("\r\n3\r\n")
        try terminal.expect("\u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit(timeout: .seconds(30)) == 0)
        #expect(Self.sameSettings(terminal.attributes(), terminal.initialAttributes))
    }
}
