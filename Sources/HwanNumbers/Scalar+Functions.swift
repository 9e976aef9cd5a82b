/// The calculator's functions beyond roots, `exp` and logarithms (SPEC §2):
/// trigonometry in radians, cube roots, base-2 logarithms and rounding to a
/// whole number. Exact where the value allows it (`cbrt(27)` = 3,
/// `log2(1024)` = 10, `floor(-2.5)` = -3), else 40-digit decimals.
extension Scalar {
    /// π to the digits every approximation carries.
    static var precisePi: ExactDecimal { ExactDecimal.pi(digits: approximationDigits + 10) }

    /// sin x of x radians; exact at multiples of π/12 where the value is rational.
    public func sine() -> Scalar {
        if isZero { return .zero }
        // Only the tangent has poles.
        return (try? trigonometric(.sine)) ?? .zero
    }

    /// cos x of x radians; exact at multiples of π/12 where the value is rational.
    public func cosine() -> Scalar {
        if isZero { return .one }
        return (try? trigonometric(.cosine)) ?? .zero
    }

    /// tan x of x radians; an error at its poles (π/2 + kπ).
    public func tangent() throws(ArithmeticFailure) -> Scalar {
        if isZero { return .zero }
        return try trigonometric(.tangent)
    }

    public func arcsine() throws(ArithmeticFailure) -> Scalar {
        if isZero { return .zero }
        return Scalar(approximation: try workingDecimal.arcsine(significantDigits: Self.approximationDigits))
    }

    public func arccosine() throws(ArithmeticFailure) -> Scalar {
        if case .exact(let fraction) = value, fraction == .one { return .zero }
        return Scalar(
            approximation: try workingDecimal.arccosine(significantDigits: Self.approximationDigits))
    }

    public func arctangent() -> Scalar {
        if isZero { return .zero }
        return Scalar(approximation: workingDecimal.arctangent(significantDigits: Self.approximationDigits))
    }

    /// ∛x, negative for negative x; exact for cubes of whole numbers.
    public func cubeRoot() throws(ArithmeticFailure) -> Scalar {
        if isZero { return .zero }
        let third = try Scalar.one.divided(by: Scalar(3))
        let root = try Scalar(approximation: workingDecimal.magnitude).raised(to: third)
        let signed = isNegative ? root.negated() : root
        if case .exact(let fraction) = value, fraction.isInteger {
            let whole = Scalar(
                ExactFraction(
                    signed.decimal(significantDigits: 30).rounded(
                        fractionDigits: 0, rounding: .toNearestOrEven)))
            if try whole.multiplied(by: whole).multiplied(by: whole) == self { return whole }
        }
        return signed
    }

    /// log₂ x: exact for powers of two (`log2(1024)` = 10, `log2(0.125)` = -3).
    public func binaryLogarithm() throws(ArithmeticFailure) -> Scalar {
        if isNegative || isZero { throw .logarithmOfNonPositive }
        if case .exact(let fraction) = value {
            if let n = Self.powerOfTwo(fraction.numeratorMagnitude), fraction.denominatorMagnitude == .one {
                return Scalar(ExactFraction(n))
            }
            if let n = Self.powerOfTwo(fraction.denominatorMagnitude), fraction.numeratorMagnitude == .one {
                return Scalar(ExactFraction(-n))
            }
        }
        let digits = Self.approximationDigits + 10
        let logarithm = try workingDecimal.naturalLogarithm(significantDigits: digits)
        let two = try ExactDecimal(2).naturalLogarithm(significantDigits: digits)
        return Scalar(
            approximation: try logarithm.divided(
                by: two, significantDigits: Self.approximationDigits, rounding: .toNearestOrEven))
    }

    /// log_base x: exact when x is a whole power of the base (`log(8, 2)` = 3,
    /// `log(1/9, 3)` = -2), else ln x / ln base.
    public func logarithm(base: Scalar) throws(ArithmeticFailure) -> Scalar {
        if isNegative || isZero || base.isNegative || base.isZero { throw .logarithmOfNonPositive }
        if base == .one { throw .outsideDomain }
        if case .exact(let x) = value, case .exact(let b) = base.value {
            // Whole powers up to the calculator's magnitude limit: at most 3322 halvings of 10^1000.
            var power = ExactFraction.one
            let growing = b.magnitude > .one
            let target = x
            var k = 0
            while k <= 3400 {
                // A power past the calculator's digits cannot be x (and would cost more at each step).
                if power.numeratorMagnitude.decimalDigitCount + power.denominatorMagnitude.decimalDigitCount
                    > 2 * Self.limitExponent + 100
                {
                    break
                }
                if power == target { return Scalar(k) }
                let inverse = try ExactFraction.one / power
                if inverse == target { return Scalar(-k) }
                if growing ? (power > target && inverse < target) : (power < target && inverse > target) {
                    break
                }
                power = power * b
                k += 1
            }
        }
        let digits = Self.approximationDigits + 10
        let top = try workingDecimal.naturalLogarithm(significantDigits: digits)
        let bottom = try base.workingDecimal.naturalLogarithm(significantDigits: digits)
        return Scalar(
            approximation: try top.divided(
                by: bottom, significantDigits: Self.approximationDigits, rounding: .toNearestOrEven))
    }

    private static func powerOfTwo(_ value: BigUInt) -> Int? {
        var v = value
        var n = 0
        while !v.isZero {
            let (q, r) = v.quotientAndRemainder(dividingBy: UInt64(2))
            if r != 0 { return v == BigUInt(1) ? n : nil }
            v = q
            n += 1
        }
        return nil
    }

    /// ⌊x⌋, exact.
    public func floor() -> Scalar { Scalar(Self.floor(fraction)) }

    /// ⌈x⌉ = −⌊−x⌋, exact.
    public func ceiling() -> Scalar { Scalar(Self.floor(fraction.negated()).negated()) }

    /// The nearest whole number, halves away from zero (`round(2.5)` = 3, `round(-2.5)` = -3).
    public func roundedToWhole() -> Scalar {
        let half = ExactFraction(ExactDecimal("0.5")!)
        let m = fraction.magnitude + half
        let whole = Self.floor(m)
        return Scalar(isNegative ? whole.negated() : whole)
    }

    /// `x` degrees in radians, for `sin(30°)`.
    package func degreesToRadians() throws(ArithmeticFailure) -> Scalar {
        try multiplied(by: Scalar(approximation: ExactDecimal.pi(digits: Self.approximationDigits + 10)))
            .divided(by: Scalar(180))
    }
}
