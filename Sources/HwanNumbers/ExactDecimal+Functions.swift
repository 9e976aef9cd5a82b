/// Powers, roots, `exp`, `ln` and factorials in decimal, never through `Double`.
///
/// Integer powers and factorials are exact. The others work with guard digits
/// beyond the `significantDigits` asked for and round once at the end, half to
/// even: `squareRoot` is correctly rounded (an integer square root with a
/// sticky bit); `exponential`, `naturalLogarithm` and non-integer powers are
/// correct to the stated digits and agree with Python's correctly rounded
/// `decimal` on the committed tables.
///
///     try ExactDecimal(2).squareRoot(significantDigits: 34)   // 1.414213562373095048801688724209698
///     try ExactDecimal(2).power(ExactDecimal("0.5")!, significantDigits: 34)  // the same
extension ExactDecimal {
    /// Guard digits carried through approximations.
    static let guardDigits = 10

    /// self^`n` for `n` ≥ 0, exact.
    public func power(_ n: Int) -> ExactDecimal {
        precondition(n >= 0, "exact powers need a non-negative exponent")
        if n == 0 { return .one }
        return ExactDecimal(
            negative: isNegative && n & 1 == 1, normalizedCoefficient: coefficient.power(n),
            exponent: exponent * n)
    }

    /// n!, exact.
    public static func factorial(_ n: Int) -> ExactDecimal {
        precondition(n >= 0, "factorial of a negative number")
        var result = BigUInt.one
        var chunk: UInt64 = 1
        var factor: UInt64 = 2
        while factor <= UInt64(n) {
            let (product, overflow) = chunk.multipliedReportingOverflow(by: factor)
            if overflow {
                result *= BigUInt(chunk)
                chunk = factor
            } else {
                chunk = product
            }
            factor += 1
        }
        return ExactDecimal(negative: false, coefficient: result * BigUInt(chunk), exponent: 0)
    }

    /// √self, correctly rounded (half to even) to `significantDigits`.
    public func squareRoot(significantDigits: Int) throws(ArithmeticFailure) -> ExactDecimal {
        if isNegative { throw .negativeSquareRoot }
        if isZero { return .zero }
        // N = coefficient × 10^scale with an even exponent left over and a root of
        // more than `significantDigits` digits.
        var scale = max(0, 2 * (significantDigits + 2) - significantDigitCount)
        if (exponent - scale) & 1 != 0 { scale += 1 }
        let radicand = coefficient.multipliedByPowerOfTen(scale)
        let root = radicand.squareRoot()
        return Self.rounding(
            negative: false, coefficient: root, exponent: (exponent - scale) / 2,
            sticky: root * root != radicand,
            significantDigits: significantDigits, rule: .toNearestOrEven)
    }

    /// e^self to `significantDigits`. Throws `overflow` or `underflow` when
    /// |self| ≥ 10^7 (results beyond about 10^±4,000,000).
    public func exponential(significantDigits: Int) throws(ArithmeticFailure) -> ExactDecimal {
        if isZero { return .one }
        if orderOfMagnitude >= 7 { throw isNegative ? .underflow : .overflow }
        let working = significantDigits + Self.guardDigits
        let positive = magnitude.exponentialOfPositive(workingDigits: working)
        let result =
            isNegative
            ? try ExactDecimal.one.divided(
                by: positive, significantDigits: working, rounding: .toNearestOrEven) : positive
        return result.rounded(significantDigits: significantDigits, rounding: .toNearestOrEven)
    }

    /// e^self for self > 0 to about `workingDigits`: halve the argument k
    /// times (exactly, as × 5^k / 10^k), sum the Taylor series, square k times.
    private func exponentialOfPositive(workingDigits: Int) -> ExactDecimal {
        let halvings =
            orderOfMagnitude < -3 ? 0 : Int((Double(orderOfMagnitude + 1) * 3.3219).rounded(.up)) + 10
        let digits = workingDigits + halvings * 3 / 10 + 2
        let reduced =
            (self
            * ExactDecimal(
                negative: false, coefficient: BigUInt(UInt64(5)).power(halvings), exponent: -halvings))
            .rounded(significantDigits: digits, rounding: .toNearestOrEven)
        var sum = ExactDecimal.one
        var term = ExactDecimal.one
        var n = 1
        let negligible = -(digits + 2)
        while true {
            term = (term * reduced).rounded(significantDigits: digits, rounding: .toNearestOrEven)
            term = Self.dividedByPositive(term, ExactDecimal(n), digits: digits)
            if term.isZero || term.orderOfMagnitude < negligible { break }
            sum += term
            n += 1
        }
        for _ in 0..<halvings {
            sum = (sum * sum).rounded(significantDigits: digits, rounding: .toNearestOrEven)
        }
        return sum
    }

    /// ln self to `significantDigits`; throws for self ≤ 0.
    public func naturalLogarithm(significantDigits: Int) throws(ArithmeticFailure) -> ExactDecimal {
        if isNegative || isZero { throw .logarithmOfNonPositive }
        if self == .one { return .zero }
        let working = significantDigits + Self.guardDigits
        let distance = self - .one
        if distance.orderOfMagnitude <= -3 {
            // Near 1 the series alone keeps full relative precision.
            let z = Self.dividedByPositive(distance, self + .one, digits: working + 2)
            let series = Self.atanhSeries(z, digits: working + 2)
            return (series * 2).rounded(significantDigits: significantDigits, rounding: .toNearestOrEven)
        }
        let order = orderOfMagnitude
        let digits = working + String(order.magnitude).count + 2
        let reduced = scaled(byPowerOfTen: -order)  // in [1, 10)
        var result = Self.logarithmOfReduced(reduced, digits: digits)
        if order != 0 {
            result += ExactDecimal(order) * Self.logarithmOfReduced(ExactDecimal(10), digits: digits)
        }
        return result.rounded(significantDigits: significantDigits, rounding: .toNearestOrEven)
    }

    /// ln m for 1 ≤ m ≤ 10 to about `digits` absolute digits: square roots until
    /// m is within 1% of 1, then ln m = 2^k × 2 atanh((m-1)/(m+1)).
    private static func logarithmOfReduced(_ m: ExactDecimal, digits: Int) -> ExactDecimal {
        if m == .one { return .zero }
        let limit = ExactDecimal(negative: false, coefficient: .one, exponent: -2)
        var y = m
        var roots = 0
        while y - .one >= limit {
            do {
                y = try y.squareRoot(significantDigits: digits + 3)
            } catch {
                preconditionFailure("m ≥ 1 has a square root")
            }
            roots += 1
        }
        let z = dividedByPositive(y - .one, y + .one, digits: digits + 3)
        let series = atanhSeries(z, digits: digits + 3)
        return series
            * ExactDecimal(negative: false, coefficient: BigUInt.one.shiftedLeft(by: roots + 1), exponent: 0)
    }

    /// atanh z = z + z³/3 + z⁵/5 + … for |z| < 0.01, relative to z.
    private static func atanhSeries(_ z: ExactDecimal, digits: Int) -> ExactDecimal {
        let square = (z * z).rounded(significantDigits: digits, rounding: .toNearestOrEven)
        var power = z
        var sum = z
        var n = 3
        let negligible = z.orderOfMagnitude - digits - 2
        while true {
            power = (power * square).rounded(significantDigits: digits, rounding: .toNearestOrEven)
            let term = dividedByPositive(power, ExactDecimal(n), digits: digits)
            if term.isZero || term.orderOfMagnitude < negligible { break }
            sum += term
            n += 2
        }
        return sum
    }

    /// self^`y` to `significantDigits`. Integer `y` of modest size is exact
    /// before the one rounding; other `y` go through exp(y × ln |self|).
    public func power(_ y: ExactDecimal, significantDigits: Int) throws(ArithmeticFailure) -> ExactDecimal {
        if y.isZero { return .one }
        if isZero {
            if y.isNegative { throw .divisionByZero }
            return .zero
        }
        let negativeResult: Bool
        if isNegative {
            guard y.isInteger else { throw .negativeBaseFractionalPower }
            negativeResult = y.exponent == 0 && y.coefficient.isOdd
        } else {
            negativeResult = false
        }
        if let n = y.int64Value, n.magnitude <= 100_000, UInt64(significantDigitCount) * n.magnitude <= 20_000
        {
            let raised = magnitude.power(Int(n.magnitude))
            let result =
                n > 0
                ? raised.rounded(significantDigits: significantDigits, rounding: .toNearestOrEven)
                : try ExactDecimal.one.divided(
                    by: raised, significantDigits: significantDigits, rounding: .toNearestOrEven)
            return negativeResult ? result.negated() : result
        }
        let working = significantDigits + Self.guardDigits
        var logarithm = try magnitude.naturalLogarithm(significantDigits: working)
        var exponentValue = y * logarithm
        let order = exponentValue.orderOfMagnitude
        if order > 0 {
            logarithm = try magnitude.naturalLogarithm(significantDigits: working + order + 1)
            exponentValue = y * logarithm
        }
        let result = try exponentValue.rounded(
            significantDigits: working + max(order, 0) + 1, rounding: .toNearestOrEven
        )
        .exponential(significantDigits: significantDigits)
        return negativeResult ? result.negated() : result
    }

    /// `a / b` for b > 0 that is known non-zero, to `digits`.
    static func dividedByPositive(_ a: ExactDecimal, _ b: ExactDecimal, digits: Int) -> ExactDecimal {
        do {
            return try a.divided(by: b, significantDigits: digits, rounding: .toNearestOrEven)
        } catch {
            preconditionFailure("division by a positive number cannot fail")
        }
    }
}
