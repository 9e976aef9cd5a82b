extension UnitConversion {
    /// `value` of `from` in `to` (same dimension), on the calculator's number, so an
    /// approximate amount (`sqrt(2) km`) converts too; exact amounts stay exact.
    /// `asInterval` reads a temperature as a difference (`+ 9 °F` adds 5 K), the
    /// way sums of temperatures are meant; other units are linear anyway.
    package static func convert(_ value: Scalar, from: UnitDefinition, to: UnitDefinition, asInterval: Bool)
        throws(ArithmeticFailure) -> Scalar
    {
        // Most conversions: an exact amount between linear units, all of 128 bits
        // at most. No step below can then come near the calculator's limits
        // (10^±1000) nor add or take anything (the offsets are zero), so they
        // would give exactly amount × from / to: computed in one go, unchecked.
        // The same with every part of 64 bits over 64: in machine integers, no fraction copied.
        // (Asked before `from == to`: for one unit it gives the amount itself, exactly.)
        if let factor = from.plainFactorParts, let divisor = to.plainFactorParts,
            let quick = value.quickScaled(by: factor, over: divisor)
        {
            return quick
        }
        if from == to { return value }
        if case .exact(let amount) = value.value, from.shape == .linear, to.shape == .linear,
            from.offset.isZero, to.offset.isZero, Self.fitsInline(amount), Self.fitsInline(from.exactFactor),
            Self.fitsInline(to.exactFactor)
        {
            return Scalar(try amount * from.exactFactor / to.exactFactor)
        }
        return try convertChecked(value, from: from, to: to, asInterval: asInterval)
    }

    /// Whether a fraction's numerator and denominator each fit 128 bits.
    private static func fitsInline(_ fraction: ExactFraction) -> Bool {
        fraction.numeratorMagnitude.inlineValue != nil && fraction.denominatorMagnitude.inlineValue != nil
    }

    /// `convert` step by step, each step checked against the calculator's limits.
    static func convertChecked(_ value: Scalar, from: UnitDefinition, to: UnitDefinition, asInterval: Bool)
        throws(ArithmeticFailure) -> Scalar
    {
        // One unit into itself is the amount, as `convert` gives it (0 mpg is 0 mpg,
        // where the reciprocal's two steps would divide by zero).
        if from == to { return value }
        if asInterval, from.shape == .affine || to.shape == .affine {
            return try value.multiplied(by: Scalar(from.exactFactor)).divided(by: Scalar(to.exactFactor))
        }
        let base: Scalar
        switch from.shape {
        case .linear, .affine:
            base = try value.adding(Scalar(from.offset)).multiplied(by: Scalar(from.exactFactor))
        case .reciprocal:
            base = try Scalar(from.exactFactor).divided(by: value)
        }
        switch to.shape {
        case .linear, .affine:
            return try base.divided(by: Scalar(to.exactFactor)).subtracting(Scalar(to.offset))
        case .reciprocal:
            return try Scalar(to.exactFactor).divided(by: base)
        }
    }
}
