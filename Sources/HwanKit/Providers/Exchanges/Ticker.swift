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

    public init(instrument: String, price: ExactDecimal, changePercent: ExactDecimal?, time: Int64?) {
        self.instrument = instrument
        self.price = price
        self.changePercent = changePercent
        self.time = time
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

    /// The ticker of `coin` (`BTC`) on this table's market, if the exchange listed it.
    public func ticker(for coin: String) -> Ticker? {
        tickers[exchange.instrument(for: coin, market: market)]
    }
}
