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

/// The one table of commands, options, variables and keys is whole and has
/// no duplicates, and the parser's words are exactly its words.
@Suite("Command-line surface table")
struct CommandLineSurfaceTests {
    @Test("every option the parser knows is described exactly once, with unique spellings")
    func optionsDescribedOnce() {
        for id in OptionID.allCases {
            #expect(CommandLineSurface.options.filter { $0.id == id }.count == 1, "\(id)")
        }
        let names = CommandLineSurface.options.flatMap(\.names)
        #expect(Set(names).count == names.count)
    }

    @Test("every config key is described exactly once")
    func configKeysDescribedOnce() {
        for key in ConfigKey.allCases {
            #expect(CommandLineSurface.configKeys.filter { $0.key == key }.count == 1, "\(key)")
        }
    }

    @Test("every exit status of SPEC §1 is described")
    func exitStatuses() {
        #expect(CommandLineSurface.exitStatuses.map(\.status.rawValue) == [0, 1, 2, 64])
    }

    @Test("the commands of SPEC §2 are all there, each command word naming one command")
    func commands() {
        let names = CommandLineSurface.commands.map(\.name)
        #expect(
            names == [
                "convert", "remit", "rates", "status", "refresh", "currencies", "units", "vars", "bank",
                "exchange",
                "history",
                "coins",
                "futures", "watch", "csv", "completions", "help", "quit",
            ])
        let words = CommandLineSurface.commands.flatMap(\.words)
        #expect(Set(words).count == words.count)
    }

    @Test(
        "the parser's command words are the table's, Korean words included",
        arguments: [
            ("convert", "convert"), ("변환", "convert"), ("환전", "exchange"), ("exchange", "exchange"),
            ("송금", "remit"), ("환율", "rates"), ("은행", "bank"),
            ("추이", "history"), ("코인", "coins"), ("시세", "coins"), ("선물", "futures"), ("실시간", "watch"),
            ("completions", "completions"), ("exit", "quit"), ("?", "help"), (":q", "quit"),
        ])
    func parserWords(word: String, command: String) {
        #expect(Command.words[word]?.rawValue == command)
        #expect(Command.command(named: word)?.rawValue == command)
    }

    @Test("the parser's search of the table names what the dictionary of words names, over seeded words")
    func searchAgreesWithWords() {
        var generator = SeededGenerator(seed: 1832)
        var words = Array(Command.words.keys)
        for word in Command.words.keys {
            // Near misses: a scalar dropped, one added, the word upper-cased, a prefix.
            var scalars = Array(word.unicodeScalars)
            scalars.remove(at: Int.random(in: 0..<scalars.count, using: &generator))
            words.append(String(String.UnicodeScalarView(scalars)))
            words.append(word + ["s", "e", "기", " "].randomElement(using: &generator)!)
            words.append(word.uppercased())
            words.append(String(word.prefix(2)))
        }
        words += ["", "100", "usd", "rate", "환", "convert100"]
        for word in words {
            #expect(Command.command(named: word) == Command.words[word], "\(word)")
        }
    }

    @Test("the parser knows no command word the table lacks")
    func noExtraWords() {
        let tableWords = Set(CommandLineSurface.commands.flatMap(\.words))
        #expect(Set(Command.words.keys) == tableWords)
    }

    @Test("the environment table names every variable of the brief")
    func environment() {
        let named = Set(CommandLineSurface.environment.flatMap(\.names))
        for variable in [
            "HWAN_LANG", "HWAN_OFFLINE", "HWAN_PROVIDER", "HWAN_BASE_URL", "HWAN_BASE_CURRENCY",
            "HWAN_CACHE_DIR",
            "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "HOME", "EXCHANGERATE_API_KEY", "OPENEXCHANGERATES_APP_ID",
            "CURRENCYLAYER_ACCESS_KEY",
            "HWAN_BANK", "HWAN_BANK_BASE_URL", "KOREAEXIM_AUTHKEY", "HWAN_MARKET_BASE_URL", "NO_COLOR",
            "LANG",
            "LC_ALL", "LC_MESSAGES",
        ] {
            #expect(named.contains(variable), "\(variable)")
        }
    }

    @Test("every HWAN_ variable the sources mention is in the environment table")
    func sourcesMentionOnlyDocumentedVariables() throws {
        let named = Set(CommandLineSurface.environment.flatMap(\.names))
        let sources = TestFiles.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        let pattern = try NSRegularExpression(pattern: "\"(HWAN_[A-Z_]+)\"")
        var found: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        #expect(found.contains("HWAN_LANG"))
        #expect(found.subtracting(named).isEmpty, "undocumented: \(found.subtracting(named).sorted())")
    }

    @Test("option synopses show the value's choices or its placeholder")
    func synopses() {
        #expect(CommandLineSurface.option(.terse).synopsis == "-t, --terse")
        #expect(CommandLineSurface.option(.color).synopsis == "--color auto|always|never")
        #expect(CommandLineSurface.option(.cacheDir).synopsis == "--cache-dir DIR")
        #expect(CommandLineSurface.option(.lang).synopsis == "--lang ko|en")
    }
}
