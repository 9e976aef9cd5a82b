import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Config file")
struct ConfigFileTests {
    static let path = "/home/me/.config/hwan/config"

    static func file(_ change: (inout ConfigFile) -> Void) -> ConfigFile {
        var file = ConfigFile(path: path)
        change(&file)
        return file
    }

    @Test(
        "each key is read with its value checked; comments, blank lines, spaces, case and quotes do not matter",
        arguments: [
            ("", file { _ in }),
            ("# only a comment\n\n   \n", file { _ in }),
            ("home = JPY", file { $0.home = "JPY" }),
            ("home=jpy", file { $0.home = "JPY" }),
            ("home = 엔", file { $0.home = "JPY" }),
            ("home = \"EUR\"  # quoted, with a comment", file { $0.home = "EUR" }),
            ("  HOME   =   usd  ", file { $0.home = "USD" }),
            ("lang = ko", file { $0.language = .ko }),
            ("lang = EN", file { $0.language = .en }),
            ("provider = exchangerate-api", file { $0.provider = .exchangeRateAPI }),
            ("bank = dunamu", file { $0.bank = "dunamu" }),
            ("rate = MID", file { $0.rate = .mid }),
            ("rate = bank", file { $0.rate = .bank }),
            ("rates = usd 엔, EUR usd", file { $0.rates = ["USD", "JPY", "EUR"] }),
            ("coins = btc eth, sol", file { $0.coins = ["BTC", "ETH", "SOL"] }),
            ("color = never", file { $0.color = .never }),
            ("updown = western", file { $0.upDown = .western }),
            (
                "updown = korean\r\nhome = GBP\r\n",
                file {
                    $0.upDown = .korean
                    $0.home = "GBP"
                }
            ),
            ("home = JPY\nhome = EUR", file { $0.home = "EUR" }),
            (
                "# hwan\nhome = JPY\nlang = ko\nprovider = open-er-api\nbank = koreaexim\ncoins = BTC\ncolor = always\nupdown = western\n",
                file {
                    $0.home = "JPY"
                    $0.language = .ko
                    $0.provider = .openERAPI
                    $0.bank = "koreaexim"
                    $0.coins = ["BTC"]
                    $0.color = .always
                    $0.upDown = .western
                }
            ),
        ])
    func reads(text: String, expected: ConfigFile) throws {
        #expect(try ConfigFile.parse(text, path: Self.path) == expected)
    }

    @Test(
        "a bad line is reported with the file's path and the line's number, in both languages",
        arguments: [
            ("home JPY", 1, "expected 'key = value', found 'home JPY'"),
            (
                "# ok\n\nhoem = JPY", 3,
                "unknown key 'hoem' (did you mean home?). Keys: home, lang, provider, bank, rate, rates, coins, exchanges, color, updown"
            ),
            (
                "colour = never", 1,
                "unknown key 'colour' (did you mean color?). Keys: home, lang, provider, bank, rate, rates, coins, exchanges, color, updown"
            ),
            ("lang = fr", 1, "lang: unknown value 'fr'. Use one of: ko, en"),
            (
                "color = allways", 1,
                "color: unknown value 'allways' (did you mean always?). Use one of: auto, always, never"
            ),
            ("updown = up", 1, "updown: unknown value 'up'. Use one of: korean, western"),
            (
                "provider = ecb", 1,
                "provider: unknown value 'ecb'. Use one of: open-er-api, exchangerate-api, openexchangerates, currencylayer"
            ),
            ("bank = hana", 1, "bank: unknown value 'hana'. Use one of: dunamu, koreaexim"),
            ("lang = ko\nhome =", 2, "home has no value"),
            (
                "home = QQQ", 1,
                "home: unknown currency 'QQQ'. Write an ISO code such as USD, or search with 'currencies QQQ'"
            ),
            ("coins = BTC E/T/H", 1, "coins: 'E/T/H' is not a coin symbol (1 to 12 letters and digits)"),
            ("coins = BTC/BTC", 1, "coins: 'BTC/BTC' is not a coin symbol (1 to 12 letters and digits)"),
            (
                "exchanges = binance binanse", 1,
                "exchanges: unknown value 'binanse' (did you mean binance?). Use one of: binance, bybit, bitget, okx, upbit, bithumb"
            ),
        ])
    func badLine(text: String, line: Int, message: String) {
        do {
            _ = try ConfigFile.parse(text, path: Self.path)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.message(in: .en) == "\(Self.path):\(line): \(message)")
            #expect(error.message(in: .ko).hasPrefix("\(Self.path):\(line): "))
            #expect(error.message(in: .ko) != error.message(in: .en))
            #expect(error.status == .usage)
            #expect(error.code == "config_error")
        }
    }

    @Test("a value with a terminal escape sequence is echoed without it")
    func escapesNotEchoed() {
        do {
            _ = try ConfigFile.parse("lang = \u{1B}[2Jko", path: Self.path)
            Issue.record("parsed")
        } catch {
            #expect(!error.message(in: .en).contains("\u{1B}"))
        }
    }

    @Test(
        "the file lives in $XDG_CONFIG_HOME/hwan when that is absolute, else in ~/.config/hwan",
        arguments: [
            (["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/me"], "/x/conf/hwan/config"),
            (["XDG_CONFIG_HOME": "/x/conf/", "HOME": "/home/me"], "/x/conf/hwan/config"),
            (["XDG_CONFIG_HOME": "relative/conf", "HOME": "/home/me"], "/home/me/.config/hwan/config"),
            (["XDG_CONFIG_HOME": "", "HOME": "/home/me"], "/home/me/.config/hwan/config"),
            (["HOME": "/home/me"], "/home/me/.config/hwan/config"),
            (["HOME": "/"], "/.config/hwan/config"),
            ([:], nil),
        ] as [([String: String], String?)])
    func location(environment: [String: String], expected: String?) {
        #expect(ConfigFile.location(environment: Environment(environment)) == expected)
    }

    @Test("the file-level failures name the path and exit 64")
    func fileFailures() {
        let errors: [ConfigFileError] = [
            .notRegularFile(path: Self.path), .tooLarge(path: Self.path, limit: 65536),
            .unreadable(path: Self.path, errno: 13),
        ]
        for error in errors {
            for language in Language.allCases {
                #expect(error.message(in: language).hasPrefix(Self.path + ": "))
            }
            #expect(error.status == .usage)
        }
    }
}
