#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Decimal` arithmetic that refuses to leave 10^-50 ≤ |x| ≤ 10^100 (or 0).
///
/// FoundationEssentials' `Decimal` returns NaN on overflow, but a product
/// below ~10^-128 *traps* (crashes the process), and a quotient below ~10^-90
/// comes back NaN because division pads the dividend to 38 digits first
/// (1 / 10^100 is NaN). So every product and quotient is bounded by its
/// operands' orders of magnitude before it is computed, and the lower limit
/// keeps 38 significant digits clear of Decimal's exponent floor of -128.
/// The upper limit leaves room for conversions downstream: any value here
/// times a rate or a unit factor stays far inside Decimal's ~10^165.
enum CheckedDecimal {
    /// Largest allowed power of ten in a value's magnitude.
    static let upperLimitExponent = 100
    /// Smallest allowed power of ten in a non-zero value's magnitude.
    static let lowerLimitExponent = -50

    static var upperLimit: Decimal { Decimal(sign: .plus, exponent: upperLimitExponent, significand: 1) }
    static var lowerLimit: Decimal { Decimal(sign: .plus, exponent: lowerLimitExponent, significand: 1) }

    // Speed: `<` on Decimal costs ~0.4 µs and `/` ~10 µs, while `exponent` is a
    // stored field. A Decimal's significand has at most 39 digits, so its order of
    // magnitude lies in exponent...exponent+38; ordinary operands are decided from
    // that alone and only extreme ones pay for the exact `orderOfMagnitude`.

    /// `x` if it is zero or inside the limits.
    static func bounded(_ x: Decimal) throws(ArithmeticFailure) -> Decimal {
        if x.isNaN { throw .overflow }
        if x.isZero { return 0 }
        let exponent = x.exponent
        if exponent >= lowerLimitExponent && exponent + 38 <= upperLimitExponent { return x }
        let magnitude = x.magnitude
        if magnitude > upperLimit { throw .overflow }
        if magnitude < lowerLimit { throw .underflow }
        return x
    }

    static func add(_ a: Decimal, _ b: Decimal) throws(ArithmeticFailure) -> Decimal {
        try bounded(a + b)
    }

    static func subtract(_ a: Decimal, _ b: Decimal) throws(ArithmeticFailure) -> Decimal {
        try bounded(a - b)
    }

    static func multiply(_ a: Decimal, _ b: Decimal) throws(ArithmeticFailure) -> Decimal {
        if a.isZero || b.isZero { return 0 }
        // The product is at least 10^(ea+eb): far from Decimal's trap below ~10^-128
        // when that is ≥ 10^-100; an overflow past Decimal's range comes back NaN.
        if a.exponent + b.exponent < -100 {
            // 10^o ≤ |a·b| < 10^(o+2)
            let order = orderOfMagnitude(a) + orderOfMagnitude(b)
            if order > upperLimitExponent { throw .overflow }
            if order + 2 <= lowerLimitExponent { throw .underflow }
        }
        return try bounded(a * b)
    }

    static func divide(_ a: Decimal, _ b: Decimal) throws(ArithmeticFailure) -> Decimal {
        if b.isZero { throw .divisionByZero }
        if a.isZero { return 0 }
        // The quotient's order lies within ±39 of ea-eb. Division pads the dividend
        // to 38 digits first, so a quotient below ~10^-90 comes back NaN: decide
        // the small ones from exact orders instead.
        let difference = a.exponent - b.exponent
        if difference - 39 < -60 || difference - 39 > upperLimitExponent {
            // 10^(o-1) < |a/b| < 10^(o+1)
            let order = orderOfMagnitude(a) - orderOfMagnitude(b)
            if order - 1 >= upperLimitExponent { throw .overflow }
            if order + 1 <= lowerLimitExponent { throw .underflow }
        }
        return try bounded(DecimalDivision.quotient(a, b))
    }

    /// `x` × 10^`power`, exactly and cheaply, by moving the exponent (`15%`, `3만`).
    static func scaled(_ x: Decimal, byPowerOfTen power: Int) throws(ArithmeticFailure) -> Decimal {
        if x.isZero { return 0 }
        // In range, x's exponent is within -88...100; keep inside Decimal's -128...127.
        let exponent = x.exponent + power
        if exponent > 127 { throw .overflow }
        if exponent < -128 { throw .underflow }
        return try bounded(Decimal(sign: x.sign, exponent: exponent, significand: x.significand))
    }

    static func negate(_ a: Decimal) -> Decimal {
        a.isZero ? a : -a
    }

    /// `base ^ exponent`. Whole exponents are exact up to Decimal's 38 digits
    /// (repeated squaring); fractional ones go through `Double` and are
    /// therefore inexact (about 16 digits), the one place where a binary
    /// float is acceptable because the result is irrational anyway.
    static func power(_ base: Decimal, _ exponent: Decimal) throws(ArithmeticFailure) -> Decimal {
        if exponent.isZero { return 1 }
        if base.isZero {
            if exponent < 0 { throw .divisionByZero }
            return 0
        }
        let whole = isWhole(exponent)
        if !whole && base < 0 { throw .negativeBaseFractionalPower }
        if base.magnitude == 1 {
            return base < 0 && isOdd(exponent) ? -1 : 1
        }
        // Refuse hopeless sizes (2^100000) before spending any time on them.
        let estimate = log10(double(base.magnitude)) * double(exponent)
        if estimate > Double(upperLimitExponent) + 0.5 { throw .overflow }
        if estimate < Double(lowerLimitExponent) - 0.5 { throw .underflow }
        if whole, let count = Int(exponent.description) {
            if count > 0 { return try integerPower(base, count) }
            // Keep the intermediate on the large side of 1, where the range is wider:
            // 2^-3 = 1/(2^3), 0.1^-60 = (1/0.1)^60. Either way it is exact whenever
            // the result terminates (1/b terminates exactly when 1/b^n does).
            if base.magnitude > 1 {
                let denominator: Decimal
                do {
                    denominator = try integerPower(base, -count)
                } catch .overflow {
                    throw .underflow
                }
                return try divide(1, denominator)
            }
            return try integerPower(divide(1, base), -count)
        }
        let result = pow(double(base), double(exponent))
        guard result.isFinite, let value = DecimalParsing.parse(result.description) else { throw .overflow }
        return try bounded(value)
    }

    /// ⌊log10 |x|⌋ for a non-zero finite `x`.
    static func orderOfMagnitude(_ x: Decimal) -> Int {
        let significand = x.significand.magnitude
        // Digits in the (integer) significand: the smallest k with significand < 10^k.
        var low = 1
        var high = 40
        while low < high {
            let middle = (low + high) / 2
            if significand < Decimal(sign: .plus, exponent: middle, significand: 1) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return x.exponent + low - 1
    }

    /// Whether `x` has no fractional part.
    static func isWhole(_ x: Decimal) -> Bool {
        if x.exponent >= 0 { return true }
        var seenPoint = false
        for byte in x.description.utf8 {
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if seenPoint && byte != UInt8(ascii: "0") {
                return false
            }
        }
        return true
    }

    private static func isOdd(_ whole: Decimal) -> Bool {
        let text = whole.description
        let integerPart = text.prefix { $0 != "." }
        return (integerPart.last?.wholeNumberValue ?? 0) % 2 == 1
    }

    /// Repeated squaring for `count` > 0. Every intermediate square stays between
    /// 1 and the result, so the range checks in `multiply` never fire early.
    private static func integerPower(_ base: Decimal, _ count: Int) throws(ArithmeticFailure) -> Decimal {
        var result: Decimal = 1
        var square = base
        var remaining = count
        while true {
            if remaining & 1 == 1 { result = try multiply(result, square) }
            remaining >>= 1
            if remaining == 0 { return result }
            square = try multiply(square, square)
        }
    }

    private static func double(_ x: Decimal) -> Double {
        Double(x.description) ?? .nan
    }
}
