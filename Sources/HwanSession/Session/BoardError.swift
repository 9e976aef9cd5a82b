/// Why `watch` cannot start. Usage errors (SPEC §10: no terminal is exit 64),
/// except a board whose data this build cannot fetch.
public enum BoardError: UserFacingError, Equatable {
    /// `watch coin`: with the nearest board name, when one is close.
    case unknownBoard(String, suggestion: String?)
    /// Standard output (or input) is not a terminal: a board cannot be drawn in a pipe.
    case needsTerminal
    /// A currency the rate table does not have (`watch rates XAU` with a table lacking it).
    case unknownCode(String)
    /// `watch rates 달라`: a name that is no currency.
    case currency(CurrencyLookupError)

    public var code: String {
        switch self {
        case .unknownBoard: "unknown_board"
        case .needsTerminal: "usage"
        case .unknownCode: "rate_unavailable"
        case .currency(let error): error.code
        }
    }

    public var status: ExitStatus {
        switch self {
        case .unknownBoard, .needsTerminal: .usage
        case .unknownCode: .dataUnavailable
        case .currency(let error): error.status
        }
    }

    public func message(in language: Language) -> String {
        let boards = BoardKind.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .unknownBoard(let name, let suggestion):
            let shown = TerminalText.echo(name)
            let hint = suggestion.map { Localized(ko: " \($0) 을(를) 쓰려던 건가요?", en: " Did you mean \($0)?") }
            return Localized(
                ko: "알 수 없는 시세판 '\(shown)'.\(hint?.ko ?? "") 다음 중 하나를 쓰세요: \(boards)",
                en: "unknown board '\(shown)'.\(hint?.en ?? "") Use one of: \(boards)")(language)
        case .needsTerminal:
            return Localized(
                ko: "watch 는 터미널에서만 씁니다 (표준 출력이 터미널이 아닙니다). 한 번만 보려면 rates, bank, coins 를 쓰세요",
                en:
                    "watch needs a terminal (standard output is not one). For a one-off table use rates, bank or coins"
            )(language)
        case .unknownCode(let code):
            let shown = TerminalText.echo(code)
            return Localized(
                ko: "환율표에 \(shown) 이(가) 없습니다", en: "the rate table has no \(shown)")(language)
        case .currency(let error): return error.message(in: language)
        }
    }
}
