/// `ExactDecimal` → text: fixed, trimmed or significant digits, optionally grouped by thousands.
/// Rounding is half away from zero, as banks and calculators print.
///
///     DecimalFormatting.fixed(1380.255, fractionDigits: 2)        // "1,380.26"
///     DecimalFormatting.significant(2/3, digits: 12)              // "0.666666666667"
///     DecimalFormatting.significant(1e20, digits: 12)             // "1e+20"
public enum DecimalFormatting {
    /// Exactly `fractionDigits` digits after the point, optionally grouped by thousands.
    public static func fixed(_ value: ExactDecimal, fractionDigits: Int, grouping: Bool = true) -> String {
        var number = DigitString(value)
        number.round(keeping: number.exponent + fractionDigits)
        return number.render(minFraction: fractionDigits, maxFraction: fractionDigits, grouping: grouping)
    }

    /// At most `fractionDigits` after the point, trailing zeros dropped.
    public static func trimmed(_ value: ExactDecimal, maxFractionDigits: Int, grouping: Bool = true) -> String
    {
        var number = DigitString(value)
        number.round(keeping: number.exponent + maxFractionDigits)
        return number.render(minFraction: 0, maxFraction: maxFractionDigits, grouping: grouping)
    }

    /// At most `digits` significant digits, trailing zeros dropped; plain notation
    /// for 1e-6 ≤ |value| < 1e15, else `1.5e+20` style.
    public static func significant(_ value: ExactDecimal, digits: Int, grouping: Bool = false) -> String {
        significant(DigitString(value), digits: digits, grouping: grouping)
    }

    /// `fixed` of an exact fraction: one rounding, from its exact value. The
    /// rounding reads one digit past the last kept one, and |value| <
    /// 10^(numerator digits − denominator digits + 1), so the value truncated
    /// to that many integer digits, the fraction digits and one more rounds as
    /// its 60-digit display decimal does (`fixedGeneral`).
    public static func fixed(_ value: ExactFraction, fractionDigits: Int, grouping: Bool = true) -> String {
        // In machine integers when the value allows (`fixedQuotient`).
        if let text = fixedQuotient(of: value, fractionDigits: fractionDigits, grouping: grouping) {
            return text
        }
        let integerDigits =
            value.numeratorMagnitude.decimalDigitCount - value.denominatorMagnitude.decimalDigitCount + 1
        let needed = min(displayDigits, max(1, integerDigits + fractionDigits + 1))
        return fixed(
            value.decimal(significantDigits: needed, rounding: .towardZero), fractionDigits: fractionDigits,
            grouping: grouping)
    }

    /// `fixed` from the 60-digit display decimal: the short step must write what this writes.
    static func fixedGeneral(_ value: ExactFraction, fractionDigits: Int, grouping: Bool = true) -> String {
        fixed(value.displayDecimal, fractionDigits: fractionDigits, grouping: grouping)
    }

    /// `significant` of an exact fraction: one rounding, from its exact value.
    /// Only the digit after the last kept one decides the rounding, so the
    /// value truncated to `digits + 1` digits rounds as its 60-digit display
    /// decimal does (`significantGeneral`), at a fraction of the division.
    public static func significant(_ value: ExactFraction, digits: Int, grouping: Bool = false) -> String {
        // In machine integers when the value allows (`significantQuotient`).
        if let text = significantQuotient(of: value, digits: digits, grouping: grouping) { return text }
        return significant(
            value.decimal(significantDigits: min(digits + 1, displayDigits), rounding: .towardZero),
            digits: digits, grouping: grouping)
    }

    /// `significant` from the 60-digit display decimal: the short step must write what this writes.
    static func significantGeneral(_ value: ExactFraction, digits: Int, grouping: Bool = false) -> String {
        significant(value.displayDecimal, digits: digits, grouping: grouping)
    }

    /// The significant digits of `ExactFraction.displayDecimal`.
    static let displayDigits = 60

    static func significant(_ digitString: DigitString, digits: Int, grouping: Bool) -> String {
        var bytes: [UInt8] = []
        appendSignificant(digitString, digits: digits, grouping: grouping, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `significant` text as ASCII bytes appended to `output`, for the
    /// batch path that never makes a `String`.
    package static func appendSignificant(
        _ digitString: consuming DigitString, digits: Int, grouping: Bool, to output: inout [UInt8]
    ) {
        var number = digitString
        number.round(keeping: digits)
        if number.digits.isEmpty {
            output.append(UInt8(ascii: "0"))
            return
        }
        if number.exponent > 15 || number.exponent < -5 {
            if number.negative { output.append(UInt8(ascii: "-")) }
            output.append(48 + number.digits[0])
            if number.digits.count > 1 {
                output.append(UInt8(ascii: "."))
                for digit in number.digits.dropFirst() { output.append(48 + digit) }
            }
            let power = number.exponent - 1
            output.append(UInt8(ascii: "e"))
            output.append(power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            output.append(contentsOf: String(abs(power)).utf8)
            return
        }
        number.render(minFraction: 0, maxFraction: Int.max, grouping: grouping, to: &output)
    }
}
