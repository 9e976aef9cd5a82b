/// The exchanges `coins` and `futures` ask (SPEC §9): four USDT markets
/// abroad and two KRW markets at home.
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

    /// The currency its prices are in.
    public var quote: String {
        switch self {
        case .binance, .bybit, .bitget, .okx: "USDT"
        case .upbit, .bithumb: "KRW"
        }
    }

    /// The exchanges of a market, in the order of the table's columns.
    public static func serving(_ market: Market) -> [Exchange] {
        switch market {
        case .spot: allCases
        case .futures: [.binance, .bybit, .bitget, .okx]
        }
    }

    /// The exchange's own name for `coin` on `market` (`BTC-USDT-SWAP`), the key of its ticker table.
    public func instrument(for coin: String, market: Market) -> String {
        switch (self, market) {
        case (.binance, _), (.bybit, _), (.bitget, _): coin + "USDT"
        case (.okx, .spot): coin + "-USDT"
        case (.okx, .futures): coin + "-USDT-SWAP"
        case (.upbit, _): "KRW-" + coin
        case (.bithumb, _): coin
        }
    }
}

/// Which market of the exchanges: spot against USDT (or KRW), or USDT perpetual contracts.
public enum Market: String, CaseIterable, Sendable, Hashable {
    case spot
    case futures
}
