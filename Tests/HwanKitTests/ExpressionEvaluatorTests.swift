import Foundation
import HwanKit
import Testing

@Suite("Expression evaluator")
struct ExpressionEvaluatorTests {
    private func value(_ text: String, ans: Scalar? = nil) throws -> Scalar {
        try ExpressionEvaluator(ans: ans).evaluate(text[...])
    }

    /// A decimal, or a fraction written `a/b`.
    private func decimal(_ text: String) throws -> Scalar {
        let parts = text.split(separator: "/")
        if parts.count == 2 {
            return Scalar(
                try ExactFraction(
                    numerator: #require(ExactDecimal(parts[0])), denominator: #require(ExactDecimal(parts[1]))
                ))
        }
        return Scalar(try #require(ExactDecimal(text)))
    }

    @Test(
        "operators follow precedence and associativity",
        arguments: [
            ("1+2*3", "7"), ("(1+2)*3", "9"), ("10-4-3", "3"), ("100/10/5", "2"), ("2*3+4*5", "26"),
            ("(100+20)*3", "360"), ("7-2*3", "1"), ("2^10", "1024"), ("2*3^2", "18"), ("(2*3)^2", "36"),
        ])
    func precedence(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test(
        "power is right associative and binds tighter than a sign",
        arguments: [
            ("2^3^2", "512"), ("-2^2", "-4"), ("(-2)^2", "4"), ("2^-1", "0.5"), ("-2^-2", "-0.25"),
            ("2**3**2", "512"), ("0^0", "1"), ("(-1)^1001", "-1"), ("(-2)^3", "-8"), ("10^-3", "0.001"),
            ("1.5^2", "2.25"), ("4^0.5", "2"), ("10^1000", "1e1000"), ("10^-1000", "1e-1000"),
            ("0.1^-60", "1e60"),
            ("0.5^-3", "8"), ("3^-2", "1/9"),
        ])
    func power(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test(
        "signs, percent and the alternative operator spellings",
        arguments: [
            ("15%", "0.15"), ("200*15%", "30"), ("200+15%", "200.15"), ("50%%", "0.005"), ("(1+2)%", "0.03"),
            ("--5", "5"), ("+5", "5"), ("-(-(3))", "3"), ("-0", "0"), ("6×7", "42"), ("84÷2", "42"),
            ("5−3", "2"), ("−3", "-3"), ("-5%", "-0.05"), ("-3만", "-30000"), (" 1 +\t2 ", "3"),
            ("4^50%", "2"),
        ])
    func signsAndSpellings(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test(
        "numbers take separators, fractions and exponents exactly",
        arguments: [
            ("1,000,000", "1000000"), ("1,234.5", "1234.5"), ("12,345", "12345"), (".5", "0.5"), ("5.", "5"),
            ("007", "7"), ("1.50", "1.5"), ("0.05", "0.05"), ("1e3", "1000"), ("2.5E-3", "0.0025"),
            ("1e+2", "100"), ("1e100", "1e100"), ("1e-50", "1e-50"), ("100.5", "100.5"),
            ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
            ("1234567890123456789.5", "1234567890123456789.5"),
            ("99999999999999999999+1", "100000000000000000000"), ("-12.5", "-12.5"),
        ])
    func numbers(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test(
        "Korean magnitude words compose like spoken numerals",
        arguments: [
            ("3만", "30000"), ("2.5만", "25000"), ("1억2천만", "120000000"), ("3만5천", "35000"), ("만", "10000"),
            ("천만", "10000000"), ("1조2천억", "1200000000000"), ("3천5", "3005"), ("3만5", "30005"), ("십", "10"),
            ("백", "100"), ("3천5백", "3500"), ("천백십", "1110"), ("1억만", "100010000"),
            ("1,000만", "10000000"), ("5천만+5천만", "100000000"), ("2*3만", "60000"), ("3천5만", "30050000"),
            ("0.5억", "50000000"),
        ])
    func korean(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test("0.1 + 0.2 is exactly 0.3 and a third times three is exactly 1")
    func decimalExactness() throws {
        #expect(try value("0.1+0.2") == decimal("0.3"))
        #expect(try value("1/3*3") == 1)
        #expect(try value("1/4") == decimal("0.25"))
    }

    @Test("a fractional power is computed in decimal, right to 34 digits")
    func fractionalPower() throws {
        let root = try value("2^0.7")
        #expect(!root.isExact)
        let difference = (root.fraction - F("1.624504792712471045219418765550563")).magnitude
        #expect(difference < F("1e-33"))
        let square = try value("(2^0.5)^2 - 2")
        #expect(square.fraction.magnitude < F("1e-30"))
    }

    @Test("ans is the previous result, in any case")
    func previousResult() throws {
        #expect(try value("ans/2", ans: 42) == 21)
        #expect(try value("ans*ans", ans: 3) == 9)
        #expect(try value("ANS+1", ans: 1) == 2)
        #expect(try value("-ans", ans: 5) == -5)
    }

    @Test(
        "every error names its kind and the column of the offending spot",
        arguments: [
            ("1/0", ExpressionError.Kind.divisionByZero, 1), ("1 / (2-2)", .divisionByZero, 2),
            ("5%0", .missingOperator("0"), 2), ("0^-1", .divisionByZero, 1),
            ("(1+2", .unclosedParenthesis, 0), ("1+(2*(3)", .unclosedParenthesis, 2),
            ("1+2)", .unmatchedCloseParenthesis, 3), (")", .unexpectedToken(")"), 0),
            ("1+#", .unexpectedCharacter("#"), 2), ("1+", .missingOperand, 2), ("2^", .missingOperand, 2),
            ("1+*2", .unexpectedToken("*"), 2), ("()", .unexpectedToken(")"), 1),
            ("%", .unexpectedToken("%"), 0),
            ("2 3", .missingOperator("3"), 2), ("2(3)", .missingOperator("("), 1),
            ("(2 3)", .missingOperator("3"), 3), ("3만 5천", .missingOperator("5천"), 3),
            ("1.2.3", .missingOperator(".3"), 3), ("ans ans", .missingOperator("ans"), 4),
            ("1,00", .misplacedSeparator, 1), ("1,0000", .misplacedSeparator, 1),
            ("1234,567", .misplacedSeparator, 4), ("1.000,5", .misplacedSeparator, 5),
            ("1,", .misplacedSeparator, 1),
            ("5백3천", .malformedKoreanNumeral("천"), 3), ("3만2만", .malformedKoreanNumeral("만"), 3),
            ("천천", .malformedKoreanNumeral("천"), 1), ("nan", .notANumber("nan"), 0),
            ("1+inf", .notANumber("inf"), 2), ("Infinity", .notANumber("Infinity"), 0),
            ("∞", .notANumber("∞"), 0),
            ("abc", .unknownWord("abc"), 0), ("3만원", .unknownWord("원"), 2), ("1e", .unknownWord("e"), 1),
            ("10^1000*10", .overflow, 7), ("2^100000", .overflow, 1), ("1e1000+1e1000", .overflow, 6),
            ("1e-600*1e-600", .underflow, 6), ("10^-1001", .underflow, 2), ("0.5^10000", .underflow, 3),
            ("2^-4000", .underflow, 1), ("(1/7)^100000", .underflow, 5),
            ("1/3^3000", .overflow, 3), ("1e-600/1e600", .underflow, 6), ("1e-1000/2", .underflow, 7),
            ("1.0000001^100000", .tooExpensive, 9), ("sqrt(-1)", .negativeSquareRoot, 0),
            ("ln(0)", .logarithmOfNonPositive, 0), ("2*log(-5)", .logarithmOfNonPositive, 2),
            ("2.5!", .factorialOfNonWhole, 3), ("(-3)!", .factorialOfNonWhole, 4),
            ("1001!", .factorialTooLarge, 4), ("sqrt 2", .missingFunctionArgument("sqrt"), 5),
            ("exp(3000)", .overflow, 0), ("5 mod 0", .divisionByZero, 2),
            ("(-8)^(1/3)", .negativeBaseFractionalPower, 4),
            ("", .emptyExpression, 0), ("   ", .emptyExpression, 3), ("ans", .noPreviousResult, 0),
            ("1/0+", .missingOperand, 4), ("1e1001", .numberOutOfRange("1e1001"), 0),
            ("2*1e-1001", .numberOutOfRange("1e-1001"), 2), ("1e100000", .numberOutOfRange("1e100000"), 0),
            (
                String(repeating: "1", count: 1001),
                .numberOutOfRange(String(repeating: "1", count: 1001)), 0
            ),
            ("1e1000조", .numberOutOfRange("1e1000조"), 0),
        ])
    func errors(text: String, kind: ExpressionError.Kind, column: Int) {
        #expect(throws: ExpressionError(kind, column: column)) {
            try ExpressionEvaluator().evaluate(text[...])
        }
    }

    @Test("a hundred nested parentheses are fine, the hundred-and-first is refused")
    func nestingLimit() throws {
        let hundred = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        #expect(try value(hundred) == 1)
        let deeper = String(repeating: "(", count: 101) + "1" + String(repeating: ")", count: 101)
        #expect(throws: ExpressionError(.nestingTooDeep(limit: 100), column: 100)) { try value(deeper) }
        let signs = String(repeating: "-", count: 101) + "1"
        #expect(throws: ExpressionError(.nestingTooDeep(limit: 100), column: 100)) { try value(signs) }
    }

    @Test("100,000 opening parentheses end in an error quickly, not a stack overflow")
    func hugeNesting() {
        let text = String(repeating: "(", count: 100_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: ExpressionError(.nestingTooDeep(limit: 100), column: 100)) { try value(text) }
        }
        #expect(elapsed < .seconds(2))
    }

    @Test("columns are counted from the start of the user's line")
    func columnOffset() {
        #expect(throws: ExpressionError(.divisionByZero, column: 9)) {
            try ExpressionEvaluator().evaluate("1/0", column: 8)
        }
        #expect(throws: ExpressionError(.unknownWord("원"), column: 6)) {
            try ExpressionEvaluator().evaluate("3만원", column: 4)
        }
    }

    @Test("the caret sits under the offending column, counting Hangul as two cells")
    func caret() throws {
        let line = "계산 1/0"
        let error = try #require(throws: ExpressionError.self) {
            try ExpressionEvaluator().evaluate("1/0", column: 3)
        }
        #expect(error.caretLine(for: line) == "계산 1/0\n      ^")
        let atEnd = ExpressionError(.missingOperand, column: 2)
        #expect(atEnd.caretLine(for: "만+") == "만+\n   ^")
        let tabbed = ExpressionError(.divisionByZero, column: 2)
        #expect(tabbed.caretLine(for: "\t1/0") == "\t1/0\n\t ^")
    }

    @Test(
        "tokens that start like an amount are recognised for the command parser",
        arguments: [
            ("100", true), ("-5", true), ("+3", true), ("−3", true), ("(1+2)", true), (".5", true),
            ("3만", true),
            ("만", true), ("억", true), ("ans", true), ("ANS*2", true), ("ans)", true), ("->", false),
            ("-", false),
            (".", false), ("answer", false), ("an", false), ("USD", false), ("달러", false), ("to", false),
            ("", false),
            ("--", false),
        ])
    func looksLikeExpression(token: String, expected: Bool) {
        #expect(ExpressionEvaluator.looksLikeExpression(token[...]) == expected)
    }

    @Test("random texts either evaluate within the limits or fail at a column inside the text")
    func randomTexts() throws {
        let alphabet = Array("0123456789.,+-*/^%() 만천억조e9")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let upper = F("1e1000")
        let lower = F("1e-1000")
        for _ in 0..<20_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<(Int(state >> 60) + 1) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            do {
                let result = try ExpressionEvaluator().evaluate(text[...])
                let magnitude = result.fraction.magnitude
                #expect(result.isZero || (magnitude <= upper && magnitude >= lower), "\(text)")
            } catch {
                #expect((0...text.count).contains(error.column), "\(text)")
            }
        }
    }
}
