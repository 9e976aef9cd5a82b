/// An exchange's tickers as a cache entry (SPEC §9): `market-bybit-spot.json`
/// holds the body exactly as received, `market-bybit-spot.meta.json` what hwan
/// knows about it, `.market-bybit-spot.lock` serialises its fetches; one set
/// of files per exchange and market, so exchanges are fetched in parallel
/// without waiting on each other's locks.
extension CacheEntry where Value == TickerTable {
    public static func market(_ exchange: Exchange, _ market: Market) -> CacheEntry<TickerTable> {
        CacheEntry(name: "market-\(exchange.rawValue)-\(market.rawValue)", rule: .exchangeTicker) { saved in
            guard let table = try? TickerDecoder.decode(saved.bytes, exchange: exchange, market: market)
            else {
                return nil
            }
            // A body whose metadata is gone cannot say which symbols were asked: fetched anew when due.
            let source = saved.claimedSource ?? "\(exchange.rawValue)-\(market.rawValue):?"
            return Decoded(value: table, source: source, dataTime: table.time)
        }
    }
}

extension FreshnessRule {
    /// SPEC §9: a ticker is current for 10 seconds; after a failure the exchange
    /// is left alone for 10 seconds more, however many commands ask.
    public static let exchangeTicker = FreshnessRule(
        expiry: .fixed(seconds: 10), minimumInterval: 10, failureBackoff: 10, longestWait: 10)
}
