/// Picks what the two sides of a conversion mean. A token may name units of
/// several dimensions (`g` gram or standard gravity, `m` metre or minute, `C`
/// coulomb or degree Celsius); the other side decides.
public enum UnitResolver {
    /// Among the pairs of candidates that share a dimension, the one whose
    /// tokens match best (a symbol or primary name beats an ASCII spelling or
    /// alias, which beats a symbol in the wrong case): `m s` is minute→second
    /// because `m` is only an alias of minute, but `m km` is metre→kilometre.
    ///
    /// Throws `.unknownUnit` for a side without candidates, `.incompatible`
    /// when no pair shares a dimension, `.ambiguous` when the best pairs differ.
    public static func resolve(
        from: [UnitDefinition], to: [UnitDefinition], fromToken: String, toToken: String,
        catalog: UnitCatalog = .standard
    ) throws(UnitError) -> (UnitDefinition, UnitDefinition) {
        guard let firstFrom = from.first else {
            throw .unknownUnit(token: fromToken, suggestions: catalog.suggestions(for: fromToken))
        }
        guard let firstTo = to.first else {
            throw .unknownUnit(token: toToken, suggestions: catalog.suggestions(for: toToken))
        }
        var best: [(UnitDefinition, UnitDefinition)] = []
        var bestScore = Int.max
        for source in from {
            for target in to where source.dimension == target.dimension {
                let score =
                    (source.matchQuality(for: fromToken) ?? 3) + (target.matchQuality(for: toToken) ?? 3)
                if score < bestScore {
                    bestScore = score
                    best = [(source, target)]
                } else if score == bestScore {
                    best.append((source, target))
                }
            }
        }
        guard let chosen = best.first else {
            throw .incompatible(
                fromToken: fromToken, fromDimension: firstFrom.dimension, toToken: toToken,
                toDimension: firstTo.dimension)
        }
        let sources = unique(best.map(\.0))
        if sources.count > 1 { throw .ambiguous(token: fromToken, candidates: sources) }
        let targets = unique(best.map(\.1))
        if targets.count > 1 { throw .ambiguous(token: toToken, candidates: targets) }
        return chosen
    }

    private static func unique(_ units: [UnitDefinition]) -> [UnitDefinition] {
        var seen = Set<String>()
        return units.filter { seen.insert($0.id).inserted }
    }
}
