/// Division and rounding: the only places an `ExactDecimal` loses digits, each
/// with the rounding rule named by the caller.
///
/// | rule | 2.5 | -2.5 | 2.4 |
/// | --- | --- | --- | --- |
/// | `.toNearestOrEven` | 2 | -2 | 2 |
/// | `.toNearestOrAwayFromZero` | 3 | -3 | 2 |
/// | `.towardZero` | 2 | -2 | 2 |
/// | `.awayFromZero` | 3 | -3 | 3 |
/// | `.up` | 3 | -2 | 3 |
/// | `.down` | 2 | -3 | 2 |
extension ExactDecimal {
    /// `self / divisor`, correctly rounded to `significantDigits`; exact when
    /// the quotient terminates within them.
    public func divided(
        by divisor: ExactDecimal, significantDigits: Int, rounding rule: FloatingPointRoundingRule
    ) throws(ArithmeticFailure) -> ExactDecimal {
        precondition(significantDigits > 0, "a quotient keeps at least one digit")
        if divisor.isZero { throw .divisionByZero }
        if isZero { return .zero }
        // Scale the dividend so the integer quotient has more than `significantDigits` digits.
        let scale = max(0, significantDigits - significantDigitCount + divisor.significantDigitCount + 1)
        let (quotient, remainder) = coefficient.multipliedByPowerOfTen(scale)
            .quotientAndRemainder(dividingBy: divisor.coefficient)
        return Self.rounding(
            negative: isNegative != divisor.isNegative, coefficient: quotient,
            exponent: exponent - divisor.exponent - scale, sticky: !remainder.isZero,
            significantDigits: significantDigits, rule: rule)
    }

    /// The value with at most `fractionDigits` digits after the point
    /// (negative counts round to tens, hundreds, ...).
    public func rounded(fractionDigits: Int, rounding rule: FloatingPointRoundingRule) -> ExactDecimal {
        guard exponent < -fractionDigits else { return self }
        let dropped = -fractionDigits - exponent
        return Self.round(
            negative: isNegative, coefficient: coefficient, dropping: dropped, sticky: false, rule: rule,
            exponent: exponent)
    }

    /// The value with at most `significantDigits` significant digits.
    public func rounded(significantDigits: Int, rounding rule: FloatingPointRoundingRule) -> ExactDecimal {
        precondition(significantDigits > 0, "rounding keeps at least one digit")
        let count = significantDigitCount
        guard count > significantDigits else { return self }
        return Self.round(
            negative: isNegative, coefficient: coefficient, dropping: count - significantDigits,
            sticky: false,
            rule: rule, exponent: exponent)
    }

    /// The integer part toward minus infinity (`⌊-2.5⌋ = -3`).
    public var floor: ExactDecimal { rounded(fractionDigits: 0, rounding: .down) }

    /// ± `coefficient` × 10^`exponent`, plus a positive amount below one unit of
    /// its last digit when `sticky`, rounded to `significantDigits`.
    static func rounding(
        negative: Bool, coefficient: BigUInt, exponent: Int, sticky: Bool, significantDigits: Int,
        rule: FloatingPointRoundingRule
    ) -> ExactDecimal {
        let count = coefficient.decimalDigitCount
        let dropped = count - significantDigits
        if dropped <= 0 {
            precondition(!sticky, "sticky digits need a dropped digit to round on")
            return ExactDecimal(negative: negative, coefficient: coefficient, exponent: exponent)
        }
        return round(
            negative: negative, coefficient: coefficient, dropping: dropped, sticky: sticky, rule: rule,
            exponent: exponent)
    }

    /// Drops the last `dropped` (≥ 1) digits of ± `coefficient` × 10^`exponent`
    /// (with `sticky`: something non-zero below them) and rounds by `rule`.
    static func round(
        negative: Bool, coefficient: BigUInt, dropping dropped: Int, sticky: Bool,
        rule: FloatingPointRoundingRule, exponent: Int
    ) -> ExactDecimal {
        let (kept, rest) = coefficient.quotientAndRemainder(dividingBy: BigUInt.powerOfTen(dropped))
        let inexact = sticky || !rest.isZero
        var comparedToHalf = 0
        if inexact {
            let half = BigUInt.powerOfTen(dropped - 1) * BigUInt(UInt64(5))
            comparedToHalf = BigUInt.compare(rest, half)
            if comparedToHalf == 0 && sticky { comparedToHalf = 1 }
        }
        let increment: Bool
        switch rule {
        case .toNearestOrAwayFromZero: increment = inexact && comparedToHalf >= 0
        case .toNearestOrEven:
            increment = inexact && (comparedToHalf > 0 || (comparedToHalf == 0 && kept.isOdd))
        case .towardZero: increment = false
        case .awayFromZero: increment = inexact
        case .up: increment = inexact && !negative
        case .down: increment = inexact && negative
        @unknown default: increment = inexact && comparedToHalf >= 0
        }
        return ExactDecimal(
            negative: negative, coefficient: increment ? kept + .one : kept, exponent: exponent + dropped)
    }
}
