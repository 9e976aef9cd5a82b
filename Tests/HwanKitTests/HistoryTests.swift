import Foundation
import HwanKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under the system's temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> String {
    var template = Array("/tmp/hwan-history-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return try #require(made.map { String(cString: $0) })
}

func removeTree(_ path: String) {
    _ = try? FileManager.default.removeItem(atPath: path)
}

private func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

private func permissions(_ path: String) -> mode_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o777 : nil
}

private func readFile(_ path: String) throws -> String {
    try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

@Suite("History")
struct HistoryTests {
    @Test("blank lines and a repeat of the newest entry are not added")
    func adding() {
        var history = History()
        let added = ["1+2", "1+2", "  ", "", "2*3", "1+2"].map { history.add($0) }
        #expect(added == [true, false, false, false, true, true])
        #expect(history.entries == ["1+2", "2*3", "1+2"])
    }

    @Test("only the newest entries up to the limit are kept")
    func limit() {
        var history = History(entries: (1...5).map(String.init), limit: 3)
        #expect(history.entries == ["3", "4", "5"])
        history.add("6")
        #expect(history.entries == ["4", "5", "6"])
        var big = History()
        for number in 1...1005 { big.add("\(number)") }
        #expect(big.entries.count == 1000 && big.entries.first == "6" && big.entries.last == "1005")
    }

    @Test("the file round-trips entries, Korean included, and creates missing directories")
    func roundTrip() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        let path = root + "/cache/hwan/history"
        let history = History(entries: ["1+2", "3만 엔 to 원", "100 usd -> krw"])
        try HistoryFile.save(history, to: path)
        #expect(try readFile(path) == "1+2\n3만 엔 to 원\n100 usd -> krw\n")
        #expect(HistoryFile.load(from: path) == history)
        #expect(permissions(path) == 0o600)
        #expect(permissions(root + "/cache/hwan") == 0o700)
    }

    @Test("saving leaves no temporary file and replaces the previous content")
    func atomicReplace() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        let path = root + "/history"
        try HistoryFile.save(History(entries: ["old"]), to: path)
        try HistoryFile.save(History(entries: ["old", "new"]), to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["history"])
        #expect(try readFile(path) == "old\nnew\n")
    }

    // Root writes into read-only directories, so this one needs an ordinary user.
    @Test(
        "a failed save throws, names the path, and leaves the old file as it was", .enabled(if: getuid() != 0)
    )
    func failedSave() throws {
        let root = try makeTemporaryDirectory()
        defer {
            chmod(root, 0o700)
            removeTree(root)
        }
        let path = root + "/history"
        try HistoryFile.save(History(entries: ["kept"]), to: path)
        #expect(chmod(root, 0o500) == 0)
        let error = #expect(throws: HistoryFileError.self) {
            try HistoryFile.save(History(entries: ["kept", "lost"]), to: path)
        }
        #expect(error?.errorNumber == EACCES)
        #expect(error?.message(in: .en).contains(path) == true)
        #expect(error?.message(in: .ko).contains("권한이 없습니다") == true)
        #expect(try readFile(path) == "kept\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["history"])
    }

    @Test("a save that cannot rename removes its temporary file and leaves what was there")
    func failedRename() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        let path = root + "/history"
        #expect(mkdir(path, 0o700) == 0)
        try writeFile(path + "/inside", Array("kept".utf8))
        let error = #expect(throws: HistoryFileError.self) {
            try HistoryFile.save(History(entries: ["lost"]), to: path)
        }
        #expect(error?.errorNumber == EISDIR)
        #expect(error?.message(in: .ko).contains("같은 이름의 디렉터리가 있습니다") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["history"])
        #expect(try readFile(path + "/inside") == "kept")
    }

    @Test("a save where a file blocks the directory reports it instead of crashing")
    func blockedDirectory() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        try writeFile(root + "/cache", Array("not a directory".utf8))
        let error = #expect(throws: HistoryFileError.self) {
            try HistoryFile.save(History(entries: ["x"]), to: root + "/cache/history")
        }
        #expect(error?.errorNumber == ENOTDIR)
    }

    @Test(
        "loading skips damaged lines and never fails",
        arguments: [
            ([0x31, 0x2B, 0x32, 0x0A, 0xFF, 0xFE, 0x0A, 0x33, 0x0D, 0x0A], ["1+2", "3"]),
            (Array("a\n\n  \nb\u{1}c\nd".utf8), ["a", "d"]),
            ([0x00, 0x00, 0x00], []),
            (Array("원화\n".utf8), ["원화"]),
        ] as [([UInt8], [String])])
    func damaged(bytes: [UInt8], expected: [String]) throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        try writeFile(root + "/history", bytes)
        #expect(HistoryFile.load(from: root + "/history").entries == expected)
    }

    @Test("a missing file, a directory or an unreadable file loads as an empty history")
    func unreadable() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        #expect(HistoryFile.load(from: root + "/missing").entries.isEmpty)
        #expect(HistoryFile.load(from: root).entries.isEmpty)
        #expect(mkfifo(root + "/fifo", 0o600) == 0)
        #expect(HistoryFile.load(from: root + "/fifo").entries.isEmpty)
        if getuid() != 0 {
            try writeFile(root + "/secret", Array("x\n".utf8))
            chmod(root + "/secret", 0)
            #expect(HistoryFile.load(from: root + "/secret").entries.isEmpty)
        }
    }

    @Test("a file over the read bound is read from its end, from the first whole line")
    func overTheBound() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        // 13-byte lines: the 4 MiB bound falls inside a line.
        let count = 330_000
        let lines = (0..<count).map { "e" + String(1_000_000 + $0) + "abcd" }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        #expect(bytes.count > 4 << 20)
        try writeFile(root + "/history", bytes)
        let loaded = HistoryFile.load(from: root + "/history", limit: count).entries
        // Every line that lies whole in the last 4 MiB, and no piece of the one before.
        let start = bytes.count - (4 << 20)
        let firstWhole = start / 13 + 1
        #expect(loaded == Array(lines[firstWhole...]))
    }

    @Test("a history that is a symbolic link is not followed, like every file hwan reads")
    func link() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        try writeFile(root + "/real", Array("1+1\n".utf8))
        #expect(symlink(root + "/real", root + "/history") == 0)
        #expect(HistoryFile.load(from: root + "/history").entries.isEmpty)
    }

    @Test("a long file keeps its newest lines only")
    func longFile() throws {
        let root = try makeTemporaryDirectory()
        defer { removeTree(root) }
        let lines = (1...1500).map { "line \($0)" }
        try writeFile(root + "/history", Array((lines.joined(separator: "\n") + "\n").utf8))
        let history = HistoryFile.load(from: root + "/history")
        #expect(history.entries == Array(lines.suffix(1000)))
    }
}

@Suite("History file shared by REPLs side by side")
struct SharedHistoryFileTests {
    @Test("two writers adding 60 lines each at the same time lose none of the 120")
    func concurrentWriters() async throws {
        let path = TestFiles.temporaryDirectory() + "/history"
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    for line in 0..<60 {
                        _ = try? HistoryFile.record("\(writer)-\(line) USD to KRW", to: path)
                    }
                }
            }
        }
        let entries = HistoryFile.load(from: path).entries
        #expect(entries.count == 120)
        #expect(Set(entries).count == 120)
        // Each writer's lines keep their order.
        for writer in 0..<2 {
            let mine = entries.filter { $0.hasPrefix("\(writer)-") }
            #expect(mine == (0..<60).map { "\(writer)-\($0) USD to KRW" })
        }
    }

    @Test("a line equal to the last one is not recorded twice")
    func duplicate() throws {
        let path = TestFiles.temporaryDirectory() + "/history"
        #expect(try HistoryFile.record("1+1", to: path))
        #expect(try !HistoryFile.record("1+1", to: path))
        #expect(HistoryFile.load(from: path).entries == ["1+1"])
    }
}
