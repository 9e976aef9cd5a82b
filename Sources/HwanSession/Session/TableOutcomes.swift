/// `coins` / `futures` (SPEC §9): the rows, the exchanges' answers (for ages and
/// failure reasons), the dollar rate of the kimchi premium, and the time.
package struct CoinsOutcome {
    package let market: Market
    package let quotes: [CoinQuote]
    package let answers: [ExchangeAnswer]
    package let dollar: CoinDollarRate?
    package let now: Int64
    /// No exchange answered: the table still prints, with an error beside it in text modes.
    package var noPrices: Bool { answers.allSatisfy { $0.table == nil } }
}

/// `bank [CODE...]` (SPEC §7): one row per currency, a named one the answer lacks as `-`.
package struct BankOutcome {
    package let rows: [BankRow]
    package let bank: BankID
    package let source: RateSource
    package let now: Int64

    /// What `bank` shows when the line names no currency: the four Koreans
    /// exchange most (Korea Exim's CNY is its CNH row).
    package static let defaultCodes = ["USD", "JPY", "EUR", "CNY"]
}

/// The USD/KRW rate the kimchi premium used, whose it is, and (on the
/// live board) its change since the provider's previous stored table.
public struct CoinDollarRate: Sendable {
    public var usdKrw: ExactFraction
    /// `open-er-api`, `ecb` (bundled) ...
    public var provider: String
    /// Signed percent since the previous stored table; nil when unknown.
    public var change: ExactFraction?

    public init(usdKrw: ExactFraction, provider: String, change: ExactFraction? = nil) {
        self.usdKrw = usdKrw
        self.provider = provider
        self.change = change
    }
}

/// One row of the `bank` table: a quote, or a currency the bank's answer lacks (`-` across, SPEC §7).
public enum BankRow: Sendable, Equatable {
    case quote(BankQuote)
    case missing(String)
}
