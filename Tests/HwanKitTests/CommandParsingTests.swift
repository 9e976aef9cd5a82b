import HwanKit
import Testing

@Suite("Command parsing")
struct CommandParsingTests {
    func conversion(_ line: String) -> [String]? {
        switch try? Command.parse(line) {
        case .convert(let amount, let from, let to)?:
            return [String(amount.text), String(from.text), String(to.text)]
        case .quickConvert(let amount, let from)?: return [String(amount.text), String(from.text)]
        default: return nil
        }
    }

    @Test(
        "every conversion form of SPEC §2 names the same amount and pair",
        arguments: [
            "convert 100 USD JPY", "convert 100 USD to JPY", "100 USD to JPY", "100 USD in JPY",
            "100 USD -> JPY",
            "100USD to JPY", "convert 100USD JPY", "  100   USD   to   JPY  ",
        ])
    func forms(line: String) {
        #expect(conversion(line) == ["100", "USD", "JPY"])
    }

    @Test("Korean amounts, parenthesised amounts and glued Korean names")
    func koreanAndParentheses() {
        #expect(conversion("3만 엔 to 원") == ["3만", "엔", "원"])
        #expect(conversion("3만엔 to 원") == ["3만", "엔", "원"])
        #expect(conversion("(1 + 2) USD to KRW") == ["(1 + 2)", "USD", "KRW"])
        #expect(conversion("100달러") == ["100", "달러"])
    }

    @Test(
        "exponent notation is never split into an amount and a name",
        arguments: ["1e3 USD JPY", "1E-3 USD JPY"])
    func exponents(line: String) {
        #expect(conversion(line)?.first == String(line.split(separator: " ")[0]))
    }

    @Test("arithmetic stays arithmetic", arguments: ["1e100*1e100", "(120+35)*3", "2^10", "ans*2", "-5+3"])
    func expressions(line: String) {
        guard case .expression? = try? Command.parse(line) else {
            Issue.record("\(line) was not parsed as an expression")
            return
        }
    }

    @Test(
        "command words work in English and Korean",
        arguments: [
            ("status", Command.status), ("상태", .status), ("refresh", .refresh), ("새로고침", .refresh),
            ("quit", .quit), ("종료", .quit), ("exit", .quit),
        ])
    func words(line: String, command: Command) throws {
        #expect(try Command.parse(line) == command)
    }

    @Test("a convert without a target is a usage error")
    func usage() {
        #expect(throws: CommandError.usage("convert")) { try Command.parse("convert 100 USD") }
    }
}
