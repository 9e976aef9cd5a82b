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
    package enum Shape: Hashable, Sendable { case linear, affine, reciprocal }
    package let shape: Shape
    /// The factor (or reciprocal constant), exact (`400/121` m² per 평).
    package let exactFactor: ExactFraction
    package let offset: ExactFraction

    /// The unit's name for display: Korean name, or the English singular.
    public func name(in language: Language) -> String {
        language == .ko ? koreanName : englishSingular
    }

    /// The name to print after `amount`: English plural unless the amount is exactly ±1.
    public func name(in language: Language, for amount: ExactFraction) -> String {
        if language == .ko { return koreanName }
        return amount.magnitude == .one ? englishSingular : englishPlural
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
