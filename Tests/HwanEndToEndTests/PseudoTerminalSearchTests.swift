import Foundation
import HwanKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SPEC §1's ctrl-r and alt-b/alt-f in the real REPL on a pseudo-terminal.
@Suite("hwan REPL: ctrl-r search and word moves")
struct PseudoTerminalSearchTests {
    @Test("ctrl-r finds an earlier line, ctrl-r again an older one, enter runs it; esc puts the line back")
    func reverseSearch() throws {
        let home = try temporaryHome("search")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let terminal = try offlineREPL(home: home)
        for (line, answer) in [("2*21", "42"), ("7*6+100", "142"), ("1+1", "2")] {
            try terminal.send(line + "\r")
            try terminal.expect("\r\n\(answer)\r\n")
            try terminal.expect("\u{1B}[K")
        }
        // ctrl-r then `*`: the newest line with a `*`; ctrl-r again: the older one.
        try terminal.send("\u{12}")
        try terminal.expect("(reverse-i-search)'': ")
        try terminal.send("*")
        try terminal.expect("(reverse-i-search)'*': 7*6+100")
        try terminal.send("\u{12}")
        try terminal.expect("(reverse-i-search)'*': 2*21")
        try terminal.send("\r")
        try terminal.expect("\r\n42\r\n")
        try terminal.expect("\u{1B}[K")
        // Esc gives back what was typed before the search.
        try terminal.send("9+")
        try terminal.expect("9+")
        try terminal.send("\u{12}")
        try terminal.expect("(reverse-i-search)")
        try terminal.send("1+")
        try terminal.expect("1+1")
        try terminal.send("\u{1B}")
        try terminal.expect("9+")
        // alt-b to the start of `9+`, type 1: `19+`; alt-f twice to the end, then 1: `19+1`.
        try terminal.send("\u{1B}b1\u{1B}f\u{1B}f1\r")
        try terminal.expect("\r\n20\r\n")
        try terminal.expect("\u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }
}
