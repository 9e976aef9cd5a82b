import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The calculator half of the grammar (SPEC §2, §3): what the old expression
/// evaluator computed, now on the one line grammar.
@Suite("The calculator")
struct CalculatorTests {
    private func value(_ text: String, ans: Scalar? = nil) throws -> Scalar {
        try Calculate.value(text, ans: ans)
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
            ("2^3^2", "512"), ("-2^2", "-4"), ("(-2)^2", "4"), ("2^-1", "0.5"), ("-2^-2", "-0.25"),
            ("2**3**2", "512"), ("0^0", "1"), ("(-1)^1001", "-1"), ("(-2)^3", "-8"), ("10^-3", "0.001"),
            ("1.5^2", "2.25"), ("4^0.5", "2"), ("10^1000", "1e1000"), ("10^-1000", "1e-1000"),
            ("0.1^-60", "1e60"),
            ("0.5^-3", "8"), ("3^-2", "1/9"), ("10 mod 3", "1"), ("2^3!", "64"), ("-3!", "-6"),
        ])
    func precedence(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test(
        "percent, signs and other operator spellings",
        arguments: [
            ("15%", "0.15"), ("200*15%", "30"), ("200+15%", "230"), ("200-15%", "170"), ("100+10%", "110"),
            ("15% of 200", "30"), ("200의 15%", "30"), ("10프로", "0.1"), ("50%%", "0.005"), ("(1+2)%", "0.03"),
            ("--5", "5"), ("+5", "5"), ("-(-(3))", "3"), ("-0", "0"), ("6×7", "42"), ("84÷2", "42"),
            ("5−3", "2"), ("−3", "-3"), ("-5%", "-0.05"), ("-3만", "-30000"), (" 1 +\t2 ", "3"),
            ("4^50%", "2"),
            ("1+2=", "3"), ("√16", "4"), ("sqrt 16", "4"),
        ])
    func operators(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test(
        "numbers are read with separators, decimals and exponents",
        arguments: [
            ("1,000,000", "1000000"), ("1,234.5", "1234.5"), ("12,345", "12345"), (".5", "0.5"),
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
        "Korean magnitude words, with or without digits and spaces",
        arguments: [
            ("3만", "30000"), ("2.5만", "25000"), ("1억2천만", "120000000"), ("3만5천", "35000"), ("만", "10000"),
            ("천만", "10000000"), ("1조2천억", "1200000000000"), ("3천5", "3005"), ("3만5", "35000"),
            ("3만 5", "30005"), ("1억 2천", "120000000"), ("3억 5천", "350000000"), ("1만2천5백", "12500"),
            ("십", "10"),
            ("백", "100"), ("3천5백", "3500"), ("천백십", "1110"), ("1억만", "100010000"),
            ("1,000만", "10000000"), ("5천만+5천만", "100000000"), ("2*3만", "60000"), ("3천5만", "30050000"),
            ("0.5억", "50000000"), ("1억 2천만", "120000000"), ("3만 5천", "35000"), ("2만 500", "20500"),
            ("오만", "50000"), ("이천", "2000"), ("삼십만", "300000"), ("천오백", "1500"),
        ])
    func korean(text: String, expected: String) throws {
        #expect(try value(text) == decimal(expected))
    }

    @Test("0.1 + 0.2 is exactly 0.3 and a third times three is exactly 1")
    func exactness() throws {
        #expect(try value("0.1+0.2") == decimal("0.3"))
        #expect(try value("1/3*3") == Scalar(1))
        #expect(try value("1/4") == decimal("0.25"))
    }

    @Test("a fractional power is computed in decimal, right to 34 digits")
    func fractionalPower() throws {
        let root = try value("2^0.7")
        let expected = try #require(ExactDecimal("1.624504792712471045219418765550563"))
        #expect(
            (root.fraction - ExactFraction(expected)).magnitude
                < ExactFraction(try #require(ExactDecimal("1e-33"))))
        #expect(
            try value("(2^0.5)^2 - 2").fraction.magnitude < ExactFraction(try #require(ExactDecimal("1e-30")))
        )
    }

    @Test("ans is the previous result, in any case")
    func ans() throws {
        #expect(try value("ans/2", ans: Scalar(42)) == Scalar(21))
        #expect(try value("ans*ans", ans: Scalar(3)) == Scalar(9))
        #expect(try value("ANS+1", ans: Scalar(1)) == Scalar(2))
        #expect(try value("-ans", ans: Scalar(5)) == Scalar(-5))
    }

    @Test(
        "each mistake fails with its own code, pointing at the offending text",
        arguments: [
            ("1/0", "division_by_zero", "/"), ("1 / (2-2)", "division_by_zero", "/"),
            ("0^-1", "division_by_zero", "^"), ("5 mod 0", "division_by_zero", "mod"),
            ("(1+2", "syntax_error:unclosedParenthesis", "("),
            ("1+(2*(3)", "syntax_error:unclosedParenthesis", "("),
            ("1+2)", "syntax_error:unmatchedCloseParenthesis", ")"),
            (")", "syntax_error:unmatchedCloseParenthesis", ")"),
            ("1+", "syntax_error:missingOperand", ""), ("2^", "syntax_error:missingOperand", ""),
            ("1+*2", "syntax_error:unexpected(\"*\")", "*"), ("()", "syntax_error:missingOperand", ")"),
            ("2 3", "syntax_error:twoAmounts", "3"), ("(2 3)", "syntax_error:twoAmounts", "3"),
            ("1.2.3", "syntax_error:twoAmounts", ".3"),
            ("ans ans", "syntax_error:unexpected(\"ans\")", "ans"),
            ("1,00", "syntax_error:misplacedSeparator", ","),
            ("1,0000", "syntax_error:misplacedSeparator", ","),
            ("1,", "syntax_error:misplacedSeparator", ","),
            ("5백3천", "syntax_error", "5백3천"), ("3만2만", "syntax_error", "3만2만"),
            ("nan", "not_a_number:notANumber(\"nan\")", "nan"),
            ("1+inf", "not_a_number:notANumber(\"inf\")", "inf"),
            ("∞", "not_a_number:notANumber(\"∞\")", "∞"),
            ("10^1000*10", "overflow", "*"), ("2^100000", "overflow", "^"),
            ("1e1000+1e1000", "overflow", "+"),
            ("1e-600*1e-600", "underflow", "*"), ("10^-1001", "underflow", "^"),
            ("0.5^10000", "underflow", "^"),
            ("1.0000001^100000", "number_out_of_range", "^"), ("sqrt(-1)", "math_domain_error", "sqrt"),
            ("ln(0)", "math_domain_error", "ln"), ("2.5!", "math_domain_error", "!"),
            ("1001!", "number_out_of_range", "!"), ("exp(3000)", "overflow", "exp"),
            ("(-8)^(1/3)", "math_domain_error", "^"), ("", "syntax_error:empty", ""),
            ("ans", "no_previous_result", "ans"), ("1e1001", "number_out_of_range", "1e1001"),
            ("2*1e-1001", "number_out_of_range", "1e-1001"),
            (String(repeating: "1", count: 1001), "number_out_of_range", String(repeating: "1", count: 1001)),
            ("3 of 4", "syntax_error:ofWithoutPercent", "of"), ("100 + 5 km", "incompatible_units", "+"),
            ("30 °C * 3 km", "unsupported_operation", "*"), ("sqrt(5 km)", "unsupported_operation", "sqrt"),
            ("100 to USD", "nothing_to_convert", "USD"),
        ])
    func errors(text: String, code: String, at place: String) throws {
        let failure = try #require(Calculate.failure(text), "\(text) should fail")
        #expect(failure.code.hasPrefix(code), "\(text): \(failure.code)")
        #expect(failure.at == place, "\(text)")
    }

    @Test("a hundred nested parentheses are fine, the hundred-and-first is refused")
    func nestingLimit() throws {
        let hundred = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        #expect(try value(hundred) == Scalar(1))
        let deeper = String(repeating: "(", count: 101) + "1" + String(repeating: ")", count: 101)
        #expect(Calculate.failure(deeper)?.code.hasPrefix("nesting_too_deep") == true)
        #expect(
            Calculate.failure(String(repeating: "-", count: 101) + "1")?.code.hasPrefix("nesting_too_deep")
                == true)
    }

    @Test("random texts either evaluate within the limits or fail with a message, never crash")
    func randomTexts() throws {
        let alphabet = Array("0123456789.,+-*/^%() 만천억조e9!QUSDkm 원을로달러평?=")
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        let upper = ExactFraction(try #require(ExactDecimal("1e1000")))
        let lower = ExactFraction(try #require(ExactDecimal("1e-1000")))
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...16, using: &generator) {
                text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            do {
                let result = try Calculate.value(text)
                let magnitude = result.fraction.magnitude
                let factorial = text.contains("!")
                #expect(result.isZero || factorial || (magnitude <= upper && magnitude >= lower), "\(text)")
            } catch {
                switch error {
                case .grammar(let kind, _):
                    #expect(!GrammarError(kind, at: 0..<0).message(in: .en).isEmpty)
                case .evaluation(let e, _): #expect(!e.message(in: .ko).isEmpty)
                }
            }
        }
    }

    /// SPEC §2: a magnitude word with no digits is 1 of it; one after digits is that
    /// many of it, zero included (`0만` was read as 1만, `0억 5천만` as 1억 5천만).
    @Test(
        "groups of 억 and 만 are their digits' worth, zero included, and a word alone is one of it, over 4,000 seeded numbers"
    )
    func zeroGroups() throws {
        var generator = SeededGenerator(seed: 2_604)
        func group() -> Int {
            Int.random(in: 0..<3, using: &generator) == 0 ? 0 : Int.random(in: 1...9_999, using: &generator)
        }
        for _ in 0..<4_000 {
            let (a, b) = (group(), group())
            // A last group of two digits or more (one digit right after 만 reads as 천: `3만5`).
            let c =
                Int.random(in: 0..<2, using: &generator) == 0
                ? nil : Int.random(in: 10...9_999, using: &generator)
            let text = "\(a)억 \(b)만" + (c.map { " \($0)" } ?? "")
            let expected = a * 100_000_000 + b * 10_000 + (c ?? 0)
            #expect(try value(text) == Scalar(ExactFraction(magnitude: UInt64(expected))), "\(text)")
            #expect(try value("\(a)만") == Scalar(ExactFraction(magnitude: UInt64(a * 10_000))), "\(a)만")
        }
        for (text, expected) in [
            ("만", 10_000), ("억", 100_000_000), ("천만", 10_000_000), ("0만", 0), ("0천", 0), ("0천만", 0),
            ("0억 5천", 50_000_000), ("0억 0만 12", 12), ("1억 0만", 100_000_000),
        ] {
            #expect(try value(text) == Scalar(ExactFraction(magnitude: UInt64(expected))), "\(text)")
        }
    }
}
