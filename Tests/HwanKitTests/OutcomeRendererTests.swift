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

/// The three renderers over every kind of outcome a line can have: each
/// renders each case, JSON parses, `-t` is one bare number per result, and
/// the numbers agree across modes.
@Suite("Outcome renderers")
struct OutcomeRendererTests {
    /// The case's name; the switch is exhaustive, so a new case fails to
    /// compile here until it is named and given a sample below.
    static func name(_ outcome: Outcome) -> String {
        switch outcome {
        case .nothing: "nothing"
        case .calculation: "calculation"
        case .text: "text"
        case .currencies: "currencies"
        case .units: "units"
        case .rates: "rates"
        case .coins: "coins"
        case .bank: "bank"
        case .history: "history"
        case .status: "status"
        case .refresh: "refresh"
        case .remittance: "remittance"
        case .exchange: "exchange"
        case .atTheRate: "atTheRate"
        case .date: "date"
        case .variables: "variables"
        case .failure: "failure"
        }
    }

    static let allNames: Set<String> = [
        "nothing", "calculation", "text", "currencies", "units", "rates", "coins", "bank", "history",
        "status",
        "refresh", "remittance", "exchange", "atTheRate", "date", "variables", "failure",
    ]

    /// Outcomes of real lines in sessions over the saved fixtures, and the two ways a refresh can end.
    static func samples(language: Language) throws -> [LineOutcome] {
        var outcomes: [LineOutcome] = []
        let plain = try SessionHarness.session(language: language)
        for line in [
            "", "# comment", "quit", "100 USD to KRW", "100 USD to KRW, JPY", "5 km to mi", "(120+35)*3",
            "1억 2천",
            "255 to hex", "180 cm to ft in", "엔화 환율", "help", "completions fish", "currencies 엔", "units",
            "units 평", "units length", "rates", "rates JPY EUR per KRW", "status", "remit 1000 USD KRW",
            "exchange 100 USD KRW", "1 USD to JYP", "(1+2", "refresh", "history JPY", "2026-12-25",
            "x = 5 km", "vars",
        ] {
            outcomes.append(plain.outcome(of: line))
        }
        let history = try SessionHarness.session(language: language, history: HistoryCommandTests.fiveDays())
        outcomes.append(history.outcome(of: "history JPY"))
        outcomes.append(history.outcome(of: "history USD KRW 7"))
        let bank = try BankHarness.session(bank: .dunamu, language: language)
        for line in ["bank", "bank USD JPY XAU", "exchange 100 USD KRW", "remit 1000 USD KRW", "status"] {
            outcomes.append(bank.outcome(of: line))
        }
        let coins = try CoinsGoldenTests.session(language: language)
        for line in ["coins BTC ETH", "futures BTC", "1 BTC to KRW"] {
            outcomes.append(coins.outcome(of: line))
        }
        for sameTime in [false, true] {
            var refresh = LineOutcome()
            refresh.result = .refresh(
                RefreshOutcome(
                    provider: "open-er-api", changed: sameTime ? false : nil, sameTime: sameTime,
                    ratesTime: SessionHarness.fixtureTime, nextUpdate: sameTime ? nil : SessionHarness.now))
            outcomes.append(refresh)
        }
        return outcomes
    }

    static func renderers(_ language: Language) -> (HumanRenderer, TerseRenderer, JSONRenderer) {
        let human = HumanRenderer(language: language, palette: .plain, zone: .kst)
        return (
            human, TerseRenderer(human: human), JSONRenderer(language: language, palette: .plain, zone: .kst)
        )
    }

    /// How many results a numeric outcome has (one `-t` line each); nil for tables and text.
    static func resultCount(_ outcome: Outcome) -> Int? {
        switch outcome {
        case .calculation(let c), .atTheRate(let c):
            if c.evaluation.base != nil || c.evaluation.mixed != nil || c.isRateQuery {
                return c.isRateQuery ? c.evaluation.results.count : 1
            }
            return max(1, c.evaluation.results.count)
        case .remittance, .exchange: return 1
        default: return nil
        }
    }

    @Test(
        "every case of Outcome is rendered by the human, terse and JSON renderers",
        arguments: [Language.ko, .en])
    func everyCase(language: Language) throws {
        let samples = try Self.samples(language: language)
        #expect(Set(samples.map { Self.name($0.result) }) == Self.allNames)
        let (human, terse, json) = Self.renderers(language)
        for sample in samples {
            let outcome = sample.result
            var people = Reply()
            human.render(outcome, into: &people)
            var numbers = Reply()
            terse.render(outcome, into: &numbers)
            var objects = Reply()
            json.render(outcome, into: &objects)
            let label = "\(Self.name(outcome)): \(people.output.first ?? people.error ?? "")"
            switch outcome {
            case .nothing:
                #expect(people == Reply() && numbers == Reply() && objects == Reply(), "\(label)")
            case .failure(let failure):
                #expect(people.output.isEmpty && people.error == failure.message, "\(label)")
                #expect(numbers.output.isEmpty && numbers.error == failure.message, "\(label)")
                #expect(people.caret == numbers.caret, "\(label)")
                #expect(
                    objects.output.count == 1 && objects.error == nil && objects.caret.isEmpty, "\(label)")
                let object = try JSONParser.parse(objects.output[0])
                #expect(object["error"]?["code"]?.stringValue == failure.error.code, "\(label)")
                #expect(object["error"]?["message"]?.stringValue == failure.message, "\(label)")
            default:
                #expect(
                    !people.output.isEmpty && !numbers.output.isEmpty && !objects.output.isEmpty, "\(label)")
                #expect(objects.error == nil, "\(label)")
                for line in objects.output {
                    guard case .object(let members) = try JSONParser.parse(line) else {
                        Issue.record("not a JSON object: \(line)")
                        continue
                    }
                    #expect(members["kind"]?.stringValue != nil, "\(line)")
                }
            }
            if let count = Self.resultCount(outcome) {
                #expect(numbers.output.count == count, "\(label): \(numbers.output)")
                // One bare number a result; a mixed result (`5 ft 10.87 in`) is its parts' numbers.
                var words = 1
                if case .calculation(let c) = outcome, let parts = c.evaluation.mixed { words = parts.count }
                for line in numbers.output {
                    #expect(line.split(separator: " ").count == words, "\(label): \(line)")
                    #expect(!line.contains(",") && !line.contains("\t"), "\(label): \(line)")
                }
                #expect(objects.output.count == count, "\(label): \(objects.output)")
            }
        }
    }

    @Test("the renderers append: two lines rendered into one reply are the two replies joined")
    func appends() throws {
        let (human, _, json) = Self.renderers(.en)
        let session = try SessionHarness.session(language: .en)
        let first = session.outcome(of: "100 USD to KRW").result
        let second = session.outcome(of: "1 USD to JYP").result
        for render in [human.render, json.render] as [(Outcome, inout Reply) -> Void] {
            var both = Reply()
            render(first, &both)
            render(second, &both)
            var one = Reply()
            render(first, &one)
            var two = Reply()
            render(second, &two)
            #expect(both.output == one.output + two.output)
            #expect(both.error == two.error)
        }
    }

    /// The number a text shows at its start (`151,003원 (15만…`, `3.106855961 mi`), and half a unit
    /// of its last digit: how far from the exact value its rounding may be.
    static func shown(_ text: Substring) -> (ExactFraction, ExactFraction)? {
        let number = text.prefix { "0123456789.,-".contains($0) }.filter { $0 != "," }
        guard let value = ExactDecimal(number) else { return nil }
        let digits =
            number.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        return (ExactFraction(value), ExactFraction(ExactDecimal(5).scaled(byPowerOfTen: -(digits + 1))))
    }

    @Test(
        "generated conversions: the JSON object carries the amount typed and the result the human and terse text show",
        arguments: [Language.ko, .en])
    func sameNumbers(language: Language) throws {
        var random = SeededGenerator(seed: language == .ko ? 18 : 1018)
        let session = try SessionHarness.session(language: language, sharedCache: true)
        let (human, terse, json) = Self.renderers(language)
        let money = ["USD", "KRW", "JPY", "EUR", "GBP", "CNY", "VND", "CHF"]
        let units = [
            ("km", "mi"), ("kg", "lb"), ("m2", "평"), ("평", "m2"), ("L", "gal"), ("cm", "in"), ("mi", "km"),
        ]
        for _ in 0..<150 {
            let cents = Int.random(in: 100...100_000_000, using: &random)
            let amount = "\(cents / 100).\(String(cents % 100).count == 1 ? "0" : "")\(cents % 100)"
            let (from, to) =
                Bool.random(using: &random)
                ? (money.randomElement(using: &random)!, money.randomElement(using: &random)!)
                : units.randomElement(using: &random)!
            let line = "\(amount) \(from) to \(to)"
            let outcome = session.outcome(of: line).result
            guard case .calculation = outcome else {
                Issue.record("\(line): \(outcome)")
                continue
            }
            var people = Reply()
            human.render(outcome, into: &people)
            var numbers = Reply()
            terse.render(outcome, into: &numbers)
            var objects = Reply()
            json.render(outcome, into: &objects)
            #expect(
                people.output.count == 1 && numbers.output.count == 1 && objects.output.count == 1, "\(line)")
            let object = try JSONParser.parse(try #require(objects.output.first))
            let result = ExactFraction(try #require(object["result"]?.decimalValue, "\(line)"))
            #expect(object["amount"]?.decimalValue == ExactDecimal(amount), "\(line)")
            let text = try #require(people.output.first?.split(separator: " = ", maxSplits: 1).last)
            let (seen, slack) = try #require(Self.shown(text), "\(line): \(text)")
            #expect((seen - result).magnitude <= slack, "\(line): human \(text) vs JSON \(result)")
            let bare = try #require(numbers.output.first)
            let (plain, tolerance) = try #require(Self.shown(Substring(bare)), "\(line): \(bare)")
            #expect(
                bare.count == Substring(bare).prefix { "0123456789.-".contains($0) }.count, "\(line): \(bare)"
            )
            #expect((plain - result).magnitude <= tolerance, "\(line): terse \(bare) vs JSON \(result)")
        }
    }
}
