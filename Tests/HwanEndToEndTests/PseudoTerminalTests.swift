import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pseudo-terminal helper itself, checked on programs every system has.
@Suite("Pseudo-terminal helper")
struct PseudoTerminalTests {
    @Test("cat on a cooked terminal echoes the typed line, prints it, and ends at ctrl-d")
    func cat() throws {
        let terminal = try PseudoTerminal(executable: "/bin/cat")
        try terminal.send("hello 환율\r")
        try terminal.expect("hello 환율\r\nhello 환율\r\n")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("a shell runs a typed command and exits with the status asked for")
    func shell() throws {
        let terminal = try PseudoTerminal(executable: "/bin/sh", environment: ["PS1": "$ ", "TERM": "xterm"])
        try terminal.expect("$ ")
        try terminal.send("echo $((40+2))\r")
        try terminal.expect("42")
        try terminal.send("exit 3\r")
        #expect(try terminal.waitForExit() == 3)
    }

    @Test("the child owns the terminal as its controlling terminal, at the size asked for")
    func controllingTerminal() throws {
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "stty size; echo via-tty > /dev/tty"], columns: 100,
            rows: 30)
        try terminal.expect("30 100")
        try terminal.expect("via-tty")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("the same text can be awaited twice, and each wait starts after the last match")
    func expectAdvances() throws {
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "echo one; echo two; echo one"])
        let before = try terminal.expect("one")
        try terminal.expect("two")
        let between = try terminal.expect("one")
        #expect(before == "one")
        #expect(between.hasPrefix("\r\n"))
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("waiting for text that never comes fails with what was seen")
    func timeout() throws {
        let terminal = try PseudoTerminal(executable: "/bin/cat")
        try terminal.send("abc\r")
        #expect {
            try terminal.expect("never", timeout: .milliseconds(300))
        } throws: { error in
            String(describing: error).contains("abc")
        }
    }

    @Test("waiting for text after the program ended fails at once instead of timing out")
    func ended() throws {
        let terminal = try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", "echo bye"])
        // The failure must be `.exited` (noticed at the end of output), not `.timedOut`.
        #expect {
            try terminal.expect("never", timeout: .seconds(600))
        } throws: { error in
            if case .exited = error as? PseudoTerminal.Failure { true } else { false }
        }
    }

    @Test("terminate kills a program that would never end")
    func terminate() throws {
        let terminal = try PseudoTerminal(executable: "/bin/cat")
        terminal.terminate()
        #expect(try terminal.waitForExit() == 128 + SIGKILL)
    }
}
