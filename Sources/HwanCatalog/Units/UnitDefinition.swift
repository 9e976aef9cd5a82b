/// One unit of the catalog: its names in both languages, the spellings that
/// find it, and its exact relation to the base unit of its dimension.
public struct UnitDefinition: Sendable, Equatable, Hashable {
    /// Stable identifier, unique in the catalog: `kilometer`, `pyeong`, `milePerGallon`.
    public var id: String { field { $0.id } }
    public let dimension: UnitDimension
    /// The symbol shown in results (`km`, `m²`, `°C`, `Ω`, `µm`, `평`); matched case-sensitively.
    public var symbol: String { field { $0.symbol } }
    /// Further symbols, matched case-sensitively: ASCII spellings (`m2`, `degC`, `ohm`, `um`) and variants.
    public var asciiSymbols: [String] { field { $0.asciiSymbols } }
    public var englishSingular: String { field { $0.englishSingular } }
    public var englishPlural: String { field { $0.englishPlural } }
    public var koreanName: String { field { $0.koreanName } }
    /// Further names, matched ignoring case, spaces, `-`, `_` and `.`: British spellings,
    /// Foundation's names, other Korean words.
    public var aliases: [String] { field { $0.aliases } }
    /// The unit its dimension's other units are defined against (factor 1).
    public var isBaseUnit: Bool { field { $0.isBaseUnit } }
    /// One of the traditional Korean units (한국 전통 단위) shown by `units korean`.
    public var isKoreanTraditional: Bool { field { $0.isKoreanTraditional } }
    /// A rung of its dimension's ladder (ns µs ms s min h d; mg g kg t; …): where a
    /// quantity with no target is shown when its reference unit would give a
    /// number below 1 or from 10^6 up.
    public var isLadderRung: Bool { field { $0.isLadderRung } }
    /// A prefixed unit the prefix rule made (`PW`, `aBq`), not written out by hand:
    /// read like any other, left out of listings (any prefix works on its stem).
    public var isPrefixedByRule: Bool { field { $0.isPrefixedByRule } }
    /// The legal or standard document the definition follows.
    public var source: String { field { $0.source } }
    /// The coefficient as written in the data file, e.g. `400/121` or `0.3048^2`.
    public var definition: String { field { $0.definition } }
    package enum Shape: Hashable, Sendable { case linear, affine, reciprocal }
    package let shape: Shape
    /// The factor (or reciprocal constant), exact (`400/121` m² per 평).
    package var exactFactor: ExactFraction { field { $0.exactFactor } }
    package var offset: ExactFraction { field { $0.offset } }
    package let system: UnitSystem
    /// `exactFactor`'s sign, numerator and denominator when both fit 64 bits, read
    /// in place (the conversions' machine-integer step).
    /// (Settled when the unit is made.)
    package var smallFactorParts: (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        field { $0.smallFactor }
    }
    /// `smallFactorParts` of a linear unit with no offset (most units: the factor
    /// alone converts it), nil for any other; settled when the unit is made.
    package var plainFactorParts: (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        field { $0.plainFactor }
    }

    /// Whether both units measure one dimension (compared here, where the
    /// dimensions' `==` is the enum's own, not a call through `Equatable`).
    @inlinable
    package func hasDimension(of other: UnitDefinition) -> Bool { dimension == other.dimension }

    /// SPEC §2's rule for `5 ft 11 in`: whether `smaller`, written after this unit,
    /// adds to it: both linear, one dimension, one system, its factor below this one's.
    package func isFollowed(by smaller: UnitDefinition) -> Bool {
        dimension == smaller.dimension && shape == .linear && smaller.shape == .linear
            && system == smaller.system && smaller.hasSmallerFactor(than: self)
    }

    /// Whether this unit's factor is below `other`'s (`exactFactor <`), by the
    /// factors' machine integers when both have them.
    package func hasSmallerFactor(than other: UnitDefinition) -> Bool {
        guard let x = smallFactorParts, let y = other.smallFactorParts else {
            return exactFactor < other.exactFactor
        }
        // (Reduced fractions, positive denominators, zero never negative.)
        if x.negative != y.negative { return x.negative }
        let left = UInt128(x.numerator) * UInt128(y.denominator)
        let right = UInt128(y.numerator) * UInt128(x.denominator)
        return x.negative ? left > right : left < right
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
        let isLadderRung: Bool
        let isPrefixedByRule: Bool
        let source: String
        let definition: String
        let shape: Shape
        let exactFactor: ExactFraction
        let offset: ExactFraction
        let system: UnitSystem
        let smallFactor: (negative: Bool, numerator: UInt64, denominator: UInt64)?
        let plainFactor: (negative: Bool, numerator: UInt64, denominator: UInt64)?

        init(
            id: String, dimension: UnitDimension, symbol: String, asciiSymbols: [String],
            englishSingular: String, englishPlural: String, koreanName: String, aliases: [String],
            isBaseUnit: Bool, isKoreanTraditional: Bool, isLadderRung: Bool, isPrefixedByRule: Bool,
            source: String,
            definition: String,
            shape: Shape, exactFactor: ExactFraction, offset: ExactFraction
        ) {
            self.isLadderRung = isLadderRung
            self.isPrefixedByRule = isPrefixedByRule
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
            let small = exactFactor.smallParts.map { (exactFactor.isNegative, $0.numerator, $0.denominator) }
            smallFactor = small
            plainFactor = shape == .linear && offset.isZero ? small : nil
        }
    }

    /// The fields, never released: a unit's fields live as long as the process
    /// (every unit comes from the catalog's data, read once into `UnitCatalog.standard`
    /// or the row cache), so a copy of a unit into a quantity, a kind or an outcome
    /// is a plain copy, with no atomic retain and release; `init` leaves the one
    /// reference that keeps them. The fields a line's arithmetic asks (`dimension`,
    /// `shape`, `system`) are kept beside it.
    let storage: Unmanaged<Storage>

    /// A field read in place, the fields neither retained nor released.
    @inline(__always)
    private func field<Value>(_ read: (Storage) -> Value) -> Value {
        storage._withUnsafeGuaranteedRef(read)
    }

    init(
        id: String, dimension: UnitDimension, symbol: String, asciiSymbols: [String], englishSingular: String,
        englishPlural: String, koreanName: String, aliases: [String], isBaseUnit: Bool,
        isKoreanTraditional: Bool, isLadderRung: Bool = false, isPrefixedByRule: Bool = false,
        source: String, definition: String,
        shape: Shape,
        exactFactor: ExactFraction, offset: ExactFraction
    ) {
        let fields = Storage(
            id: id, dimension: dimension, symbol: symbol, asciiSymbols: asciiSymbols,
            englishSingular: englishSingular, englishPlural: englishPlural, koreanName: koreanName,
            aliases: aliases, isBaseUnit: isBaseUnit, isKoreanTraditional: isKoreanTraditional,
            isLadderRung: isLadderRung, isPrefixedByRule: isPrefixedByRule, source: source,
            definition: definition, shape: shape,
            exactFactor: exactFactor, offset: offset)
        // The reference that keeps the fields alive for good (see `storage`).
        storage = Unmanaged.passRetained(fields)
        self.dimension = dimension
        self.shape = shape
        self.system = fields.system
    }

    public static func == (a: UnitDefinition, b: UnitDefinition) -> Bool {
        if a.storage.toOpaque() == b.storage.toOpaque() { return true }
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
