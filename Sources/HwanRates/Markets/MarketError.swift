/// What `coins` and `futures` refuse, or cannot answer at all.
public enum MarketError: UserFacingError, Equatable {
    /// Not a symbol an exchange could list (`coins BTC!`).
    case invalidSymbol(String)
    /// A well-formed symbol no exchange list hwan knows has (`coins BTCC`), with the symbols it may mean.
    case unknownSymbol(String, suggestions: [String])
    /// More symbols than one table shows.
    case tooManySymbols(limit: Int)
    /// No exchange gave a price, now or before.
    case noPrices
    /// The chosen exchanges (`exchanges`, `HWAN_EXCHANGES`) have no such market (`futures` with only Upbit).
    case noExchange(Market)

    public var code: String {
        switch self {
        case .invalidSymbol: "invalid_symbol"
        case .unknownSymbol: "unknown_symbol"
        case .tooManySymbols: "too_many_symbols"
        case .noPrices, .noExchange: "market_unavailable"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .invalidSymbol, .unknownSymbol, .tooManySymbols: .inputError
        case .noPrices, .noExchange: .dataUnavailable
        }
    }

    public func message(in language: Language) -> String {
        switch self {
        case .invalidSymbol(let symbol):
            let shown = TerminalText.echo(symbol)
            return Localized(
                ko: "코인 심볼이 아닙니다: '\(shown)' (영문자와 숫자, 예: BTC, BTC/USDC)",
                en: "not a coin symbol: '\(shown)' (letters and digits, e.g. BTC, BTC/USDC)")(language)
        case .unknownSymbol(let symbol, let suggestions):
            let shown = TerminalText.echo(symbol)
            let guess = suggestions.joined(separator: ", ")
            return suggestions.isEmpty
                ? Localized(
                    ko: "모르는 코인입니다: '\(shown)'. BTC, ETH 처럼 거래소의 심볼로 쓰세요",
                    en: "unknown coin '\(shown)'; write an exchange's symbol such as BTC or ETH")(language)
                : Localized(
                    ko: "모르는 코인입니다: '\(shown)'. 혹시 \(guess)?",
                    en: "unknown coin '\(shown)'; did you mean \(guess)?")(language)
        case .tooManySymbols(let limit):
            return Localized(
                ko: "심볼은 한 번에 \(limit)개까지 볼 수 있습니다", en: "at most \(limit) symbols at a time")(language)
        case .noPrices:
            return Localized(
                ko: "어느 거래소에서도 시세를 받지 못했습니다", en: "no exchange gave a price")(language)
        case .noExchange(let market):
            let names = Exchange.serving(market).map(\.rawValue).joined(separator: ", ")
            return Localized(
                ko: "고른 거래소(exchanges, HWAN_EXCHANGES)에 이 시장이 없습니다. 다음 중 하나를 넣으세요: \(names)",
                en:
                    "none of the chosen exchanges (exchanges, HWAN_EXCHANGES) has this market; add one of: \(names)"
            )(
                language)
        }
    }
}
