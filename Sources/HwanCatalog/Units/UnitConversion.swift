/// How a unit relates to its dimension's base unit (kelvin, L/100km, metre, ...),
/// by its `UnitDefinition.Shape`:
///
/// | shape        | to base            | from base         |
/// |--------------|--------------------|-------------------|
/// | `linear`     | x × factor         | b / factor        |
/// | `affine`     | (x + offset) × f   | b / f − offset    |
/// | `reciprocal` | constant / x       | constant / b      |
///
/// Reciprocal units (mpg, km/L against L/100km) have no value for 0; converting
/// it is a division by zero, never a trap. The conversions themselves are
/// `UnitConversion.convert` (the calculator's numbers) and `convert(_:from:to:)`
/// (exact fractions).
public enum UnitConversion {}
