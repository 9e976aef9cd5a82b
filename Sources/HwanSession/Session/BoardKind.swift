/// What `watch` can show (SPEC §10): one board per table command.
public enum BoardKind: String, CaseIterable, Sendable, Equatable {
    case rates
    case bank
    case coins
    case futures

    /// The words that name the board: its command's English name and the
    /// Korean words of that command (`환율`, `은행`, `코인`, `시세`), so a board
    /// is named as its table is.
    public var words: [String] {
        CommandLineSurface.commands.first { $0.id.rawValue == rawValue }?.words ?? [rawValue]
    }

    /// The board's title on the screen.
    public var title: Localized {
        switch self {
        case .rates: Localized(ko: "환율", en: "Exchange rates")
        case .bank: Localized(ko: "은행 고시 환율", en: "Bank quotes")
        case .coins: Localized(ko: "코인 시세", en: "Coin prices")
        case .futures: Localized(ko: "코인 선물", en: "Coin futures")
        }
    }

    /// The board a word names, ignoring case.
    public static func named(_ word: String) -> BoardKind? {
        let folded = word.lowercased()
        return allCases.first { $0.words.contains(folded) }
    }
}
