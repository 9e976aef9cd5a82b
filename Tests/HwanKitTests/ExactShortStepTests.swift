import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `ExactFraction`'s `+` and `*` of two values of 64 bits, and the terse
/// number of a fraction below 10^19 over 10^19, work in machine integers;
/// they must answer exactly as the general steps in `BigUInt` and `DigitString`.
@Suite("Exact numbers' short steps")
struct ExactShortStepTests {
    /// Zero, small and 64-bit values, decimals (denominators of powers of ten),
    /// repeating fractions, values just past 64 bits and huge ones, both signs.
    static func fraction(_ generator: inout SeededGenerator) -> ExactFraction {
        let negative = Bool.random(using: &generator)
        func bits(_ range: ClosedRange<Int>) -> BigUInt {
            BigUInt(
                UInt128.random(
                    in: 0...(UInt128(1) << Int.random(in: range, using: &generator)) - 1, using: &generator))
        }
        func positive(_ range: ClosedRange<Int>) -> BigUInt {
            let value = bits(range)
            return value.isZero ? .one : value
        }
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return .zero
        case 1:
            return ExactFraction(
                negative: negative, numerator: BigUInt(UInt64.random(in: 0...20, using: &generator)),
                denominator: BigUInt(UInt64.random(in: 1...20, using: &generator)))
        case 2:
            // A decimal: n / 10^k.
            return ExactFraction(
                negative: negative, numerator: bits(1...63),
                denominator: BigUInt.powerOfTen(Int.random(in: 0...18, using: &generator)))
        case 3:
            // Past 64 bits on one side.
            return ExactFraction(negative: negative, numerator: bits(64...127), denominator: positive(1...63))
        case 4:
            return ExactFraction(negative: negative, numerator: bits(1...63), denominator: positive(64...127))
        case 5:
            // Beyond 128 bits.
            return ExactFraction(
                negative: negative, numerator: BigUInt.powerOfTen(Int.random(in: 39...80, using: &generator)),
                denominator: positive(1...63))
        case 6:
            // Extremes of 64 bits.
            let edges: [UInt64] = [1, UInt64.max, UInt64.max - 1, 1 << 63, (1 << 63) - 1]
            return ExactFraction(
                negative: negative, numerator: BigUInt(edges.randomElement(using: &generator)!),
                denominator: BigUInt(edges.randomElement(using: &generator)!))
        default:
            return ExactFraction(negative: negative, numerator: bits(1...64), denominator: positive(1...64))
        }
    }

    @Test("+ and × agree with the general steps over 40,000 seeded pairs")
    func seededArithmetic() {
        var generator = SeededGenerator(seed: 18_0615)
        var short = 0
        for _ in 0..<40000 {
            let a = Self.fraction(&generator)
            let b = Self.fraction(&generator)
            if a.smallParts != nil && b.smallParts != nil { short += 1 }
            #expect(a + b == ExactFraction.sumGeneral(a, b), "\(a) + \(b)")
            #expect(a - b == ExactFraction.sumGeneral(a, b.negated()), "\(a) - \(b)")
            #expect(a * b == ExactFraction.productGeneral(a, b), "\(a) × \(b)")
            #expect(ExactFraction.compare(a, b) == ExactFraction.compareGeneral(a, b), "\(a) <> \(b)")
            #expect(ExactFraction.compare(a, a) == 0 && ExactFraction.compare(b, b) == 0)
            // Reduced, as the general steps leave a fraction.
            let product = a * b
            #expect(
                BigUInt.gcd(product.numeratorMagnitude, product.denominatorMagnitude) == .one
                    || product.isZero)
        }
        // Most pairs take the short steps, so the comparison tests them.
        #expect(short > 20000)
    }

    /// Fractions for the terse number: integers, decimals, repeating fractions,
    /// values that round up to a power of ten (`999999999999.5`), tiny and huge ones.
    static func printed(_ generator: inout SeededGenerator) -> ExactFraction {
        let negative = Bool.random(using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            // n nines then a digit, over a power of ten: rounding carries into a new digit.
            let nines = Int.random(in: 1...18, using: &generator)
            let numerator =
                (BigUInt.powerOfTen(nines) - .one) * BigUInt(10)
                + BigUInt(UInt64.random(in: 0...9, using: &generator))
            return ExactFraction(
                negative: negative, numerator: numerator,
                denominator: BigUInt.powerOfTen(Int.random(in: 0...18, using: &generator)))
        case 1:
            return ExactFraction(
                negative: negative, numerator: BigUInt(UInt64.random(in: 0...UInt64.max, using: &generator)),
                denominator: .one)
        default:
            return fraction(&generator)
        }
    }

    @Test("the terse number agrees with the DigitString steps over 40,000 seeded fractions")
    func seededTerse() {
        var generator = SeededGenerator(seed: 12_1218)
        var short = 0
        for _ in 0..<40000 {
            let value = Self.printed(&generator)
            var fast: [UInt8] = []
            var general: [UInt8] = []
            NumberText.appendTerse(value, to: &fast)
            NumberText.appendTerseGeneral(value, to: &general)
            #expect(fast == general, "\(value)")
            #expect(NumberText.terse(value) == String(decoding: general, as: UTF8.self), "\(value)")
            var probe: [UInt8] = []
            if DecimalFormatting.appendSignificantQuotient(of: value, digits: 12, grouping: false, to: &probe)
            {
                short += 1
            }
        }
        #expect(short > 25000)
    }

    @Test("every digit count and grouping agrees with the DigitString steps")
    func seededDigitCounts() {
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<20000 {
            let value = Self.printed(&generator)
            let digits = Int.random(in: 1...18, using: &generator)
            let grouping = Bool.random(using: &generator)
            var fast: [UInt8] = []
            let took = DecimalFormatting.appendSignificantQuotient(
                of: value, digits: digits, grouping: grouping, to: &fast)
            // Taken exactly for numerators and denominators of 64 bits.
            #expect(took == (value.smallParts != nil), "\(value)")
            guard took else {
                #expect(fast.isEmpty, "\(value)")
                continue
            }
            var general: [UInt8] = []
            let quotient =
                DigitString(truncatedQuotientOf: value, minimumDigits: digits + 1)
                ?? DigitString(value.decimal(significantDigits: digits + 1, rounding: .towardZero))
            DecimalFormatting.appendSignificant(quotient, digits: digits, grouping: grouping, to: &general)
            #expect(fast == general, "\(value) \(digits) \(grouping)")
        }
    }

    @Test("a number typed as plain digits reads as the decimal parser reads it, over 20,000 seeded literals")
    func seededLiterals() throws {
        var generator = SeededGenerator(seed: 60506)
        var short = 0
        for _ in 0..<20000 {
            let length = Int.random(in: 1...24, using: &generator)
            var text = String(
                (0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: text.insert(".", at: text.index(text.startIndex, offsetBy: length / 2))
            case 1: text += "e" + String(Int.random(in: -40...40, using: &generator))
            case 2: text = String(repeating: "0", count: Int.random(in: 1...20, using: &generator)) + text
            default: break
            }
            let literals = [
                NumberLiteral(parts: [.digits(text)]), NumberLiteral(parts: [.digits(text), .big(4)]),
            ]
            for literal in literals {
                let checked = try Evaluator.numberChecked(literal, at: 0..<1)
                if let value = Evaluator.plainInteger(literal) {
                    short += 1
                    #expect(value == checked, "\(text)")
                } else {
                    // Only a literal of more than 18 characters, or not all digits, takes the long way.
                    #expect(
                        literal.parts.count > 1 || text.utf8.count > 18
                            || text.utf8.contains { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") })
                }
            }
        }
        #expect(short > 5000)
    }

    @Test(
        "a number of digits and magnitude words reads the 64-bit way as the decimal parser reads it, over 30,000 seeded literals"
    )
    func seededWordedLiterals() throws {
        var generator = SeededGenerator(seed: 14736)
        var short = 0
        var long = 0
        func digits(_ generator: inout SeededGenerator) -> NumberLiteral.Part {
            let length = Int.random(in: 1...21, using: &generator)
            var text = String(
                (0..<length).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            switch Int.random(in: 0..<12, using: &generator) {
            case 0: text = String(repeating: "0", count: length)
            case 1: text = "0" + text
            case 2: text += ".5"
            case 3: text += "e2"
            default: text = String(text.prefix(Int.random(in: 1...8, using: &generator)))
            }
            return .digits(text)
        }
        for _ in 0..<30000 {
            // Groups as the lexer reads them (digits, 천 백 십, a group word), their words
            // descending; now and then shuffled, out of order.
            var parts: [NumberLiteral.Part] = []
            let bigs = [16, 12, 9, 8, 6, 4, 3].filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }
            for big in bigs.map(Optional.some) + [nil] {
                for small in [3, 2, 1] where Int.random(in: 0..<4, using: &generator) == 0 {
                    if Bool.random(using: &generator) { parts.append(digits(&generator)) }
                    parts.append(.small(small))
                }
                if Int.random(in: 0..<3, using: &generator) > 0 { parts.append(digits(&generator)) }
                if let big { parts.append(.big(big)) }
            }
            if Int.random(in: 0..<6, using: &generator) == 0 { parts.shuffle(using: &generator) }
            guard parts.count > 1 else { continue }
            let literal = NumberLiteral(parts: parts)
            let checked = try? Evaluator.numberChecked(literal, at: 0..<1)
            if let value = Evaluator.wordedInteger(literal) {
                short += 1
                #expect(value == checked, "\(literal.parts)")
            } else {
                long += 1
                // Only a point, an exponent, more than 18 digits, one part, a word out of order or a value past 64 bits.
                if let checked, parts.count > 1,
                    parts.allSatisfy({
                        if case .digits(let t) = $0 {
                            t.utf8.count <= 18 && t.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                        } else {
                            true
                        }
                    }),
                    case .exact(let fraction) = checked.value, fraction.isInteger,
                    let small = fraction.numeratorMagnitude.inlineValue, small <= UInt128(UInt64.max)
                {
                    Issue.record("\(literal.parts) fits 64 bits but took the long way")
                }
            }
        }
        #expect(short > 8000 && long > 3000, "\(short) \(long)")
        // A magnitude word after zero digits is none of it (`0만` = 0, SPEC §2: only a word
        // with no digits is one of it), as the long way reads it.
        let zero = NumberLiteral(parts: [.digits("0"), .big(4)])
        #expect(Evaluator.wordedInteger(zero) == Scalar(0))
        #expect(try zero.value(at: 0..<2) == .zero)
        #expect(
            Evaluator.wordedInteger(NumberLiteral(parts: [.big(8), .digits("5"), .big(4)]))
                == Scalar(100_050_000))
        #expect(Evaluator.wordedInteger(NumberLiteral(parts: [.digits("0"), .small(3)])) == Scalar(0))
        #expect(
            Evaluator.wordedInteger(NumberLiteral(parts: [.digits("14736"), .big(4)])) == Scalar(147_360_000))
    }

    @Test("significant digits of a fraction agree with the 60-digit display decimal, every count to 70")
    func seededSignificant() {
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<8000 {
            let value = Self.printed(&generator)
            let digits = Int.random(in: 1...70, using: &generator)
            let grouping = Bool.random(using: &generator)
            #expect(
                DecimalFormatting.significant(value, digits: digits, grouping: grouping)
                    == DecimalFormatting.significantGeneral(value, digits: digits, grouping: grouping),
                "\(value) \(digits) \(grouping)")
        }
    }

    @Test("a calculator result reads as the general steps write it, terse, human and JSON")
    func seededCalculator() {
        var generator = SeededGenerator(seed: 465)
        var short = 0
        for _ in 0..<20000 {
            let fraction = Self.printed(&generator)
            let value =
                Int.random(in: 0..<10, using: &generator) == 0
                ? Scalar(approximation: fraction.decimal(significantDigits: 45, rounding: .toNearestOrEven))
                : Scalar(fraction)
            if fraction.smallParts != nil { short += 1 }
            for (digits, grouping) in [(12, false), (16, true), (NumberText.jsonDigits, false), (16, false)] {
                #expect(
                    NumberText.calculator(value, digits: digits, grouping: grouping)
                        == NumberText.calculatorGeneral(value, digits: digits, grouping: grouping),
                    "\(value) \(digits) \(grouping)")
            }
        }
        #expect(short > 10000)
    }

    /// `text` read and given an evaluator (`ans` 7, every rate 3), or nil when it does not read.
    static func evaluating(_ text: String) -> (ParsedLine, Evaluator)? {
        guard let parsed = try? Parser.parse(LineText(text)),
            let evaluator = try? Evaluator(
                line: parsed, ans: Quantity(Scalar(7), .number), home: "KRW",
                rate: { (_, _) throws(EvaluationError) in ExactFraction(3) })
        else { return nil }
        return (parsed, evaluator)
    }

    @Test("short expressions computed by recursion agree with the stack machine, over 20,000 seeded lines")
    func seededShallowExpressions() throws {
        var generator = SeededGenerator(seed: 31760)
        let names = [
            "km", "mi", "m", "ft", "in", "cm", "평", "m2", "°C", "°F", "kg", "h", "min", "USD", "원", "s",
        ]
        let operators = [" + ", " - ", "*", "/", "^", " mod ", " ", " of "]
        func operand(_ depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 9), using: &generator) {
            case 0: return String(Int.random(in: 0...99999, using: &generator))
            case 1:
                return String(Int.random(in: 1...999, using: &generator)) + " " + names.randomElement(
                    using: &generator)!
            case 2:
                return
                    "\(Int.random(in: 1...99, using: &generator)).\(Int.random(in: 0...99, using: &generator))"
            case 3: return names.randomElement(using: &generator)!
            case 4: return "(" + expression(depth + 1) + ")"
            case 5: return "-" + operand(depth + 1)
            case 6: return String(Int.random(in: 1...99, using: &generator)) + "%"
            case 7:
                return ["ans", "pi", "sqrt(2)", "3!", "12345678901234567890"].randomElement(
                    using: &generator)!
            default: return "(" + expression(depth + 1) + ")"
            }
        }
        func expression(_ depth: Int) -> String {
            var text = operand(depth)
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                text += operators.randomElement(using: &generator)! + operand(depth)
            }
            return text
        }
        var shallow = 0
        var compared = 0
        for _ in 0..<20000 {
            let text = expression(0)
            guard let (parsed, evaluator) = Self.evaluating(text) else { continue }
            compared += 1
            if Evaluator.isShallow(parsed.expression, depth: 0) { shallow += 1 }
            let quick = Result { () throws(EvaluationError) in try evaluator.evaluate(parsed.expression) }
            let stacked = Result { () throws(EvaluationError) in
                try evaluator.evaluateStacked(parsed.expression)
            }
            #expect(quick == stacked, "\(text)")
        }
        // Enough of both paths to compare: powers now bind before a unit (`10^3 km`),
        // and a seeded line of that shape goes to the stack machine unless its amount
        // is shallow; about 4,980 of 10,646 take the recursion.
        #expect(compared > 10000 && shallow > 4500, "\(compared) \(shallow)")
    }

    @Test(
        "sums and products of plain numbers in machine integers agree with the stack machine, over 40,000 seeded lines"
    )
    func seededMachineExpressions() throws {
        var generator = SeededGenerator(seed: 35_37)
        let edges = [
            "0", "1", "2", "7", "10", "4294967295", "4294967296", "9223372036854775807", "999999999999999999",
            "100000000000000000", "18446744073709551615", "18446744073709551616", "3037000499", "3037000500",
            "12345678901234567890", "3천", "14736만", "1억 2천만", "1.5", "5k",
        ]
        let operators = [" + ", " - ", "*", "/", " + ", "^", " mod "]
        func operand(_ depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 2 ? 3 : 6), using: &generator) {
            case 0: return String(Int.random(in: 0...99999, using: &generator))
            case 1: return edges.randomElement(using: &generator)!
            case 2: return String(UInt64.random(in: 0...999_999_999, using: &generator))
            case 3: return "(" + expression(depth + 1) + ")"
            case 4: return "-" + operand(depth + 1)
            default: return "(" + expression(depth + 1) + ")"
            }
        }
        func expression(_ depth: Int) -> String {
            var text = operand(depth)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                // Mostly + − × ÷, now and then an operator the machine steps leave alone.
                let op = operators[
                    Int.random(
                        in: 0..<(Int.random(in: 0..<10, using: &generator) == 0 ? 7 : 5), using: &generator)]
                text += op + operand(depth)
            }
            return text
        }
        var machine = 0
        var fallback = 0
        var compared = 0
        for _ in 0..<40000 {
            let text = expression(0)
            guard let (parsed, evaluator) = Self.evaluating(text) else { continue }
            compared += 1
            let stacked = Result { () throws(EvaluationError) in
                try evaluator.evaluateStacked(parsed.expression)
            }
            if let small = evaluator.machineValue(parsed.expression) {
                machine += 1
                let value = Scalar.reduced(
                    negative: small.negative, numerator: UInt128(small.numerator),
                    denominator: UInt128(small.denominator))
                #expect(stacked == .success(Quantity(value)), "\(text)")
            } else {
                fallback += 1
            }
            let quick = Result { () throws(EvaluationError) in try evaluator.evaluate(parsed.expression) }
            #expect(quick == stacked, "\(text)")
        }
        #expect(compared > 30000 && machine > 5000 && fallback > 5000, "\(compared) \(machine) \(fallback)")
    }

    @Test("fixed fraction digits of a fraction agree with the 60-digit display decimal")
    func seededFixed() {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<8000 {
            let value = Self.printed(&generator)
            let digits = Int.random(in: 0...70, using: &generator)
            let grouping = Bool.random(using: &generator)
            #expect(
                DecimalFormatting.fixed(value, fractionDigits: digits, grouping: grouping)
                    == DecimalFormatting.fixedGeneral(value, fractionDigits: digits, grouping: grouping),
                "\(value) \(digits) \(grouping)")
        }
    }

    @Test("a JSON string is quoted as the escaping walk quotes it, over 20,000 seeded strings")
    func seededQuotes() {
        var generator = SeededGenerator(seed: 0x22)
        // Plain letters, Korean, quotes, backslashes, control characters, DEL, emoji.
        let pieces: [String] = [
            "a", "Z", "0", " ", "km", "원", "평", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}",
            "é", "🙂", "/", "}", "e\u{301}",
        ]
        var plain = 0
        for _ in 0..<20000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }) { plain += 1 }
            #expect(JSONWriter.quote(text) == JSONWriter.quoteEscaping(text), "\(text.debugDescription)")
            var appended = Array("{".utf8)
            JSONWriter.appendQuoted(text, to: &appended)
            #expect(
                appended == Array(("{" + JSONWriter.quoteEscaping(text)).utf8), "\(text.debugDescription)")
            var writer = JSONWriter()
            writer.string(text, text)
            writer.number("n", raw: "1")
            #expect(
                writer.finish()
                    == "{" + JSONWriter.quoteEscaping(text) + ":" + JSONWriter.quoteEscaping(text)
                    + ",\"n\":1}")
        }
        #expect(plain > 2000)
    }

    @Test(
        "examples read as before",
        arguments: [
            ("60506/1", "60506"), ("1/3", "0.333333333333"), ("-2/3", "-0.666666666667"),
            ("9999999999995/10", "1000000000000"), ("99999999999999995/10", "1e+16"),
            ("99999999999949/100", "999999999999"),
            ("1/1000000", "0.000001"), ("1/10000000", "1e-7"), ("123456789/1000", "123456.789"),
        ])
    func examples(fraction: String, text: String) throws {
        let parts = fraction.split(separator: "/")
        let negative = parts[0].hasPrefix("-")
        let value = ExactFraction(
            negative: negative,
            numerator: try #require(BigUInt(decimalDigits: String(parts[0].drop { $0 == "-" }))),
            denominator: try #require(BigUInt(decimalDigits: String(parts[1]))))
        #expect(NumberText.terse(value) == text)
    }
}
