import HwanKit
import Testing

/// Laws that must hold for any operands, checked on operands from a fixed seed.
@Suite("Exact number properties")
struct ExactNumberPropertyTests {
    /// A `BigUInt` of 1...`maxLimbs` random limbs, sometimes with runs of all-ones or zero limbs
    /// (the cases where Knuth's quotient estimate needs its corrections).
    static func bigUInt(_ generator: inout SeededGenerator, maxLimbs: Int) -> BigUInt {
        let count = Int.random(in: 1...maxLimbs, using: &generator)
        var value = BigUInt.zero
        for _ in 0..<count {
            let limb: UInt64 =
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: UInt64.max
                case 1: 0
                default: generator.next()
                }
            value = value * BigUInt(UInt128(1) << 64) + BigUInt(limb)
        }
        return value.isZero ? .one : value
    }

    static func decimal(_ generator: inout SeededGenerator) -> ExactDecimal {
        let coefficient = bigUInt(&generator, maxLimbs: 3)
        return ExactDecimal(
            negative: Bool.random(using: &generator), coefficient: coefficient,
            exponent: Int.random(in: -60...60, using: &generator))
    }

    @Test("division and remainder put the dividend back together for multi-limb operands")
    func knuthDivision() {
        var generator = SeededGenerator(seed: 8)
        for _ in 0..<2000 {
            let a = Self.bigUInt(&generator, maxLimbs: 8)
            let b = Self.bigUInt(&generator, maxLimbs: 5)
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            #expect(q * b + r == a && r < b, "\(a) / \(b)")
        }
    }

    @Test("decimal text round-trips through init(decimalDigits:)")
    func decimalText() {
        var generator = SeededGenerator(seed: 9)
        for _ in 0..<500 {
            let a = Self.bigUInt(&generator, maxLimbs: 8)
            #expect(BigUInt(decimalDigits: a.description) == a)
            #expect(a.decimalDigitCount == a.description.count)
        }
    }

    @Test("a fraction divided and multiplied back by the same non-zero value is unchanged")
    func fractionRoundTrip() throws {
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<500 {
            let a = ExactFraction(Self.decimal(&generator))
            let b = try ExactFraction(
                numerator: Self.decimal(&generator), denominator: Self.decimal(&generator))
            #expect(try (a / b) * b == a)
            #expect((a + b) - b == a)
        }
    }

    @Test("a quotient of two decimals, reduced once, is the product of the two fractions, over 6,000 pairs")
    func decimalQuotient() throws {
        var generator = SeededGenerator(seed: 11)
        for round in 0..<6_000 {
            // Rate-like decimals (a few digits, small exponents) and wide ones, signs and zero included.
            let numerator: ExactDecimal
            let denominator: ExactDecimal
            if round % 2 == 0 {
                func rate() -> ExactDecimal {
                    ExactDecimal(
                        negative: Int.random(in: 0..<8, using: &generator) == 0,
                        coefficient: BigUInt(UInt64.random(in: 0...99_999_999_999, using: &generator)),
                        exponent: Int.random(in: -12...4, using: &generator))
                }
                (numerator, denominator) = (rate(), rate())
            } else {
                (numerator, denominator) = (Self.decimal(&generator), Self.decimal(&generator))
            }
            guard !denominator.isZero else {
                #expect(throws: ArithmeticFailure.self) {
                    try ExactFraction(numerator: numerator, denominator: denominator)
                }
                continue
            }
            let quotient = try ExactFraction(numerator: numerator, denominator: denominator)
            let product = ExactFraction(numerator) * (try ExactFraction(1) / ExactFraction(denominator))
            #expect(quotient == product, "\(numerator) / \(denominator)")
            #expect(
                quotient.isNegative == (!numerator.isZero && numerator.isNegative != denominator.isNegative))
            #expect(quotient * ExactFraction(denominator) == ExactFraction(numerator))
        }
    }

    @Test("a quotient rounded toward zero is within one unit of its last digit below the exact fraction")
    func roundedDivisionAgainstFraction() throws {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let a = Self.decimal(&generator)
            let b = Self.decimal(&generator)
            let digits = Int.random(in: 1...40, using: &generator)
            let quotient = try a.divided(by: b, significantDigits: digits, rounding: .towardZero)
            let exact = try ExactFraction(numerator: a, denominator: b)
            let error = (exact - ExactFraction(quotient)).magnitude
            let unit = ExactFraction(
                ExactDecimal(
                    negative: false, coefficient: .one, exponent: quotient.orderOfMagnitude - digits + 1))
            #expect(
                error < unit && quotient.magnitude <= exact.magnitude.exactDecimalOrRounded,
                "\(a) / \(b) to \(digits)")
            #expect(quotient.significantDigitCount <= digits)
        }
    }
}

extension ExactNumberPropertyTests {
    @Test("terse text of a fraction is the twelve-digit rounding of its exact value, on the quick branch too")
    func terseQuickBranch() throws {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<3000 {
            let numerator = ExactDecimal(Int.random(in: 0...999_999_999_999_999_999, using: &generator))
            let denominator = ExactDecimal(
                Int.random(
                    in: 1...Int(10).power(Int.random(in: 1...18, using: &generator)), using: &generator))
            let value = try ExactFraction(numerator: numerator, denominator: denominator)
            let reference = DecimalFormatting.significant(
                value.decimal(significantDigits: 40, rounding: .towardZero), digits: 12)
            #expect(NumberText.terse(value) == reference, "\(value)")
        }
    }
}

extension Int {
    fileprivate func power(_ n: Int) -> Int { n == 0 ? 1 : self * power(n - 1) }
}

extension ExactFraction {
    /// An upper bound for comparisons in tests: the value rounded up to 60 digits.
    fileprivate var exactDecimalOrRounded: ExactDecimal {
        exactDecimal ?? decimal(significantDigits: 60, rounding: .up)
    }
}
