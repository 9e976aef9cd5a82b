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

    /// `fixed` of an exact fraction: one rounding, from its exact value.
    public static func fixed(_ value: ExactFraction, fractionDigits: Int, grouping: Bool = true) -> String {
        fixed(value.displayDecimal, fractionDigits: fractionDigits, grouping: grouping)
    }

    /// `significant` of an exact fraction: one rounding, from its exact value.
    public static func significant(_ value: ExactFraction, digits: Int, grouping: Bool = false) -> String {
        significant(value.displayDecimal, digits: digits, grouping: grouping)
    }

    static func significant(_ digitString: DigitString, digits: Int, grouping: Bool) -> String {
        var bytes: [UInt8] = []
        appendSignificant(digitString, digits: digits, grouping: grouping, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `significant` text as ASCII bytes appended to `output`, for the
    /// batch path that never makes a `String`.
    static func appendSignificant(
        _ digitString: DigitString, digits: Int, grouping: Bool, to output: inout [UInt8]
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

extension ExactFraction {
    /// The value truncated to 60 significant digits, for the formatters: their
    /// half-away-from-zero rounding of a truncated expansion is the same as
    /// rounding the exact value (a truncation never crosses a half), and 60
    /// digits cover every amount a conversion prints.
    public var displayDecimal: ExactDecimal {
        decimal(significantDigits: 60, rounding: .towardZero)
    }
}

/// A decimal as sign, significant digits and the position of the point:
/// value = 0.d₁d₂d₃… × 10^exponent. Zero has no digits.
struct DigitString {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    init(_ value: ExactDecimal) {
        negative = value.isNegative
        if value.isZero {
            digits = []
            exponent = 0
            return
        }
        digits = value.coefficient.decimalDigits
        exponent = digits.count + value.exponent
    }

    /// value = ± mantissa × 10^power.
    init(negative: Bool, mantissa: UInt128, power: Int) {
        self.negative = negative
        digits = []
        exponent = 0
        guard mantissa != 0 else {
            self.negative = false
            return
        }
        var rest = mantissa
        var reversed: [UInt8] = []
        reversed.reserveCapacity(40)
        while rest > 0 {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
            reversed.append(UInt8(truncatingIfNeeded: remainder))
            rest = quotient
        }
        let count = reversed.count
        var trailing = 0
        while trailing < count - 1 && reversed[trailing] == 0 { trailing += 1 }
        digits = Array(reversed[trailing...].reversed())
        exponent = count + power
    }

    /// Keeps the first `count` significant digits, rounding half away from zero.
    mutating func round(keeping count: Int) {
        guard digits.count > count else { return }
        if count < 0 {
            digits = []
            negative = false
            exponent = 0
            return
        }
        let roundUp = digits[count] >= 5
        digits.removeSubrange(count...)
        if roundUp {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 {
                digits.insert(1, at: 0)
                exponent += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty {
            negative = false
            exponent = 0
        }
    }

    func render(minFraction: Int, maxFraction: Int, grouping: Bool) -> String {
        var bytes: [UInt8] = []
        render(minFraction: minFraction, maxFraction: maxFraction, grouping: grouping, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func render(minFraction: Int, maxFraction: Int, grouping: Bool, to text: inout [UInt8]) {
        let integerCount = max(exponent, 1)
        // Digit at position p (0 = first integer digit when exponent > 0).
        func digit(atInteger i: Int) -> UInt8 {
            exponent > 0 ? (i < digits.count ? digits[i] : 0) : 0
        }
        var fractionCount = exponent > 0 ? max(0, digits.count - exponent) : digits.count - exponent
        fractionCount = min(fractionCount, maxFraction)
        func digit(atFraction f: Int) -> UInt8 {
            let index = exponent > 0 ? exponent + f : f + exponent
            return index >= 0 && index < digits.count ? digits[index] : 0
        }
        while fractionCount > minFraction, digit(atFraction: fractionCount - 1) == 0 { fractionCount -= 1 }
        var isZero = true
        for i in 0..<integerCount where digit(atInteger: i) != 0 { isZero = false }
        for f in 0..<fractionCount where digit(atFraction: f) != 0 { isZero = false }
        if negative && !isZero { text.append(UInt8(ascii: "-")) }
        for i in 0..<integerCount {
            if grouping, i > 0, (integerCount - i) % 3 == 0 { text.append(UInt8(ascii: ",")) }
            text.append(48 + digit(atInteger: i))
        }
        let shown = max(fractionCount, minFraction)
        if shown > 0 {
            text.append(UInt8(ascii: "."))
            for f in 0..<shown { text.append(48 + (f < fractionCount ? digit(atFraction: f) : 0)) }
        }
    }
}
