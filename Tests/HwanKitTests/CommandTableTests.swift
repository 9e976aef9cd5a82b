import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// One command table. Every row of
/// `CommandLineSurface.commands` is routed, by each of its words (Korean ones
/// included), to its own command; the router routes nothing the table lacks;
/// help, `help COMMAND`, the manual page and every completion script name it.
@Suite("One command table: router, help, manual page, completions")
struct CommandTableTests {
    /// The command a routed line is, as the table names it; nil for a grammar line.
    /// Exhaustive: a new `Command` case must say which row it belongs to.
    static func id(of command: Command) -> CommandID? {
        switch command {
        case .calculate, .empty: nil
        case .convert: .convert
        case .remit: .remit
        case .rates: .rates
        case .bank: .bank
        case .exchange: .exchange
        case .history: .history
        case .status: .status
        case .refresh: .refresh
        case .currencies: .currencies
        case .units: .units
        case .vars: .vars
        case .coins: .coins
        case .futures: .futures
        case .help: .help
        case .completions: .completions
        case .watch: .watch
        case .csv: .csv
        case .quit: .quit
        }
    }

    /// Words a command needs after it to be itself (a bare `convert` is a usage error).
    static func arguments(of id: CommandID) -> String {
        switch id {
        case .convert: " 1 USD KRW"
        case .exchange: " 100 USD KRW"
        case .completions: " bash"
        case .remit, .rates, .status, .refresh, .currencies, .units, .vars, .bank, .history, .coins, .futures,
            .watch, .csv,
            .help, .quit:
            ""
        }
    }

    @Test("the table has one row per command, in the order help lists them")
    func oneRowEach() {
        #expect(CommandLineSurface.commands.map(\.id) == CommandID.allCases)
    }

    @Test(
        "every word of every row routes to that row's command, in any letter case",
        arguments: CommandID.allCases)
    func everyWordRoutes(id: CommandID) throws {
        let row = try #require(CommandLineSurface.commands.first { $0.id == id })
        for word in row.words {
            for spelling in Set([word, word.uppercased()]) {
                let routed = try Command.parse(spelling + Self.arguments(of: id))
                #expect(Self.id(of: routed) == id, "\(spelling) → \(routed)")
            }
        }
    }

    /// The router's shortcut: a line starting with an ASCII non-letter that no
    /// command word starts with is a calculation, never looked up.
    @Test("lines that start with a digit, a bracket or a sign no command word starts with are calculations")
    func nonLetterHeadsCalculate() throws {
        let words = CommandLineSurface.commands.flatMap(\.words)
        let commandHeads = Set(words.compactMap(\.unicodeScalars.first))
        var generator = SeededGenerator(seed: 18)
        let heads = Array("0123456789(+-.$₩€£¥#*/=?!:'\",_[{~").filter {
            !commandHeads.contains($0.unicodeScalars.first!)
        }
        #expect(heads.count > 25)
        for _ in 0..<500 {
            let head = heads[Int(generator.next() % UInt64(heads.count))]
            let word = words[Int(generator.next() % UInt64(words.count))]
            let line = "\(head)\(word) 1"
            #expect(try Command.parse(line) == .calculate(line), "\(line)")
        }
    }

    @Test("words not in the table are the grammar's: the router adds no command of its own")
    func nothingElseRoutes() throws {
        let words = Set(CommandLineSurface.commands.flatMap(\.words))
        var generator = SeededGenerator(seed: 1818)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz환율송금은행")
        var tried = 0
        for _ in 0..<2_000 {
            let length = 1 + Int(generator.next() % 8)
            let word = String(
                (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            guard !words.contains(word) else { continue }
            tried += 1
            #expect(Self.id(of: try Command.parse(word + " 1")) == nil, "\(word)")
        }
        // Near misses of real words, too: a prefix, a suffix, a letter more.
        for word in words where word.count > 1 {
            for near in [String(word.dropLast()), word + "s", "x" + word] where !words.contains(near) {
                #expect(Self.id(of: try Command.parse(near + " 1")) == nil, "\(near)")
            }
        }
        #expect(tried > 1_500)
    }

    @Test(
        "help, help COMMAND, the manual page and each completion script name every row",
        arguments: CommandID.allCases)
    func everyRenderingNamesEveryRow(id: CommandID) throws {
        let row = try #require(CommandLineSurface.commands.first { $0.id == id })
        for language in Language.allCases {
            let help = try #require(HelpText.lines(topic: nil, language: language)).joined(separator: "\n")
            #expect(SurfaceRenderingTests.names(row.name, in: help), "--help (\(language)) lacks \(row.name)")
            for word in row.words {
                #expect(HelpText.lines(topic: word, language: language) != nil, "help \(word)")
            }
        }
        #expect(SurfaceRenderingTests.names(row.name, in: SurfaceRenderingTests.manualText))
        for shell in CompletionScript.Shell.allCases {
            let script = CompletionScript.lines(for: shell).joined(separator: "\n")
            for word in row.words where CompletionVocabulary.isShellSafe(word) {
                #expect(SurfaceRenderingTests.names(word, in: script), "\(shell) lacks \(word)")
            }
        }
    }
}
