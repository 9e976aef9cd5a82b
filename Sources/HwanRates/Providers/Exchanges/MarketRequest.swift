/// The one request an exchange gets per refresh for one of its ticker lists
/// (SPEC §9), and which instruments its answer covers.
///
/// Where the API takes a list, only the wanted instruments are asked for
/// (Binance spot `symbols=[...]`, Upbit `markets=`). The others take one
/// instrument or the whole list: one wanted instrument is asked alone,
/// several take the whole list in one request rather than one request each.
///
/// | exchange | several | one |
/// | --- | --- | --- |
/// | Binance spot | `/api/v3/ticker/24hr?symbols=["BTCUSDT",...]` | `?symbol=BTCUSDT` |
/// | Binance futures | `/fapi/v1/ticker/24hr` | `?symbol=BTCUSDT` |
/// | Binance inverse | `dapi.binance.com/dapi/v1/ticker/24hr` | `?symbol=BTCUSD_PERP` |
/// | Bybit | `/v5/market/tickers?category=spot\|linear\|inverse` | `&symbol=BTCUSDT` |
/// | Bitget | `/api/v2/spot/market/tickers`, `/api/v2/mix/market/tickers?productType=USDT-FUTURES` | `symbol=BTCUSDT` |
/// | OKX | `/api/v5/market/tickers?instType=SPOT\|SWAP` | the same |
/// | Upbit | `/v1/ticker?markets=KRW-BTC,USDT-ETH` | `?markets=KRW-BTC` |
///
/// Binance (-1121) and Upbit (404) refuse a whole list for one name they do
/// not list; their whole market (`/api/v3/ticker/24hr`,
/// `/v1/ticker/all?quote_currencies=KRW,BTC,USDT`) is then asked once.
/// | Bithumb | `/public/ticker/ALL_KRW` | the same (one coin's answer does not name it) |
public struct MarketRequest: Sendable, Equatable {
    public let exchange: Exchange
    public let market: Market
    /// The exchange's instrument names asked for, sorted, without repeats.
    public let instruments: [String]

    /// The request for `pairs` on `exchange`'s `market` list; pairs it has no
    /// instrument for are left out (see `isEmpty`).
    public init(exchange: Exchange, market: Market, pairs: [CoinPair]) {
        self.exchange = exchange
        self.market = market
        self.instruments = Array(Set(pairs.compactMap { exchange.instrument($0, market: market) })).sorted()
    }

    /// The request for instrument names as `instruments` gives them (a
    /// renewal read back, `RenewalCommand`), sorted, without repeats.
    package init(exchange: Exchange, market: Market, instruments: [String]) {
        self.exchange = exchange
        self.market = market
        self.instruments = Array(Set(instruments)).sorted()
    }

    /// `coins` against the exchange's default quote (`BTC` → `BTCUSDT`, `KRW-BTC`).
    public init(exchange: Exchange, market: Market, coins: [String]) {
        self.init(exchange: exchange, market: market, pairs: coins.map { CoinPair(base: $0.uppercased()) })
    }

    /// The whole list of `exchange`'s `market`.
    public static func whole(_ exchange: Exchange, _ market: Market) -> MarketRequest {
        MarketRequest(exchange: exchange, market: market, pairs: [])
    }

    /// Nothing this exchange lists was wanted (and nothing is the whole list): not asked at all.
    public var asksNothing: Bool { instruments.isEmpty }

    /// Whether the answer lists the whole market rather than the instruments asked for.
    public var isWholeMarket: Bool {
        switch (exchange, market) {
        case (.upbit, _), (.binance, .spot): instruments.isEmpty
        case (.bithumb, _), (.okx, _): true
        case (.binance, _), (.bybit, _), (.bitget, _): instruments.count != 1
        }
    }

    /// The cache entry's source for this request: `binance-spot:BTCUSDT,ETHUSDT`,
    /// or `bybit-spot:*` for a whole market. A saved body answers a request when
    /// its source is the same or a whole market (`isCovered`).
    public var source: String {
        "\(exchange.rawValue)-\(market.rawValue):"
            + (isWholeMarket ? "*" : instruments.joined(separator: ","))
    }

    /// The URL, on `base` (`HWAN_MARKET_BASE_URL`, a second host) or the exchange's own host.
    public func url(base: String?) -> String {
        let host = base.map(Self.trimmingSlashes) ?? defaultBase
        let one = instruments.count == 1 ? instruments[0] : nil
        switch (exchange, market) {
        case (.binance, .spot):
            if let one { return host + "/api/v3/ticker/24hr?symbol=" + one }
            if instruments.isEmpty { return host + "/api/v3/ticker/24hr" }
            let list = instruments.map { "%22" + $0 + "%22" }
            return host + "/api/v3/ticker/24hr?symbols=%5B" + list.joined(separator: ",") + "%5D"
        case (.binance, .futures):
            return host + "/fapi/v1/ticker/24hr" + (one.map { "?symbol=" + $0 } ?? "")
        case (.binance, .inverse):
            return host + "/dapi/v1/ticker/24hr" + (one.map { "?symbol=" + $0 } ?? "")
        case (.bybit, _):
            let category: String
            switch market {
            case .spot: category = "spot"
            case .futures: category = "linear"
            case .inverse: category = "inverse"
            }
            return host + "/v5/market/tickers?category=" + category + (one.map { "&symbol=" + $0 } ?? "")
        case (.bitget, .spot):
            return host + "/api/v2/spot/market/tickers" + (one.map { "?symbol=" + $0 } ?? "")
        case (.bitget, _):
            return host + "/api/v2/mix/market/tickers?productType=USDT-FUTURES"
                + (one.map { "&symbol=" + $0 } ?? "")
        case (.okx, _):
            // SPEC §9's request, whatever is wanted (its one-instrument `/market/ticker` is another path).
            return host + "/api/v5/market/tickers?instType=" + (market == .spot ? "SPOT" : "SWAP")
        case (.upbit, _):
            if instruments.isEmpty { return host + "/v1/ticker/all?quote_currencies=KRW,BTC,USDT" }
            return host + "/v1/ticker?markets=" + instruments.joined(separator: ",")
        case (.bithumb, _):
            // `/public/ticker/BTC_KRW` answers a ticker that does not name its coin: the whole market is asked.
            return host + "/public/ticker/ALL_KRW"
        }
    }

    /// The exchange's own host for this market.
    public var defaultBase: String {
        switch (exchange, market) {
        case (.binance, .spot): "https://api.binance.com"
        case (.binance, .futures): "https://fapi.binance.com"
        case (.binance, .inverse): "https://dapi.binance.com"
        case (.bybit, _): "https://api.bybit.com"
        case (.bitget, _): "https://api.bitget.com"
        case (.okx, _): "https://www.okx.com"
        case (.upbit, _): "https://api.upbit.com"
        case (.bithumb, _): "https://api.bithumb.com"
        }
    }

    /// Whether a body saved for `saved` answers this request: the same source, or the whole market.
    public func isCovered(by saved: String) -> Bool {
        saved == source || saved == "\(exchange.rawValue)-\(market.rawValue):*"
    }

    /// A symbol as hwan accepts it in a request: 1 to 15 ASCII letters and digits.
    public static func isValidCoin(_ coin: String) -> Bool {
        (1...15).contains(coin.utf8.count)
            && coin.utf8.allSatisfy { byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
    }

    static func trimmingSlashes(_ base: String) -> String {
        var base = base
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}
