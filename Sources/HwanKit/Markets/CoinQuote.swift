/// One symbol across the exchanges of a market (a row of `coins`): each
/// exchange's ticker or why it has none, the highest and lowest USDT
/// exchange with the premium between them, and the kimchi premium.
public struct CoinQuote: Sendable {
    /// One exchange's cell.
    public struct Cell: Sendable {
        public var exchange: Exchange
        public var ticker: Ticker?
        /// Why there is no ticker: the exchange failed (nil when it answered but does not list the coin).
        public var error: ExchangeError?
    }

    public var symbol: String
    public var market: Market
    public var cells: [Cell]
    /// The USDT exchanges with the highest and the lowest price; nil with fewer than two prices.
    public var high: Exchange?
    public var low: Exchange?
    /// `(high − low) / low`, percent.
    public var premium: ExactFraction?
    /// Upbit against Binance × USD/KRW, percent; spot only.
    public var kimchiPremium: ExactFraction?

    /// The row of `symbol` from the exchanges' answers, with USD/KRW for the kimchi premium.
    public init(symbol: String, market: Market, answers: [ExchangeAnswer], usdKrw: ExactFraction?) {
        self.symbol = symbol
        self.market = market
        cells = answers.map { answer in
            Cell(
                exchange: answer.exchange, ticker: answer.table?.ticker(for: symbol),
                error: answer.table == nil ? answer.error : nil)
        }
        let usdt = cells.compactMap { cell in
            cell.ticker.map { (cell.exchange, $0.price) }
        }.filter { $0.0.quote == "USDT" }
        if usdt.count >= 2 {
            // The first in column order wins a tie, so the row reads the same every time.
            let highest = usdt.reduce(usdt[0]) { $1.1 > $0.1 ? $1 : $0 }
            let lowest = usdt.reduce(usdt[0]) { $1.1 < $0.1 ? $1 : $0 }
            high = highest.0
            low = lowest.0
            premium = Premium.spread(high: highest.1, low: lowest.1)
        }
        if market == .spot, let usdKrw, let krw = price(on: .upbit), let dollars = price(on: .binance) {
            kimchiPremium = Premium.kimchi(krw: krw, usdt: dollars, usdKrw: usdKrw)
        }
    }

    /// One row per symbol, in the order given (what `coins` and `watch coins` show).
    public static func rows(
        _ symbols: [String], market: Market, answers: [ExchangeAnswer], usdKrw: ExactFraction?
    ) -> [CoinQuote] {
        symbols.map { CoinQuote(symbol: $0, market: market, answers: answers, usdKrw: usdKrw) }
    }

    public func price(on exchange: Exchange) -> ExactDecimal? {
        cells.first { $0.exchange == exchange }?.ticker?.price
    }
}
