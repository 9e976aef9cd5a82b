/// One symbol across the exchanges of a market (a row of `coins`): each
/// exchange's ticker or why it has none, the highest and lowest exchange
/// of the row's quote with the premium between them, and the kimchi premium.
public struct CoinQuote: Sendable {
    /// One exchange's cell.
    public struct Cell: Sendable {
        public var exchange: Exchange
        /// The currency the price is in (`USDT`, `KRW`, `USDC`, `BTC`, `USD`).
        public var quote: String
        public var ticker: Ticker?
        /// Why there is no ticker: the exchange failed (nil when it answered but does not list the pair).
        public var error: ExchangeError?
        /// The answer the cell came from (nil: the exchange has no such market and was not asked for it).
        public var answer: ExchangeAnswer?
    }

    public var pair: CoinPair
    public var market: Market
    public var cells: [Cell]
    /// The exchanges with the highest and the lowest price in the row's
    /// quote (USDT for a bare symbol); nil with fewer than two prices.
    public var high: Exchange?
    public var low: Exchange?
    /// `(high − low) / low`, percent.
    public var premium: ExactFraction?
    /// Upbit KRW against Binance USDT × USD/KRW, percent; spot, bare symbols only.
    public var kimchiPremium: ExactFraction?

    /// `BTC`, `BTC/USDC`.
    public var symbol: String { pair.text }

    /// The row of `symbol` (`BTC`, a bare symbol) from the exchanges' answers.
    public init(symbol: String, market: Market, answers: [ExchangeAnswer], usdKrw: ExactFraction?) {
        self.init(pair: CoinPair(base: symbol), market: market, answers: answers, usdKrw: usdKrw)
    }

    /// The row of `pair` from the exchanges' answers, with USD/KRW for the kimchi premium.
    public init(pair: CoinPair, market: Market, answers: [ExchangeAnswer], usdKrw: ExactFraction?) {
        self.pair = pair
        self.market = market
        var exchanges: [Exchange] = []
        for answer in answers where !exchanges.contains(answer.exchange) { exchanges.append(answer.exchange) }
        cells = exchanges.map { exchange in
            let list = exchange.market(for: pair, in: market)
            let answer = answers.first { $0.exchange == exchange && $0.market == list }
            return Cell(
                exchange: exchange, quote: exchange.quoteCurrency(of: pair, in: market),
                ticker: answer?.table?.ticker(for: pair),
                error: answer?.table == nil ? answer?.error : nil, answer: answer)
        }
        let compared = pair.quote ?? "USDT"
        let priced = cells.compactMap { cell in
            cell.ticker.map { (cell.exchange, $0.price) }.flatMap { cell.quote == compared ? $0 : nil }
        }
        if priced.count >= 2 {
            // The first in column order wins a tie, so the row reads the same every time.
            let highest = priced.reduce(priced[0]) { $1.1 > $0.1 ? $1 : $0 }
            let lowest = priced.reduce(priced[0]) { $1.1 < $0.1 ? $1 : $0 }
            high = highest.0
            low = lowest.0
            premium = Premium.spread(high: highest.1, low: lowest.1)
        }
        if market == .spot, pair.quote == nil, let usdKrw, let krw = price(on: .upbit),
            let dollars = price(on: .binance)
        {
            kimchiPremium = Premium.kimchi(krw: krw, usdt: dollars, usdKrw: usdKrw)
        }
    }

    /// One row per symbol, in the order given (what `coins` and `watch coins` show).
    public static func rows(
        _ symbols: [String], market: Market, answers: [ExchangeAnswer], usdKrw: ExactFraction?
    ) -> [CoinQuote] {
        rows(symbols.map { CoinPair(base: $0) }, market: market, answers: answers, usdKrw: usdKrw)
    }

    /// One row per pair, in the order given.
    public static func rows(
        _ pairs: [CoinPair], market: Market, answers: [ExchangeAnswer], usdKrw: ExactFraction?
    ) -> [CoinQuote] {
        pairs.map { CoinQuote(pair: $0, market: market, answers: answers, usdKrw: usdKrw) }
    }

    public func price(on exchange: Exchange) -> ExactDecimal? {
        cells.first { $0.exchange == exchange }?.ticker?.price
    }

    public func cell(on exchange: Exchange) -> Cell? {
        cells.first { $0.exchange == exchange }
    }
}
