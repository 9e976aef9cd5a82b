import Testing

@testable import HwanKit
@testable import HwanSession

/// Random definitions files and random lines over them: every line gives an
/// answer or an error with a message, and none crashes or hangs (seeded, so a
/// failure replays).
@Suite("Definitions and lines at random")
struct NamesFuzzTests {
    static let names = ["aa", "bb", "cc", "smoot", "vat", "area", "평당가", "price", "km", "USD", "x", "f"]
    static let pieces = [
        "1", "2.5", "3만", "km", "m", "USD", "원", "평", "+", "-", "*", "/", "^", "(", ")", ",", "to", "=", "#",
        "2026-12-25", "오늘", "일", "days", "까지", "D-", "100", " ", "\u{7}", "é", "",
    ]

    static func fragment(_ generator: inout SeededGenerator, words: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...words, using: &generator) {
            text +=
                Bool.random(using: &generator)
                ? names.randomElement(using: &generator)! : pieces.randomElement(using: &generator)!
            if Bool.random(using: &generator) { text += " " }
        }
        return text
    }

    static func file(_ generator: inout SeededGenerator) -> String {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let name = names.randomElement(using: &generator)!
            switch Int.random(in: 0...4, using: &generator) {
            case 0: lines.append("\(name) = \(fragment(&generator, words: 5))")
            case 1: lines.append("\(name)(x) = x * \(fragment(&generator, words: 3))")
            case 2: lines.append("\(name)(x, y) = x + y \(fragment(&generator, words: 2))")
            case 3: lines.append("\(name), 별\(name) = \(fragment(&generator, words: 4))")
            default: lines.append(fragment(&generator, words: 6))
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("150 random files, 15 random lines each: an answer or an error, never a crash")
    func randomFilesAndLines() throws {
        var generator = SeededGenerator(seed: 0x35)
        for round in 0..<150 {
            let text = Self.file(&generator)
            let session = try SessionHarness.session(
                language: round % 2 == 0 ? .ko : .en, mode: .terse, sharedCache: true)
            session.definitionsLoader = { DefinitionsFile.parse(text, path: "p") }
            for _ in 0..<15 {
                var line = Self.fragment(&generator, words: 7)
                if Int.random(in: 0...3, using: &generator) == 0 {
                    line = Self.names.randomElement(using: &generator)! + " = " + line
                }
                let reply = session.execute(line)
                if reply.status == .success {
                    continue
                }
                // A failing line says why (an error, or the file's problems as notices).
                #expect(
                    reply.error.map { !$0.isEmpty } ?? !reply.notices.isEmpty, "file:\n\(text)\nline: \(line)"
                )
            }
        }
    }

    @Test("definitions that use each other many times over are cut off with a message")
    func explosive() throws {
        var text = "d0 = 1 + 1\n"
        for i in 1...40 { text += "d\(i) = d\(i - 1) + d\(i - 1)\n" }
        let file = DefinitionsFile.parse(text, path: "p")
        #expect(!file.problems.isEmpty)
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        session.definitionsLoader = { file }
        let reply = session.execute("d5")
        #expect(reply.output == ["64"])
        let deep = session.execute("d40 + 1")
        #expect(deep.status != .success)
    }
}
