/// Every unit hwan knows, loaded from `Resources/units.tsv` (compiled in as
/// `EmbeddedResource.unitsTsv`), with the lookups the calculator and the
/// `units` command need.
public struct UnitCatalog: Sendable {
    /// The catalog of the data file, parsed on first use (a `static let` is
    /// initialised lazily and exactly once, thread-safely).
    public static let standard: UnitCatalog = {
        do {
            return try UnitCatalog(parsing: EmbeddedResource.unitsTsv)
        } catch {
            // The embedded file is checked whole by UnitCatalogTests; reaching this is a build defect.
            fatalError("Resources/units.tsv: \(error)")
        }
    }()

    /// Every unit, in data-file order: dimensions in everyday order (length, mass, ...; a tie
    /// between dimensions goes to the earlier), Foundation's order within each.
    public let all: [UnitDefinition]
    private let bySymbol: [String: [Int]]
    private let byName: [String: [Int]]
    private let byLoweredSymbol: [String: [Int]]

    public init(units: [UnitDefinition]) {
        all = units
        var bySymbol: [String: [Int]] = [:]
        var byName: [String: [Int]] = [:]
        var byLoweredSymbol: [String: [Int]] = [:]
        for (index, unit) in units.enumerated() {
            for key in Set(unit.symbolKeys) {
                bySymbol[key, default: []].append(index)
            }
            for key in Set(unit.symbolKeys.map { $0.lowercased() }) {
                byLoweredSymbol[key, default: []].append(index)
            }
            for key in Set(unit.nameKeys) {
                byName[key, default: []].append(index)
            }
        }
        self.bySymbol = bySymbol
        self.byName = byName
        self.byLoweredSymbol = byLoweredSymbol
    }

    /// Every unit `token` may mean, in any dimension, best match first: exact
    /// symbols and names (ignoring case for names); only when nothing matches
    /// that way, symbols typed in another case (`KM` finds `km`).
    public func candidates(for token: String) -> [UnitDefinition] {
        let symbolKey = UnitDefinition.symbolKey(token)
        var indices = (bySymbol[symbolKey] ?? []) + (byName[UnitDefinition.nameKey(token)] ?? [])
        if indices.isEmpty { indices = byLoweredSymbol[symbolKey.lowercased()] ?? [] }
        var seen = Set<Int>()
        let units = indices.filter { seen.insert($0).inserted }.map { all[$0] }
        return units.enumerated().sorted { a, b in
            let qa = a.element.matchQuality(for: token) ?? 3
            let qb = b.element.matchQuality(for: token) ?? 3
            return qa != qb ? qa < qb : a.offset < b.offset
        }.map(\.element)
    }

    public func units(in dimension: UnitDimension) -> [UnitDefinition] {
        all.filter { $0.dimension == dimension }
    }

    /// The units `units TYPE` lists: those the prefix rule made are left out
    /// (every prefix works on its stem; listing them would bury the rest).
    public func units(in view: UnitView) -> [UnitDefinition] {
        switch view {
        case .dimension(let dimension): units(in: dimension).filter { !$0.isPrefixedByRule }
        case .koreanTraditional: all.filter(\.isKoreanTraditional)
        }
    }

    /// The unit every other unit of `dimension` is defined against (factor 1, no offset).
    public func baseUnit(of dimension: UnitDimension) -> UnitDefinition? {
        all.first { $0.dimension == dimension && $0.isBaseUnit }
    }

    /// The dimension a user means by `name`: raw value (`fuelEfficiency`), English
    /// or Korean name (`fuel efficiency`, `연비`) or a common synonym (`면적`, `weight`).
    public func dimension(named name: String) -> UnitDimension? {
        if case .dimension(let dimension) = view(named: name) { return dimension }
        return nil
    }

    /// Like `dimension(named:)`, and also `korean`/`한국`/`전통` for the traditional Korean units.
    public func view(named name: String) -> UnitView? {
        let key = UnitDefinition.nameKey(name)
        guard !key.isEmpty else { return nil }
        return UnitView.all.first { view in
            ([view.keyword, view.name(in: .ko), view.name(in: .en)] + view.otherNames).contains {
                UnitDefinition.nameKey($0) == key
            }
        }
    }

    /// Units whose symbol or any name contains `query` (ignoring case, spaces and
    /// punctuation in names), exact matches first.
    public func search(_ query: String) -> [UnitDefinition] {
        let exact = candidates(for: query)
        let nameKey = UnitDefinition.nameKey(query)
        let symbolKey = UnitDefinition.symbolKey(query).lowercased()
        guard !nameKey.isEmpty || !symbolKey.isEmpty else { return [] }
        let partial = all.filter { unit in
            guard !unit.isPrefixedByRule else { return false }
            // Lengths first: a query longer than a name is not in it.
            return
                (!nameKey.isEmpty
                && unit.nameKeys.contains { $0.utf8.count >= nameKey.utf8.count && $0.contains(nameKey) })
                || (!symbolKey.isEmpty
                    && unit.symbolKeys.contains {
                        $0.utf8.count >= symbolKey.utf8.count && $0.lowercased().contains(symbolKey)
                    })
        }
        var seen = Set<String>()
        return (exact + partial).filter { seen.insert($0.id).inserted }
    }
}
