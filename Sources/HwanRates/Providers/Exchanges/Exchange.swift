/// The exchanges `coins` and `futures` ask (SPEC §9): four markets abroad
/// (USDT by default) and two at home (KRW by default).
public enum Exchange: String, CaseIterable, Sendable, Hashable {
    case binance
    case bybit
    case bitget
    case okx
    case upbit
    case bithumb

    /// As the exchange writes its own name.
    public var displayName: String {
        switch self {
        case .binance: "Binance"
        case .bybit: "Bybit"
        case .bitget: "Bitget"
        case .okx: "OKX"
        case .upbit: "Upbit"
        case .bithumb: "Bithumb"
        }
    }

    /// A Korean exchange: its default market is KRW, and it has no futures.
    public var isKorean: Bool {
        switch self {
        case .binance, .bybit, .bitget, .okx: false
        case .upbit, .bithumb: true
        }
    }

    /// The currency a symbol without a quote (`BTC`) is priced in here.
    public var quote: String { isKorean ? "KRW" : "USDT" }

    /// The exchanges of a market, in the order of the table's columns.
    public static func serving(_ market: Market) -> [Exchange] {
        switch market {
        case .spot: allCases
        case .futures: [.binance, .bybit, .bitget, .okx]
        case .inverse: [.binance, .bybit, .okx]
        }
    }

    /// The quote currencies of the spot markets each exchange has, as far as
    /// hwan asks them (SPEC §9; seeds 001–002): a pair with another quote is
    /// not asked there and shows `-`.
    public func lists(quote: String) -> Bool {
        switch self {
        case .binance, .bybit, .bitget, .okx: quote != "KRW"
        case .upbit: ["KRW", "BTC", "USDT"].contains(quote)
        case .bithumb: quote == "KRW"
        }
    }

    /// Which of this exchange's ticker lists holds `pair` for the command's
    /// `market` (`coins` is `.spot`, `futures` is `.futures`), nil when the
    /// exchange has no such contract. Coin-margined (`BTC/USD`) contracts are
    /// Binance's `dapi` and Bybit's `inverse` list, but OKX's one SWAP list.
    public func market(for pair: CoinPair, in market: Market) -> Market? {
        switch market {
        case .spot:
            return lists(quote: pair.quote ?? quote) ? .spot : nil
        case .futures, .inverse:
            let wanted = pair.quote ?? "USDT"
            switch (self, wanted) {
            case (.upbit, _), (.bithumb, _): return nil
            case (_, "USDT"): return .futures
            case (.binance, "USDC"), (.bybit, "USDC"), (.okx, "USDC"): return .futures
            case (.binance, "USD"), (.bybit, "USD"): return .inverse
            case (.okx, "USD"): return .futures
            default: return nil
            }
        }
    }

    /// The currency `pair`'s price is in on this exchange.
    public func quoteCurrency(of pair: CoinPair, in market: Market) -> String {
        pair.quote ?? (market == .spot ? quote : "USDT")
    }

    /// The exchange's own name for `pair` in its `market` list (`BTC-USDT-SWAP`,
    /// `BTCUSD_PERP`), the key of its ticker table; nil when it has none.
    /// Perpetual contracts only: a dated contract (`BTCUSD_200925`,
    /// `BTCUSDH25`) has another name, so it is never taken for one.
    public func instrument(_ pair: CoinPair, market: Market) -> String? {
        let base = pair.base
        switch (self, market) {
        case (.upbit, .spot):
            let quote = pair.quote ?? "KRW"
            return lists(quote: quote) ? quote + "-" + base : nil
        case (.bithumb, .spot):
            return lists(quote: pair.quote ?? "KRW") ? base : nil
        case (.upbit, _), (.bithumb, _):
            return nil
        case (.binance, .spot), (.bybit, .spot), (.bitget, .spot):
            let quote = pair.quote ?? "USDT"
            return lists(quote: quote) ? base + quote : nil
        case (.okx, .spot):
            let quote = pair.quote ?? "USDT"
            return lists(quote: quote) ? base + "-" + quote : nil
        case (.binance, .futures):
            let quote = pair.quote ?? "USDT"
            return quote == "USDT" || quote == "USDC" ? base + quote : nil
        case (.bybit, .futures):
            // Bybit's USDC perpetuals are `BTCPERP` (seed 002).
            switch pair.quote ?? "USDT" {
            case "USDT": return base + "USDT"
            case "USDC": return base + "PERP"
            default: return nil
            }
        case (.bitget, .futures):
            return (pair.quote ?? "USDT") == "USDT" ? base + "USDT" : nil
        case (.okx, .futures), (.okx, .inverse):
            let quote = pair.quote ?? "USDT"
            return ["USDT", "USDC", "USD"].contains(quote) ? base + "-" + quote + "-SWAP" : nil
        case (.binance, .inverse):
            return (pair.quote ?? "USD") == "USD" ? base + "USD_PERP" : nil
        case (.bybit, .inverse):
            return (pair.quote ?? "USD") == "USD" ? base + "USD" : nil
        case (.bitget, .inverse):
            return nil
        }
    }

    /// The exchange's second host, tried once when the first cannot be reached (SPEC §9).
    public var secondHost: String? {
        switch self {
        case .bybit: "https://api.bytick.com"
        case .okx: "https://aws.okx.com"
        case .binance, .bitget, .upbit, .bithumb: nil
        }
    }

    /// The exchange a name in `exchanges = ...` or `HWAN_EXCHANGES` means, ignoring case.
    public static func named(_ name: String) -> Exchange? {
        Exchange(rawValue: name.lowercased())
    }
}

/// Which ticker list of the exchanges: spot, USDT (or USDC) perpetual
/// contracts, or coin-margined (inverse) perpetuals quoted in USD.
public enum Market: String, CaseIterable, Sendable, Hashable {
    case spot
    case futures
    case inverse
}

/// A symbol as written: `BTC` (each exchange's default quote: USDT abroad,
/// KRW at home, USDT perpetuals for `futures`) or `BTC/USDC`, `ETH/BTC`,
/// `BTC/EUR`, `BTC/USD` (that quote, on every exchange that lists the pair).
public struct CoinPair: Sendable, Hashable {
    public var base: String
    public var quote: String?

    public init(base: String, quote: String? = nil) {
        self.base = base
        self.quote = quote
    }

    /// `BTC`, `BTC/USDC`.
    public var text: String { quote.map { base + "/" + $0 } ?? base }

    /// `btc/usdc`, `BTC-USDC` → BTC/USDC; nil unless both sides are symbols
    /// (`MarketRequest.isValidCoin`) and differ.
    public static func parse(_ word: String) -> CoinPair? {
        let upper = word.uppercased()
        let parts = upper.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return MarketRequest.isValidCoin(upper) ? CoinPair(base: upper) : nil
        case 2:
            let base = String(parts[0])
            let quote = String(parts[1])
            guard MarketRequest.isValidCoin(base), MarketRequest.isValidCoin(quote), base != quote else {
                return nil
            }
            return CoinPair(base: base, quote: quote)
        default:
            return nil
        }
    }
}
