import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SPEC §1: the REPL keeps its history under
/// `~/.local/state/hwan/history`, moved there from the cache directory on the
/// first run, so that clearing the cache never loses it.
@Suite("End to end: the REPL's history outlives the cache", .serialized)
struct ReplHistoryPlaceEndToEndTests {
    static func repl(home: String, _ script: (PseudoTerminal) throws -> Void) throws {
        let terminal = try offlineREPL(home: home)
        try script(terminal)
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("the old history is moved on the first run, and survives the cache being cleared")
    func movedAndKept() throws {
        let home = try temporaryHome("state")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let old = home + "/cache/history"
        let new = home + "/.local/state/hwan/history"
        try FileManager.default.createDirectory(atPath: home + "/cache", withIntermediateDirectories: true)
        try Data("6*7\n".utf8).write(to: URL(fileURLWithPath: old))

        try Self.repl(home: home) { terminal in
            // The moved line is the previous entry.
            try terminal.send("\u{1B}[A")
            try terminal.expect("6*7")
            try terminal.send("\r")
            try terminal.expect("\r\n42\r\n")
            try terminal.expect("\u{1B}[K")
            try terminal.send("1+2\r")
            try terminal.expect("\r\n3\r\n")
            try terminal.expect("\u{1B}[K")
        }
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(try String(contentsOfFile: new, encoding: .utf8) == "6*7\n1+2\n")

        // Users clear the cache: the history stays.
        try FileManager.default.removeItem(atPath: home + "/cache")
        try Self.repl(home: home) { terminal in
            try terminal.send("\u{1B}[A")
            try terminal.expect("1+2")
            try terminal.send("\u{1B}[A")
            try terminal.expect("6*7")
            try terminal.send("\u{3}")
            try terminal.expect("\u{1B}[K")
        }
    }
}
