/// Where a unit goes when a line names no target (SPEC §2: "a unit to its
/// dimension's metric reference unit (m², g, m, L, °C, km/h, ...)"). A value
/// already in the reference unit goes to the everyday other unit of its
/// dimension instead (`100 m²` → 평, `20 °C` → °F), since repeating it would say
/// nothing; dimensions without such a pair repeat the value.
package enum ReferenceUnits {
    /// (reference id, symbol), then (other id, symbol).
    private static let table: [UnitDimension: (reference: (String, String), other: (String, String)?)] = [
        .acceleration: (("meterPerSecondSquared", "m/s²"), ("gravity", "g")),
        .angle: (("degree", "°"), ("radian", "rad")),
        .area: (("squareMeter", "m²"), ("pyeong", "평")),
        .concentrationMass: (("gramPerLiter", "g/L"), ("milligramPerDeciliter", "mg/dL")),
        .duration: (("minute", "min"), ("hour", "h")),
        .electricCharge: (("coulomb", "C"), ("ampereHour", "Ah")),
        .electricCurrent: (("ampere", "A"), ("milliampere", "mA")),
        .electricPotentialDifference: (("volt", "V"), ("millivolt", "mV")),
        .electricResistance: (("ohm", "Ω"), ("kiloohm", "kΩ")),
        .energy: (("joule", "J"), ("kilocalorie", "kcal")),
        .force: (("newton", "N"), ("kilogramForce", "kgf")),
        .frequency: (("hertz", "Hz"), ("kilohertz", "kHz")),
        .fuelEfficiency: (("kilometerPerLiter", "km/L"), ("literPer100Kilometers", "L/100km")),
        .informationStorage: (("byte", "B"), ("bit", "bit")),
        .length: (("meter", "m"), ("foot", "ft")),
        .mass: (("gram", "g"), ("pound", "lb")),
        .power: (("watt", "W"), ("metricHorsepower", "PS")),
        .pressure: (("newtonPerSquareMeter", "Pa"), ("atmosphere", "atm")),
        .speed: (("kilometerPerHour", "km/h"), ("milePerHour", "mph")),
        .temperature: (("celsius", "°C"), ("fahrenheit", "°F")),
        .volume: (("liter", "L"), ("gallon", "gal")),
        .absorbedDose: (("gray", "Gy"), nil),
        .amountOfSubstance: (("mole", "mol"), nil),
        .capacitance: (("farad", "F"), nil),
        .catalyticActivity: (("katal", "kat"), nil),
        .dataRate: (("bitPerSecond", "bit/s"), nil),
        .electricConductance: (("siemens", "S"), nil),
        .equivalentDose: (("sievert", "Sv"), nil),
        .illuminance: (("lux", "lx"), nil),
        .inductance: (("henry", "H"), nil),
        .luminousFlux: (("lumen", "lm"), nil),
        .luminousIntensity: (("candela", "cd"), nil),
        .magneticFlux: (("weber", "Wb"), nil),
        .magneticFluxDensity: (("tesla", "T"), nil),
        .radioactivity: (("becquerel", "Bq"), nil),
    ]

    /// The unit `unit` converts into when nothing else is asked.
    package static func target(for unit: UnitDefinition) -> UnitDefinition? {
        guard let row = table[unit.dimension] else { return nil }
        let (id, symbol) = unit.id == row.reference.0 ? (row.other ?? row.reference) : row.reference
        return UnitCatalog.unit(id: id, symbol: symbol)
    }

    /// The dimension's reference unit itself (never the everyday other one).
    package static func reference(of dimension: UnitDimension) -> UnitDefinition? {
        guard let (id, symbol) = table[dimension]?.reference else { return nil }
        return UnitCatalog.unit(id: id, symbol: symbol)
    }

    /// The coherent SI unit of each dimension (factor 1 against m, kg, s, A, K):
    /// where a derived result with no target goes.
    private static let coherentUnits: [UnitDimension: (String, String)] = [
        .acceleration: ("meterPerSecondSquared", "m/s²"), .angle: ("degree", "°"),
        .area: ("squareMeter", "m²"),
        .concentrationMass: ("gramPerLiter", "g/L"), .duration: ("second", "s"),
        .electricCharge: ("coulomb", "C"),
        .electricCurrent: ("ampere", "A"), .electricPotentialDifference: ("volt", "V"),
        .electricResistance: ("ohm", "Ω"), .energy: ("joule", "J"), .force: ("newton", "N"),
        .frequency: ("hertz", "Hz"), .informationStorage: ("byte", "B"), .length: ("meter", "m"),
        .mass: ("kilogram", "kg"), .power: ("watt", "W"), .pressure: ("newtonPerSquareMeter", "Pa"),
        .speed: ("meterPerSecond", "m/s"), .temperature: ("kelvin", "K"), .volume: ("cubicMeter", "m³"),
        .absorbedDose: ("gray", "Gy"),
        .amountOfSubstance: ("mole", "mol"),
        .capacitance: ("farad", "F"),
        .catalyticActivity: ("katal", "kat"),
        .dataRate: ("bytePerSecond", "B/s"),
        .electricConductance: ("siemens", "S"),
        .equivalentDose: ("sievert", "Sv"),
        .illuminance: ("lux", "lx"),
        .inductance: ("henry", "H"),
        .luminousFlux: ("lumen", "lm"),
        .luminousIntensity: ("candela", "cd"),
        .magneticFlux: ("weber", "Wb"),
        .magneticFluxDensity: ("tesla", "T"),
        .radioactivity: ("becquerel", "Bq"),
    ]

    package static func coherent(for dimension: UnitDimension) -> UnitDefinition? {
        guard let (id, symbol) = coherentUnits[dimension] else { return nil }
        return UnitCatalog.unit(id: id, symbol: symbol)
    }
}
