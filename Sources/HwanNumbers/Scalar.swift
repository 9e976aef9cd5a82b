/// The calculator's number (SPEC §3): exact while the operations allow it,
/// a 40-digit approximation once they do not.
///
/// `+ - * /`, integer powers, `%`, `mod`, `abs` and `n!` keep an exact value
/// exact (`1/3*3` is exactly 1; `2^200` has all 61 digits). `sqrt` (of a
/// non-square), `exp`, `ln`, `log` (of a non-power of ten) and non-integer
/// powers make it an approximation correct to at least 34 significant digits,
/// flagged `isExact == false`, and everything computed from it stays one.
///
/// Every operation is checked: magnitudes stay within 10^-1000 ... 10^1000
/// (or 0); `n!` alone may exceed the upper limit. Sizes are estimated BEFORE
/// computing, so `10^100000` or `(1/7)^100000` fail at once.
///
///     let third = try Scalar(1).divided(by: Scalar(3))
///     try third.multiplied(by: Scalar(3)) == Scalar(1)      // true
///     try Scalar(2).raised(to: Scalar(200)).isExact          // true
public struct Scalar: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case exact(ExactFraction)
        /// An approximation with `Scalar.approximationDigits` significant digits.
        case approximate(ExactDecimal)
    }

    public let value: Value

    /// Digits kept by an approximation (≥ 34 correct after a few steps).
    public static let approximationDigits = 40
    /// The largest power of ten a result's magnitude may reach (and its negation, the smallest).
    public static let limitExponent = 1000
    /// `n!` is defined up to this n.
    public static let factorialLimit = 1000
    /// Exact results of powers stop here (about this many digits in numerator or denominator).
    static let exactPowerDigitLimit = 5000

    public init(_ value: ExactFraction) {
        self.value = .exact(value)
    }

    public init(_ value: ExactDecimal) {
        self.value = .exact(ExactFraction(value))
    }

    public init(_ value: Int) {
        self.init(ExactDecimal(value))
    }

    /// An approximation, rounded to `approximationDigits`.
    public init(approximation: ExactDecimal) {
        value = .approximate(
            approximation.rounded(significantDigits: Self.approximationDigits, rounding: .toNearestOrEven))
    }

    public static let zero = Scalar(ExactFraction.zero)
    public static let one = Scalar(ExactFraction.one)

    public var isExact: Bool {
        if case .exact = value { return true }
        return false
    }

    public var isZero: Bool {
        switch value {
        case .exact(let fraction): fraction.isZero
        case .approximate(let decimal): decimal.isZero
        }
    }

    public var isNegative: Bool {
        switch value {
        case .exact(let fraction): fraction.isNegative
        case .approximate(let decimal): decimal.isNegative
        }
    }

    /// Whether the value is a whole number.
    public var isInteger: Bool {
        switch value {
        case .exact(let fraction): fraction.isInteger
        case .approximate(let decimal): decimal.isInteger
        }
    }

    /// The exact value, when there is one.
    public var exactFraction: ExactFraction? {
        if case .exact(let fraction) = value { return fraction }
        return nil
    }

    /// The value as a decimal: exact when it terminates within `significantDigits`,
    /// else correctly rounded half away from zero, as people round.
    public func decimal(significantDigits: Int) -> ExactDecimal {
        switch value {
        case .exact(let fraction):
            return fraction.decimal(significantDigits: significantDigits, rounding: .toNearestOrAwayFromZero)
        case .approximate(let decimal):
            return decimal.rounded(significantDigits: significantDigits, rounding: .toNearestOrAwayFromZero)
        }
    }

    /// The value to work with in an approximate step: guard digits beyond the approximation's.
    var workingDecimal: ExactDecimal {
        switch value {
        case .exact(let fraction):
            fraction.decimal(significantDigits: Self.approximationDigits + 10, rounding: .toNearestOrEven)
        case .approximate(let decimal): decimal
        }
    }

    /// ⌊log10 |x|⌋ give or take one, for a non-zero value, without computing anything big.
    var roughOrderOfMagnitude: Int {
        switch value {
        case .exact(let fraction):
            fraction.numeratorMagnitude.decimalDigitCount - fraction.denominatorMagnitude.decimalDigitCount
        case .approximate(let decimal): decimal.orderOfMagnitude
        }
    }

    /// log10 |x| to about 15 digits, for size estimates only (never for results).
    var estimatedLog10: Double {
        switch value {
        case .exact(let fraction):
            Self.estimatedLog10(fraction.numeratorMagnitude)
                - Self.estimatedLog10(fraction.denominatorMagnitude)
        case .approximate(let decimal):
            Self.estimatedLog10(decimal.coefficient) + Double(decimal.exponent)
        }
    }

    static func estimatedLog10(_ value: BigUInt) -> Double {
        let digits = value.decimalDigitCount
        let dropped = max(0, digits - 17)
        let leading =
            dropped == 0
            ? value : value.quotientAndRemainder(dividingBy: BigUInt.powerOfTen(dropped)).quotient
        let leadingValue = Double(leading.inlineValue ?? 1)
        return Double(dropped) + log10Estimate(leadingValue)
    }

    /// log10 of a positive Double by its binary exponent and a short series; precise
    /// enough (1e-12) for the size checks, and keeps the C math library out.
    private static func log10Estimate(_ x: Double) -> Double {
        let exponent = x.exponent
        let mantissa = x.significand  // [1, 2)
        let t = (mantissa - 1) / (mantissa + 1)
        var sum = 0.0
        var power = t
        var n = 1.0
        while n < 60 {
            sum += power / n
            power *= t * t
            n += 2
        }
        return (Double(exponent) * 0.6931471805599453 + 2 * sum) / 2.302585092994046
    }
}

extension Scalar: CustomStringConvertible {
    public var description: String {
        switch value {
        case .exact(let fraction): fraction.description
        case .approximate(let decimal): "≈" + decimal.description
        }
    }
}

extension Scalar {
    /// The exact value, or the approximation's digits as a fraction: what a
    /// conversion multiplies.
    public var fraction: ExactFraction {
        switch value {
        case .exact(let fraction): fraction
        case .approximate(let decimal): ExactFraction(decimal)
        }
    }
}

extension Scalar: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}
