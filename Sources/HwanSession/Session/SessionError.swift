/// Everything a line can fail with, one case per layer, so that the
/// executable needs to know only `code`, `status` and `message`.
public enum SessionError: UserFacingError {
    case command(CommandError)
    case grammar(GrammarError)
    case evaluation(EvaluationError)
    case currency(CurrencyLookupError)
    case unit(UnitError)
    case remittance(RemittanceError)
    case fetch(FetchError)
    /// The bank's quotes could not be had (SPEC §7).
    case bank(BankError)
    case market(MarketError)
    case history(HistoryError)
    /// A dated line whose day has no rates (SPEC §12).
    case dated(DatedRatesError)
    /// A currency the rate table in use does not have (`rates XAU`, `remit 100 USD XAU`).
    case rateUnavailable(code: String, provider: String)
    /// `watch` where no board can be drawn, or naming no board.
    case board(BoardError)
    /// A variable, definition or function of the user's (SPEC §14).
    case names(NamesError)
    /// A date line that cannot be answered (SPEC §14).
    case date(DateError)
    /// `csv`: its command line, its file, or one row (SPEC §12).
    case csv(CSVError)

    private var underlying: any UserFacingError {
        switch self {
        case .command(let e): e
        case .grammar(let e): e
        case .evaluation(let e): e
        case .currency(let e): e
        case .unit(let e): e
        case .remittance(let e): e
        case .fetch(let e): e
        case .bank(let e): e
        case .market(let e): e
        case .history(let e): e
        case .dated(let e): e
        case .rateUnavailable(let code, let provider):
            EvaluationError.rateUnavailable(code: code, provider: provider, at: 0..<0)
        case .board(let e): e
        case .names(let e): e
        case .date(let e): e
        case .csv(let e): e
        }
    }

    public var code: String { underlying.code }
    public var status: ExitStatus { underlying.status }
    public func message(in language: Language) -> String { underlying.message(in: language) }
}
