/// `coins` / `futures` (SPEC §9): the rows, the exchanges' answers (for ages and
/// failure reasons), the dollar rate of the kimchi premium, and the time.
struct CoinsOutcome {
    let market: Market
    let quotes: [CoinQuote]
    let answers: [ExchangeAnswer]
    let dollar: CoinsTableText.DollarRate?
    let now: Int64
    /// No exchange answered: the table still prints, with an error beside it in text modes.
    var noPrices: Bool { answers.allSatisfy { $0.table == nil } }
}

/// `bank [CODE...]` (SPEC §7): one row per currency, a named one the answer lacks as `-`.
struct BankOutcome {
    let rows: [BankTableText.Row]
    let bank: BankID
    let source: RateSource
    let now: Int64
}
