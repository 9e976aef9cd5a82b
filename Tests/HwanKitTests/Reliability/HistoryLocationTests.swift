import Foundation
import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// SPEC §1: the REPL's history under the state
/// directory, moved once from the cache directory, atomically, under its lock.
@Suite("REPL history: its place and the move from the cache")
struct HistoryLocationTests {
    @Test(
        "XDG_STATE_HOME when absolute, else ~/.local/state",
        arguments: [
            (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/hwan/history"),
            (["XDG_STATE_HOME": "/s/", "HOME": "/h"], "/s/hwan/history"),
            (["XDG_STATE_HOME": "relative", "HOME": "/h"], "/h/.local/state/hwan/history"),
            (["HOME": "/h/"], "/h/.local/state/hwan/history"),
            (["XDG_STATE_HOME": ""], nil),
            ([:], nil),
        ] as [([String: String], String?)])
    func location(environment: [String: String], expected: String?) {
        #expect(HistoryFile.location(environment: Environment(environment)) == expected)
    }

    static func paths() -> (old: String, new: String) {
        let dir = TestFiles.temporaryDirectory()
        return (dir + "/cache/history", dir + "/state/hwan/history")
    }

    @Test("the old history moves whole, once; the old file is gone; the next start moves nothing")
    func movesOnce() throws {
        let (old, new) = Self.paths()
        try HistoryFile.save(History(entries: ["1+2", "100 USD to KRW", "3만엔을 원으로"]), to: old)
        #expect(HistoryFile.moveOnce(from: old, to: new) == .moved)
        #expect(HistoryFile.load(from: new).entries == ["1+2", "100 USD to KRW", "3만엔을 원으로"])
        #expect(!FileManager.default.fileExists(atPath: old))
        // An old file that reappears (an older hwan) never overwrites the new history.
        try HistoryFile.save(History(entries: ["old"]), to: old)
        #expect(HistoryFile.moveOnce(from: old, to: new) == .nothing)
        #expect(HistoryFile.load(from: new).entries.last == "3만엔을 원으로")
        var status = stat()
        #expect(stat(new, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test("nothing to move: no old file, or a link in its place (never followed)")
    func nothingToMove() throws {
        let (old, new) = Self.paths()
        #expect(HistoryFile.moveOnce(from: old, to: new) == .nothing)
        #expect(!FileManager.default.fileExists(atPath: new))
        try FileManager.default.createDirectory(
            atPath: (old as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let target = old + "-target"
        try HistoryFile.save(History(entries: ["secret"]), to: target)
        #expect(symlink(target, old) == 0)
        #expect(HistoryFile.moveOnce(from: old, to: new) == .nothing)
        #expect(!FileManager.default.fileExists(atPath: new))
    }

    /// Eight REPLs starting at once, each recording a line as soon as it has
    /// moved: the move happens once and no line is lost.
    @Test("REPLs starting together move it once and lose no line")
    func concurrentStarts() async throws {
        let (old, new) = Self.paths()
        let lines = (0..<50).map { "\($0)*2" }
        try HistoryFile.save(History(entries: lines), to: old)
        let moves = await withTaskGroup(of: HistoryFile.Move.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let move = HistoryFile.moveOnce(from: old, to: new)
                    _ = try? HistoryFile.record("repl \(index)", to: new)
                    return move
                }
            }
            var all: [HistoryFile.Move] = []
            for await move in group { all.append(move) }
            return all
        }
        #expect(moves.filter { $0 == .moved }.count == 1)
        #expect(moves.allSatisfy { $0 != .failed })
        let entries = HistoryFile.load(from: new).entries
        #expect(Array(entries.prefix(50)) == lines)
        #expect(Set(entries.dropFirst(50)) == Set((0..<8).map { "repl \($0)" }))
    }
}
