/// Prefix words said alone (`500 기가`, `3 giga`): which units the word begins,
/// read from the names in the data (a prefixed unit is named as its prefix
/// word and the name of its stem: 기가바이트 is 기가 and 바이트, GB and B), so
/// every prefix the data names is known without a list of its own.
extension UnitCatalog {
    /// How many units an answer names at most: the question, not the catalog.
    public static let prefixWordUnitLimit = 4

    /// The common units whose name is `word` followed by another unit's name
    /// and whose symbol is a prefix followed by that unit's symbol, most common
    /// first (the hand-written units that are rungs of a ladder, the other
    /// hand-written ones, then those the prefix rule made); empty when `word`
    /// is no prefix word.
    public func unitsBegun(byPrefixWord word: String) -> [UnitDefinition] {
        let key = UnitDefinition.nameKey(word)
        guard !key.isEmpty else { return [] }
        var found: [(rank: Int, order: Int, unit: UnitDefinition)] = []
        for (order, unit) in all.enumerated() {
            guard isPrefixed(unit, byWord: key) else { continue }
            let rank = (unit.isPrefixedByRule ? 2 : 0) + (unit.isLadderRung ? 0 : 1)
            found.append((rank, order, unit))
        }
        return found.sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.order < $1.order }
            .prefix(Self.prefixWordUnitLimit).map(\.unit)
    }

    /// Whether `unit`'s Korean or English name is the prefix word `key` (a name
    /// key) and then its stem's name, its symbol a prefix and its stem's symbol.
    private func isPrefixed(_ unit: UnitDefinition, byWord key: String) -> Bool {
        for name in [unit.koreanName, unit.englishSingular] {
            let nameKey = UnitDefinition.nameKey(name)
            guard nameKey.hasPrefix(key), nameKey.count > key.count else { continue }
            let rest = String(nameKey.dropFirst(key.count))
            let stems = candidates(for: rest).filter {
                $0.dimension == unit.dimension && $0.id != unit.id && unit.symbol.hasSuffix($0.symbol)
                    && unit.symbol.count > $0.symbol.count
            }
            if !stems.isEmpty { return true }
        }
        return false
    }
}
