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
