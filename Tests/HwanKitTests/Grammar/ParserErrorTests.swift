import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("The grammar says what is wrong, at the right place")
struct ParserErrorTests {
    /// The error's kind and the text it points at.
    static func failure(_ line: String) -> (GrammarError.Kind, String)? {
        let text = LineText(line)
        do {
            _ = try Parser.parse(text)
            return nil
        } catch {
            return (error.kind, text.text(error.range))
        }
    }

    @Test(
        "each mistake gets its own error, pointing at the offending text",
        arguments: [
            ("100 USD to", GrammarError.Kind.missingTarget, "to"),
            ("100 USD to 5 JPY", .targetWithAmount, "5"),
            ("100 USD to KRW to JPY", .secondConversion, "to"),
            ("1 +", .missingOperand, ""),
            ("(1+2", .unclosedParenthesis, "("),
            ("1+2)", .unmatchedCloseParenthesis, ")"),
            ("100 200 USD", .twoAmounts, "200"),
            ("2 3", .twoAmounts, "3"),
            ("3 of 4", .ofWithoutPercent, "of"),
            ("* 3", .unexpected("*"), "*"),
            ("1 USD QQQ", .unknownCurrency("QQQ", suggestions: []), "QQQ"),
            ("5 km to mlie", .unknownUnit("mlie", suggestions: ["mile"]), "mlie"),
            ("abc + 1", .unknownWord("abc", suggestions: ["ac"]), "abc"),
            ("", .empty, ""),
        ])
    func errors(line: String, kind: GrammarError.Kind, at text: String) throws {
        let (found, place) = try #require(Self.failure(line))
        #expect(found == kind)
        #expect(place == text)
    }

    @Test("an unknown currency is named with the nearest currencies")
    func unknownWord() throws {
        let (kind, place) = try #require(Self.failure("1 USD to JYP"))
        #expect(place == "JYP")
        guard case .unknownCurrency(let word, let suggestions) = kind else {
            Issue.record("expected an unknown currency, got \(kind)")
            return
        }
        #expect(word == "JYP")
        #expect(suggestions.first == "JPY")
    }

    @Test("a hundred thousand parentheses end in an error, not a stack overflow")
    func deepNesting() throws {
        let (kind, _) = try #require(Self.failure(String(repeating: "(", count: 100_000) + "1"))
        #expect(kind == .nestingTooDeep(limit: Parser.maximumDepth))
    }

    @Test("a word far longer than any name gets no suggestions, quickly")
    func longWord() {
        #expect(NameIndex.suggestions(for: String(repeating: "가", count: 100_000)).isEmpty)
    }

    @Test("convert needs a target")
    func convertNeedsTarget() throws {
        #expect(throws: GrammarError.self) { try Parser.parse(LineText("100 USD"), requireTarget: true) }
    }
}
