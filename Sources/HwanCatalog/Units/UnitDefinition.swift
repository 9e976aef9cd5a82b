/// One unit of the catalog: its names in both languages, the spellings that
/// find it, and its exact relation to the base unit of its dimension.
public struct UnitDefinition: Sendable, Equatable, Hashable {
    /// Stable identifier, unique in the catalog: `kilometer`, `pyeong`, `milePerGallon`.
    public var id: String { storage.id }
    public var dimension: UnitDimension { storage.dimension }
    /// The symbol shown in results (`km`, `m²`, `°C`, `Ω`, `µm`, `평`); matched case-sensitively.
    public var symbol: String { storage.symbol }
    /// Further symbols, matched case-sensitively: ASCII spellings (`m2`, `degC`, `ohm`, `um`) and variants.
    public var asciiSymbols: [String] { storage.asciiSymbols }
    public var englishSingular: String { storage.englishSingular }
    public var englishPlural: String { storage.englishPlural }
    public var koreanName: String { storage.koreanName }
    /// Further names, matched ignoring case, spaces, `-`, `_` and `.`: British spellings,
    /// Foundation's names, other Korean words.
    public var aliases: [String] { storage.aliases }
    /// The unit its dimension's other units are defined against (factor 1).
    public var isBaseUnit: Bool { storage.isBaseUnit }
    /// One of the traditional Korean units (한국 전통 단위) shown by `units korean`.
    public var isKoreanTraditional: Bool { storage.isKoreanTraditional }
    /// The legal or standard document the definition follows.
    public var source: String { storage.source }
    /// The coefficient as written in the data file, e.g. `400/121` or `0.3048^2`.
    public var definition: String { storage.definition }
    package enum Shape: Hashable, Sendable { case linear, affine, reciprocal }
    package var shape: Shape { storage.shape }
    /// The factor (or reciprocal constant), exact (`400/121` m² per 평).
    package var exactFactor: ExactFraction { storage.exactFactor }
    package var offset: ExactFraction { storage.offset }
    package var system: UnitSystem { storage.system }
    /// `exactFactor`'s sign, numerator and denominator when both fit 64 bits, read
    /// in place (the conversions' machine-integer step).
    package var smallFactorParts: (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        guard let (numerator, denominator) = storage.exactFactor.smallParts else { return nil }
        return (storage.exactFactor.isNegative, numerator, denominator)
    }

    /// The fields, in one shared object: a unit is copied into every quantity
    /// and kind of a line, and one reference is retained where fifteen fields were.
    final class Storage: Sendable {
        let id: String
        let dimension: UnitDimension
        let symbol: String
        let asciiSymbols: [String]
        let englishSingular: String
        let englishPlural: String
        let koreanName: String
        let aliases: [String]
        let isBaseUnit: Bool
        let isKoreanTraditional: Bool
        let source: String
        let definition: String
        let shape: Shape
        let exactFactor: ExactFraction
        let offset: ExactFraction
        let system: UnitSystem

        init(
            id: String, dimension: UnitDimension, symbol: String, asciiSymbols: [String],
            englishSingular: String, englishPlural: String, koreanName: String, aliases: [String],
            isBaseUnit: Bool, isKoreanTraditional: Bool, source: String, definition: String, shape: Shape,
            exactFactor: ExactFraction, offset: ExactFraction
        ) {
            self.id = id
            self.dimension = dimension
            self.symbol = symbol
            self.asciiSymbols = asciiSymbols
            self.englishSingular = englishSingular
            self.englishPlural = englishPlural
            self.koreanName = koreanName
            self.aliases = aliases
            self.isBaseUnit = isBaseUnit
            self.isKoreanTraditional = isKoreanTraditional
            self.source = source
            self.definition = definition
            self.shape = shape
            self.exactFactor = exactFactor
            self.offset = offset
            system = .of(
                id: id, dimension: dimension, isKoreanTraditional: isKoreanTraditional, source: source)
        }
    }

    let storage: Storage

    init(
        id: String, dimension: UnitDimension, symbol: String, asciiSymbols: [String], englishSingular: String,
        englishPlural: String, koreanName: String, aliases: [String], isBaseUnit: Bool,
        isKoreanTraditional: Bool, source: String, definition: String, shape: Shape,
        exactFactor: ExactFraction, offset: ExactFraction
    ) {
        storage = Storage(
            id: id, dimension: dimension, symbol: symbol, asciiSymbols: asciiSymbols,
            englishSingular: englishSingular, englishPlural: englishPlural, koreanName: koreanName,
            aliases: aliases, isBaseUnit: isBaseUnit, isKoreanTraditional: isKoreanTraditional,
            source: source, definition: definition, shape: shape, exactFactor: exactFactor, offset: offset)
    }

    public static func == (a: UnitDefinition, b: UnitDefinition) -> Bool {
        if a.storage === b.storage { return true }
        return a.id == b.id
            && a.dimension == b.dimension
            && a.symbol == b.symbol
            && a.asciiSymbols == b.asciiSymbols
            && a.englishSingular == b.englishSingular
            && a.englishPlural == b.englishPlural
            && a.koreanName == b.koreanName
            && a.aliases == b.aliases
            && a.isBaseUnit == b.isBaseUnit
            && a.isKoreanTraditional == b.isKoreanTraditional
            && a.source == b.source
            && a.definition == b.definition
            && a.shape == b.shape
            && a.exactFactor == b.exactFactor
            && a.offset == b.offset
    }

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
