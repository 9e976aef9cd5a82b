extension UnitConversion {
    /// `value` of `from` in `to` (same dimension), on the calculator's number, so an
    /// approximate amount (`sqrt(2) km`) converts too; exact amounts stay exact.
    /// `asInterval` reads a temperature as a difference (`+ 9 °F` adds 5 K), the
    /// way sums of temperatures are meant; other units are linear anyway.
    package static func convert(_ value: Scalar, from: UnitDefinition, to: UnitDefinition, asInterval: Bool)
        throws(ArithmeticFailure) -> Scalar
    {
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
