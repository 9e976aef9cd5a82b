import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Global options")
struct CommandLineOptionsTests {
    static func parse(_ line: String) throws(UsageError) -> CommandLineOptions {
        try CommandLineOptions.parse(line.split(separator: " ").map(String.init))
    }

    /// Options as the parser should leave them: defaults, changed by `change`, with this command.
    static func options(_ command: [String], _ change: (inout CommandLineOptions) -> Void)
        -> CommandLineOptions
    {
        var options = CommandLineOptions()
        change(&options)
        options.command = command
        return options
    }

    @Test(
        "options before the command are read, in either spelling, and the rest is the command",
        arguments: [
            ("-t 1+1", options(["1+1"]) { $0.mode = .terse }),
            ("--json convert 1 USD KRW", options(["convert", "1", "USD", "KRW"]) { $0.mode = .json }),
            ("--lang ko 1", options(["1"]) { $0.language = .ko }),
            ("--lang=EN 1", options(["1"]) { $0.language = .en }),
            ("--color always rates", options(["rates"]) { $0.color = .always }),
            ("--color=never rates", options(["rates"]) { $0.color = .never }),
            ("--bank dunamu bank", options(["bank"]) { $0.bank = "dunamu" }),
            ("--bank=KOREAEXIM bank", options(["bank"]) { $0.bank = "koreaexim" }),
            ("--provider openexchangerates 1", options(["1"]) { $0.provider = .openExchangeRates }),
            ("--cache-dir /tmp/x 1", options(["1"]) { $0.cacheDirectory = "/tmp/x" }),
            ("--offline -5 + 3", options(["-5", "+", "3"]) { $0.offline = true }),
            ("-h", options([]) { $0.help = true }),
            ("-V", options([]) { $0.version = true }),
            ("-- --json", options(["--json"]) { _ in }),
        ])
    func reads(line: String, expected: CommandLineOptions) throws {
        #expect(try Self.parse(line) == expected)
    }

    @Test(
        "options stand anywhere, GNU style; numbers, arrows and words after -- stay command words",
        arguments: [
            ("rates --json", options(["rates"]) { $0.mode = .json }),
            ("currencies 일본 --json", options(["currencies", "일본"]) { $0.mode = .json }),
            ("100 USD to KRW -t", options(["100", "USD", "to", "KRW"]) { $0.mode = .terse }),
            ("rates JPY --lang=ko per USD", options(["rates", "JPY", "per", "USD"]) { $0.language = .ko }),
            ("10 - -5 --offline", options(["10", "-", "-5"]) { $0.offline = true }),
            ("100 USD -> JPY", options(["100", "USD", "->", "JPY"]) { _ in }),
            ("rates -- --json", options(["rates", "--json"]) { _ in }),
            ("-2^2 --json", options(["-2^2"]) { $0.mode = .json }),
            (
                "history JPY --provider openexchangerates 30",
                options(["history", "JPY", "30"]) {
                    $0.provider = .openExchangeRates
                }
            ),
        ])
    func readsAnywhere(line: String, expected: CommandLineOptions) throws {
        #expect(try Self.parse(line) == expected)
    }

    @Test("an unknown --word after the command is still a usage error")
    func unknownAfterCommand() {
        #expect(throws: UsageError.self) { try Self.parse("rates --jsno") }
    }

    @Test(
        "a wrong command line is a usage error that says what to write instead",
        arguments: [
            ("--colour always 1", "unknown option '--colour'. Did you mean --color? See hwan --help"),
            ("--jsno 1", "unknown option '--jsno'. Did you mean --json? See hwan --help"),
            ("-x 1", "unknown option '-x'. See hwan --help"),
            ("--bogus 1", "unknown option '--bogus'. See hwan --help"),
            ("--color sometimes 1", "--color: unknown value 'sometimes'. Use one of: auto, always, never"),
            (
                "--color alway 1",
                "--color: unknown value 'alway' (did you mean always?). Use one of: auto, always, never"
            ),
            ("--bank hana 1", "--bank: unknown value 'hana'. Use one of: dunamu, koreaexim"),
            ("--lang fr 1", "--lang: unknown value 'fr'. Use one of: ko, en"),
            (
                "--provider nope 1",
                "--provider: unknown value 'nope'. Use one of: open-er-api, exchangerate-api, openexchangerates, currencylayer"
            ),
            ("--lang", "--lang needs a value"),
            ("--cache-dir=", "--cache-dir needs a value"),
            ("--offline=1 1", "--offline takes no value"),
        ])
    func refuses(line: String, message: String) {
        #expect(throws: (any Error).self) { try Self.parse(line) }
        do {
            _ = try Self.parse(line)
        } catch {
            #expect(error.message(in: .en) == message)
            #expect(error.status == .usage)
            #expect(!error.message(in: .ko).isEmpty && error.message(in: .ko) != message)
        }
    }

    @Test("an option typed with a terminal escape is echoed without it")
    func controlCharactersNotEchoed() {
        do {
            _ = try CommandLineOptions.parse(["--\u{1B}[31mred"])
            Issue.record("parsed")
        } catch {
            #expect(!error.message(in: .en).contains("\u{1B}"))
        }
    }
}
