/// The project's exact decimal number: ± coefficient × 10^exponent.
///
/// Money, unit factors and the calculator use it (STYLE habit 8). `+ - *`
/// are exact and never round or trap; division, roots and logarithms say how
/// many digits they keep and how they round (`divided(by:significantDigits:rounding:)`).
/// The value is kept normalised (no trailing zeros in the coefficient, one
/// zero), so `==` is value equality: `ExactDecimal("1.0") == ExactDecimal("1.00")`.
///
///     let price = ExactDecimal("0.1")! + ExactDecimal("0.2")!    // 0.3 exactly
///     let third = try ExactDecimal.one.divided(by: 3, significantDigits: 5, rounding: .toNearestOrEven)
///     third.description                                           // "0.33333"
public struct ExactDecimal: Sendable, Hashable {
    /// Whether the value is below zero (never true for zero).
    public let isNegative: Bool
    /// The digits, without trailing zeros (zero for zero).
    public let coefficient: BigUInt
    /// The power of ten the coefficient is scaled by (0 for zero).
    public let exponent: Int

    /// ± `coefficient` × 10^`exponent`, normalised.
    public init(negative: Bool, coefficient: BigUInt, exponent: Int) {
        if coefficient.isZero {
            self.isNegative = false
            self.coefficient = .zero
            self.exponent = 0
            return
        }
        let (stripped, zeros) = coefficient.removingTrailingDecimalZeros()
        self.isNegative = negative
        self.coefficient = stripped
        self.exponent = exponent + zeros
    }

    /// For callers that already know the coefficient has no trailing zeros.
    init(negative: Bool, normalizedCoefficient: BigUInt, exponent: Int) {
        self.isNegative = negative && !normalizedCoefficient.isZero
        self.coefficient = normalizedCoefficient
        self.exponent = normalizedCoefficient.isZero ? 0 : exponent
    }

    public init(_ value: Int) {
        self.init(negative: value < 0, coefficient: BigUInt(UInt128(value.magnitude)), exponent: 0)
    }

    public static let zero = ExactDecimal(negative: false, normalizedCoefficient: .zero, exponent: 0)
    public static let one = ExactDecimal(negative: false, normalizedCoefficient: .one, exponent: 0)

    public var isZero: Bool { coefficient.isZero }

    /// Whether the value has no fractional part.
    public var isInteger: Bool { exponent >= 0 }

    public func negated() -> ExactDecimal {
        ExactDecimal(negative: !isNegative, normalizedCoefficient: coefficient, exponent: exponent)
    }

    public static prefix func - (value: ExactDecimal) -> ExactDecimal { value.negated() }

    /// |self|.
    public var magnitude: ExactDecimal {
        ExactDecimal(negative: false, normalizedCoefficient: coefficient, exponent: exponent)
    }

    /// Digits in the coefficient (1 for zero).
    public var significantDigitCount: Int { coefficient.decimalDigitCount }

    /// ⌊log10 |self|⌋ for a non-zero value (0 for zero).
    public var orderOfMagnitude: Int {
        isZero ? 0 : exponent + significantDigitCount - 1
    }

    /// The value as an `Int64` when it is an integer in range.
    public var int64Value: Int64? {
        guard exponent >= 0, exponent <= 19, let small = coefficient.inlineValue else { return nil }
        let (scaled, overflow) = small.multipliedReportingOverflow(by: BigUInt.smallPowersOfTen[exponent])
        guard !overflow else { return nil }
        if isNegative {
            guard scaled <= UInt128(Int64.max) + 1 else { return nil }
            return scaled == UInt128(Int64.max) + 1 ? Int64.min : -Int64(scaled)
        }
        guard scaled <= UInt128(Int64.max) else { return nil }
        return Int64(scaled)
    }

    /// The coefficient scaled to `exponent` (≤ self.exponent): |self| = result × 10^exponent.
    func coefficient(atExponent target: Int) -> BigUInt {
        coefficient.multipliedByPowerOfTen(exponent - target)
    }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension ExactDecimal: Comparable {
    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    public static func compare(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let magnitudes = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? -magnitudes : magnitudes
    }

    /// Compares |lhs| with |rhs|.
    static func compareMagnitudes(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        if lhs.isZero || rhs.isZero { return lhs.isZero ? (rhs.isZero ? 0 : -1) : 1 }
        if lhs.exponent == rhs.exponent { return BigUInt.compare(lhs.coefficient, rhs.coefficient) }
        let lhsOrder = lhs.orderOfMagnitude
        let rhsOrder = rhs.orderOfMagnitude
        if lhsOrder != rhsOrder { return lhsOrder < rhsOrder ? -1 : 1 }
        let common = min(lhs.exponent, rhs.exponent)
        return BigUInt.compare(lhs.coefficient(atExponent: common), rhs.coefficient(atExponent: common))
    }
}

extension ExactDecimal {
    public static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        let common = min(lhs.exponent, rhs.exponent)
        let a = lhs.coefficient(atExponent: common)
        let b = rhs.coefficient(atExponent: common)
        if lhs.isNegative == rhs.isNegative {
            return ExactDecimal(negative: lhs.isNegative, coefficient: a + b, exponent: common)
        }
        if a >= b { return ExactDecimal(negative: lhs.isNegative, coefficient: a - b, exponent: common) }
        return ExactDecimal(negative: rhs.isNegative, coefficient: b - a, exponent: common)
    }

    public static func - (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        lhs + rhs.negated()
    }

    public static func * (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        // A product of coefficients without trailing zeros has none unless 2s meet 5s.
        ExactDecimal(
            negative: lhs.isNegative != rhs.isNegative, coefficient: lhs.coefficient * rhs.coefficient,
            exponent: lhs.exponent + rhs.exponent)
    }

    public static func += (lhs: inout ExactDecimal, rhs: ExactDecimal) { lhs = lhs + rhs }
    public static func -= (lhs: inout ExactDecimal, rhs: ExactDecimal) { lhs = lhs - rhs }
    public static func *= (lhs: inout ExactDecimal, rhs: ExactDecimal) { lhs = lhs * rhs }

    /// `self` × 10^`power`, exactly (moves the exponent: `15%`, `3만`).
    public func scaled(byPowerOfTen power: Int) -> ExactDecimal {
        ExactDecimal(negative: isNegative, normalizedCoefficient: coefficient, exponent: exponent + power)
    }
}

extension ExactDecimal: CustomStringConvertible {
    /// Plain notation (`-1234.5`, `0.001`) while that takes at most 50 digits,
    /// else scientific (`1.5e+60`, `-2e-51`).
    public var description: String {
        var bytes: [UInt8] = []
        let digits = coefficient.decimalDigits
        if isNegative { bytes.append(UInt8(ascii: "-")) }
        let order = orderOfMagnitude
        if exponent >= 0 && order < 50 {
            bytes.append(contentsOf: digits.map { $0 + 48 })
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: exponent))
        } else if exponent < 0 && order >= -50 && -exponent <= 50 + max(order, 0) {
            let integerCount = digits.count + exponent
            if integerCount <= 0 {
                bytes.append(UInt8(ascii: "0"))
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -integerCount))
                bytes.append(contentsOf: digits.map { $0 + 48 })
            } else {
                bytes.append(contentsOf: digits[..<integerCount].map { $0 + 48 })
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: digits[integerCount...].map { $0 + 48 })
            }
        } else {
            bytes.append(digits[0] + 48)
            if digits.count > 1 {
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: digits.dropFirst().map { $0 + 48 })
            }
            bytes.append(UInt8(ascii: "e"))
            bytes.append(order < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            bytes.append(contentsOf: String(order.magnitude).utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
