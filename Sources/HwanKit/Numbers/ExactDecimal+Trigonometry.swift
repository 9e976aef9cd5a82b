/// π, sine, cosine, tangent and their inverses in decimal, never through
/// `Double` (SPEC §2). π is computed by Machin's formula to the digits a call
/// needs, so reducing a large argument stays exact: `sin(π)` with the
/// calculator's 40-digit π is about 1e-41, far below 1e-30.
extension ExactDecimal {
    /// π to `digits` significant digits (Machin: 16 atan(1/5) − 4 atan(1/239)).
    public static func pi(digits: Int) -> ExactDecimal {
        let working = digits + guardDigits
        let a = arctangentOfInverse(5, digits: working)
        let b = arctangentOfInverse(239, digits: working)
        return (ExactDecimal(16) * a - ExactDecimal(4) * b).rounded(
            significantDigits: digits, rounding: .toNearestOrEven)
    }

    /// atan(1/n) = Σ (−1)^k / ((2k+1) n^(2k+1)) to about `digits` absolute digits.
    private static func arctangentOfInverse(_ n: Int, digits: Int) -> ExactDecimal {
        let limit = ExactDecimal(negative: false, coefficient: BigUInt(1), exponent: -(digits + 2))
        var power = dividedByPositive(.one, ExactDecimal(n), digits: digits + 2)  // 1/n^(2k+1)
        let nSquared = ExactDecimal(n * n)
        var sum = ExactDecimal.zero
        var k = 0
        while power.magnitude > limit {
            let term = dividedByPositive(power, ExactDecimal(2 * k + 1), digits: digits + 2)
            sum = k % 2 == 0 ? sum + term : sum - term
            power = dividedByPositive(power, nSquared, digits: digits + 2)
            k += 1
        }
        return sum
    }

    /// sin self to `significantDigits`.
    public func sine(significantDigits: Int) -> ExactDecimal {
        trigonometric(significantDigits: significantDigits, cosine: false)
    }

    /// cos self to `significantDigits`.
    public func cosine(significantDigits: Int) -> ExactDecimal {
        trigonometric(significantDigits: significantDigits, cosine: true)
    }

    /// tan self; throws `divisionByZero` where the cosine is zero at these digits.
    public func tangent(significantDigits: Int) throws(ArithmeticFailure) -> ExactDecimal {
        let s = sine(significantDigits: significantDigits + Self.guardDigits)
        let c = cosine(significantDigits: significantDigits + Self.guardDigits)
        return try s.divided(by: c, significantDigits: significantDigits, rounding: .toNearestOrEven)
    }

    /// Reduce by π/2 with a π long enough for the argument's size, then a
    /// Taylor series on |r| ≤ π/4 and the quadrant's sign and function.
    private func trigonometric(significantDigits: Int, cosine: Bool) -> ExactDecimal {
        if isZero { return cosine ? .one : .zero }
        let order = max(orderOfMagnitude, 0)
        // The result may be as small as the argument's distance to a multiple of
        // π/2, which its written digits bound: carry all of them beyond the digits asked.
        let absolute = significantDigits + Self.guardDigits + max(0, -exponent)
        let working = absolute + order + 2
        let halfPi = Self.dividedByPositive(Self.pi(digits: working), ExactDecimal(2), digits: working)
        let quotient = Self.dividedByPositive(magnitude, halfPi, digits: working)
            .rounded(fractionDigits: 0, rounding: .toNearestOrEven)
        var r = magnitude - quotient * halfPi
        // The quotient modulo 4, from its digits (it may be far beyond Int).
        let tenPowerMod4 = quotient.exponent <= 0 ? 1 : (quotient.exponent == 1 ? 2 : 0)
        var quadrant =
            Int(quotient.coefficient.quotientAndRemainder(dividingBy: UInt64(4)).remainder) * tenPowerMod4 % 4
        if isNegative {
            r = r.negated()
            quadrant = (4 - quadrant % 4) % 4
        }
        quadrant = ((quadrant % 4) + 4) % 4
        let useCosine = cosine ? quadrant % 2 == 0 : quadrant % 2 == 1
        var value =
            useCosine ? Self.cosineSeries(r, digits: absolute + 5) : Self.sineSeries(r, digits: absolute + 5)
        let negative = cosine ? (quadrant == 1 || quadrant == 2) : (quadrant == 2 || quadrant == 3)
        if negative { value = value.negated() }
        if value.isZero { return .zero }
        return value.rounded(significantDigits: significantDigits, rounding: .toNearestOrEven)
    }

    /// sin r = r − r³/3! + r⁵/5! − … for |r| ≤ 0.8, to `digits` absolute digits.
    private static func sineSeries(_ r: ExactDecimal, digits: Int) -> ExactDecimal {
        series(r, first: r, digits: digits, offset: 1)
    }

    /// cos r = 1 − r²/2! + r⁴/4! − …
    private static func cosineSeries(_ r: ExactDecimal, digits: Int) -> ExactDecimal {
        series(r, first: .one, digits: digits, offset: 0)
    }

    private static func series(_ r: ExactDecimal, first: ExactDecimal, digits: Int, offset: Int)
        -> ExactDecimal
    {
        let limit = ExactDecimal(negative: false, coefficient: BigUInt(1), exponent: -(digits + 2))
        let r2 = (r * r).rounded(fractionDigits: digits + 4, rounding: .toNearestOrEven)
        var term = first
        var sum = first
        var n = offset
        while term.magnitude > limit {
            term = dividedByPositive(term * r2, ExactDecimal((n + 1) * (n + 2)), digits: digits + 4)
                .rounded(fractionDigits: digits + 4, rounding: .toNearestOrEven)
            term = term.negated()
            sum = sum + term
            n += 2
        }
        return sum
    }

    /// atan self to `significantDigits`, in radians.
    public func arctangent(significantDigits: Int) -> ExactDecimal {
        if isZero { return .zero }
        let working = significantDigits + Self.guardDigits + max(0, -orderOfMagnitude)
        var x = magnitude
        var offset = ExactDecimal.zero
        // atan x = π/2 − atan(1/x) for x > 1.
        var reflected = false
        if x > .one {
            x = Self.dividedByPositive(.one, x, digits: working + max(0, orderOfMagnitude) + 2)
            reflected = true
        }
        // atan x = 2 atan(x / (1 + √(1 + x²))) until x < 0.01.
        var doublings = 0
        let small = ExactDecimal(negative: false, coefficient: BigUInt(1), exponent: -2)
        while x > small {
            let root = (try? (ExactDecimal.one + x * x).squareRoot(significantDigits: working + 4)) ?? .one
            x = Self.dividedByPositive(x, .one + root, digits: working + 4)
            doublings += 1
        }
        var value = Self.atanSeries(x, digits: working + 4)
        for _ in 0..<doublings { value = value + value }
        if reflected {
            offset = Self.dividedByPositive(
                Self.pi(digits: working + 4), ExactDecimal(2), digits: working + 4)
            value = offset - value
        }
        if isNegative { value = value.negated() }
        return value.rounded(significantDigits: significantDigits, rounding: .toNearestOrEven)
    }

    /// atan x = x − x³/3 + x⁵/5 − … for |x| < 0.01.
    private static func atanSeries(_ x: ExactDecimal, digits: Int) -> ExactDecimal {
        let limit = ExactDecimal(negative: false, coefficient: BigUInt(1), exponent: -(digits + 2))
        let x2 = x * x
        var power = x
        var sum = x
        var k = 1
        while power.magnitude > limit {
            power = (power * x2).negated().rounded(fractionDigits: digits + 4, rounding: .toNearestOrEven)
            sum = sum + dividedByPositive(power, ExactDecimal(2 * k + 1), digits: digits + 4)
            k += 1
        }
        return sum
    }

    /// asin self for |self| ≤ 1, in radians: atan(x / √(1 − x²)), ±π/2 at ±1.
    public func arcsine(significantDigits: Int) throws(ArithmeticFailure) -> ExactDecimal {
        let one = ExactDecimal.one
        if magnitude > one { throw .outsideDomain }
        if magnitude == one {
            let half = Self.dividedByPositive(
                Self.pi(digits: significantDigits + 2), ExactDecimal(2), digits: significantDigits)
            return isNegative ? half.negated() : half
        }
        let working = significantDigits + Self.guardDigits
        let root = try (one - self * self).squareRoot(significantDigits: working)
        let ratio = try divided(by: root, significantDigits: working, rounding: .toNearestOrEven)
        return ratio.arctangent(significantDigits: significantDigits)
    }

    /// acos self = π/2 − asin self.
    public func arccosine(significantDigits: Int) throws(ArithmeticFailure) -> ExactDecimal {
        let working = significantDigits + Self.guardDigits
        let asin = try arcsine(significantDigits: working)
        let half = Self.dividedByPositive(Self.pi(digits: working), ExactDecimal(2), digits: working)
        let value = half - asin
        if value.isZero { return .zero }
        return value.rounded(significantDigits: significantDigits, rounding: .toNearestOrEven)
    }
}
