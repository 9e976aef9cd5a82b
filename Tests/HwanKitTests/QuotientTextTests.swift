import Testing

@testable import HwanKit
@testable import HwanNumbers
@testable import HwanSupport

/// The significant digits of a 64-bit fraction, written without the general
/// steps (`DecimalFormatting.writeSignificantQuotient`): its digit counts and
/// its `String` form must agree with the general ones.
@Suite("Significant digits of a 64-bit quotient")
struct QuotientTextTests {
    @Test("a 64-bit value's digit count is BigUInt's, at every power of ten and between")
    func digitCounts() {
        var generator = SeededGenerator(seed: 1019)
        var values: [UInt64] = [1, 9, UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for _ in 0..<20000 {
            let bits = Int.random(in: 1...64, using: &generator)
            values.append(max(1, UInt64.random(in: 0...UInt64.max, using: &generator) >> (64 - bits)))
        }
        for value in values {
            #expect(
                DecimalFormatting.decimalDigitCount(value) == BigUInt(value).decimalDigitCount, "\(value)")
        }
    }

    @Test("the String of the quotient's digits is the bytes appended, for every digit count and grouping")
    func stringIsTheBytes() {
        var generator = SeededGenerator(seed: 7_1818)
        var taken = 0
        for _ in 0..<20000 {
            let value = ExactShortStepTests.printed(&generator)
            let digits = Int.random(in: 1...18, using: &generator)
            let grouping = Bool.random(using: &generator)
            var bytes: [UInt8] = []
            let took = DecimalFormatting.appendSignificantQuotient(
                of: value, digits: digits, grouping: grouping, to: &bytes)
            let text = DecimalFormatting.significantQuotient(of: value, digits: digits, grouping: grouping)
            #expect(text == (took ? String(decoding: bytes, as: UTF8.self) : nil), "\(value) \(digits)")
            if took { taken += 1 }
        }
        #expect(taken > 10000)
    }
}

/// The machine-integer steps behind a result's digits and its exact products
/// (`DecimalFormatting.leadingDigits`, `roundedDigits`, the written text, and
/// `ExactFraction.gcd64`), each against the general steps in `BigUInt` and
/// `DigitString` over seeded values crowded at the edges: powers of ten, 2^63
/// and 2^64, halves and nines that round up to a new digit.
@Suite("Significant digits of a 64-bit quotient, differential")
struct QuotientDifferentialTests {
    /// A 64-bit value: any width, or next to a power of ten, 2^63 or 2^64, or a
    /// power of two or five (halves, terminating fractions), or all nines.
    static func edgy(_ generator: inout SeededGenerator) -> UInt64 {
        let delta = UInt64.random(in: 0...3, using: &generator)
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
            let power = DecimalFormatting.powersOfTen64[Int.random(in: 0...19, using: &generator)]
            return Bool.random(using: &generator) || power <= delta ? power + delta : power - delta
        case 1: return (1 << 63) - 2 + delta
        case 2: return UInt64.max - delta
        case 3: return 1 << UInt64.random(in: 0...63, using: &generator)
        case 4:
            var five: UInt64 = 1
            for _ in 0..<Int.random(in: 0...27, using: &generator) { five *= 5 }
            return five
        case 5: return DecimalFormatting.powersOfTen64[Int.random(in: 1...19, using: &generator)] - 1
        case 6: return UInt64.random(in: 1...1000, using: &generator)
        default:
            let bits = Int.random(in: 1...64, using: &generator)
            return max(1, UInt64.random(in: 0...UInt64.max, using: &generator) >> (64 - bits))
        }
    }

    /// A fraction of 64 bits over 64 bits, not reduced by hand (the initializer
    /// reduces it), sometimes a whole number, sometimes m + ½ of a digit place.
    static func fraction(_ generator: inout SeededGenerator) -> ExactFraction {
        let negative = Bool.random(using: &generator)
        var numerator = edgy(&generator)
        var denominator = edgy(&generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: denominator = 1
        case 1:
            // (10m + 5) / 10^k: a 5 right after the digits kept when m has `digits` digits.
            let m = UInt64.random(in: 0...(UInt64.max / 10 - 1) >> Int.random(in: 0...60, using: &generator))
            numerator = m * 10 + 5
            denominator = DecimalFormatting.powersOfTen64[Int.random(in: 0...19, using: &generator)]
        case 2:
            // Just below and at a half: (2m ± 1) / 2^k.
            let m = UInt64.random(in: 1...(1 << 40), using: &generator)
            numerator = 2 * m + (Bool.random(using: &generator) ? 1 : 0)
            denominator = 1 << UInt64.random(in: 1...63, using: &generator)
        case 3: numerator = UInt64.random(in: 0...9, using: &generator)
        default: break
        }
        return ExactFraction(
            negative: negative, numerator: BigUInt(numerator), denominator: BigUInt(denominator))
    }

    /// The general steps' text: the value truncated to `digits + 1` significant
    /// digits by `BigUInt` division, rounded and written by `DigitString`.
    static func general(_ value: ExactFraction, digits: Int, grouping: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        DecimalFormatting.appendSignificant(
            DigitString(value.decimal(significantDigits: digits + 1, rounding: .towardZero)), digits: digits,
            grouping: grouping, to: &bytes)
        return bytes
    }

    @Test("the text of 200,000 seeded fractions of 64 bits over 64 is the general steps' text")
    func seededText() {
        var generator = SeededGenerator(seed: 18_0511)
        var taken = 0
        var exponentForm = 0
        for index in 0..<200_000 {
            let value = Self.fraction(&generator)
            // Mostly the terse and human counts; every count from 1 to 18 too.
            let digits = index % 4 == 0 ? Int.random(in: 1...18, using: &generator) : [12, 15, 16][index % 3]
            let grouping = Bool.random(using: &generator)
            var fast: [UInt8] = []
            let took = DecimalFormatting.appendSignificantQuotient(
                of: value, digits: digits, grouping: grouping, to: &fast)
            #expect(took, "\(value)")
            guard took else { continue }
            taken += 1
            if fast.contains(UInt8(ascii: "e")) { exponentForm += 1 }
            let general = Self.general(value, digits: digits, grouping: grouping)
            if fast != general {
                Issue.record(
                    "\(value) \(digits) \(grouping): \(String(decoding: fast, as: UTF8.self)) ≠ \(String(decoding: general, as: UTF8.self))"
                )
            }
        }
        #expect(taken == 200_000)
        #expect(exponentForm > 10_000)
    }

    @Test(
        "fixed places of 100,000 seeded fractions of 64 bits over 64: the machine steps write the general text"
    )
    func seededFixed() {
        var generator = SeededGenerator(seed: 20_2611)
        var taken = 0
        var roundedUp = 0
        var negativeZero = 0
        for _ in 0..<100_000 {
            let value = Self.fraction(&generator)
            let places = Int.random(in: 0...5, using: &generator)
            let grouping = Bool.random(using: &generator)
            let general = DecimalFormatting.fixedGeneral(value, fractionDigits: places, grouping: grouping)
            #expect(
                DecimalFormatting.fixed(value, fractionDigits: places, grouping: grouping) == general,
                "\(value) \(places) \(grouping)")
            guard
                let fast = DecimalFormatting.fixedQuotient(
                    of: value, fractionDigits: places, grouping: grouping)
            else {
                // Only more places than four, or a quotient past 64 bits, take the general steps.
                if places <= 4, let (n, d) = value.smallParts {
                    #expect(n.multipliedFullWidth(by: DecimalFormatting.powersOfTen64[places]).high >= d)
                }
                continue
            }
            taken += 1
            if fast != general { Issue.record("\(value) \(places) \(grouping): \(fast) ≠ \(general)") }
            if let (n, d) = value.smallParts, places <= 4 {
                let (high, low) = n.multipliedFullWidth(by: DecimalFormatting.powersOfTen64[places])
                let remainder = d.dividingFullWidth((high, low)).remainder
                if remainder != 0 && remainder >= d - remainder { roundedUp += 1 }
            }
            if value.isNegative && !fast.hasPrefix("-") { negativeZero += 1 }
        }
        #expect(
            taken > 50_000 && roundedUp > 5_000 && negativeZero > 100, "\(taken) \(roundedUp) \(negativeZero)"
        )
    }

    @Test("the leading digits and exponent of 200,000 seeded quotients are BigUInt's")
    func seededLeadingDigits() {
        var generator = SeededGenerator(seed: 2_0264)
        var roundedUp = 0
        for index in 0..<200_000 {
            let n = Self.edgy(&generator)
            let d = index % 5 == 0 ? 1 : Self.edgy(&generator)
            let digits = Int.random(in: 1...18, using: &generator)
            let (leading, exponent) = DecimalFormatting.leadingDigits(
                numerator: n, denominator: d, digits: digits)
            // 10^(e-1) ≤ n/d < 10^e, and L = ⌊n × 10^(digits + 1 − e) / d⌋, in BigUInt.
            let m = digits + 1 - exponent
            let scaledNumerator = m >= 0 ? BigUInt(n) * BigUInt.powerOfTen(m) : BigUInt(n)
            let scaledDenominator = m >= 0 ? BigUInt(d) : BigUInt(d) * BigUInt.powerOfTen(-m)
            let expected = scaledNumerator.quotientAndRemainder(dividingBy: scaledDenominator).quotient
            #expect(BigUInt(leading) == expected, "\(n)/\(d) \(digits)")
            #expect(BigUInt(leading).decimalDigitCount == digits + 1, "\(n)/\(d) \(digits)")
            let (mantissa, count, roundedExponent) = DecimalFormatting.roundedDigits(
                numerator: n, denominator: d, digits: digits)
            // Half away from zero from the digit after the kept ones; no zero left at the end.
            let kept = leading / 10 + (leading % 10 >= 5 ? 1 : 0)
            let carried = BigUInt(kept).decimalDigitCount > digits
            if carried { roundedUp += 1 }
            #expect(mantissa % 10 != 0 && BigUInt(mantissa).decimalDigitCount == count, "\(n)/\(d) \(digits)")
            #expect(roundedExponent == exponent + (carried ? 1 : 0), "\(n)/\(d) \(digits)")
            #expect(
                BigUInt(mantissa) * BigUInt.powerOfTen(digits - count + (carried ? 1 : 0)) == BigUInt(kept),
                "\(n)/\(d) \(digits)")
        }
        #expect(roundedUp > 100)
    }

    @Test("gcd64 is Euclid's gcd over 200,000 seeded pairs, zeros, 32-bit edges and 64-bit ones")
    func seededGcd() {
        var generator = SeededGenerator(seed: 64_32)
        func reference(_ a: UInt64, _ b: UInt64) -> UInt64 {
            var (x, y) = (a, b)
            while y != 0 { (x, y) = (y, x % y) }
            return x
        }
        for _ in 0..<200_000 {
            var a = Self.edgy(&generator)
            var b = Self.edgy(&generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: a = 0
            case 1: b = 0
            case 2:
                // A common factor, and values on either side of 2^32.
                let factor = UInt64.random(in: 1...(1 << 20), using: &generator)
                a = (a >> 22) * factor
                b = (b >> 22) * factor
            case 3: a = UInt64(UInt32.max) + UInt64.random(in: 0...2, using: &generator)
            default: break
            }
            #expect(ExactFraction.gcd64(a, b) == reference(a, b), "\(a) \(b)")
            #expect(
                BigUInt(ExactFraction.gcd64(a, b)) == BigUInt.gcd(BigUInt(a), BigUInt(b)) || a == 0 && b == 0)
        }
    }
}
