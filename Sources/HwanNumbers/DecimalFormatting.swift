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
        significant(
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

extension DecimalFormatting {
    /// `appendSignificant(DigitString(truncatedQuotientOf: value, minimumDigits:
    /// digits + 1), digits:, grouping:)` in machine integers, with no array:
    /// the truncated quotient's leading `digits + 1` digits rounded half away
    /// from zero to `digits` (up to 18). False, and nothing appended, where that
    /// quotient does not apply (numerator or denominator of 10^19 or more, or
    /// more than 38 digits in the scaled numerator): the caller then takes the
    /// general steps.
    package static func appendSignificantQuotient(
        of value: ExactFraction, digits: Int, grouping: Bool, to output: inout [UInt8]
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: quotientTextCapacity) { buffer in
            guard
                let count = writeSignificantQuotient(
                    of: value, digits: digits, grouping: grouping, into: buffer)
            else { return false }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
            return true
        }
    }

    /// `appendSignificantQuotient` as a `String` made once from the stack (no array), or nil.
    package static func significantQuotient(of value: ExactFraction, digits: Int, grouping: Bool = false)
        -> String?
    {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: quotientTextCapacity) { buffer in
            guard
                let count = writeSignificantQuotient(
                    of: value, digits: digits, grouping: grouping, into: buffer)
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The `count` lowest decimal digits of `value` in ASCII at `buffer[end - count ..< end]`,
    /// two at a time (one division by 100 for each pair); what is left of `value`.
    @inline(__always)
    private static func writeLowDigits(
        _ value: UInt64, count: Int, end: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> UInt64 {
        let pairs = digitPairs
        var rest = value
        var index = end
        var left = count
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index -= 2
            buffer[index] = pairs[pair]
            buffer[index + 1] = pairs[pair &+ 1]
            left -= 2
        }
        if left == 1 {
            buffer[index - 1] = 48 + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        return rest
    }

    /// "00" "01" … "99": the two digits of each number below 100, in static memory.
    private static var digitPairs: UnsafePointer<UInt8> {
        let table: StaticString = """
            00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
            """
        return table.utf8Start
    }

    /// Room for the longest text of up to 18 digits: a sign, 15 integer digits and
    /// their 4 separators, a point, and up to 23 more (`0.00000` and 18 digits).
    static let quotientTextCapacity = 64

    /// The text of `appendSignificantQuotient` written into `buffer`: its length, or nil.
    /// (Numerator and denominator below 10^19 fit 64 bits: their digits are
    /// counted there, and the quotient's from theirs with one comparison.)
    private static func writeSignificantQuotient(
        of value: ExactFraction, digits: Int, grouping: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        guard digits >= 1, digits <= 18, let wideNumerator = value.numeratorMagnitude.inlineValue,
            let wideDenominator = value.denominatorMagnitude.inlineValue,
            wideNumerator < BigUInt.smallPowersOfTen[19], wideDenominator < BigUInt.smallPowersOfTen[19]
        else { return nil }
        let numerator = UInt64(truncatingIfNeeded: wideNumerator)
        let denominator = UInt64(truncatingIfNeeded: wideDenominator)
        if numerator == 0 {
            buffer[0] = UInt8(ascii: "0")
            return 1
        }
        let numeratorDigits = decimalDigitCount(numerator)
        let denominatorDigits = decimalDigitCount(denominator)
        let scale = max(0, digits + 1 + denominatorDigits - numeratorDigits + 1)
        guard numeratorDigits + scale <= 38 else { return nil }
        // At least `digits + 1` digits (the scale sees to it), at most 38.
        let quotient = (wideNumerator * BigUInt.smallPowersOfTen[scale]) / wideDenominator
        // An n-digit number over an m-digit one: n - m or n - m + 1 digits (n - m > 1 here).
        let least = numeratorDigits + scale - denominatorDigits
        let quotientDigits = least < 39 && quotient >= BigUInt.smallPowersOfTen[least] ? least + 1 : least
        // value = 0.d₁d₂… × 10^exponent; the first `digits + 1` digits, then rounded.
        var exponent = quotientDigits - scale
        let leading = UInt64(
            truncatingIfNeeded: quotient / BigUInt.smallPowersOfTen[quotientDigits - digits - 1])
        var mantissa = leading / 10
        var count = digits
        if leading % 10 >= 5 {
            mantissa += 1
            if UInt128(mantissa) == BigUInt.smallPowersOfTen[digits] {
                count += 1
                exponent += 1
            }
        }
        while mantissa % 10 == 0 {
            mantissa /= 10
            count -= 1
        }
        // Without separators, a value written out in full (`123.456`, `0.00123`):
        // its characters straight into their places, from the last one back
        // (the steps below write each digit twice).
        if exponent >= -5 && exponent <= 15 && (!grouping || exponent <= 3) {
            var length = 0
            if value.isNegative {
                buffer[0] = UInt8(ascii: "-")
                length = 1
            }
            var rest = mantissa
            if exponent <= 0 {
                // `0.`, -exponent zeros, the digits.
                let end = length + 2 - exponent + count
                var index = end - count
                rest = writeLowDigits(rest, count: count, end: end, into: buffer)
                while index > length + 2 {
                    index -= 1
                    buffer[index] = UInt8(ascii: "0")
                }
                buffer[length] = UInt8(ascii: "0")
                buffer[length + 1] = UInt8(ascii: ".")
                return end
            }
            // `exponent` integer digits (zeros past the significant ones), then the rest after a point.
            let fractionDigits = max(0, count - exponent)
            let end = length + exponent + (fractionDigits > 0 ? 1 + fractionDigits : 0)
            var index = end
            if fractionDigits > 0 {
                rest = writeLowDigits(rest, count: fractionDigits, end: index, into: buffer)
                index -= fractionDigits + 1
                buffer[index] = UInt8(ascii: ".")
            }
            for _ in 0..<(exponent - min(count, exponent)) {
                index -= 1
                buffer[index] = UInt8(ascii: "0")
            }
            _ = writeLowDigits(rest, count: index - length, end: index, into: buffer)
            return end
        }
        // The digits (0...9) at the buffer's end, the text from its start (at most
        // 44 bytes, so it never reaches them).
        let first = buffer.count - count
        var rest = mantissa
        var index = buffer.count - 1
        while index >= first {
            buffer[index] = UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            index -= 1
        }
        var length = 0
        if value.isNegative {
            buffer[0] = UInt8(ascii: "-")
            length = 1
        }
        if exponent > 15 || exponent < -5 {
            buffer[length] = 48 + buffer[first]
            length += 1
            if count > 1 {
                buffer[length] = UInt8(ascii: ".")
                length += 1
                for i in 1..<count {
                    buffer[length] = 48 + buffer[first + i]
                    length += 1
                }
            }
            let power = exponent - 1
            buffer[length] = UInt8(ascii: "e")
            buffer[length + 1] = power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            length += 2
            var magnitude = power.magnitude
            var divisor: UInt = 1
            while divisor * 10 <= magnitude { divisor *= 10 }
            while divisor > 0 {
                buffer[length] = 48 + UInt8(truncatingIfNeeded: magnitude / divisor)
                length += 1
                magnitude %= divisor
                divisor /= 10
            }
            return length
        }
        if exponent <= 0 {
            // 0.000ddd: the point, -exponent zeros, the digits.
            buffer[length] = UInt8(ascii: "0")
            buffer[length + 1] = UInt8(ascii: ".")
            length += 2
            for _ in 0..<(-exponent) {
                buffer[length] = UInt8(ascii: "0")
                length += 1
            }
            for i in 0..<count {
                buffer[length] = 48 + buffer[first + i]
                length += 1
            }
            return length
        }
        // `exponent` integer digits (zeros past the significant ones), then the rest after a point.
        for i in 0..<exponent {
            if grouping, i > 0, (exponent - i) % 3 == 0 {
                buffer[length] = UInt8(ascii: ",")
                length += 1
            }
            buffer[length] = i < count ? 48 + buffer[first + i] : UInt8(ascii: "0")
            length += 1
        }
        if count > exponent {
            buffer[length] = UInt8(ascii: ".")
            length += 1
            for i in exponent..<count {
                buffer[length] = 48 + buffer[first + i]
                length += 1
            }
        }
        return length
    }

    /// The decimal digits of a positive 64-bit value: the estimate from its bit
    /// width (bits × log₁₀ 2), corrected by one comparison.
    static func decimalDigitCount(_ value: UInt64) -> Int {
        let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
        return UInt128(value) >= BigUInt.smallPowersOfTen[estimate] ? estimate + 1 : estimate
    }
}

extension DigitString {
    /// At least `minimumDigits` leading digits of |value|, truncated, when numerator
    /// and denominator are below 10^19: one 128-bit division instead of a
    /// general one. A truncation to `minimumDigits` or more digits rounds (half
    /// away from zero) to fewer digits exactly as the value itself does.
    package init?(truncatedQuotientOf value: ExactFraction, minimumDigits: Int) {
        guard let numerator = value.numeratorMagnitude.inlineValue,
            let denominator = value.denominatorMagnitude.inlineValue,
            numerator < BigUInt.smallPowersOfTen[19], denominator < BigUInt.smallPowersOfTen[19]
        else { return nil }
        if numerator == 0 {
            self.init(negative: false, mantissa: 0, power: 0)
            return
        }
        let numeratorDigits = value.numeratorMagnitude.decimalDigitCount
        let denominatorDigits = value.denominatorMagnitude.decimalDigitCount
        let scale = max(0, minimumDigits + denominatorDigits - numeratorDigits + 1)
        guard numeratorDigits + scale <= 38 else { return nil }
        let quotient = (numerator * BigUInt.smallPowersOfTen[scale]) / denominator
        self.init(negative: value.isNegative, mantissa: quotient, power: -scale)
    }
}

extension ExactFraction {
    /// The value truncated to 60 significant digits, for the formatters: their
    /// half-away-from-zero rounding of a truncated expansion is the same as
    /// rounding the exact value (a truncation never crosses a half), and 60
    /// digits cover every amount a conversion prints.
    public var displayDecimal: ExactDecimal {
        decimal(significantDigits: DecimalFormatting.displayDigits, rounding: .towardZero)
    }
}

/// A decimal as sign, significant digits and the position of the point:
/// value = 0.d₁d₂d₃… × 10^exponent. Zero has no digits.
package struct DigitString {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    package init(_ value: ExactDecimal) {
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
        if mantissa <= UInt128(UInt64.max) {
            // 64-bit division by a constant is a multiplication; one array, filled once.
            var rest = UInt64(truncatingIfNeeded: mantissa)
            var count = 0
            var scan = rest
            while scan > 0 {
                count += 1
                scan /= 10
            }
            var trailing = 0
            while rest % 10 == 0 {
                rest /= 10
                trailing += 1
            }
            let kept = count - trailing
            digits = [UInt8](unsafeUninitializedCapacity: kept) { buffer, initialized in
                var index = kept - 1
                while index >= 0 {
                    buffer[index] = UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                    index -= 1
                }
                initialized = kept
            }
            exponent = count + power
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

    package func render(minFraction: Int, maxFraction: Int, grouping: Bool) -> String {
        var bytes: [UInt8] = []
        render(minFraction: minFraction, maxFraction: maxFraction, grouping: grouping, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    package func render(minFraction: Int, maxFraction: Int, grouping: Bool, to text: inout [UInt8]) {
        let count = digits.count
        let point = exponent
        let integerCount = max(point, 1)
        var fractionCount = point > 0 ? max(0, count - point) : count - point
        fractionCount = min(fractionCount, maxFraction)
        digits.withUnsafeBufferPointer { d in
            // The digit at `index` of 0.d₁d₂… × 10^point, counted from the first integer digit.
            func at(_ index: Int) -> UInt8 { index >= 0 && index < count ? d[index] : 0 }
            while fractionCount > minFraction, at(point + fractionCount - 1) == 0 { fractionCount -= 1 }
            var isZero = true
            if point > 0 {
                for i in 0..<min(integerCount, count) where d[i] != 0 {
                    isZero = false
                    break
                }
            }
            if isZero {
                for f in 0..<max(fractionCount, 0) where at(point + f) != 0 {
                    isZero = false
                    break
                }
            }
            let shown = max(fractionCount, minFraction)
            text.reserveCapacity(text.count + integerCount + integerCount / 3 + max(shown, 0) + 2)
            if negative && !isZero { text.append(UInt8(ascii: "-")) }
            for i in 0..<integerCount {
                if grouping, i > 0, (integerCount - i) % 3 == 0 { text.append(UInt8(ascii: ",")) }
                text.append(48 + (point > 0 ? at(i) : 0))
            }
            if shown > 0 {
                text.append(UInt8(ascii: "."))
                for f in 0..<shown { text.append(48 + (f < fractionCount ? at(point + f) : 0)) }
            }
        }
    }
}
