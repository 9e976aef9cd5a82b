/// The ways hwan writes a number.
///
/// Exact fractions (conversions) are rounded once, from their exact value;
/// calculator results (`Scalar`) follow SPEC §3: integers and terminating
/// decimals in full up to 1,000 digits, anything else to 16 significant
/// digits for people and 12 with `-t`.
public enum NumberText {
    /// Fraction digits for an amount: the currency's minor units, more when a
    /// non-zero value would otherwise keep fewer than four significant digits
    /// (`0.0006623 USD`, `9.463 KRW`), but never more than an exact value has.
    package static func moneyDigits(_ value: Scalar, minorUnits: Int) -> Int {
        guard !value.isZero else { return minorUnits }
        let order = value.decimal(significantDigits: 8).orderOfMagnitude
        let forFourDigits = max(0, 3 - order)
        var exactDigits = Int.max
        if let exact = value.exactFraction?.exactDecimal { exactDigits = max(0, -exact.exponent) }
        return max(minorUnits, min(forFourDigits, exactDigits))
    }

    /// Digits a calculator result may print in full.
    public static let fullDigitLimit = 1000
    /// Significant digits of a calculator result that is not printed in full.
    public static let calculatorHumanDigits = 16
    public static let calculatorTerseDigits = 12

    /// SPEC §3: an exact value of at most `significantDigits` digits (`10^18`,
    /// `0.000000001`) written in full, as an integer or terminating decimal is;
    /// nil for a value that would need rounding there (scientific notation then
    /// invents no digits) or more than `fullDigitLimit` digits.
    public static func inFull(_ value: ExactFraction, significantDigits: Int, grouping: Bool) -> String? {
        guard let exact = value.exactDecimal, exact.significantDigitCount <= significantDigits,
            printedDigitCount(exact) <= fullDigitLimit
        else { return nil }
        return DigitString(exact).render(minFraction: 0, maxFraction: Int.max, grouping: grouping)
    }

    /// For people: thousands separators, up to 15 significant digits.
    public static func human(_ value: ExactDecimal) -> String {
        DecimalFormatting.significant(value, digits: 15, grouping: true)
    }

    public static func human(_ value: ExactFraction) -> String {
        DecimalFormatting.significant(value, digits: 15, grouping: true)
    }

    /// SPEC §3 `-t`: no separators, `.` as point, at most 12 significant digits.
    public static func terse(_ value: ExactDecimal) -> String {
        DecimalFormatting.significant(value, digits: 12)
    }

    public static func terse(_ value: ExactFraction) -> String {
        // Below 10^19 over 10^19: written on the stack, a String of its own at once.
        if let text = DecimalFormatting.significantQuotient(of: value, digits: calculatorTerseDigits) {
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)  // twelve digits, a sign, a point, an exponent: one allocation
        appendTerse(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `terse` text as bytes, for the batch path that never makes a `String`.
    /// Thirteen truncated digits round to twelve exactly as the full value would.
    public static func appendTerse(_ value: ExactFraction, to output: inout [UInt8]) {
        // Numerator and denominator below 10^19: in machine integers, no array.
        if DecimalFormatting.appendSignificantQuotient(
            of: value, digits: calculatorTerseDigits, grouping: false, to: &output)
        {
            return
        }
        appendTerseGeneral(value, to: &output)
    }

    /// `appendTerse` through a `DigitString`, any size: the short step must write what this writes.
    static func appendTerseGeneral(_ value: ExactFraction, to output: inout [UInt8]) {
        let digits =
            DigitString(truncatedQuotientOf: value, minimumDigits: 13)
            ?? DigitString(value.decimal(significantDigits: 13, rounding: .towardZero))
        DecimalFormatting.appendSignificant(digits, digits: 12, grouping: false, to: &output)
    }

    /// Significant digits of a JSON number that cannot be written in full (SPEC §3).
    public static let jsonDigits = 34

    /// A JSON number with every digit hwan computed (SPEC §3): an exact value in
    /// full up to 1,000 digits (`123456789012.345678`), else 34 significant digits.
    public static func json(_ value: ExactDecimal) -> String {
        if printedDigitCount(value) <= fullDigitLimit {
            return DigitString(value).render(minFraction: 0, maxFraction: Int.max, grouping: false)
        }
        return DecimalFormatting.significant(value, digits: jsonDigits)
    }

    public static func json(_ value: ExactFraction) -> String {
        if let exact = value.exactDecimal { return json(exact) }
        return DecimalFormatting.significant(value, digits: jsonDigits)
    }

    /// A money amount in a currency's minor units (KRW 0, USD 2, KWD 3).
    public static func money(_ value: ExactDecimal, minorUnits: Int) -> String {
        DecimalFormatting.fixed(value, fractionDigits: minorUnits)
    }

    public static func money(_ value: ExactFraction, minorUnits: Int) -> String {
        DecimalFormatting.fixed(value, fractionDigits: minorUnits)
    }

    /// A calculator result for people: in full with separators when exact and
    /// terminating (`2^200`: all 61 digits), else 16 significant digits.
    public static func calculatorHuman(_ value: Scalar) -> String {
        calculator(value, digits: calculatorHumanDigits, grouping: true)
    }

    /// A calculator result for `-t`: in full without separators when exact and
    /// terminating, else 12 significant digits.
    public static func calculatorTerse(_ value: Scalar) -> String {
        calculator(value, digits: calculatorTerseDigits, grouping: false)
    }

    /// `calculatorTerse`'s text appended as bytes, for the batch path that makes no
    /// `String` a line: a whole number or a fraction that does not terminate, of 64
    /// bits over 64, written straight in (as `smallCalculatorText` writes them);
    /// any other value through `calculatorTerse`.
    public static func appendCalculatorTerse(_ value: Scalar, to output: inout [UInt8]) {
        if case .exact(let fraction) = value.value, let (numerator, denominator) = fraction.smallParts {
            if denominator == 1 {
                // At most 20 digits and a sign, from the last one back.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                    var index = buffer.count
                    var rest = numerator
                    repeat {
                        index -= 1
                        buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                        rest /= 10
                    } while rest > 0
                    if fraction.isNegative {
                        index -= 1
                        buffer[index] = UInt8(ascii: "-")
                    }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
                }
                return
            }
            var odd = denominator >> denominator.trailingZeroBitCount
            while odd % 5 == 0 { odd /= 5 }
            if odd != 1,
                DecimalFormatting.appendSignificantQuotient(
                    of: fraction, digits: calculatorTerseDigits, grouping: false, to: &output)
            {
                return
            }
        }
        output.append(contentsOf: calculatorTerse(value).utf8)
    }

    /// A calculator result as a JSON number: in full when exact and terminating, else 34 digits.
    public static func calculatorJSON(_ value: Scalar) -> String {
        calculator(value, digits: jsonDigits, grouping: false)
    }

    static func calculator(_ value: Scalar, digits: Int, grouping: Bool) -> String {
        let shown: ExactDecimal
        switch value.value {
        case .exact(let fraction):
            if let text = smallCalculatorText(fraction, digits: digits, grouping: grouping) { return text }
            if let exact = fraction.exactDecimal, printedDigitCount(exact) <= fullDigitLimit {
                return DigitString(exact).render(minFraction: 0, maxFraction: Int.max, grouping: grouping)
            }
            // Numerator and denominator below 10^19: the leading digits by one 128-bit
            // division; truncated to `digits + 1` or more, they round as the value does
            // (as `appendTerse` reads a conversion).
            var bytes: [UInt8] = []
            bytes.reserveCapacity(32)
            if DecimalFormatting.appendSignificantQuotient(
                of: fraction, digits: digits, grouping: grouping, to: &bytes)
            {
                return String(decoding: bytes, as: UTF8.self)
            }
            if let quick = DigitString(truncatedQuotientOf: fraction, minimumDigits: digits + 1) {
                DecimalFormatting.appendSignificant(quick, digits: digits, grouping: grouping, to: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }
            shown = fraction.decimal(significantDigits: digits + 1, rounding: .towardZero)
        case .approximate(let decimal):
            shown = decimal
        }
        return DecimalFormatting.significant(shown, digits: digits, grouping: grouping)
    }

    /// `calculator`'s text of an exact value of 64 bits over 64 bits, in machine
    /// integers: a whole number in full, a fraction that does not terminate by
    /// its leading digits (`DecimalFormatting.significantQuotient`); nil for a
    /// terminating fraction or a larger value, which take the general steps.
    static func smallCalculatorText(_ fraction: ExactFraction, digits: Int, grouping: Bool) -> String? {
        guard let (numerator, denominator) = fraction.smallParts else { return nil }
        if denominator == 1 {
            // At most 20 digits and 6 separators, and a sign.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
                var index = DecimalFormatting.writeWhole(
                    numerator, grouping: grouping, before: buffer.count, into: buffer)
                if fraction.isNegative {
                    index -= 1
                    buffer[index] = UInt8(ascii: "-")
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[index...]), as: UTF8.self)
            }
        }
        // Terminating (2^a 5^b): printed in full by the general steps.
        var odd = denominator >> denominator.trailingZeroBitCount
        while odd % 5 == 0 { odd /= 5 }
        if odd == 1 { return nil }
        return DecimalFormatting.significantQuotient(of: fraction, digits: digits, grouping: grouping)
    }

    /// `calculator` without its short step, any value: the short step must write what this writes.
    static func calculatorGeneral(_ value: Scalar, digits: Int, grouping: Bool) -> String {
        let shown: ExactDecimal
        switch value.value {
        case .exact(let fraction):
            if let exact = fraction.exactDecimal, printedDigitCount(exact) <= fullDigitLimit {
                return DigitString(exact).render(minFraction: 0, maxFraction: Int.max, grouping: grouping)
            }
            if let quick = DigitString(truncatedQuotientOf: fraction, minimumDigits: digits + 1) {
                var bytes: [UInt8] = []
                DecimalFormatting.appendSignificant(quick, digits: digits, grouping: grouping, to: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }
            shown = fraction.decimal(significantDigits: digits + 1, rounding: .towardZero)
        case .approximate(let decimal):
            shown = decimal
        }
        return DecimalFormatting.significant(shown, digits: digits, grouping: grouping)
    }

    /// Digits written out in plain notation: integer digits (at least one) plus fraction digits.
    static func printedDigitCount(_ value: ExactDecimal) -> Int {
        if value.isZero { return 1 }
        let integerDigits = max(value.orderOfMagnitude + 1, 1)
        return integerDigits + max(-value.exponent, 0)
    }
}
