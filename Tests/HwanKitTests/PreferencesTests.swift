import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Preferences: options over environment over config file over defaults")
struct PreferencesTests {
    static func resolve(
        _ arguments: [String] = [], environment: [String: String] = [:], config: ConfigFile = .empty,
        terminal: Bool = false
    ) throws(UsageError) -> Preferences {
        try Preferences.resolve(
            options: CommandLineOptions.parse(arguments + ["1"]), environment: Environment(environment),
            config: config,
            outputIsTerminal: terminal)
    }

    @Test("with nothing set, every preference is at its default")
    func defaults() throws {
        let preferences = try Self.resolve()
        #expect(preferences.language == .en)
        #expect(preferences.mode == .human)
        #expect(preferences.home == "KRW")
        #expect(preferences.color == .auto)
        #expect(preferences.upDown == .korean)
        #expect(preferences.palette == .plain)
        #expect(preferences.provider == nil)
        #expect(preferences.bank == nil)
        #expect(preferences.coins == ["BTC", "ETH", "XRP", "SOL", "DOGE"])
    }

    @Test(
        "the language comes from --lang, then HWAN_LANG, then the config file, then the locale",
        arguments: [
            ([], [:], nil, Language.en),
            ([], ["LANG": "ko_KR.UTF-8"], nil, .ko),
            ([], ["LANG": "en_US.UTF-8"], Language.ko, .ko),
            ([], ["HWAN_LANG": "en", "LANG": "ko_KR.UTF-8"], .ko, .en),
            (["--lang", "ko"], ["HWAN_LANG": "en"], .en, .ko),
            (["--lang", "en"], [:], .ko, .en),
            ([], ["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US"], nil, .ko),
        ] as [([String], [String: String], Language?, Language)])
    func language(
        arguments: [String], environment: [String: String], configured: Language?, expected: Language
    )
        throws
    {
        let config = ConfigFile(language: configured)
        #expect(try Self.resolve(arguments, environment: environment, config: config).language == expected)
    }

    @Test(
        "the provider comes from --provider, then HWAN_PROVIDER, then the config file",
        arguments: [
            ([], [:], nil, nil),
            ([], [:], ProviderID.exchangeRateAPI, ProviderID.exchangeRateAPI),
            ([], ["HWAN_PROVIDER": "openexchangerates"], .exchangeRateAPI, .openExchangeRates),
            (
                ["--provider", "open-er-api"], ["HWAN_PROVIDER": "openexchangerates"], .exchangeRateAPI,
                .openERAPI
            ),
        ] as [([String], [String: String], ProviderID?, ProviderID?)])
    func provider(
        arguments: [String], environment: [String: String], configured: ProviderID?, expected: ProviderID?
    )
        throws
    {
        let config = ConfigFile(provider: configured)
        #expect(try Self.resolve(arguments, environment: environment, config: config).provider == expected)
    }

    @Test(
        "the bank comes from --bank, then HWAN_BANK, then the config file",
        arguments: [
            ([], [:], nil, nil),
            ([], [:], "dunamu", "dunamu"),
            ([], ["HWAN_BANK": "KoreaExim"], "dunamu", "koreaexim"),
            (["--bank", "dunamu"], ["HWAN_BANK": "koreaexim"], nil, "dunamu"),
        ] as [([String], [String: String], String?, String?)])
    func bank(arguments: [String], environment: [String: String], configured: String?, expected: String?)
        throws
    {
        let config = ConfigFile(bank: configured)
        #expect(try Self.resolve(arguments, environment: environment, config: config).bank == expected)
    }

    @Test(
        "an unknown HWAN_PROVIDER or HWAN_BANK is a usage error naming the variable",
        arguments: [("HWAN_PROVIDER", "nope"), ("HWAN_BANK", "hana")])
    func badEnvironment(variable: String, value: String) {
        do {
            _ = try Self.resolve(environment: [variable: value])
            Issue.record("resolved")
        } catch {
            #expect(error.message(in: .en).hasPrefix("\(variable): unknown value '\(value)'"))
            #expect(error.status == .usage)
        }
    }

    @Test("the output mode comes from the options; home, up/down and coins from the file")
    func fileOnlyKeys() throws {
        let config = ConfigFile(home: "JPY", coins: ["BTC", "SOL"], upDown: .western)
        let preferences = try Self.resolve(["--json"], config: config)
        #expect(preferences.mode == .json)
        #expect(preferences.home == "JPY")
        #expect(preferences.upDown == .western)
        #expect(preferences.coins == ["BTC", "SOL"])
    }

    @Test(
        "colour: --color always and never decide alone, then NO_COLOR turns it off, then --color auto, the file, auto",
        arguments: [
            (nil, nil, nil, ColorChoice.auto),
            (nil, "", nil, .auto),
            (nil, "1", nil, .never),
            (nil, nil, ColorChoice.always, .always),
            (nil, nil, .never, .never),
            (nil, "1", .always, .never),
            (ColorChoice.always, "1", nil, .always),
            (.always, nil, .never, .always),
            (.never, nil, .always, .never),
            (.auto, "1", .always, .never),
            (.auto, nil, .never, .auto),
        ] as [(ColorChoice?, String?, ColorChoice?, ColorChoice)])
    func colorChoice(flag: ColorChoice?, noColor: String?, configured: ColorChoice?, expected: ColorChoice) {
        #expect(Preferences.colorChoice(flag: flag, noColor: noColor, configured: configured) == expected)
    }

    @Test(
        "a stream is coloured only on a terminal under auto, always under always, never under never",
        arguments: [
            (ColorChoice.auto, true, true), (.auto, false, false), (.always, false, true),
            (.always, true, true),
            (.never, true, false), (.never, false, false),
        ])
    func streamColour(choice: ColorChoice, terminal: Bool, colored: Bool) {
        var preferences = Preferences()
        preferences.color = choice
        #expect(preferences.colors(onTerminal: terminal) == colored)
        #expect(preferences.palette(onTerminal: terminal).isEnabled == colored)
    }

    @Test("the resolved palette is for standard output, in the configured up/down style")
    func palette() throws {
        let western = try Self.resolve(config: ConfigFile(upDown: .western), terminal: true)
        #expect(western.palette == Palette(upDown: .western))
        #expect(try Self.resolve(environment: ["NO_COLOR": "1"], terminal: true).palette == .plain)
        #expect(try Self.resolve(["--color", "always"], terminal: false).palette == Palette(upDown: .korean))
    }
}

@Suite("Palette")
struct PaletteTests {
    @Test(
        "rises and falls take the Korean or Western colours; the others are fixed",
        arguments: [
            (UpDownStyle.korean, "\u{1B}[31m▲ 1\u{1B}[0m", "\u{1B}[34m▼ 1\u{1B}[0m"),
            (.western, "\u{1B}[32m▲ 1\u{1B}[0m", "\u{1B}[31m▼ 1\u{1B}[0m"),
        ])
    func upDown(style: UpDownStyle, rise: String, fall: String) {
        let palette = Palette(upDown: style)
        #expect(palette.rise("▲ 1") == rise)
        #expect(palette.fall("▼ 1") == fall)
        #expect(palette.strong("x") == "\u{1B}[1mx\u{1B}[0m")
        #expect(palette.faint("x") == "\u{1B}[2mx\u{1B}[0m")
        #expect(palette.highlight("x") == "\u{1B}[33mx\u{1B}[0m")
        #expect(palette.error("x") == "\u{1B}[1;31mx\u{1B}[0m")
    }

    @Test("the plain palette returns every text unchanged, and no palette paints an empty text")
    func plain() {
        let plain = Palette.plain
        for paint in [plain.rise, plain.fall, plain.strong, plain.faint, plain.highlight, plain.error] {
            #expect(paint("▲ 2.10 (0.14%)") == "▲ 2.10 (0.14%)")
        }
        #expect(Palette(upDown: .korean).rise("") == "")
    }
}
