/// `remit` (SPEC §6): the quote at the rates, where they came from, and the
/// bank's transfer price when a bank is chosen and answers.
struct RemittanceOutcome {
    let quote: RemittanceQuote
    let source: RateSource
    let provider: String
    let transfer: BankTransfer?
}

/// `exchange` with a bank (SPEC §2): the cash exchange and the currencies as read.
struct ExchangeOutcome {
    let exchange: CashExchange
    let from: Currency
    let to: Currency
    let source: RateSource
}

/// `refresh`: the answer of a forced fetch.
struct RefreshOutcome {
    let provider: String
    /// Whether the values changed (nil: unknown, said as changed).
    let changed: Bool?
    /// The provider's time is the one already cached: the call was wasted.
    let sameTime: Bool
    let ratesTime: Int64
    let nextUpdate: Int64?
}

/// `status`: the report, the provider configured, and with a bank as the rate
/// (SPEC §7) which source answers the won now.
struct StatusOutcome {
    /// Which source answers the won, from the saved tables only.
    enum WonSource {
        /// The bank's 매매기준율, quoted at `time`.
        case bank(BankID, quoted: Int64)
        /// The provider (named), until the bank quotes.
        case provider(String, bank: BankID)
    }

    let report: StatusReport
    let configured: String
    let won: WonSource?
}
