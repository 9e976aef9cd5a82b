/// What a quantity measures, as exponents over the base quantities (SPEC §2):
/// length, mass, time, current, temperature, amount, luminosity, information,
/// angle, and currency, which meets the others only through the rates. `*` and
/// `/` add and subtract the exponents, an integer power multiplies them, and
/// two quantities convert into each other only when their vectors are equal
/// (`N` and `kg*m/s^2`, `원/평` and `USD/m²`).
public struct DimensionVector: Sendable, Hashable {
    public enum Base: Int, CaseIterable, Sendable {
        case length, mass, time, current, temperature, amount, luminosity, information, angle, currency

        /// `길이` / `length`, for messages about compound dimensions.
        func name(in language: Language) -> String {
            switch self {
            case .length: Localized(ko: "길이", en: "length")(language)
            case .mass: Localized(ko: "질량", en: "mass")(language)
            case .time: Localized(ko: "시간", en: "time")(language)
            case .current: Localized(ko: "전류", en: "current")(language)
            case .temperature: Localized(ko: "온도", en: "temperature")(language)
            case .amount: Localized(ko: "물질량", en: "amount of substance")(language)
            case .luminosity: Localized(ko: "광도", en: "luminous intensity")(language)
            case .information: Localized(ko: "정보량", en: "information")(language)
            case .angle: Localized(ko: "각도", en: "angle")(language)
            case .currency: Localized(ko: "통화", en: "currency")(language)
            }
        }
    }

    /// One exponent per base, in `Base` order.
    public private(set) var exponents: [Int]

    public init(_ pairs: [(Base, Int)] = []) {
        exponents = Array(repeating: 0, count: Base.allCases.count)
        for (base, exponent) in pairs { exponents[base.rawValue] += exponent }
    }

    public static let none = DimensionVector()
    public static let currency = DimensionVector([(.currency, 1)])

    public var isNone: Bool { exponents.allSatisfy { $0 == 0 } }

    public static func + (a: DimensionVector, b: DimensionVector) -> DimensionVector {
        var result = a
        for i in result.exponents.indices { result.exponents[i] += b.exponents[i] }
        return result
    }

    public static func * (a: DimensionVector, power: Int) -> DimensionVector {
        var result = a
        for i in result.exponents.indices { result.exponents[i] *= power }
        return result
    }

    /// The named dimensions with this vector (area and fuel efficiency share L²).
    /// (Becquerel, lumen, gray and sievert measure quantities of the same vector as
    /// hertz, candela and J/kg: a product or quotient is never named by them, so
    /// `1 / (2 s)` stays 0.5 Hz.)
    public var namedDimensions: [UnitDimension] {
        UnitDimension.allCases.filter { $0.vector == self && !$0.sharesVectorWithAnEverydayQuantity }
    }

    /// `speed`, or for a vector no dimension names, `length/time²`, `currency/mass`.
    public func name(in language: Language) -> String {
        let named = namedDimensions
        if named.count == 1 { return named[0].name(in: language) }
        func part(_ sign: Int) -> String {
            // Money first: `currency/mass`, `currency·time^2/length^2·mass`.
            ([.currency] + Base.allCases.dropLast()).compactMap { base -> String? in
                let e = exponents[base.rawValue] * sign
                guard e > 0 else { return nil }
                return base.name(in: language) + (e == 1 ? "" : "^\(e)")
            }.joined(separator: "·")
        }
        let top = part(1)
        let bottom = part(-1)
        if bottom.isEmpty { return top.isEmpty ? Localized(ko: "숫자", en: "number")(language) : top }
        return (top.isEmpty ? "1" : top) + "/" + bottom
    }
}

extension UnitDimension {
    /// Whether a more everyday quantity (or none, for the doses) owns this vector.
    var sharesVectorWithAnEverydayQuantity: Bool {
        switch self {
        case .radioactivity, .luminousFlux, .absorbedDose, .equivalentDose: true
        case .acceleration, .angle, .area, .concentrationMass, .duration, .electricCharge, .electricCurrent,
            .electricPotentialDifference, .electricResistance, .energy, .force, .frequency, .fuelEfficiency,
            .informationStorage, .length, .mass, .power, .pressure, .speed, .temperature, .volume,
            .amountOfSubstance, .capacitance, .catalyticActivity, .dataRate, .electricConductance,
            .illuminance, .inductance, .luminousIntensity, .magneticFlux, .magneticFluxDensity:
            false
        }
    }

    /// The dimension's exponents over the base quantities.
    public var vector: DimensionVector {
        switch self {
        case .radioactivity: DimensionVector([(.time, -1)])
        case .magneticFluxDensity: DimensionVector([(.mass, 1), (.time, -2), (.current, -1)])
        case .magneticFlux: DimensionVector([(.mass, 1), (.length, 2), (.time, -2), (.current, -1)])
        case .luminousIntensity: DimensionVector([(.luminosity, 1)])
        case .luminousFlux: DimensionVector([(.luminosity, 1)])
        case .inductance: DimensionVector([(.mass, 1), (.length, 2), (.time, -2), (.current, -2)])
        case .illuminance: DimensionVector([(.luminosity, 1), (.length, -2)])
        case .equivalentDose: DimensionVector([(.length, 2), (.time, -2)])
        case .electricConductance: DimensionVector([(.mass, -1), (.length, -2), (.time, 3), (.current, 2)])
        case .dataRate: DimensionVector([(.information, 1), (.time, -1)])
        case .catalyticActivity: DimensionVector([(.amount, 1), (.time, -1)])
        case .capacitance: DimensionVector([(.mass, -1), (.length, -2), (.time, 4), (.current, 2)])
        case .amountOfSubstance: DimensionVector([(.amount, 1)])
        case .absorbedDose: DimensionVector([(.length, 2), (.time, -2)])
        case .acceleration: DimensionVector([(.length, 1), (.time, -2)])
        case .angle: DimensionVector([(.angle, 1)])
        case .area: DimensionVector([(.length, 2)])
        case .concentrationMass: DimensionVector([(.mass, 1), (.length, -3)])
        case .duration: DimensionVector([(.time, 1)])
        case .electricCharge: DimensionVector([(.current, 1), (.time, 1)])
        case .electricCurrent: DimensionVector([(.current, 1)])
        case .electricPotentialDifference:
            DimensionVector([(.mass, 1), (.length, 2), (.time, -3), (.current, -1)])
        case .electricResistance: DimensionVector([(.mass, 1), (.length, 2), (.time, -3), (.current, -2)])
        case .energy: DimensionVector([(.mass, 1), (.length, 2), (.time, -2)])
        case .force: DimensionVector([(.mass, 1), (.length, 1), (.time, -2)])
        case .frequency: DimensionVector([(.time, -1)])
        case .fuelEfficiency: DimensionVector([(.length, 2)])
        case .informationStorage: DimensionVector([(.information, 1)])
        case .length: DimensionVector([(.length, 1)])
        case .mass: DimensionVector([(.mass, 1)])
        case .power: DimensionVector([(.mass, 1), (.length, 2), (.time, -3)])
        case .pressure: DimensionVector([(.mass, 1), (.length, -1), (.time, -2)])
        case .speed: DimensionVector([(.length, 1), (.time, -1)])
        case .temperature: DimensionVector([(.temperature, 1)])
        case .volume: DimensionVector([(.length, 3)])
        }
    }

    /// The dimension's base unit in coherent SI units (m, kg, s, A, K, byte,
    /// degree): 1 for most; the litre is 10^-3 m³, L/100km is 10^-8 m².
    package var coherentFactor: ExactFraction {
        switch self {
        case .volume: ExactFraction(ExactDecimal("0.001")!)
        case .fuelEfficiency: ExactFraction(ExactDecimal("1e-8")!)
        case .acceleration, .angle, .area, .concentrationMass, .duration, .electricCharge, .electricCurrent,
            .electricPotentialDifference, .electricResistance, .energy, .force, .frequency,
            .informationStorage, .absorbedDose, .amountOfSubstance, .capacitance, .catalyticActivity,
            .dataRate, .electricConductance, .equivalentDose, .illuminance, .inductance, .luminousFlux,
            .luminousIntensity, .magneticFlux, .magneticFluxDensity, .radioactivity,
            .length, .mass, .power, .pressure, .speed, .temperature:
            .one
        }
    }
}
