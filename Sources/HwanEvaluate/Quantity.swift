/// A value of a line: a plain number, an amount of a unit, or an amount of money.
public struct Quantity: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case number
        case unit(UnitDefinition)
        case money(Currency)
        /// Units (and a currency) multiplied, divided, raised: `m/s`, `원/평`.
        case compound(CompoundUnit)
    }

    public var value: Scalar
    public var kind: Kind

    public init(_ value: Scalar, _ kind: Kind = .number) {
        self.value = value
        self.kind = kind
    }

    /// What the quantity measures, for messages (`길이`, `currency`).
    var dimension: NameResolution.Dimension? {
        switch kind {
        case .number: nil
        case .unit(let unit): .unit(unit.dimension)
        case .money: .money
        case .compound: nil
        }
    }

    /// What the quantity measures as exponents over the base quantities.
    package var vector: DimensionVector {
        switch kind {
        case .number: .none
        case .unit(let unit): unit.dimension.vector
        case .money: .currency
        case .compound(let compound): compound.vector
        }
    }

    var isNumber: Bool { kind == .number }
}
