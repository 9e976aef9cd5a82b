/// The one request an exchange gets per refresh (SPEC §9), and which symbols
/// its answer covers.
///
/// Where the API takes a list, only the wanted symbols are asked for (Binance
/// spot `symbols=[...]`, Upbit `markets=`). The others take one symbol or
/// the whole market: one wanted symbol is asked alone, several take the
/// whole market in one request rather than one request each.
///
/// | exchange | several symbols | one symbol |
/// | --- | --- | --- |
/// | Binance spot | `/api/v3/ticker/24hr?symbols=["BTCUSDT",...]` | `?symbol=BTCUSDT` |
/// | Binance futures | `/fapi/v1/ticker/24hr` | `?symbol=BTCUSDT` |
/// | Bybit | `/v5/market/tickers?category=spot\|linear` | `&symbol=BTCUSDT` |
/// | Bitget | `/api/v2/spot/market/tickers`, `/api/v2/mix/market/tickers?productType=USDT-FUTURES` | `symbol=BTCUSDT` |
/// | OKX | `/api/v5/market/tickers?instType=SPOT\|SWAP` | `/api/v5/market/ticker?instId=BTC-USDT` |
/// | Upbit | `/v1/ticker?markets=KRW-BTC,KRW-ETH` | `?markets=KRW-BTC` |
/// | Bithumb | `/public/ticker/ALL_KRW` | the same (one coin's answer does not name it) |
public struct MarketRequest: Sendable, Equatable {
    public let exchange: Exchange
    public let market: Market
    /// The coins asked for, upper-case, sorted, without repeats.
    public let coins: [String]

    public init(exchange: Exchange, market: Market, coins: [String]) {
        self.exchange = exchange
        self.market = market
        self.coins = Array(Set(coins.map { $0.uppercased() })).sorted()
    }

    /// Whether the answer lists the whole market rather than the coins asked for.
    public var isWholeMarket: Bool {
        switch (exchange, market) {
        case (.binance, .spot), (.upbit, _): false
        case (.bithumb, _): true
        case (.binance, .futures), (.bybit, _), (.bitget, _), (.okx, _): coins.count != 1
        }
    }

    /// The cache entry's source for this request: `binance-spot:BTC,ETH`, or
    /// `bybit-spot:*` for a whole market. A saved body answers a request when
    /// its source is the same or a whole market (`covers`).
    public var source: String {
        "\(exchange.rawValue)-\(market.rawValue):" + (isWholeMarket ? "*" : coins.joined(separator: ","))
    }

    /// The URL, on `base` (`HWAN_MARKET_BASE_URL`) or the exchange's own host.
    public func url(base: String?) -> String {
        let host = base.map(Self.trimmingSlashes) ?? defaultBase
        let one = coins.count == 1 ? coins[0] : nil
        let instrument = one.map { exchange.instrument(for: $0, market: market) }
        switch (exchange, market) {
        case (.binance, .spot):
            if let instrument { return host + "/api/v3/ticker/24hr?symbol=" + instrument }
            let list = coins.map { "%22" + exchange.instrument(for: $0, market: market) + "%22" }
            return host + "/api/v3/ticker/24hr?symbols=%5B" + list.joined(separator: ",") + "%5D"
        case (.binance, .futures):
            return host + "/fapi/v1/ticker/24hr" + (instrument.map { "?symbol=" + $0 } ?? "")
        case (.bybit, _):
            let category = market == .spot ? "spot" : "linear"
            return host + "/v5/market/tickers?category=" + category
                + (instrument.map { "&symbol=" + $0 } ?? "")
        case (.bitget, .spot):
            return host + "/api/v2/spot/market/tickers" + (instrument.map { "?symbol=" + $0 } ?? "")
        case (.bitget, .futures):
            return host + "/api/v2/mix/market/tickers?productType=USDT-FUTURES"
                + (instrument.map { "&symbol=" + $0 } ?? "")
        case (.okx, _):
            if let instrument { return host + "/api/v5/market/ticker?instId=" + instrument }
            return host + "/api/v5/market/tickers?instType=" + (market == .spot ? "SPOT" : "SWAP")
        case (.upbit, _):
            return host + "/v1/ticker?markets="
                + coins.map { exchange.instrument(for: $0, market: market) }.joined(separator: ",")
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
