/// One instrument's last price on one exchange, as the exchange sent it.
public struct Ticker: Sendable, Equatable {
    /// The exchange's own instrument name (`BTCUSDT`, `BTC-USDT`, `KRW-BTC`, `BTC`).
    public var instrument: String
    /// The last trade price, in the market's quote currency, digit for digit.
    public var price: ExactDecimal
    /// The 24-hour change as a signed percent (1.23 = +1.23%), whatever the exchange sends;
    /// nil when it sends nothing usable.
    public var changePercent: ExactDecimal?
    /// The exchange's time of this ticker (Unix seconds), when it gives one.
    public var time: Int64?
    /// What traded in 24 hours, in the coin (`BTC`); nil where the exchange does not say.
    public var volume: ExactDecimal?
    /// What traded in 24 hours, in the quote currency (`USDT`, `KRW`); nil where not said.
    public var turnover: ExactDecimal?

    public init(
        instrument: String, price: ExactDecimal, changePercent: ExactDecimal?, time: Int64?,
        volume: ExactDecimal? = nil, turnover: ExactDecimal? = nil
    ) {
        self.instrument = instrument
        self.price = price
        self.changePercent = changePercent
        self.time = time
        self.volume = volume
        self.turnover = turnover
    }
}

/// An exchange's answer, decoded: its tickers by instrument and its own time.
public struct TickerTable: Sendable, Equatable {
    public var exchange: Exchange
    public var market: Market
    public var tickers: [String: Ticker]
    /// The exchange's time of the answer: the body's own time, else the latest ticker's.
    public var time: Int64?

    public init(exchange: Exchange, market: Market, tickers: [String: Ticker], time: Int64?) {
        self.exchange = exchange
        self.market = market
        self.tickers = tickers
        self.time = time
    }

    /// The ticker of `coin` (`BTC`) against the exchange's default quote, if it listed it.
    public func ticker(for coin: String) -> Ticker? {
        ticker(for: CoinPair(base: coin))
    }

    /// The ticker of `pair` on this table's market, if the exchange listed it.
    public func ticker(for pair: CoinPair) -> Ticker? {
        exchange.instrument(pair, market: market).flatMap { tickers[$0] }
    }
}
