/// One unit of the catalog: its names in both languages, the spellings that
/// find it, and its exact relation to the base unit of its dimension.
public struct UnitDefinition: Sendable, Equatable, Hashable {
    /// Stable identifier, unique in the catalog: `kilometer`, `pyeong`, `milePerGallon`.
    public let id: String
    public let dimension: UnitDimension
    /// The symbol shown in results (`km`, `m²`, `°C`, `Ω`, `µm`, `평`); matched case-sensitively.
    public let symbol: String
    /// Further symbols, matched case-sensitively: ASCII spellings (`m2`, `degC`, `ohm`, `um`) and variants.
    public let asciiSymbols: [String]
    public let englishSingular: String
    public let englishPlural: String
    public let koreanName: String
    /// Further names, matched ignoring case, spaces, `-`, `_` and `.`: British spellings,
    /// Foundation's names, other Korean words.
    public let aliases: [String]
    /// The unit its dimension's other units are defined against (factor 1).
    public let isBaseUnit: Bool
    /// One of the traditional Korean units (한국 전통 단위) shown by `units korean`.
    public let isKoreanTraditional: Bool
    /// The legal or standard document the definition follows.
    public let source: String
    /// The coefficient as written in the data file, e.g. `400/121` or `0.3048^2`.
    public let definition: String
    /// How the unit relates to its base; the `Decimal` factor is divided out
    /// only when asked for, since start-up parses every unit.
    public var conversion: UnitConversion {
        switch shape {
        case .linear: .linear(factor: exactFactor.value)
        case .affine: .affine(factor: exactFactor.value, offset: offset)
        case .reciprocal: .reciprocal(constant: exactFactor.value)
        }
    }
    enum Shape: Hashable, Sendable { case linear, affine, reciprocal }
    let shape: Shape
    /// The factor (or reciprocal constant) as an unreduced fraction, for exact conversions.
    let exactFactor: UnitFraction
    let offset: Decimal

    /// The unit's name for display: Korean name, or the English singular.
    public func name(in language: Language) -> String {
        language == .ko ? koreanName : englishSingular
    }

    /// The name to print after `amount`: English plural unless the amount is exactly ±1.
    public func name(in language: Language, for amount: Decimal) -> String {
        if language == .ko { return koreanName }
        return amount == 1 || amount == -1 ? englishSingular : englishPlural
    }

    /// Every spelling that finds this unit, symbol first, without repeats.
    public var spellings: [String] {
        var seen = Set<String>()
        return ([symbol] + asciiSymbols + [englishSingular, englishPlural, koreanName] + aliases).filter {
            seen.insert($0).inserted
        }
    }
}

extension UnitDefinition {
    /// Hashes the identity only; equal units always share it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(dimension)
    }
}
