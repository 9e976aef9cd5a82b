/// `value` in unit `from`, expressed in unit `to` (same dimension).
///
/// Exact by law: the factors are `ExactFraction`s, so 1 lb = 0.45359237 kg,
/// 1 gal = 3.785411784 L, 32 °F = 0 °C and 1 자 = 10 치 come out exactly, and
/// 1 평 → m² is exactly 400/121. Rounding is the printer's job, once.
///
/// Throws `.incompatible` across dimensions and `.divisionByZero` when a
/// reciprocal unit (mpg, km/L) meets 0.
public func convert(_ value: ExactFraction, from: UnitDefinition, to: UnitDefinition) throws(UnitError)
    -> ExactFraction
{
    guard from.dimension == to.dimension else {
        throw .incompatible(
            fromToken: from.symbol, fromDimension: from.dimension, toToken: to.symbol,
            toDimension: to.dimension)
    }
    if from == to { return value }
    let base: ExactFraction
    switch from.shape {
    case .linear, .affine:
        base = (value + from.offset) * from.exactFactor
    case .reciprocal:
        do { base = try from.exactFactor / value } catch { throw .divisionByZero(unit: from.symbol) }
    }
    switch to.shape {
    case .linear, .affine:
        do { return try base / to.exactFactor - to.offset } catch { throw .divisionByZero(unit: to.symbol) }
    case .reciprocal:
        do { return try to.exactFactor / base } catch { throw .divisionByZero(unit: to.symbol) }
    }
}
