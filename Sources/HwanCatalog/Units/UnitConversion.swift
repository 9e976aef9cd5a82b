/// How a unit relates to its dimension's base unit (kelvin, L/100km, metre, ...).
///
/// | case         | to base            | from base         |
/// |--------------|--------------------|-------------------|
/// | `linear`     | x × factor         | b / factor        |
/// | `affine`     | (x + offset) × f   | b / f − offset    |
/// | `reciprocal` | constant / x       | constant / b      |
///
/// Reciprocal units (mpg, km/L against L/100km) have no value for 0; converting
/// it throws `UnitError.divisionByZero` instead of trapping.
public enum UnitConversion: Sendable, Equatable {
    case linear(factor: ExactFraction)
    case affine(factor: ExactFraction, offset: ExactFraction)
    case reciprocal(constant: ExactFraction)

    /// `value` of this unit, in the base unit. The thrown error's unit name is
    /// empty; `convert(_:from:to:)` reports it with the unit's symbol.
    public func toBase(_ value: ExactFraction) throws(UnitError) -> ExactFraction {
        switch self {
        case .linear(let factor): return value * factor
        case .affine(let factor, let offset): return (value + offset) * factor
        case .reciprocal(let constant): return try Self.divide(constant, by: value)
        }
    }

    /// `value` of the base unit, in this unit.
    public func fromBase(_ value: ExactFraction) throws(UnitError) -> ExactFraction {
        switch self {
        case .linear(let factor): return try Self.divide(value, by: factor)
        case .affine(let factor, let offset): return try Self.divide(value, by: factor) - offset
        case .reciprocal(let constant): return try Self.divide(constant, by: value)
        }
    }

    private static func divide(_ a: ExactFraction, by b: ExactFraction) throws(UnitError) -> ExactFraction {
        do {
            return try a / b
        } catch {
            throw .divisionByZero(unit: "")
        }
    }
}
