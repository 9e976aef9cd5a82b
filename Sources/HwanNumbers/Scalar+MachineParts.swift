/// The machine-integer form of small exact values, for the evaluator's short
/// steps across units (`5 ft 11 in`): read the parts, compute with `smallSum`,
/// `smallProduct` and `machineScaled`, and make one reduced value at the end.
extension Scalar {
    /// Sign, numerator and denominator of an exact value of 64 bits over 64
    /// (reduced, zero positive); nil for an approximation or a larger value.
    @inline(__always)
    package var machineParts: (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        smallExactParts
    }

    /// `amount × factor ÷ divisor` of three reduced fractions of 64 bits over 64,
    /// reduced, when the product and the result each fit 64 bits over 64: the steps
    /// of `quickScaled` with no value made. Nil otherwise, and for a zero divisor.
    @inline(__always)
    package static func machineScaled(
        _ amount: (negative: Bool, numerator: UInt64, denominator: UInt64),
        by factor: (negative: Bool, numerator: UInt64, denominator: UInt64),
        over divisor: (negative: Bool, numerator: UInt64, denominator: UInt64)
    ) -> (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        guard divisor.numerator != 0 else { return nil }
        let step = smallProduct(amount, factor)
        guard step.numerator >> 64 == 0, step.denominator >> 64 == 0 else { return nil }
        let result = smallProduct(
            (
                step.negative, UInt64(truncatingIfNeeded: step.numerator),
                UInt64(truncatingIfNeeded: step.denominator)
            ),
            (divisor.negative, divisor.denominator, divisor.numerator))
        guard result.numerator >> 64 == 0, result.denominator >> 64 == 0 else { return nil }
        return (
            result.negative, UInt64(truncatingIfNeeded: result.numerator),
            UInt64(truncatingIfNeeded: result.denominator)
        )
    }
}
