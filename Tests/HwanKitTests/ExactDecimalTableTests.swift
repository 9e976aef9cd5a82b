import HwanKit
import Testing

/// `ExactDecimal` and `ExactFraction` against Python's `decimal` and `fractions`
/// (tables in NumberTables/, each row one case; failures list the rows).
@Suite("Exact numbers against Python's tables")
struct ExactDecimalTableTests {
    @Test("parsing accepts exactly the documented grammar and keeps every digit")
    func parsing() {
        let rows = NumberTables.rows("parsing.tsv")
        #expect(rows.count > 50)
        var failures: [String] = []
        for row in rows {
            let parsed = ExactDecimal(row[1])
            let expected = row[2] == "nil" ? nil : NumberTables.decimal(row[2])
            if parsed != expected { failures.append("\(row) gave \(String(describing: parsed))") }
            // The byte-level parser reads the same grammar.
            var copy = row[1]
            let viaBytes = copy.withUTF8 { ExactDecimal.parse(utf8: $0) }
            if viaBytes != expected { failures.append("bytes: \(row) gave \(String(describing: viaBytes))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("addition, subtraction, multiplication and comparison are exact")
    func arithmetic() {
        let rows = NumberTables.rows("arithmetic.tsv")
        #expect(rows.count > 1000)
        var failures: [String] = []
        for row in rows {
            let a = NumberTables.decimal(row[1])
            let b = NumberTables.decimal(row[2])
            let matches: Bool
            switch row[0] {
            case "add": matches = a + b == NumberTables.decimal(row[3])
            case "subtract": matches = a - b == NumberTables.decimal(row[3])
            case "multiply": matches = a * b == NumberTables.decimal(row[3])
            case "compare": matches = ExactDecimal.compare(a, b) == Int(row[3])
            default: matches = false
            }
            if !matches { failures.append(row.joined(separator: " ")) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("division is correctly rounded at every digit count and rule")
    func division() throws {
        let rows = NumberTables.rows("division.tsv")
        #expect(rows.count > 3000)
        var failures: [String] = []
        for row in rows {
            let quotient = try NumberTables.decimal(row[1]).divided(
                by: NumberTables.decimal(row[2]), significantDigits: Int(row[3])!,
                rounding: NumberTables.rule(row[4]))
            if quotient != NumberTables.decimal(row[5]) { failures.append("\(row) gave \(quotient)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("rounding to fraction digits and to significant digits follows each rule")
    func rounding() {
        let rows = NumberTables.rows("rounding.tsv")
        #expect(rows.count > 3000)
        var failures: [String] = []
        for row in rows {
            let x = NumberTables.decimal(row[1])
            let digits = Int(row[2])!
            let rule = NumberTables.rule(row[3])
            let result =
                row[0] == "roundFraction"
                ? x.rounded(fractionDigits: digits, rounding: rule)
                : x.rounded(significantDigits: digits, rounding: rule)
            if result != NumberTables.decimal(row[4]) { failures.append("\(row) gave \(result)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("fractions add, subtract, multiply, divide, compare, terminate and round exactly")
    func fractions() throws {
        let rows = NumberTables.rows("fractions.tsv")
        #expect(rows.count > 1000)
        var failures: [String] = []
        for row in rows {
            let a = NumberTables.fraction(row[1])
            let matches: Bool
            switch row[0] {
            case "fadd": matches = a + NumberTables.fraction(row[2]) == NumberTables.fraction(row[3])
            case "fsubtract": matches = a - NumberTables.fraction(row[2]) == NumberTables.fraction(row[3])
            case "fmultiply": matches = a * NumberTables.fraction(row[2]) == NumberTables.fraction(row[3])
            case "fdivide": matches = try a / NumberTables.fraction(row[2]) == NumberTables.fraction(row[3])
            case "fcompare": matches = ExactFraction.compare(a, NumberTables.fraction(row[2])) == Int(row[3])
            case "fterminating":
                let expected = row[2] == "nil" ? nil : NumberTables.decimal(row[2])
                matches = a.exactDecimal == expected && a.isTerminating == (expected != nil)
            case "fdecimal":
                matches =
                    a.decimal(significantDigits: Int(row[2])!, rounding: NumberTables.rule(row[3]))
                    == NumberTables.decimal(row[4])
            case "fpower": matches = try a.power(Int(row[2])!) == NumberTables.fraction(row[3])
            default: matches = false
            }
            if !matches { failures.append(row.joined(separator: " ")) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}

@Suite("Exact number functions against Python's tables")
struct ExactDecimalFunctionTableTests {
    @Test("integer powers and factorials are exact")
    func powers() {
        let rows = NumberTables.rows("powers.tsv")
        #expect(rows.count > 100)
        var failures: [String] = []
        for row in rows {
            let result =
                row[0] == "power"
                ? NumberTables.decimal(row[1]).power(Int(row[2])!) : ExactDecimal.factorial(Int(row[1])!)
            let expected = NumberTables.decimal(row[0] == "power" ? row[3] : row[2])
            if result != expected { failures.append("\(row.prefix(3)) gave \(result)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("sqrt, exp, ln and non-integer powers agree with Python to 34 digits")
    func functions() throws {
        let rows = NumberTables.rows("functions.tsv")
        #expect(rows.count > 150)
        var failures: [String] = []
        for row in rows {
            let x = NumberTables.decimal(row[1])
            let result: ExactDecimal
            let expected: ExactDecimal
            switch row[0] {
            case "sqrt": result = try x.squareRoot(significantDigits: 34)
            case "exp": result = try x.exponential(significantDigits: 34)
            case "ln": result = try x.naturalLogarithm(significantDigits: 34)
            default: result = try x.power(NumberTables.decimal(row[2]), significantDigits: 34)
            }
            expected = NumberTables.decimal(row[row.count - 1])
            if result != expected { failures.append("\(row) gave \(result)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
