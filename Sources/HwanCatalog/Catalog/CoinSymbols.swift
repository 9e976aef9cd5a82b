/// The coin symbols `coins` and `futures` accept (SPEC §9), from
/// Resources/coins.tsv: a symbol outside it is a typo until shown otherwise,
/// refused before any exchange is asked, with the nearest symbols offered.
public enum CoinSymbols {
    /// Every symbol, most traded first (the order "did you mean" breaks ties by).
    public static let all: [String] = TSV.rows(EmbeddedResource.coinsTsv).compactMap(\.fields.first)

    static let known: Set<String> = Set(all)

    /// Whether `symbol` (upper case) is a coin the list knows.
    public static func contains(_ symbol: String) -> Bool { known.contains(symbol) }

    /// Up to three known symbols `symbol` may be a typo of (`BTCC` → BTC).
    public static func suggestions(for symbol: String) -> [String] {
        EditDistance.rankSuggestions(
            for: Array(symbol.uppercased().unicodeScalars),
            among: all.enumerated().map { index, text in
                EditDistance.Candidate(text: text, scalars: Array(text.unicodeScalars), rank: index)
            })
    }
}
