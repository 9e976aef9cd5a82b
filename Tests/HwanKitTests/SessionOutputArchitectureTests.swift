import Foundation
import Testing

/// Session routes a line and returns an outcome; the renderers make text.
/// These tests read Session's sources and fail on JSON building or a look
/// at the output mode there: one place decides how an outcome reads.
@Suite("Session builds no output text")
struct SessionOutputArchitectureTests {
    /// What no Session source may say, and why.
    static let forbidden: [(pattern: String, why: String)] = [
        (#"\bJSON(Writer|Value|Parser)\b"#, "JSON is JSONRenderer's business"),
        (#"\bswitch\s+(self\.)?mode\b"#, "a switch on the output mode belongs to OutcomeRenderer"),
        (#"\bmode\s*[!=]="#, "a test of the output mode belongs to OutcomeRenderer"),
        (
            #"[!=]=\s*(OutputMode)?\.(json|terse|human)\b"#,
            "a test of the output mode belongs to OutcomeRenderer"
        ),
        (
            #"\bcase\s+(OutputMode)?\.(json|terse|human)\b"#,
            "a case of the output mode belongs to OutcomeRenderer"
        ),
        (
            #"\.output\s*(\+=|=|\.append)"#,
            "Session fills a LineOutcome; the renderers fill the reply's lines"
        ),
    ]

    /// The lines of `source` (comments left out) that say something forbidden, with the reason.
    static func violations(in source: String) -> [String] {
        var found: [String] = []
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            for rule in forbidden where code.range(of: rule.pattern, options: .regularExpression) != nil {
                found.append("line \(number + 1): \(rule.why): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    /// Every Swift file of the HwanSession target (and of any folder named
    /// `Session`) but its option parser (`Shell/`), which names the modes the
    /// flags choose: found by walking, so files added or moved there are read too.
    static func sessionFiles() -> [URL] {
        let sources = TestFiles.packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            if url.deletingLastPathComponent().lastPathComponent.hasSuffix("Session")
                || (url.path.contains("/Sources/HwanSession/") && !url.path.contains("/HwanSession/Shell/"))
            {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("Session's sources are found: the router and every command's extension")
    func filesFound() {
        let names = Set(Self.sessionFiles().map(\.lastPathComponent))
        #expect(
            names.isSuperset(of: ["Session.swift", "Session+Calculate.swift", "Session+Rates.swift"]),
            "\(names)")
        #expect(names.count >= 10, "\(names)")
    }

    @Test("no Session source builds JSON, looks at the output mode or writes the reply's lines")
    func noOutputInSession() throws {
        for file in Self.sessionFiles() {
            let source = try String(contentsOf: file, encoding: .utf8)
            let found = Self.violations(in: source)
            #expect(found.isEmpty, "\(file.lastPathComponent):\n\(found.joined(separator: "\n"))")
        }
    }

    @Test("the check catches each kind of output building and passes the code Session has now")
    func checkWorks() {
        let caught = [
            "var writer = JSONWriter()", "switch mode {", "if mode == .json {", "guard mode != .terse else {",
            "if preferences.mode == .human {", "case .json: reply.output.append(x)", "reply.output += lines",
            "reply.output = [text]",
        ]
        for line in caught { #expect(!Self.violations(in: line).isEmpty, "\(line)") }
        let clean = [
            "outcome.result = .rates(board)", "self.mode = preferences.mode", "// switch mode { in a comment",
            "public let mode: OutputMode", "renderer.render(outcome(of: line), into: &reply)",
        ]
        for line in clean { #expect(Self.violations(in: line).isEmpty, "\(line)") }
    }
}
