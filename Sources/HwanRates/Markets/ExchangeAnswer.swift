/// What one exchange gave for one refresh: its tickers (fetched now or
/// saved), where they came from and when they were fetched, and why the
/// request failed when it did.
public struct ExchangeAnswer: Sendable {
    public enum Origin: String, Sendable, Equatable {
        /// Fetched by this refresh.
        case network
        /// Read from the cache (current, offline, or kept after a failed request).
        case cache
        /// Nothing to show.
        case none
    }

    public var exchange: Exchange
    public var market: Market
    /// The tickers to show; nil when there are none.
    public var table: TickerTable?
    public var origin: Origin
    /// When the tickers shown were fetched (Unix seconds), for their age.
    public var fetchedAt: Int64?
    /// Why this refresh got no new tickers; shown below the table, also when saved ones are shown.
    public var error: ExchangeError?
    /// What the cache had to say (a damaged file set aside, an unusable directory).
    public var notices: [Localized] = []

    public init(
        exchange: Exchange, market: Market, table: TickerTable?, origin: Origin, fetchedAt: Int64?,
        error: ExchangeError?, notices: [Localized] = []
    ) {
        self.exchange = exchange
        self.market = market
        self.table = table
        self.origin = origin
        self.fetchedAt = fetchedAt
        self.error = error
        self.notices = notices
    }

    /// The exchange's name, with the list when it is not the one the command
    /// names by default (`Binance inverse`), for the ages and reason lines.
    public var name: String {
        market == .inverse ? exchange.displayName + " inverse" : exchange.displayName
    }

    /// Seconds since the tickers shown were fetched; nil when unknown.
    public func age(now: Int64) -> Int64? {
        fetchedAt.map { max(0, now.saturatingSubtract($0)) }
    }
}
