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

extension DecimalFormatting {
    /// `appendSignificant(DigitString(value.decimal(significantDigits: digits + 1,
    /// rounding: .towardZero)), digits:, grouping:)` in machine integers, with no
    /// array: the value's leading `digits + 1` digits, truncated, rounded half away
    /// from zero to `digits` (up to 18). False, and nothing appended, where that
    /// does not apply (a numerator or denominator of 2^64 or more, or more than
    /// 18 digits): the caller then takes the general steps.
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

    /// 10^0 … 10^19, every power of ten of 64 bits.
    package static let powersOfTen64: [UInt64] = [
        1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
    ]

    /// The leading `digits + 1` (≤ 19) digits of n / d (both of 64 bits, n non-zero),
    /// truncated, as a whole number L with 10^digits ≤ L < 10^(digits + 1), and the
    /// value's decimal exponent e, 10^(e-1) ≤ n / d < 10^e: so n / d = 0.L… × 10^e.
    @inline(__always)
    static func leadingDigits(numerator n: UInt64, denominator d: UInt64, digits: Int)
        -> (leading: UInt64, exponent: Int)
    {
        let powers = powersOfTen64
        let whole = n / d
        if whole != 0 {
            // 1 ≤ q ≤ n / d < q + 1: the value has the digits of q = ⌊n / d⌋ before its point.
            let exponent = decimalDigitCount(whole)
            let m = digits + 1 - exponent
            // ⌊⌊n / d⌋ / 10^−m⌋ = ⌊n / (10^−m d)⌋.
            if m <= 0 { return (whole / powers[-m], exponent) }
            // q × 10^m and the first m digits of the remainder's fraction r / d (< 10^m).
            let remainder = n &- whole &* d
            let scaled = whole &* powers[m]
            if remainder == 0 { return (scaled, exponent) }
            let (high, low) = remainder.multipliedFullWidth(by: powers[m])
            let fraction = high == 0 ? low / d : d.dividingFullWidth((high, low)).quotient
            return (scaled &+ fraction, exponent)
        }
        // Below 1: 10^(e-1) ≤ n / d < 10^(e+1) for e = the digit counts' difference
        // (−19 ... 0), and one comparison says which.
        var exponent = decimalDigitCount(n) - decimalDigitCount(d)
        let (above, below) = n.multipliedFullWidth(by: powers[-exponent])
        if above != 0 || below >= d { exponent += 1 }
        // L = ⌊n × 10^m / d⌋ with m = digits + 1 − e (1 ... 38): L < 10^19 < 2^64, so
        // n × 10^m < d × 2^64 fits 128 bits and one 128-by-64 division gives L.
        let m = digits + 1 - exponent
        var (high, low) = n.multipliedFullWidth(by: powers[min(m, 19)])
        if m > 19 {
            // The exact product is below d × 2^64 < 2^128: no wrap is lost.
            let (carry, product) = low.multipliedFullWidth(by: powers[m - 19])
            high = high &* powers[m - 19] &+ carry
            low = product
        }
        return (high == 0 ? low / d : d.dividingFullWidth((high, low)).quotient, exponent)
    }

    /// `leadingDigits` rounded half away from zero to `digits` digits, trailing zeros
    /// dropped: the significant digits as a whole number of `count` digits (1 ... digits),
    /// and the exponent, value = 0.mantissa × 10^exponent.
    @inline(__always)
    static func roundedDigits(numerator n: UInt64, denominator d: UInt64, digits: Int)
        -> (mantissa: UInt64, count: Int, exponent: Int)
    {
        let (leading, exponent) = leadingDigits(numerator: n, denominator: d, digits: digits)
        var mantissa = leading / 10
        if leading &- mantissa &* 10 >= 5 {
            mantissa += 1
            // 99…9|5 rounds up to a new first digit: 10^digits is 0.1 × 10^(exponent + 1).
            if mantissa == powersOfTen64[digits] { return (1, 1, exponent + 1) }
        }
        // At most digits − 1 (≤ 17) trailing zeros: dropped 16, 8, 4, 2, 1 at a time.
        var count = digits
        if mantissa % 10 != 0 { return (mantissa, count, exponent) }
        if mantissa % 10_000_000_000_000_000 == 0 {
            mantissa /= 10_000_000_000_000_000
            count -= 16
        }
        if mantissa % 100_000_000 == 0 {
            mantissa /= 100_000_000
            count -= 8
        }
        if mantissa % 10_000 == 0 {
            mantissa /= 10_000
            count -= 4
        }
        if mantissa % 100 == 0 {
            mantissa /= 100
            count -= 2
        }
        if mantissa % 10 == 0 {
            mantissa /= 10
            count -= 1
        }
        return (mantissa, count, exponent)
    }

    /// The `count` lowest decimal digits of `value` in ASCII at `buffer[end - count ..< end]`,
    /// four at a time (one division by 10^4, then 32-bit steps and two two-byte copies),
    /// then two and one; what is left of `value`.
    @inline(__always)
    private static func writeLowDigits(
        _ value: UInt64, count: Int, end: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> UInt64 {
        let pairs = UnsafeRawPointer(digitPairs)
        let base = UnsafeMutableRawPointer(buffer.baseAddress!)
        var rest = value
        var index = end
        var left = count
        while left >= 4 {
            let quotient = rest / 10_000
            let four = UInt32(truncatingIfNeeded: rest &- quotient &* 10_000)
            let high = four / 100
            let low = four &- high &* 100
            rest = quotient
            index &-= 4
            base.storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: Int(high &* 2), as: UInt16.self), toByteOffset: index,
                as: UInt16.self)
            base.storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: Int(low &* 2), as: UInt16.self),
                toByteOffset: index &+ 2,
                as: UInt16.self)
            left &-= 4
        }
        if left >= 2 {
            let quotient = rest / 100
            let pair = Int(truncatingIfNeeded: rest &- quotient &* 100) &* 2
            rest = quotient
            index &-= 2
            base.storeBytes(
                of: pairs.loadUnaligned(fromByteOffset: pair, as: UInt16.self), toByteOffset: index,
                as: UInt16.self)
            left &-= 2
        }
        if left == 1 {
            let quotient = rest / 10
            base.storeBytes(
                of: 48 + UInt8(truncatingIfNeeded: rest &- quotient &* 10), toByteOffset: index &- 1,
                as: UInt8.self)
            rest = quotient
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
    /// Every character goes straight to its place, from the last one back.
    private static func writeSignificantQuotient(
        of value: ExactFraction, digits: Int, grouping: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        guard digits >= 1, digits <= 18, let (numerator, denominator) = value.smallParts else { return nil }
        if numerator == 0 {
            buffer[0] = UInt8(ascii: "0")
            return 1
        }
        let (mantissa, count, exponent): (UInt64, Int, Int)
        if denominator == 1, numerator < powersOfTen64[min(digits, 15)] {
            // A whole number of at most `digits` digits, written plain: as it is, its
            // zeros its own (no rounding, no zero to drop before a point).
            let places = decimalDigitCount(numerator)
            (mantissa, count, exponent) = (numerator, places, places)
        } else {
            (mantissa, count, exponent) = roundedDigits(
                numerator: numerator, denominator: denominator, digits: digits)
        }
        var length = 0
        if value.isNegative {
            buffer[0] = UInt8(ascii: "-")
            length = 1
        }
        if exponent > 15 || exponent < -5 {
            // d.ddde±x: the digits one place on, then the first moved before the point.
            _ = writeLowDigits(mantissa, count: count, end: length + 1 + count, into: buffer)
            buffer[length] = buffer[length + 1]
            if count > 1 {
                buffer[length + 1] = UInt8(ascii: ".")
                length += 1 + count
            } else {
                length += 1
            }
            let power = exponent - 1
            buffer[length] = UInt8(ascii: "e")
            buffer[length + 1] = power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            let magnitude = UInt64(power.magnitude)
            let powerDigits = magnitude < 10 ? 1 : 2
            _ = writeLowDigits(magnitude, count: powerDigits, end: length + 2 + powerDigits, into: buffer)
            return length + 2 + powerDigits
        }
        if exponent <= 0 {
            // `0.`, −exponent zeros, the digits.
            let end = length + 2 - exponent + count
            _ = writeLowDigits(mantissa, count: count, end: end, into: buffer)
            var index = end - count
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
        let separators = grouping ? (exponent - 1) / 3 : 0
        let end = length + exponent + separators + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        var index = end
        var rest = mantissa
        if fractionDigits > 0 {
            rest = writeLowDigits(rest, count: fractionDigits, end: index, into: buffer)
            index -= fractionDigits + 1
            buffer[index] = UInt8(ascii: ".")
        }
        let zeros = exponent - min(count, exponent)
        if separators == 0 {
            for _ in 0..<zeros {
                index -= 1
                buffer[index] = UInt8(ascii: "0")
            }
            _ = writeLowDigits(rest, count: index - length, end: index, into: buffer)
            return end
        }
        // Groups of three from the last one back (the whole part is below 10^15).
        var whole = rest &* powersOfTen64[zeros]
        var left = exponent
        while left > 3 {
            whole = writeLowDigits(whole, count: 3, end: index, into: buffer)
            index -= 4
            buffer[index] = UInt8(ascii: ",")
            left -= 3
        }
        _ = writeLowDigits(whole, count: left, end: index, into: buffer)
        return end
    }

    /// The decimal digits of a positive 64-bit value: the estimate from its bit
    /// width (bits × log₁₀ 2), corrected by one comparison.
    @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        let estimate = ((64 - value.leadingZeroBitCount) &* 1233) >> 12
        return value >= powersOfTen64[estimate] ? estimate + 1 : estimate
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
