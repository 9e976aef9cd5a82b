/// `value` in unit `from`, expressed in unit `to` (same dimension).
///
/// Goes through the base unit as a fraction and divides once at the end, so
/// results that are exact by law stay exact: 1 lb = 0.45359237 kg, 1 gal =
/// 3.785411784 L, 32 °F = 0 °C, 1 자 = 10 치. Non-terminating results carry
/// Decimal's full 38 digits; rounding for display is the caller's job.
///
/// Throws `.incompatible` across dimensions and `.divisionByZero` when a
/// reciprocal unit (mpg, km/L) meets 0.
public func convert(_ value: Decimal, from: UnitDefinition, to: UnitDefinition) throws(UnitError) -> Decimal {
    guard from.dimension == to.dimension else {
        throw .incompatible(
            fromToken: from.symbol, fromDimension: from.dimension, toToken: to.symbol,
            toDimension: to.dimension)
    }
    if from == to { return value }
    // The base quantity as base.numerator / base.denominator.
    let base: UnitFraction
    switch from.shape {
    case .linear, .affine:
        base = UnitFraction(
            (value + from.offset) * from.exactFactor.numerator, over: from.exactFactor.denominator)
    case .reciprocal:
        guard value != 0 else { throw .divisionByZero(unit: from.symbol) }
        base = UnitFraction(from.exactFactor.numerator, over: from.exactFactor.denominator * value)
    }
    switch to.shape {
    case .linear, .affine:
        let result = UnitFraction.divide(
            base.numerator * to.exactFactor.denominator, by: base.denominator * to.exactFactor.numerator)
        return to.offset == 0 ? result : result - to.offset
    case .reciprocal:
        guard base.numerator != 0 else { throw .divisionByZero(unit: to.symbol) }
        return UnitFraction.divide(
            to.exactFactor.numerator * base.denominator, by: to.exactFactor.denominator * base.numerator)
    }
}
