/// A unit made of units and a currency multiplied, divided and raised to
/// integer powers, as `*`, `/` and `^` make them: `m/s`, `kg·m/s²`, `원/평`,
/// `USD/oz`. Kept as the user composed it (so `10 m / 2 s` prints `5 m/s`);
/// its dimension is the sum of its factors' vectors. Only linear units take
/// part: a temperature scale with an offset (°C, °F) or a reciprocal unit
/// (mpg) has no meaning inside a product.
public struct CompoundUnit: Sendable, Equatable {
    public enum Base: Sendable, Equatable {
        case unit(UnitDefinition)
        case money(Currency)

        var key: String {
            switch self {
            case .unit(let unit): "u:" + unit.id
            case .money(let currency): "c:" + currency.code
            }
        }
    }

    public struct Factor: Sendable, Equatable {
        public var base: Base
        public var exponent: Int
    }

    /// In the order the user wrote them, each base once, no zero exponent.
    public private(set) var factors: [Factor]

    init(_ factors: [Factor]) {
        var merged: [Factor] = []
        for factor in factors {
            if let i = merged.firstIndex(where: { $0.base.key == factor.base.key }) {
                merged[i].exponent += factor.exponent
            } else {
                merged.append(factor)
            }
        }
        self.factors = merged.filter { $0.exponent != 0 }
    }

    /// The factors of a simple unit, a currency, or a compound; none for a number.
    static func of(_ kind: Quantity.Kind) -> CompoundUnit {
        switch kind {
        case .number: CompoundUnit([])
        case .unit(let unit): CompoundUnit([Factor(base: .unit(unit), exponent: 1)])
        case .money(let currency): CompoundUnit([Factor(base: .money(currency), exponent: 1)])
        case .compound(let compound): compound
        }
    }

    static func * (a: CompoundUnit, b: CompoundUnit) -> CompoundUnit { CompoundUnit(a.factors + b.factors) }

    func power(_ n: Int) -> CompoundUnit {
        CompoundUnit(factors.map { Factor(base: $0.base, exponent: $0.exponent * n) })
    }

    var vector: DimensionVector {
        factors.reduce(DimensionVector.none) { sum, factor in
            switch factor.base {
            case .unit(let unit): sum + unit.dimension.vector * factor.exponent
            case .money: sum + DimensionVector.currency * factor.exponent
            }
        }
    }

    /// The currency and its exponent, when money is a factor.
    var currency: (Currency, Int)? {
        for factor in factors {
            if case .money(let currency) = factor.base { return (currency, factor.exponent) }
        }
        return nil
    }

    /// The same unit with `currency` in place of the one it has.
    func replacingCurrency(with currency: Currency) -> CompoundUnit {
        CompoundUnit(
            factors.map { factor in
                guard case .money = factor.base else { return factor }
                return Factor(base: .money(currency), exponent: factor.exponent)
            })
    }

    /// One of this unit in coherent SI units (m, kg, s, ...), money left out.
    var coherentFactor: ExactFraction {
        get throws(ArithmeticFailure) {
            var product = ExactFraction.one
            for factor in factors {
                guard case .unit(let unit) = factor.base else { continue }
                product =
                    product * (try (unit.exactFactor * unit.dimension.coherentFactor).power(factor.exponent))
            }
            return product
        }
    }

    /// The simplest kind for these factors: one unit or currency to the first
    /// power is that unit or currency; no factor at all is a plain number.
    var kind: Quantity.Kind {
        if factors.isEmpty { return .number }
        if factors.count == 1, factors[0].exponent == 1 {
            switch factors[0].base {
            case .unit(let unit): return .unit(unit)
            case .money(let currency): return .money(currency)
            }
        }
        return .compound(self)
    }

    /// `m/s`, `kg·m/s²`, `원/평` (Korean won as 원 in Korean, else its code).
    /// `readable`: for people rather than programs, so a unit written in
    /// Hangul is named in English in English (`KRW/pyeong`, not `KRW/평`).
    public func symbol(in language: Language, readable: Bool = false) -> String {
        func name(_ base: Base) -> String {
            switch base {
            case .unit(let unit): readable ? unit.symbol(in: language) : unit.symbol
            case .money(let currency): language == .ko && currency.code == "KRW" ? "원" : currency.code
            }
        }
        func power(_ n: Int) -> String {
            switch n {
            case 1: ""
            case 2: "²"
            case 3: "³"
            default: "^\(n)"
            }
        }
        let top = factors.filter { $0.exponent > 0 }.map { name($0.base) + power($0.exponent) }
        let bottom = factors.filter { $0.exponent < 0 }.map { name($0.base) + power(-$0.exponent) }
        var text = top.isEmpty ? "1" : top.joined(separator: "·")
        if !bottom.isEmpty { text += "/" + bottom.joined(separator: "/") }
        return text
    }
}
