/// The calculator's checked operations: every one either returns a value
/// within 10^-1000 ... 10^1000 (or 0) or throws the `ArithmeticFailure` that
/// says why, and the parser only calls these.
///
/// Exact operands whose numerators and denominators fit 128 bits (most of what
/// a line computes) take a short path: their results lie within 10^±78, so no
/// limit check below can fail or round, and the value is the exact result
/// itself (`…Checked` are the full steps, which the short paths must match).
extension Scalar {
    /// The operands of a short path, when both are exact and small.
    private func smallExactPair(_ other: Scalar) -> (ExactFraction, ExactFraction)? {
        guard case .exact(let a) = value, case .exact(let b) = other.value,
            a.numeratorMagnitude.inlineValue != nil, a.denominatorMagnitude.inlineValue != nil,
            b.numeratorMagnitude.inlineValue != nil, b.denominatorMagnitude.inlineValue != nil
        else { return nil }
        return (a, b)
    }

    // MARK: Machine-integer steps

    /// Sign, numerator and denominator of an exact value whose numerator and
    /// denominator fit 64 bits, read in place (no copy of the fraction).
    @inline(__always)
    var smallExactParts: (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        guard case .exact(let fraction) = value, let (numerator, denominator) = fraction.smallParts else {
            return nil
        }
        return (fraction.isNegative, numerator, denominator)
    }

    /// The exact value ± `numerator` / `denominator`, already in lowest terms
    /// (`denominator` non-zero); zero is always positive, as `.zero`.
    @inline(__always)
    package static func reduced(negative: Bool, numerator: UInt128, denominator: UInt128) -> Scalar {
        Scalar(
            ExactFraction(
                negative: negative, reducedNumerator: BigUInt(numerator), denominator: BigUInt(denominator)))
    }

    /// `self ± other` of two exact values of 64 bits over 64 in machine integers,
    /// or nil (a larger value, an approximation, a sum past 128 bits: `adding`
    /// answers those). Exactly what `adding` gives: ExactFraction's `+` takes the
    /// same steps (cross products, one gcd), here without copying a fraction.
    @inline(__always)
    package func quickSum(_ other: Scalar, subtracting: Bool) -> Scalar? {
        guard let x = smallExactParts, let y = other.smallExactParts,
            let sum = Self.smallSum(x, y, subtracting: subtracting)
        else { return nil }
        return Self.reduced(negative: sum.negative, numerator: sum.numerator, denominator: sum.denominator)
    }

    /// (a/b) ± (c/d) of two reduced fractions of 64 bits over 64 (`b`, `d` non-zero),
    /// reduced, in 128 bits; nil for a sum past 128 bits. Zero is positive. (The steps
    /// of `quickSum` and of `Evaluator.machineValue`.)
    @inline(__always)
    package static func smallSum(
        _ x: (negative: Bool, numerator: UInt64, denominator: UInt64),
        _ y: (negative: Bool, numerator: UInt64, denominator: UInt64),
        subtracting: Bool
    ) -> (negative: Bool, numerator: UInt128, denominator: UInt128)? {
        let (p, a, b) = x
        let (c, d) = (y.numerator, y.denominator)
        // (A zero comes out positive whatever `q`.)
        let q = subtracting ? !y.negative : y.negative
        if b == 1 && d == 1 {
            // Whole numbers: the sum of two 64-bit magnitudes fits 128 bits, no gcd.
            if p == q { return (p && (a != 0 || c != 0), UInt128(a) + UInt128(c), 1) }
            if a == c { return (false, 0, 1) }
            return a > c ? (p, UInt128(a - c), 1) : (q, UInt128(c - a), 1)
        }
        let left = UInt128(a) * UInt128(d)
        let right = UInt128(c) * UInt128(b)
        let denominator = UInt128(b) * UInt128(d)
        let negative: Bool
        let numerator: UInt128
        if p == q {
            let (sum, overflow) = left.addingReportingOverflow(right)
            if overflow { return nil }
            (negative, numerator) = (p, sum)
        } else if left >= right {
            (negative, numerator) = (p, left - right)
        } else {
            (negative, numerator) = (q, right - left)
        }
        if numerator == 0 { return (false, 0, 1) }
        let divisor = ExactFraction.gcd128(numerator, denominator)
        if divisor == 1 { return (negative, numerator, denominator) }
        return (negative, numerator / divisor, denominator / divisor)
    }

    /// `self × other` (or `self ÷ other` with `dividing`) of two exact values of 64
    /// bits over 64 in machine integers, or nil (also for a zero divisor, which
    /// `divided` refuses). The same cross-reduction as `ExactFraction`'s `*`,
    /// a gcd skipped where a denominator is 1 (gcd(x, 1) = 1).
    @inline(__always)
    package func quickProduct(_ other: Scalar, dividing: Bool) -> Scalar? {
        guard let (p, a, b) = smallExactParts,
            let (q, otherNumerator, otherDenominator) = other.smallExactParts
        else { return nil }
        // ÷ c/d is × d/c.
        let (c, d) = dividing ? (otherDenominator, otherNumerator) : (otherNumerator, otherDenominator)
        if d == 0 { return nil }
        let product = Self.smallProduct((p, a, b), (q, c, d))
        return Self.reduced(
            negative: product.negative, numerator: product.numerator, denominator: product.denominator)
    }

    /// (a/b) × (c/d) of two reduced fractions of 64 bits over 64 (`b`, `d` non-zero),
    /// reduced, in 128 bits: ExactFraction's cross-reduction, a gcd skipped where
    /// a denominator is 1 (gcd(x, 1) = 1). Zero is positive.
    @inline(__always)
    package static func smallProduct(
        _ x: (negative: Bool, numerator: UInt64, denominator: UInt64),
        _ y: (negative: Bool, numerator: UInt64, denominator: UInt64)
    ) -> (negative: Bool, numerator: UInt128, denominator: UInt128) {
        let (a, b, c, d) = (x.numerator, x.denominator, y.numerator, y.denominator)
        if a == 0 || c == 0 { return (false, 0, 1) }
        let g1 = d == 1 ? 1 : ExactFraction.gcd64(a, d)
        let g2 = b == 1 ? 1 : ExactFraction.gcd64(c, b)
        let numerator = UInt128(g1 == 1 ? a : a / g1) * UInt128(g2 == 1 ? c : c / g2)
        let denominator = UInt128(g2 == 1 ? b : b / g2) * UInt128(g1 == 1 ? d : d / g1)
        return (x.negative != y.negative, numerator, denominator)
    }

    /// `self × factor ÷ divisor` (a unit conversion's exact step) with all three of
    /// 64 bits over 64 and the intermediate product too, in machine integers; nil
    /// otherwise (and for a zero divisor). The one reduced value `×` then `÷` give.
    package func quickScaled(
        by factor: (negative: Bool, numerator: UInt64, denominator: UInt64),
        over divisor: (negative: Bool, numerator: UInt64, denominator: UInt64)
    ) -> Scalar? {
        guard let amount = smallExactParts, divisor.numerator != 0 else { return nil }
        let step = Self.smallProduct(amount, factor)
        guard step.numerator >> 64 == 0, step.denominator >> 64 == 0 else { return nil }
        let result = Self.smallProduct(
            (
                step.negative, UInt64(truncatingIfNeeded: step.numerator),
                UInt64(truncatingIfNeeded: step.denominator)
            ),
            (divisor.negative, divisor.denominator, divisor.numerator))
        return Self.reduced(
            negative: result.negative, numerator: result.numerator, denominator: result.denominator)
    }

    // MARK: Operations

    public func adding(_ other: Scalar) throws(ArithmeticFailure) -> Scalar {
        if let quick = quickSum(other, subtracting: false) { return quick }
        if let (a, b) = smallExactPair(other) {
            let sum = a + b
            return sum.isZero ? .zero : Scalar(sum)
        }
        return try addingChecked(other)
    }

    func addingChecked(_ other: Scalar) throws(ArithmeticFailure) -> Scalar {
        if case .exact(let a) = value, case .exact(let b) = other.value { return try Self.bounded(a + b) }
        let sum = workingDecimal + other.workingDecimal
        if sum.isZero { return .zero }
        // An approximation is good to `carriedDigits`: a sum that cancels below that
        // many digits of its larger term is noise, and 0 (`sqrt(2)^2 - 2`).
        if !isZero, !other.isZero,
            sum.orderOfMagnitude
                < max(roughOrderOfMagnitude, other.roughOrderOfMagnitude) - Self.carriedDigits
        {
            return .zero
        }
        return try Self.boundedApproximation(sum)
    }

    /// The significant digits an approximation is correct to (SPEC §3: at least 34).
    public static let carriedDigits = 34

    public func subtracting(_ other: Scalar) throws(ArithmeticFailure) -> Scalar {
        if let quick = quickSum(other, subtracting: true) { return quick }
        return try adding(other.negated())
    }

    public func multiplied(by other: Scalar) throws(ArithmeticFailure) -> Scalar {
        if let quick = quickProduct(other, dividing: false) { return quick }
        if let (a, b) = smallExactPair(other) { return a.isZero || b.isZero ? .zero : Scalar(a * b) }
        return try multipliedChecked(by: other)
    }

    func multipliedChecked(by other: Scalar) throws(ArithmeticFailure) -> Scalar {
        if isZero || other.isZero { return .zero }
        let order = roughOrderOfMagnitude + other.roughOrderOfMagnitude
        if order > Self.limitExponent + 2 { throw .overflow }
        if order < -Self.limitExponent - 3 { throw .underflow }
        if case .exact(let a) = value, case .exact(let b) = other.value { return try Self.bounded(a * b) }
        return try Self.boundedApproximation(workingDecimal * other.workingDecimal)
    }

    public func divided(by other: Scalar) throws(ArithmeticFailure) -> Scalar {
        if let quick = quickProduct(other, dividing: true) { return quick }
        if let (a, b) = smallExactPair(other) {
            if b.isZero { throw .divisionByZero }
            return a.isZero ? .zero : Scalar(try a / b)
        }
        return try dividedChecked(by: other)
    }

    func dividedChecked(by other: Scalar) throws(ArithmeticFailure) -> Scalar {
        if other.isZero { throw .divisionByZero }
        if isZero { return .zero }
        let order = roughOrderOfMagnitude - other.roughOrderOfMagnitude
        if order > Self.limitExponent + 3 { throw .overflow }
        if order < -Self.limitExponent - 3 { throw .underflow }
        if case .exact(let a) = value, case .exact(let b) = other.value { return try Self.bounded(a / b) }
        return try Self.boundedApproximation(
            workingDecimal.divided(
                by: other.workingDecimal, significantDigits: Self.approximationDigits,
                rounding: .toNearestOrEven))
    }

    public func negated() -> Scalar {
        switch value {
        case .exact(let fraction): Scalar(fraction.negated())
        case .approximate(let decimal): Scalar(approximation: decimal.negated())
        }
    }

    /// |x|.
    public var absoluteValue: Scalar {
        isNegative ? negated() : self
    }

    /// x × 10^`power`, exactly (`15%` is 15 × 10^-2).
    public func scaled(byPowerOfTen power: Int) throws(ArithmeticFailure) -> Scalar {
        let scale = ExactDecimal(negative: false, coefficient: .one, exponent: power)
        return try multiplied(by: Scalar(scale))
    }

    /// Floored modulo, like Python's `%`: the result has the divisor's sign
    /// (`-7 mod 3` = 2, `7 mod -3` = -2).
    public func mod(_ divisor: Scalar) throws(ArithmeticFailure) -> Scalar {
        if divisor.isZero { throw .divisionByZero }
        if isZero { return .zero }
        if case .exact(let a) = value, case .exact(let b) = divisor.value {
            let quotient = try a / b
            let floor = Self.floor(quotient)
            return try Self.bounded(a - b * floor)
        }
        let a = workingDecimal
        let b = divisor.workingDecimal
        let quotient = try a.divided(
            by: b, significantDigits: max(1, a.orderOfMagnitude - b.orderOfMagnitude + 50), rounding: .down)
        return try Self.boundedApproximation(a - b * quotient.floor)
    }

    /// x^y. An exact base to an integer exponent is exact (refused with
    /// `tooExpensive` past about 5,000 digits); other powers are approximations.
    public func raised(to exponent: Scalar) throws(ArithmeticFailure) -> Scalar {
        if exponent.isZero { return .one }
        if isZero {
            if exponent.isNegative { throw .divisionByZero }
            return .zero
        }
        if !exponent.isInteger && isNegative { throw .negativeBaseFractionalPower }
        // |x| = 1 needs no estimate: ±1.
        if case .exact(let base) = value, base.magnitude == .one {
            let odd = exponent.workingDecimal.exponent == 0 && exponent.workingDecimal.coefficient.isOdd
            return base.isNegative && odd ? Scalar(-1) : .one
        }
        let estimate = estimatedLog10 * exponent.estimatedDouble
        if estimate > Double(Self.limitExponent) + 1 { throw .overflow }
        if estimate < -Double(Self.limitExponent) - 1 { throw .underflow }
        if case .exact(let base) = value, case .exact(let power) = exponent.value, power.isInteger,
            let n = power.numerator.int64Value
        {
            let digits = max(
                base.numeratorMagnitude.decimalDigitCount, base.denominatorMagnitude.decimalDigitCount)
            if Double(digits) * Double(n.magnitude) > Double(Self.exactPowerDigitLimit) {
                throw .tooExpensive
            }
            return try Self.bounded(base.power(Int(n)))
        }
        if case .exact(let power) = exponent.value,
            power
                == ExactFraction(ExactDecimal(negative: false, coefficient: BigUInt(UInt64(5)), exponent: -1))
        {
            return try squareRoot()
        }
        let result = try workingDecimal.power(
            exponent.workingDecimal, significantDigits: Self.approximationDigits)
        return try Self.boundedApproximation(result)
    }

    /// √x: exact for squares of exact values (`sqrt(1/4)` = 1/2), else an approximation.
    public func squareRoot() throws(ArithmeticFailure) -> Scalar {
        if isNegative { throw .negativeSquareRoot }
        if isZero { return .zero }
        if case .exact(let fraction) = value {
            let numeratorRoot = fraction.numeratorMagnitude.squareRoot()
            let denominatorRoot = fraction.denominatorMagnitude.squareRoot()
            if numeratorRoot * numeratorRoot == fraction.numeratorMagnitude,
                denominatorRoot * denominatorRoot == fraction.denominatorMagnitude
            {
                return Scalar(
                    ExactFraction(negative: false, numerator: numeratorRoot, denominator: denominatorRoot))
            }
        }
        return try Self.boundedApproximation(
            workingDecimal.squareRoot(significantDigits: Self.approximationDigits))
    }

    /// e^x (exp(0) = 1 exactly).
    public func exponential() throws(ArithmeticFailure) -> Scalar {
        if isZero { return .one }
        // e^2303 > 10^1000: decided before any work.
        if roughOrderOfMagnitude > 5 { throw isNegative ? .underflow : .overflow }
        return try Self.boundedApproximation(
            workingDecimal.exponential(significantDigits: Self.approximationDigits))
    }

    /// ln x (ln 1 = 0 exactly).
    public func naturalLogarithm() throws(ArithmeticFailure) -> Scalar {
        if isNegative || isZero { throw .logarithmOfNonPositive }
        if case .exact(let fraction) = value, fraction == .one { return .zero }
        return Scalar(
            approximation: try workingDecimal.naturalLogarithm(significantDigits: Self.approximationDigits))
    }

    /// log10 x: exact for powers of ten (`log(1000)` = 3), else an approximation.
    public func commonLogarithm() throws(ArithmeticFailure) -> Scalar {
        if isNegative || isZero { throw .logarithmOfNonPositive }
        if case .exact(let fraction) = value {
            let numerator = fraction.numeratorMagnitude.removingTrailingDecimalZeros()
            let denominator = fraction.denominatorMagnitude.removingTrailingDecimalZeros()
            if numerator.value == .one && denominator.value == .one {
                return Scalar(numerator.zeros - denominator.zeros)
            }
        }
        let digits = Self.approximationDigits + 10
        let logarithm = try workingDecimal.naturalLogarithm(significantDigits: digits)
        let ten = try ExactDecimal(10).naturalLogarithm(significantDigits: digits)
        return Scalar(
            approximation: try logarithm.divided(
                by: ten, significantDigits: Self.approximationDigits, rounding: .toNearestOrEven))
    }

    /// n! for a whole n ≤ 1000, exact; the one result allowed beyond 10^1000.
    public func factorial() throws(ArithmeticFailure) -> Scalar {
        guard isInteger, !isNegative else { throw .factorialOfNonWhole }
        guard let n = workingDecimal.int64Value, n <= Int64(Self.factorialLimit) else {
            throw .factorialTooLarge
        }
        return Scalar(ExactDecimal.factorial(Int(n)))
    }

    // MARK: Limits

    /// `fraction` as a Scalar if its magnitude is within the limits; a fraction
    /// whose denominator has grown past thousands of digits becomes an approximation.
    static func bounded(_ fraction: ExactFraction) throws(ArithmeticFailure) -> Scalar {
        if fraction.isZero { return .zero }
        try checkLimits(numerator: fraction.numeratorMagnitude, denominator: fraction.denominatorMagnitude)
        if fraction.denominatorMagnitude.bitWidth > 4 * exactPowerDigitLimit {
            return Scalar(
                approximation: fraction.decimal(
                    significantDigits: approximationDigits, rounding: .toNearestOrEven))
        }
        return Scalar(fraction)
    }

    static func boundedApproximation(_ decimal: ExactDecimal) throws(ArithmeticFailure) -> Scalar {
        let result = Scalar(approximation: decimal)
        guard case .approximate(let rounded) = result.value, !rounded.isZero else { return result }
        let order = rounded.orderOfMagnitude
        if order > limitExponent || (order == limitExponent && rounded.coefficient != .one) {
            throw .overflow
        }
        if order < -limitExponent { throw .underflow }
        return result
    }

    /// Throws unless 10^-1000 ≤ numerator / denominator ≤ 10^1000.
    private static func checkLimits(numerator: BigUInt, denominator: BigUInt) throws(ArithmeticFailure) {
        let rough = numerator.decimalDigitCount - denominator.decimalDigitCount
        if rough > -limitExponent + 1 && rough < limitExponent - 1 { return }
        let limit = BigUInt.powerOfTen(limitExponent)
        if numerator > denominator * limit { throw .overflow }
        if numerator * limit < denominator { throw .underflow }
    }

    /// ⌊fraction⌋.
    package static func floor(_ fraction: ExactFraction) -> ExactFraction {
        let (quotient, remainder) = fraction.numeratorMagnitude.quotientAndRemainder(
            dividingBy: fraction.denominatorMagnitude)
        let whole = ExactFraction(
            negative: fraction.isNegative, reducedNumerator: quotient, denominator: .one)
        return fraction.isNegative && !remainder.isZero ? whole - .one : whole
    }

    /// The value as a Double, for size estimates only.
    var estimatedDouble: Double {
        let decimal = decimal(significantDigits: 17)
        let log = Self.estimatedLog10(decimal.coefficient) + Double(decimal.exponent)
        let magnitude = log > 300 ? Double.infinity : (log < -300 ? 0 : Self.powerOfTen(log))
        return decimal.isNegative ? -magnitude : magnitude
    }

    /// 10^x for size estimates (no C math library): by squaring e^(x ln 10).
    private static func powerOfTen(_ x: Double) -> Double {
        let whole = x.rounded(.down)
        var result = 1.0
        var base = 10.0
        var n = Int(whole.magnitude)
        while n > 0 {
            if n & 1 == 1 { result *= base }
            base *= base
            n >>= 1
        }
        if whole < 0 { result = 1 / result }
        // 10^f for f in [0, 1) by the exponential series.
        let y = (x - whole) * 2.302585092994046
        var term = 1.0
        var sum = 1.0
        for k in 1..<30 {
            term *= y / Double(k)
            sum += term
        }
        return result * sum
    }
}
