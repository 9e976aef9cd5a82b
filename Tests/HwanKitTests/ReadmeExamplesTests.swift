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

/// Every example the README teaches runs.
@Suite("README examples")
struct ReadmeExamplesTests {
    /// The lines of the README's `$ hwan ...` examples that are one command each
    /// (the REPL and batch lines are checked end to end elsewhere).
    static func examples() throws -> [String] {
        let readme = try String(
            contentsOf: TestFiles.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var lines: [String] = []
        for raw in readme.split(separator: "\n") where raw.hasPrefix("$ hwan ") {
            let command = raw.split(separator: "#", maxSplits: 1)[0]
            for part in command.components(separatedBy: " ; ") {
                var words = part.trimmingCharacters(in: .whitespaces)
                if words.hasPrefix("$ ") { words.removeFirst(2) }
                guard words.hasPrefix("hwan "), !words.contains("<") else { continue }
                let line = String(words.dropFirst(5)).replacingOccurrences(of: "'", with: "")
                if !line.hasPrefix("-") { lines.append(line) }
            }
        }
        return lines
    }

    @Test("every one-command example of the README succeeds")
    func examplesRun() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 15)
        // `refresh` needs the network; the end-to-end tests run it against a loopback server.
        // `watch` needs a terminal; the pseudo-terminal tests run it (WatchBoardEndToEndTests).
        // `history` needs stored tables: HistoryCommandTests and the end-to-end tests run it with some.
        // `coins` needs the exchanges: CoinsGoldenTests run it against their saved bodies.
        // `csv` reads a file from the shell: CSVEndToEndTests run it.
        let elsewhere = ["watch", "history", "coins", "futures", "csv"]
        for line in examples where line != "refresh" && !elsewhere.contains(where: { line.hasPrefix($0) }) {
            let reply = try SessionHarness.session(language: .ko, sharedCache: true).execute(line)
            #expect(reply.status == .success, "\(line): \(reply.error ?? "")")
            #expect(!reply.output.isEmpty, "\(line)")
        }
    }
}
