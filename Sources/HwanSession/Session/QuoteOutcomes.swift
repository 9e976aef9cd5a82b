/// `remit` (SPEC §6): the quote at the rates, where they came from, and the
/// bank's transfer price when a bank is chosen and answers.
package struct RemittanceOutcome {
    package let quote: RemittanceQuote
    package let source: RateSource
    package let provider: String
    package let transfer: BankTransfer?
    /// The bank's rate that priced the quote, when the bank answers the won (SPEC §7).
    package var won: WonRate? = nil
    /// The home currency, whose price of the other currency the rate is shown as.
    package var home: String? = nil
    /// The currency paid out, whose country receives the money.
    package var country: Currency? = nil
    /// How old the bank's transfer quote is, said beside its line; nil without one.
    package var transferAge: QuoteAge? = nil
}

/// `exchange` with a bank (SPEC §2): the cash exchange and the currencies as read.
package struct ExchangeOutcome {
    package let exchange: CashExchange
    package let from: Currency
    package let to: Currency
    package let source: RateSource
    /// How old the cash price is, said beside the answer.
    package let age: QuoteAge
}

/// `refresh`: the answer of a forced fetch.
package struct RefreshOutcome {
    package let provider: String
    /// Whether the values changed (nil: unknown, said as changed).
    package let changed: Bool?
    /// The provider's time is the one already cached: the call was wasted.
    package let sameTime: Bool
    package let ratesTime: Int64
    package let nextUpdate: Int64?
    /// The provider counts calls against a key's monthly quota (a keyless one does not).
    package var metered = true

    package init(provider: String, changed: Bool?, sameTime: Bool, ratesTime: Int64, nextUpdate: Int64?) {
        self.provider = provider
        self.changed = changed
        self.sameTime = sameTime
        self.ratesTime = ratesTime
        self.nextUpdate = nextUpdate
    }
}

/// `status`: the report, the provider configured, and with a bank as the rate
/// (SPEC §7) which source answers the won now.
package struct StatusOutcome {
    /// Which source answers the won, from the saved tables only.
    package enum WonSource {
        /// The bank's 매매기준율, quoted at `time`.
        case bank(BankID, quoted: Int64)
        /// The provider (named), until the bank quotes.
        case provider(String, bank: BankID)
    }

    package let report: StatusReport
    package let configured: String
    package let won: WonSource?
}
