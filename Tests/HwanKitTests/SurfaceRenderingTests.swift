import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `--help`, the manual page and each completion script name every command
/// and option of the table (SPEC §11), so none of them can fall behind.
@Suite("Help, manual page and completions name everything")
struct SurfaceRenderingTests {
    /// The manual page as a reader sees it: no font changes, and roff's `\-` is a plain `-`.
    static let manualText = ManualPage.render().replacingAll("\\fB", with: "").replacingAll("\\fI", with: "")
        .replacingAll("\\fR", with: "").replacingAll("\\-", with: "-").replacingAll("\\e", with: "\\")

    /// Each place that shows the surface; an enum so that test names show the name, not the text.
    enum Rendering: String, CaseIterable, Sendable {
        case helpEnglish = "--help in English"
        case helpKorean = "--help in Korean"
        case manual = "the manual page"
        case bash = "the bash script"
        case zsh = "the zsh script"
        case fish = "the fish script"

        var text: String {
            switch self {
            case .helpEnglish: HelpText.lines(topic: nil, language: .en)!.joined(separator: "\n")
            case .helpKorean: HelpText.lines(topic: nil, language: .ko)!.joined(separator: "\n")
            case .manual: SurfaceRenderingTests.manualText
            case .bash: CompletionScript.lines(for: .bash).joined(separator: "\n")
            case .zsh: CompletionScript.lines(for: .zsh).joined(separator: "\n")
            case .fish: CompletionScript.lines(for: .fish).joined(separator: "\n")
            }
        }

        var isScript: Bool { self == .bash || self == .zsh || self == .fish }
    }

    /// `--terse` as a whole word: not a part of `--terse-ish`.
    static func names(_ word: String, in text: String) -> Bool {
        let separators = Set(" \t\n'\"()[]|,=:;{}.")
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before =
                range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
            if separators.contains(before) && separators.contains(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    @Test("each rendering names every command word that a shell can carry", arguments: Rendering.allCases)
    func commands(rendering: Rendering) {
        let text = rendering.text
        for command in CommandLineSurface.commands {
            for word in command.words where CompletionVocabulary.isShellSafe(word) {
                #expect(Self.names(word, in: text), "\(rendering.rawValue) lacks \(word)")
            }
        }
    }

    @Test("each rendering names every option spelling", arguments: Rendering.allCases)
    func options(rendering: Rendering) {
        let text = rendering.text
        for option in CommandLineSurface.options {
            for spelling in option.names {
                let bare = rendering == .fish ? String(spelling.drop { $0 == "-" }) : spelling
                #expect(Self.names(bare, in: text), "\(rendering.rawValue) lacks \(spelling)")
            }
        }
    }

    @Test("each rendering offers every closed set of option values", arguments: Rendering.allCases)
    func optionValues(rendering: Rendering) {
        let text = rendering.text
        for option in CommandLineSurface.options {
            for choice in option.choices {
                #expect(Self.names(choice, in: text), "\(rendering.rawValue) lacks \(option.long) \(choice)")
            }
        }
    }

    @Test(
        "--help and the manual page name every environment variable and config key",
        arguments: Rendering.allCases.filter { !$0.isScript })
    func variablesAndKeys(rendering: Rendering) {
        let text = rendering.text
        for variable in CommandLineSurface.environment.flatMap(\.names) {
            #expect(Self.names(variable, in: text), "\(rendering.rawValue) lacks \(variable)")
        }
        for key in ConfigKey.allCases {
            #expect(Self.names(key.rawValue, in: text), "\(rendering.rawValue) lacks the config key \(key)")
        }
    }

    @Test("the manual page has every section, exit status and file, and the Korean command words")
    func manualSections() {
        let page = ManualPage.render()
        for section in [
            ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SH OPTIONS", ".SH ENVIRONMENT",
            ".SH CONFIGURATION", ".SH FILES", ".SH \"EXIT STATUS\"", ".SH EXAMPLES", ".SH 한국어",
        ] {
            #expect(page.contains("\n" + section + "\n"), "\(section)")
        }
        for status in ["0", "1", "2", "64"] { #expect(page.contains(".TP\n\\fB\(status)\\fR\n")) }
        for file in CommandLineSurface.files { #expect(Self.manualText.contains(file.path)) }
        for word in ["은행", "추이", "코인", "시세", "선물", "실시간", "변환", "환전", "송금"] {
            #expect(page.contains("\\fB\(word)\\fR"), "\(word)")
        }
    }

    @Test("no line of the manual page starts with a character roff would read as a request")
    func manualLinesAreSafe() {
        for line in ManualPage.render().split(separator: "\n") where !line.hasPrefix(".") {
            #expect(!line.hasPrefix("'"), "\(line)")
        }
        #expect(!ManualPage.render().contains("\n\n"), "a blank line is a paragraph break in roff")
    }

    @Test("help's columns line up, Hangul counted twice, and a too-wide first cell gets its own line")
    func helpColumns() {
        #expect(
            HelpText.columns([("ab", "x"), ("한글", "y"), ("much-too-wide", "z")], maxWidth: 6) == [
                "  ab    x", "  한글  y", "  much-too-wide", "        z",
            ])
    }

    @Test("help for one command prints its usage line; Korean words find it too")
    func helpTopic() {
        #expect(
            HelpText.lines(topic: "remit", language: .en)
                == ["remit AMOUNT [FROM] TO   (a whole amount from 1 to 10000, e.g. remit 1000 USD KRW)"])
        #expect(HelpText.lines(topic: "송금", language: .en) == HelpText.lines(topic: "remit", language: .en))
        #expect(HelpText.lines(topic: "status", language: .ko) == ["status   환율 출처와 시각"])
        #expect(HelpText.lines(topic: "nonsense", language: .en) == nil)
    }
}

@Suite("README")
struct ReadmeSurfaceTests {
    static let readme =
        (try? String(
            contentsOf: TestFiles.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test("the README's tables name every environment variable, config key and global option")
    func namesEverything() {
        #expect(!Self.readme.isEmpty)
        for variable in CommandLineSurface.environment.flatMap(\.names) {
            #expect(Self.readme.contains("`\(variable)`"), "\(variable)")
        }
        for key in ConfigKey.allCases { #expect(Self.readme.contains("| `\(key.rawValue)` |"), "\(key)") }
        for option in CommandLineSurface.options {
            #expect(Self.readme.contains("`\(option.long)"), "\(option.long)")
        }
    }

    @Test("the README still opens with its two commands, and installs before it uses hwan")
    func order() throws {
        #expect(Self.readme.contains("```sh\nswift run hwan convert 100 USD JPY\nswift test\n```"))
        let install = try #require(Self.readme.range(of: "<!-- install"))
        let firstUse = try #require(Self.readme.range(of: "$ hwan "))
        #expect(install.lowerBound < firstUse.lowerBound)
    }
}
