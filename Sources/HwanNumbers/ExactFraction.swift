/// An exact rational number: a signed numerator over a positive denominator,
/// reduced by their gcd, so `==` is value equality.
///
/// Unit factors (1 평 = 400/121 m²) and cross rates (`amount × rate[to] / rate[from]`)
/// stay exact until they are printed; `decimal(significantDigits:rounding:)`
/// is the one rounding.
///
///     let third = try ExactFraction(numerator: 1, denominator: 3)
///     (third * 3).isInteger                       // true: exactly 1
///     third.decimal(significantDigits: 4, rounding: .toNearestOrEven)   // 0.3333
public struct ExactFraction: Sendable, Hashable {
    public let isNegative: Bool
    /// |numerator|, coprime with the denominator.
    public let numeratorMagnitude: BigUInt
    /// Positive; 1 for integers (and for zero).
    public let denominatorMagnitude: BigUInt

    /// Reduces ± `numerator` / `denominator` (`denominator` non-zero).
    init(negative: Bool, numerator: BigUInt, denominator: BigUInt) {
        precondition(!denominator.isZero, "ExactFraction with a zero denominator")
        if numerator.isZero {
            self.init(negative: false, reducedNumerator: .zero, denominator: .one)
            return
        }
        if denominator == .one {
            self.init(negative: negative, reducedNumerator: numerator, denominator: .one)
            return
        }
        let divisor = BigUInt.gcd(numerator, denominator)
        if divisor == .one {
            self.init(negative: negative, reducedNumerator: numerator, denominator: denominator)
        } else {
            self.init(
                negative: negative,
                reducedNumerator: numerator.quotientAndRemainder(dividingBy: divisor).quotient,
                denominator: denominator.quotientAndRemainder(dividingBy: divisor).quotient)
        }
    }

    init(negative: Bool, reducedNumerator: BigUInt, denominator: BigUInt) {
        self.isNegative = negative && !reducedNumerator.isZero
        self.numeratorMagnitude = reducedNumerator
        self.denominatorMagnitude = denominator
    }

    /// The decimal's exact value.
    public init(_ value: ExactDecimal) {
        if value.exponent >= 0 {
            self.init(
                negative: value.isNegative, reducedNumerator: value.coefficient(atExponent: 0),
                denominator: .one)
        } else {
            self.init(
                negative: value.isNegative, numerator: value.coefficient,
                denominator: BigUInt.powerOfTen(-value.exponent))
        }
    }

    public init(_ value: Int) {
        self.init(ExactDecimal(value))
    }

    /// The whole number `magnitude`, not negative.
    package init(magnitude: UInt64) {
        self.init(negative: false, reducedNumerator: BigUInt(magnitude), denominator: .one)
    }

    /// `numerator / denominator`; throws for a zero denominator.
    /// One reduction: a·10^e / (b·10^f) is a·10^(e−f) / b, or a / b·10^(f−e)
    /// (a cross rate of two decimals; the product of the two fractions reduced
    /// four times).
    public init(numerator: ExactDecimal, denominator: ExactDecimal) throws(ArithmeticFailure) {
        if denominator.isZero { throw .divisionByZero }
        let shift = numerator.exponent - denominator.exponent
        var top = numerator.coefficient
        var bottom = denominator.coefficient
        if shift > 0 {
            top = top * BigUInt.powerOfTen(shift)
        } else if shift < 0 {
            bottom = bottom * BigUInt.powerOfTen(-shift)
        }
        self.init(
            negative: numerator.isNegative != denominator.isNegative, numerator: top, denominator: bottom)
    }

    public static let zero = ExactFraction(negative: false, reducedNumerator: .zero, denominator: .one)
    public static let one = ExactFraction(negative: false, reducedNumerator: .one, denominator: .one)

    /// The signed numerator, an integer.
    public var numerator: ExactDecimal {
        ExactDecimal(negative: isNegative, coefficient: numeratorMagnitude, exponent: 0)
    }

    /// The positive denominator, an integer.
    public var denominator: ExactDecimal {
        ExactDecimal(negative: false, coefficient: denominatorMagnitude, exponent: 0)
    }

    public var isZero: Bool { numeratorMagnitude.isZero }
    public var isInteger: Bool { denominatorMagnitude == .one }

    public func negated() -> ExactFraction {
        ExactFraction(
            negative: !isNegative, reducedNumerator: numeratorMagnitude, denominator: denominatorMagnitude)
    }

    public static prefix func - (value: ExactFraction) -> ExactFraction { value.negated() }

    public var magnitude: ExactFraction {
        ExactFraction(
            negative: false, reducedNumerator: numeratorMagnitude, denominator: denominatorMagnitude)
    }

    /// Whether the decimal expansion ends: the denominator's only prime factors are 2 and 5.
    public var isTerminating: Bool {
        terminatingPowers != nil
    }

    /// (a, b) with denominator = 2^a × 5^b, if it has that form.
    private var terminatingPowers: (twos: Int, fives: Int)? {
        if isInteger { return (0, 0) }
        let twos = denominatorMagnitude.trailingZeroBitCount
        var rest = denominatorMagnitude.shiftedRight(by: twos)
        var fives = 0
        while rest != .one {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 5 as UInt64)
            guard remainder == 0 else { return nil }
            rest = quotient
            fives += 1
        }
        return (twos, fives)
    }

    /// The exact decimal value, when the expansion terminates.
    public var exactDecimal: ExactDecimal? {
        if isInteger {
            return ExactDecimal(negative: isNegative, coefficient: numeratorMagnitude, exponent: 0)
        }
        guard let (twos, fives) = terminatingPowers else { return nil }
        // n / (2^a 5^b) = n × 2^(k-a) × 5^(k-b) / 10^k with k = max(a, b).
        let k = max(twos, fives)
        let scaled = (numeratorMagnitude * BigUInt(UInt64(5)).power(k - fives)).shiftedLeft(by: k - twos)
        return ExactDecimal(negative: isNegative, coefficient: scaled, exponent: -k)
    }

    /// The value correctly rounded to `significantDigits` (exact when it terminates within them).
    public func decimal(significantDigits: Int, rounding rule: FloatingPointRoundingRule) -> ExactDecimal {
        if isInteger {
            return ExactDecimal(negative: isNegative, coefficient: numeratorMagnitude, exponent: 0)
                .rounded(significantDigits: significantDigits, rounding: rule)
        }
        let numerator = ExactDecimal(negative: isNegative, coefficient: numeratorMagnitude, exponent: 0)
        let denominator = ExactDecimal(negative: false, coefficient: denominatorMagnitude, exponent: 0)
        do {
            return try numerator.divided(
                by: denominator, significantDigits: significantDigits, rounding: rule)
        } catch {
            preconditionFailure("a reduced fraction has a non-zero denominator")
        }
    }

    /// 1 / self for a non-zero value.
    func reciprocalOfNonZero() -> ExactFraction {
        ExactFraction(
            negative: isNegative, reducedNumerator: denominatorMagnitude, denominator: numeratorMagnitude)
    }
}

extension ExactFraction: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension ExactFraction {
    /// Numerator and denominator magnitudes when both fit 64 bits: the short
    /// paths of `+` and `*` then work in machine integers, never in `BigUInt`.
    @inlinable
    package var smallParts: (numerator: UInt64, denominator: UInt64)? {
        guard let numerator = numeratorMagnitude.inlineValue,
            let denominator = denominatorMagnitude.inlineValue,
            numerator >> 64 == 0, denominator >> 64 == 0
        else { return nil }
        return (UInt64(truncatingIfNeeded: numerator), UInt64(truncatingIfNeeded: denominator))
    }

    /// gcd by Euclid's remainders in 64 bits (gcd(0, b) = b); once both fit 32 bits
    /// (at once, for most unit factors and amounts), in 32-bit divisions, two
    /// remainders a turn so that no value is moved.
    @inline(__always)
    static func gcd64(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (x, y) = (a, b)
        while (x | y) >> 32 != 0 {
            if y == 0 { return x }
            (x, y) = (y, x % y)
        }
        var (u, v) = (UInt32(truncatingIfNeeded: x), UInt32(truncatingIfNeeded: y))
        while true {
            if v == 0 { return UInt64(u) }
            u %= v
            if u == 0 { return UInt64(v) }
            v %= u
        }
    }

    /// gcd of two 128-bit values: 128-bit remainders until both fit 64 bits.
    static func gcd128(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (x, y) = (a, b)
        while y != 0 && (x >> 64 != 0 || y >> 64 != 0) { (x, y) = (y, x % y) }
        if y == 0 { return x }
        return UInt128(gcd64(UInt64(truncatingIfNeeded: x), UInt64(truncatingIfNeeded: y)))
    }

    public static func + (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction {
        // Both sides of 64 bits: the cross products fit 128 bits, the sum 129 (checked).
        if let (a, b) = lhs.smallParts, let (c, d) = rhs.smallParts {
            if a == 0 { return rhs }
            if c == 0 { return lhs }
            let left = UInt128(a) * UInt128(d)
            let right = UInt128(c) * UInt128(b)
            let denominator = UInt128(b) * UInt128(d)
            let negative: Bool
            let numerator: UInt128
            if lhs.isNegative == rhs.isNegative {
                let (sum, overflow) = left.addingReportingOverflow(right)
                if overflow { return sumGeneral(lhs, rhs) }
                (negative, numerator) = (lhs.isNegative, sum)
            } else if left >= right {
                (negative, numerator) = (lhs.isNegative, left - right)
            } else {
                (negative, numerator) = (rhs.isNegative, right - left)
            }
            if numerator == 0 { return .zero }
            if denominator == 1 {
                return ExactFraction(
                    negative: negative, reducedNumerator: BigUInt(numerator), denominator: .one)
            }
            let divisor = gcd128(numerator, denominator)
            return ExactFraction(
                negative: negative, reducedNumerator: BigUInt(numerator / divisor),
                denominator: BigUInt(denominator / divisor))
        }
        return sumGeneral(lhs, rhs)
    }

    /// `+` in `BigUInt`, any size: the short path of `+` must answer as this does.
    static func sumGeneral(_ lhs: ExactFraction, _ rhs: ExactFraction) -> ExactFraction {
        if lhs.isZero { return rhs }
        if rhs.isZero { return lhs }
        let a = lhs.numeratorMagnitude * rhs.denominatorMagnitude
        let b = rhs.numeratorMagnitude * lhs.denominatorMagnitude
        let denominator = lhs.denominatorMagnitude * rhs.denominatorMagnitude
        if lhs.isNegative == rhs.isNegative {
            return ExactFraction(negative: lhs.isNegative, numerator: a + b, denominator: denominator)
        }
        if a >= b {
            return ExactFraction(negative: lhs.isNegative, numerator: a - b, denominator: denominator)
        }
        return ExactFraction(negative: rhs.isNegative, numerator: b - a, denominator: denominator)
    }

    public static func - (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction {
        lhs + rhs.negated()
    }

    public static func * (lhs: ExactFraction, rhs: ExactFraction) -> ExactFraction {
        // Both sides of 64 bits: the same cross-reduction in machine integers; each
        // product of two 64-bit factors fits 128 bits.
        if let (a, b) = lhs.smallParts, let (c, d) = rhs.smallParts {
            if a == 0 || c == 0 { return .zero }
            let g1 = gcd64(a, d)
            let g2 = gcd64(c, b)
            return ExactFraction(
                negative: lhs.isNegative != rhs.isNegative,
                reducedNumerator: BigUInt(UInt128(a / g1) * UInt128(c / g2)),
                denominator: BigUInt(UInt128(b / g2) * UInt128(d / g1)))
        }
        return productGeneral(lhs, rhs)
    }

    /// `*` in `BigUInt`, any size: the short path of `*` must answer as this does.
    static func productGeneral(_ lhs: ExactFraction, _ rhs: ExactFraction) -> ExactFraction {
        if lhs.isZero || rhs.isZero { return .zero }
        // Cross-reduce first so the products stay small.
        let g1 = BigUInt.gcd(lhs.numeratorMagnitude, rhs.denominatorMagnitude)
        let g2 = BigUInt.gcd(rhs.numeratorMagnitude, lhs.denominatorMagnitude)
        func divided(_ value: BigUInt, by divisor: BigUInt) -> BigUInt {
            divisor == .one ? value : value.quotientAndRemainder(dividingBy: divisor).quotient
        }
        let numerator = divided(lhs.numeratorMagnitude, by: g1) * divided(rhs.numeratorMagnitude, by: g2)
        let denominator =
            divided(lhs.denominatorMagnitude, by: g2) * divided(rhs.denominatorMagnitude, by: g1)
        return ExactFraction(
            negative: lhs.isNegative != rhs.isNegative, reducedNumerator: numerator, denominator: denominator)
    }

    /// `lhs / rhs`; throws for a zero divisor.
    public static func / (lhs: ExactFraction, rhs: ExactFraction) throws(ArithmeticFailure) -> ExactFraction {
        if rhs.isZero { throw .divisionByZero }
        return lhs * rhs.reciprocalOfNonZero()
    }

    /// self^n, exact; a negative `n` of zero throws.
    public func power(_ n: Int) throws(ArithmeticFailure) -> ExactFraction {
        if n == 0 { return .one }
        if isZero {
            if n < 0 { throw .divisionByZero }
            return .zero
        }
        let count = Int(n.magnitude)
        let negative = isNegative && count & 1 == 1
        let raised = ExactFraction(
            negative: negative, reducedNumerator: numeratorMagnitude.power(count),
            denominator: denominatorMagnitude.power(count))
        return n > 0 ? raised : raised.reciprocalOfNonZero()
    }
}

extension ExactFraction: Comparable {
    public static func < (lhs: ExactFraction, rhs: ExactFraction) -> Bool {
        compare(lhs, rhs) < 0
    }

    public static func compare(_ lhs: ExactFraction, _ rhs: ExactFraction) -> Int {
        // Both sides of 64 bits: the cross products in UInt128.
        if let (a, b) = lhs.smallParts, let (c, d) = rhs.smallParts {
            if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
            let left = UInt128(a) * UInt128(d)
            let right = UInt128(c) * UInt128(b)
            let magnitudes = left < right ? -1 : (left == right ? 0 : 1)
            return lhs.isNegative ? -magnitudes : magnitudes
        }
        return compareGeneral(lhs, rhs)
    }

    /// `compare` in `BigUInt`, any size: the short step must answer as this does.
    static func compareGeneral(_ lhs: ExactFraction, _ rhs: ExactFraction) -> Int {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative ? -1 : 1 }
        let magnitudes = BigUInt.compare(
            lhs.numeratorMagnitude * rhs.denominatorMagnitude,
            rhs.numeratorMagnitude * lhs.denominatorMagnitude)
        return lhs.isNegative ? -magnitudes : magnitudes
    }
}

extension ExactFraction: CustomStringConvertible {
    /// `-3/4`, `5`.
    public var description: String {
        isInteger ? numerator.description : "\(numerator.description)/\(denominatorMagnitude.description)"
    }
}

extension ExactFraction {
    /// `new / old − 1`, exactly: 0.0014 is a rise of 0.14%. Nil when `old` is not positive.
    public static func relativeChange(from old: ExactFraction, to new: ExactFraction) -> ExactFraction? {
        guard old > .zero, let ratio = try? new / old else { return nil }
        return ratio - .one
    }
}
