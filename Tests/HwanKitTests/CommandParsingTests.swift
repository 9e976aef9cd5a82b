import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Command parsing")
struct CommandParsingTests {
    /// The conversion a line asks for, as the grammar reads it.
    func conversion(_ line: String) -> String? {
        switch try? Command.parse(line) {
        case .calculate(let text)?: return ExpressionSketch.of(text)
        case .convert?: return ExpressionSketch.of(Session.blankingFirstWord(of: line))
        default: return nil
        }
    }

    @Test(
        "every conversion form of SPEC §2 names the same amount and pair",
        arguments: [
            "convert 100 USD JPY", "convert 100 USD to JPY", "100 USD to JPY", "100 USD in JPY",
            "100 USD -> JPY", "100USD to JPY", "convert 100USD JPY", "  100   USD   to   JPY  ",
            "100 USD = JPY",
        ])
    func forms(line: String) {
        #expect(conversion(line) == "(q 100 USD) -> JPY")
    }

    @Test(
        "exponent notation is never split into an amount and a name",
        arguments: ["1e3 USD JPY", "1E-3 USD JPY"])
    func exponents(line: String) {
        #expect(conversion(line) == "(q \(line.split(separator: " ")[0]) USD) -> JPY")
    }

    @Test(
        "lines that are not commands go to the grammar whole",
        arguments: ["1e100*1e100", "(120+35)*3", "ans*2", "34평"])
    func calculations(line: String) throws {
        #expect(try Command.parse(line) == .calculate(line))
    }

    @Test(
        "command words work in English and Korean",
        arguments: [
            ("status", Command.status), ("상태", .status), ("refresh", .refresh), ("새로고침", .refresh),
            ("quit", .quit), ("종료", .quit), ("exit", .quit), ("rates EUR", .rates("EUR")),
            ("환율 유로 엔", .rates("유로 엔")), ("remit 1000 USD KRW", .remit("1000 USD KRW")),
        ])
    func words(line: String, command: Command) throws {
        #expect(try Command.parse(line) == command)
    }

    @Test("a convert without anything after it is a usage error")
    func usage() {
        #expect(throws: CommandError.usage("convert")) { try Command.parse("convert") }
    }

    @Test(
        "a misspelt command word is found",
        arguments: [("conver", "convert"), ("rate", "rates"), ("hlep", "help")])
    func nearest(word: String, command: String) {
        #expect(Command.nearestWord(to: word) == command)
    }
}
