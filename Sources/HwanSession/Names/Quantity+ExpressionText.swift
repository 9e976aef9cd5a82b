extension Quantity {
    /// The quantity written as an expression the grammar reads back to the
    /// same value (`(5 km)`, `((1/3) KRW)`, `(29411.76 KRW / 평)`): how a
    /// variable stands in a line that uses it.
    var expressionText: String {
        let number: String
        switch value.value {
        case .exact(let fraction):
            if let decimal = fraction.exactDecimal {
                number = decimal.description
            } else {
                number = "(\(fraction.numerator.description)/\(fraction.denominator.description))"
            }
        case .approximate(let decimal): number = decimal.description
        }
        let amount = number.hasPrefix("-") ? "(\(number))" : number
        switch kind {
        case .number: return "(\(amount))"
        case .unit(let unit): return "(\(amount) \(Self.spelling(of: unit)))"
        case .money(let currency): return "(\(amount) \(currency.code))"
        case .compound(let compound):
            var text = amount
            for factor in compound.factors {
                let name: String
                switch factor.base {
                case .unit(let unit): name = Self.spelling(of: unit)
                case .money(let currency): name = currency.code
                }
                let power = abs(factor.exponent) == 1 ? "" : "^\(abs(factor.exponent))"
                text += (factor.exponent > 0 ? " * " : " / ") + name + power
            }
            return "(\(text))"
        }
    }

    /// A spelling of the unit the grammar reads as that unit alone.
    private static func spelling(of unit: UnitDefinition) -> String {
        unit.asciiSymbols.first ?? unit.symbol
    }
}
