/// A coefficient kept as numerator / denominator, so that chains of exact
/// definitions (`10/33` m per 자, `2401/1331` L per 되, `5/9` K per °F) are
/// divided only once, at the very end of a conversion: 1 자 → 치 is exactly 10,
/// and 32 °F → °C exactly 0, not 9.999… or -1e-35.
struct UnitFraction: Sendable, Equatable {
    var numerator: Decimal
    var denominator: Decimal

    init(_ numerator: Decimal, over denominator: Decimal = 1) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The coefficient as one Decimal (38 significant digits when it does not terminate).
    var value: Decimal { Self.divide(numerator, by: denominator) }

    static func divide(_ dividend: Decimal, by divisor: Decimal) -> Decimal {
        DecimalDivision.quotient(dividend, divisor)
    }

    static func + (a: UnitFraction, b: UnitFraction) -> UnitFraction {
        if a.denominator == b.denominator {
            return UnitFraction(a.numerator + b.numerator, over: a.denominator)
        }
        return UnitFraction(
            a.numerator * b.denominator + b.numerator * a.denominator, over: a.denominator * b.denominator)
    }

    static prefix func - (a: UnitFraction) -> UnitFraction {
        UnitFraction(-a.numerator, over: a.denominator)
    }

    static func * (a: UnitFraction, b: UnitFraction) -> UnitFraction {
        UnitFraction(a.numerator * b.numerator, over: a.denominator * b.denominator)
    }

    static func / (a: UnitFraction, b: UnitFraction) -> UnitFraction {
        UnitFraction(a.numerator * b.denominator, over: a.denominator * b.numerator)
    }
}
