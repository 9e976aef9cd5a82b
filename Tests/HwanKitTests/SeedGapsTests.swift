import Foundation
import Testing

@testable import HwanKit
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The last gaps against the seed apps and the checks that found them: the
/// config's words, invisible characters, temperatures below absolute zero,
/// the country of a row and of a remittance, the bank's open.
@Suite("seed gaps: config, invisible characters, absolute zero, countries, open")
struct SeedGapsTests {
    static let path = "/home/u/.config/hwan/config"

    static func problem(_ text: String) -> ConfigLineProblem? {
        do {
            _ = try ConfigFile.parse(text, path: path)
            return nil
        } catch {
            guard case .badLine(_, _, let problem) = error else { return nil }
            return problem
        }
    }

    @Test("a bad currency names its own key", arguments: ["home", "rates"])
    func keyNamed(key: String) throws {
        let problem = try #require(Self.problem("\(key) = QQQ"))
        #expect(problem.message(in: .en).hasPrefix("\(key): "))
        #expect(
            ConfigFileError.badLine(path: Self.path, line: 1, problem: problem).message(in: .ko)
                .hasPrefix(Self.path + ":1: \(key): "))
    }

    @Test("a value with control or invisible characters is refused, the characters shown, for every key")
    func invisibleValues() throws {
        var generator = SeededGenerator(seed: 3739)
        let hidden: [Unicode.Scalar] = [
            "\u{07}", "\u{1B}", "\u{7F}", "\u{9B}", "\u{200B}", "\u{200D}", "\u{200E}", "\u{202A}",
            "\u{202E}",
            "\u{2060}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{AD}", "\u{E0001}",
        ]
        let values = ["home": "JPY", "rates": "USD JPY", "lang": "ko", "exchanges": "upbit", "coins": "BTC"]
        for _ in 0..<300 {
            let (key, value) = values.randomElement(using: &generator)!
            var scalars = Array(value.unicodeScalars)
            let character = hidden.randomElement(using: &generator)!
            scalars.insert(character, at: Int.random(in: 1..<scalars.count, using: &generator))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let problem = try #require(Self.problem("\(key) = \(text)"), "\(key) = \(scalars)")
            let message = problem.message(in: .en)
            #expect(message.contains("invisible or control characters"), "\(message)")
            // Never a clean look-alike of the value, never the character itself.
            #expect(!message.contains("'\(value)'") && !message.unicodeScalars.contains(character))
        }
    }

    @Test(
        "a list of nothing but separators is a line without a value",
        arguments: ["exchanges", "coins", "rates"])
    func emptyLists(key: String) {
        for value in [",,,", ", ,", "\t,"] {
            #expect(Self.problem("\(key) = \(value)") == .emptyValue(ConfigKey(rawValue: key)!))
        }
    }

    @Test("a config file that is there but cannot be read is no config, with a notice naming it")
    func unreadableConfig() throws {
        let dir = TestFiles.temporaryDirectory()
        let folder = dir + "/hwan"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("home = JPY\n".utf8).write(to: URL(fileURLWithPath: folder + "/config"))
        let environment = Environment(["XDG_CONFIG_HOME": dir, "HOME": "/nonexistent"])
        let file = try ConfigFile.load(environment: environment) { _ throws(POSIXIO.Failure) in
            throw .system(EACCES)
        }
        #expect(file.home == nil && file.notices.count == 1)
        #expect(file.notices.first?.en.contains(folder + "/config") == true)
        // A directory on the way that cannot be searched: nothing is there, nothing said.
        let missing = Environment(["XDG_CONFIG_HOME": dir + "/none", "HOME": "/nonexistent"])
        let none = try ConfigFile.load(environment: missing) { _ throws(POSIXIO.Failure) in
            throw .system(EACCES)
        }
        #expect(none.notices.isEmpty)
    }

    @Test("an unreadable saved table is said, naming the file")
    func unreadableTable() {
        let notice = StoreNotice.unreadable(.io("/c/hwan/rates.json", EACCES)).text
        #expect(notice.en.contains("/c/hwan/rates.json") && notice.ko.contains("/c/hwan/rates.json"))
    }

    @Test("invisible and direction-changing characters never reach the terminal as they are")
    func invisibleStripped() {
        for scalar in [
            "\u{200B}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2060}", "\u{2066}", "\u{2069}", "\u{FEFF}",
        ] {
            let text = "a\(scalar)b"
            #expect("a\(scalar)b".printable() == "ab")
            #expect(
                TerminalText.visible(text).hasPrefix("a<U+") && TerminalText.visible(text).hasSuffix(">b"))
            #expect(!TerminalText.echo(text).unicodeScalars.contains(scalar.unicodeScalars.first!))
            #expect(Echo.quoted(text) == "'a\u{FFFD}b'")
        }
        // Hangul, emoji presentation and ASCII pass untouched.
        #expect("환율 USD 🙂".printable() == "환율 USD 🙂" && TerminalText.visible("환율") == "환율")
    }

    @Test(
        "every temperature below absolute zero is refused, in every temperature unit; 0 K and above are read",
        arguments: ["K", "°C", "°F", "켈빈", "섭씨", "화씨", "kelvin", "fahrenheit"])
    func absoluteZero(unit: String) throws {
        var generator = SeededGenerator(seed: 3740)
        let zero: [String: Double] = [
            "K": 0, "°C": -273.15, "°F": -459.67, "C": -273.15, "F": -459.67, "켈빈": 0, "섭씨": -273.15,
            "화씨": -459.67, "kelvin": 0, "fahrenheit": -459.67,
        ]
        let floor = try #require(zero[unit])
        for _ in 0..<40 {
            let below = floor - Double(Int.random(in: 1...100_000, using: &generator)) / 100
            let reply = try SessionHarness.session(language: .en).execute("\(below) \(unit)")
            #expect(reply.output.isEmpty && reply.status == .inputError, "\(below) \(unit): \(reply.output)")
            #expect(reply.error?.contains("absolute zero") == true)
            let converted = try SessionHarness.session(language: .ko).execute("\(below) \(unit) to K")
            #expect(converted.error?.contains("절대영도") == true)
        }
        let atZero = try SessionHarness.session(language: .en).execute(
            "\(floor == 0 ? "0" : String(floor)) \(unit) to K")
        #expect(atZero.status == .success, "\(atZero)")
    }

    @Test("rates rows name the country; configured USD is a row as in watch rates")
    func ratesCountry() throws {
        let session = try BankAsRateHarness.session(
            now: BankAsRateHarness.friday + 7 * 3600, quoteTime: BankAsRateHarness.friday - 86_400,
            language: .ko,
            rates: ["USD", "EUR", "JPY"])
        let lines = session.execute("rates").output
        #expect(lines.dropFirst(2).map { String($0.prefix(3)) } == ["USD", "EUR", "JPY"], "\(lines)")
        #expect(lines.contains { $0.hasPrefix("USD ") && $0.contains("미국") })
        #expect(lines.contains { $0.hasPrefix("EUR ") && $0.contains("유럽 연합") })
    }

    @Test("with a bank in banking hours, JPY is per 100 in rates, whatever its value")
    func perHundredAtTheBank() throws {
        let opened = BankAsRateHarness.friday + 8 * 3600 + 25 * 60
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            BankEraRates.body(agreeingWith: .dunamu), fetchedAt: SessionHarness.fixtureTime + 60, in: dir)
        // 100 yen at 1,100.00 won: above 10 won a yen, still quoted per 100.
        let jpy = BankQuoteCheckTests.jpyRow.merging([
            "basePrice": "905.00", "cashBuyingPrice": "920.83", "cashSellingPrice": "889.17",
            "ttBuyingPrice": "896.20", "ttSellingPrice": "913.80",
        ]) { $1 }
        try BankHarness.saveBank(
            BankQuoteCheckTests.dunamuBody(fields: [:], jpy: jpy, at: opened - 300), bank: .dunamu,
            fetchedAt: opened - 30, in: dir)
        let session = try BankQuoteCheckTests.session(
            BankQuoteCheckTests.dunamuBody(fields: [:], jpy: jpy, at: opened - 300), now: opened, mode: .human
        )
        let row = try #require(session.execute("rates JPY").output.first { $0.hasPrefix("JPY") })
        #expect(row.hasPrefix("JPY 100") && row.contains("905.00"), "\(row)")
    }

    @Test("bank --json has open = base − change, null without a change")
    func bankOpen() throws {
        var quote = BankQuoteCheckTests.quote("1338.00")
        let object = try JSONParser.parse(BankTableText.json(quote, bank: .dunamu, source: .cache))
        #expect(object["open"]?.decimalValue == ExactDecimal("1335.5"))
        quote.change = nil
        #expect(
            try JSONParser.parse(BankTableText.json(quote, bank: .dunamu, source: .cache))["open"] == .null)
    }
}
