import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2's functions and constants against mpmath (NumberTables/trigonometry.tsv,
/// written by scripts/generate_function_tables.py), and through the calculator.
@Suite("Functions and constants")
struct FunctionTableTests {
    @Test("sin cos tan asin acos atan, π, cbrt and log2 agree with mpmath to 34 digits")
    func table() throws {
        let rows = NumberTables.rows("trigonometry.tsv")
        #expect(rows.count > 300)
        var failures: [String] = []
        for row in rows {
            let x = NumberTables.decimal(row[1])
            let expected = NumberTables.decimal(row[2])
            let result: ExactDecimal
            var oneUlp = false
            switch row[0] {
            case "pi": result = ExactDecimal.pi(digits: 34)
            case "sin": result = x.sine(significantDigits: 34)
            case "cos": result = x.cosine(significantDigits: 34)
            case "tan": result = try x.tangent(significantDigits: 34)
            case "atan": result = x.arctangent(significantDigits: 34)
            case "asin": result = try x.arcsine(significantDigits: 34)
            case "acos": result = try x.arccosine(significantDigits: 34)
            case "cbrt":
                result = try Scalar(x).cubeRoot().decimal(significantDigits: 34)
                oneUlp = true
            default:
                result = try Scalar(x).binaryLogarithm().decimal(significantDigits: 34)
                oneUlp = true
            }
            if result == expected { continue }
            // The calculator's 40-digit paths are rounded twice: one unit in the 34th digit.
            let ulp = ExactDecimal(
                negative: false, coefficient: BigUInt(1), exponent: expected.orderOfMagnitude - 33)
            if oneUlp, (result - expected).magnitude <= ulp { continue }
            failures.append("\(row[0])(\(row[1])) gave \(result), want \(expected)")
        }
        #expect(failures.isEmpty, "\(failures.prefix(8))")
    }

    @Test(
        "through the calculator: degrees, exact cases, constants",
        arguments: [
            ("sin(30°)", "0.5"), ("sin(30 deg)", "0.5"), ("cos(60°)", "0.5"), ("tan(45°)", "1"),
            ("cos(pi)", "-1"),
            ("cbrt(27)", "3"), ("cbrt(-8)", "-2"), ("log2(1024)", "10"), ("log2(0.125)", "-3"),
            ("round(2.5)", "3"),
            ("round(-2.5)", "-3"), ("floor(-2.5)", "-3"), ("ceil(2.1)", "3"), ("floor(7)", "7"),
            ("abs(-3)", "3"),
            ("exp(1) - e", "0"), ("원주율 - pi", "0"), ("π - pi", "0"), ("atan(1)*4 - pi", "0"),
            ("asin(1)*2 - pi", "0"),
            ("acos(-1) - pi", "0"), ("sin(0)", "0"), ("cos(0)", "1"), ("ln(e)", "1"),
        ])
    func calculator(line: String, expected: String) throws {
        let value = try Calculate.value(line)
        let exact = try #require(ExactDecimal(expected))
        // Exact, or within 1e-30 of it (SPEC §3's bound for approximations).
        let difference = try value.subtracting(Scalar(exact)).fraction.magnitude
        #expect(difference <= ExactFraction(try #require(ExactDecimal("1e-30"))), "\(line) = \(value)")
    }

    @Test("sin(π) and its kin are below 1e-30; large arguments are reduced exactly")
    func reduction() throws {
        for line in ["sin(pi)", "sin(-pi)", "sin(2*pi)", "sin(1000*pi)", "cos(pi/2)", "tan(pi)"] {
            let value = try Calculate.value(line)
            #expect(value.fraction.magnitude < ExactFraction(try #require(ExactDecimal("1e-30"))), "\(line)")
        }
        let large = ExactDecimal("1e20")!.sine(significantDigits: 34)
        #expect(large == ExactDecimal("-0.6452512852657808442058117113125230")!)
    }

    @Test("asin and acos outside [-1, 1] and trigonometry of a length are typed errors")
    func domain() throws {
        #expect(Calculate.failure("asin(2)")?.code == "math_domain_error")
        #expect(Calculate.failure("acos(-1.5)")?.code == "math_domain_error")
        #expect(Calculate.failure("sin(5 km)")?.code == "unsupported_operation")
    }

    @Test(
        "the REPL's completion, the shell scripts and the manual page know the functions, constants and bases"
    )
    func vocabulary() throws {
        let words = Set(Session.completionWords())
        let manual = ManualPage.render()
        for function in MathFunction.allCases {
            #expect(words.contains(function.rawValue))
            #expect(manual.contains(function.rawValue))
        }
        for word in ["pi", "원주율", "e", "hex", "bin", "oct", "dec"] { #expect(words.contains(word)) }
        for text in ["0xff", "to hex", "sin(30°)", "원주율", "kg*m/s^2"] { #expect(manual.contains(text)) }
        #expect(CompletionScript.words(for: .quantities).contains("sqrt"))
    }
}
