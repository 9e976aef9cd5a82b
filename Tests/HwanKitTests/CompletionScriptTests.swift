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

/// The completion scripts, run by the shells themselves: bash always (it is
/// required); zsh and fish only as an extra when installed (reported as
/// skipped otherwise, never as passed).
@Suite("Shell completion scripts")
struct CompletionScriptTests {
    static let bash = "/bin/bash"
    static func installed(_ shell: String) -> String? {
        ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `script` with `shell`, returning standard output; standard error goes into the failure text.
    static func run(_ shell: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (output: String, errors: String, status: Int32)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
            .merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self),
            process.terminationStatus
        )
    }

    static func scriptFile(_ shell: CompletionScript.Shell) throws -> String {
        let path = TestFiles.temporaryDirectory() + "/hwan.\(shell.rawValue)"
        try (CompletionScript.lines(for: shell).joined(separator: "\n") + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Words as bash's readline would split the line (`=` is a word break), last one being completed.
    static let bashCases: [(words: [String], expected: [String], absent: [String])] = [
        (["hwan", "con"], ["convert"], []),
        (["hwan", "환"], ["환전", "환율"], ["convert"]),
        (["hwan", "--co"], ["--color"], ["--json"]),
        (["hwan", "-"], ["-t", "--terse", "--json", "--lang", "--bank", "--color", "--version"], []),
        (["hwan", "--color", ""], ["auto", "always", "never"], []),
        (["hwan", "--lang", "=", "k"], ["ko"], ["en"]),
        (["hwan", "--lang", "="], ["ko", "en"], []),
        (["hwan", "--provider", "open"], ["open-er-api", "openexchangerates"], ["exchangerate-api"]),
        (["hwan", "--bank", "d"], ["dunamu"], []),
        (["hwan", "convert", "100", "US"], ["USD"], ["KRW"]),
        (["hwan", "--offline", "100", "jp"], ["JPY"], []),
        (["hwan", "100", "일본"], ["일본엔화"], []),
        (["hwan", "3만", "엔", "to", "원"], ["원", "원화"], []),
        (["hwan", "5", "km", "to", "mi"], ["mi", "mile", "miles"], ["USD"]),
        (["hwan", "34", "평", "to", "m"], ["m", "m2", "meter"], []),
        (["hwan", "units", "길"], ["길이"], []),
        (["hwan", "units", "len"], ["length"], []),
        (["hwan", "completions", ""], ["bash", "zsh", "fish"], []),
        (["hwan", "help", "re"], ["remit", "refresh"], ["rates"]),
        (["hwan", "--lang", "ko", "rates", "EU"], ["EUR"], []),
        (["hwan", "status", ""], [], ["USD"]),
    ]

    @Test("bash: sourcing the script and completing words offers the right candidates", arguments: bashCases)
    func bashCompletes(words: [String], expected: [String], absent: [String]) throws {
        let script = try Self.scriptFile(.bash)
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let program = """
            source \(script) || exit 3
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=()
            _hwan
            printf '%s\\n' "${COMPREPLY[@]}"
            complete -p hwan >&2
            """
        let result = try Self.run(Self.bash, ["-c", program])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("complete -F _hwan hwan"))
        let offered = Set(result.output.split(separator: "\n").map(String.init))
        for word in expected {
            #expect(offered.contains(word), "\(words) offers \(offered.sorted().prefix(20))")
        }
        for word in absent { #expect(!offered.contains(word), "\(words) should not offer \(word)") }
        if expected.isEmpty { #expect(offered.isEmpty, "\(offered.sorted().prefix(20))") }
    }

    @Test("bash: the script passes bash -n")
    func bashSyntax() throws {
        let result = try Self.run(Self.bash, ["-n", try Self.scriptFile(.bash)])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(
        "every script offers currency codes, Korean currency names and unit names",
        arguments: CompletionScript.Shell.allCases)
    func vocabulary(shell: CompletionScript.Shell) {
        let text = CompletionScript.lines(for: shell).joined(separator: "\n")
        for word in [
            "USD", "KRW", "JPY", "일본엔화", "달러", "엔", "km", "miles", "평", "킬로미터", "length", "길이", "bash", "zsh",
            "fish",
        ] {
            #expect(SurfaceRenderingTests.names(word, in: text), "\(shell) lacks \(word)")
        }
    }

    @Test("no offered word needs quoting in any shell")
    func wordsAreShellSafe() {
        let words =
            CompletionVocabulary.currencies + CompletionVocabulary.units + CompletionVocabulary.unitTypes
            + CompletionVocabulary.commands
        #expect(words.count > 500)
        #expect(words.allSatisfy(CompletionVocabulary.isShellSafe))
        #expect(!CompletionVocabulary.isShellSafe("it's"))
        #expect(!CompletionVocabulary.isShellSafe("$HOME"))
        #expect(!CompletionVocabulary.isShellSafe("troy ounce"))
        #expect(!CompletionVocabulary.isShellSafe(":q"))
    }

    @Test("zsh (extra, when installed): the script passes zsh -n", .enabled(if: installed("zsh") != nil))
    func zshSyntax() throws {
        let result = try Self.run(try #require(Self.installed("zsh")), ["-n", try Self.scriptFile(.zsh)])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(
        "fish (extra, when installed): the script parses and completes commands, values and names",
        .enabled(if: installed("fish") != nil))
    func fishCompletes() throws {
        let fish = try #require(Self.installed("fish"))
        let script = try Self.scriptFile(.fish)
        #expect(try Self.run(fish, ["-n", script]).status == 0)
        let program = """
            source \(script)
            complete -C 'hwan con'; echo ---
            complete -C 'hwan --color a'; echo ---
            complete -C 'hwan 100 US'; echo ---
            complete -C 'hwan 100 일본'; echo ---
            complete -C 'hwan completions '
            """
        let result = try Self.run(
            fish, ["--no-config", "-c", program],
            environment: ["XDG_CONFIG_HOME": TestFiles.temporaryDirectory()])
        let parts = result.output.components(separatedBy: "---\n").map {
            Set($0.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
        }
        #expect(parts.count == 5, "\(result.output) \(result.errors)")
        guard parts.count == 5 else { return }
        #expect(parts[0].contains("convert"))
        #expect(parts[1] == ["auto", "always"])
        #expect(parts[2].contains("USD"))
        #expect(parts[3].contains("일본엔화"))
        #expect(parts[4] == ["bash", "zsh", "fish"])
    }

    @Test("the completions command prints the script, and refuses an unknown shell with its usage")
    func command() throws {
        let session = try SessionHarness.session(language: .en)
        let reply = session.execute("completions bash")
        #expect(reply.output == CompletionScript.lines(for: .bash))
        #expect(session.execute("자동완성 FISH").output == CompletionScript.lines(for: .fish))
        let refused = session.execute("completions tcsh")
        #expect(refused.error == "usage: completions bash|zsh|fish   (e.g. source <(hwan completions bash))")
        #expect(session.execute("completions").error == refused.error)
    }
}
