import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `watch coins` and `watch futures`: the table of `coins` / `futures`, and
/// USD/KRW with its change since the provider's previous stored table.
@Suite("Coins board source")
struct CoinsBoardSourceTests {
    static let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
    static let dataTime: Int64 = 1_775_198_851

    static func rates(clock: ManualClock) throws -> RateService {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(body, fetchedAt: dataTime + 60, in: dir)
        return RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { clock.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
    }

    static func markets(clock: ManualClock) -> MarketService {
        MarketService(
            cacheDirectory: TestFiles.temporaryDirectory(), http: RoutedHTTPClient.allExchanges(),
            clock: { clock.now }, offline: false)
    }

    @Test("the coins board's caption shows USD/KRW with its change since the previous stored table")
    func dollarChange() throws {
        let clock = ManualClock(Self.dataTime + 600)
        let rates = try Self.rates(clock: clock)
        // A day earlier the same provider had the dollar 1% cheaper in won.
        let fetched = try ProviderDecoder.decode(Array(Self.body), provider: .openERAPI)
        var earlier = fetched.table.rates
        earlier["KRW"] = try #require(earlier["KRW"]).divided(
            by: ExactDecimal("1.01")!, significantDigits: 34, rounding: .toNearestOrAwayFromZero)
        rates.history.append(
            provider: "open-er-api", time: Self.dataTime - 86_400, base: "USD", rates: earlier, now: clock.now
        )
        let source = try CoinsBoardSource.make(
            markets: Self.markets(clock: clock), rates: rates, symbols: ["BTC"], defaults: [], every: 1)
        source.update(now: clock.now)
        let panel = source.panel(width: 160, language: .en, palette: .plain, now: clock.now)
        #expect(
            panel.caption == "Coin prices · spot (USDT, KRW) · USD/KRW 1,510.03 ▲1.00% (open-er-api)",
            "\(panel.caption)")
        #expect(panel.table.contains { $0.hasPrefix("BTC ") && $0.hasSuffix("+1.04%") })
    }

    @Test("with no previous table the change is left out, never made up")
    func noPrevious() throws {
        let clock = ManualClock(Self.dataTime + 600)
        let source = try CoinsBoardSource.make(
            markets: Self.markets(clock: clock), rates: try Self.rates(clock: clock), symbols: ["BTC"],
            defaults: [], every: 1)
        source.update(now: clock.now)
        let panel = source.panel(width: 160, language: .ko, palette: .plain, now: clock.now)
        #expect(panel.caption == "코인 시세 · 현물 (USDT, KRW) · USD/KRW 1,510.03 (open-er-api)")
    }

    @Test("watch futures BTC BTC/USD: the futures table, every second at --interval 1, the inverse lists too")
    func futuresBoard() throws {
        let clock = ManualClock(Self.dataTime + 600)
        let http = RoutedHTTPClient.allExchanges()
        let markets = MarketService(
            cacheDirectory: TestFiles.temporaryDirectory(), http: http, clock: { clock.now }, offline: false)
        let source = try CoinsBoardSource.make(
            markets: markets, rates: try Self.rates(clock: clock), symbols: ["btc", "BTC/USD"], defaults: [],
            market: .futures, every: 1)
        #expect(source.isDue(now: clock.now))
        source.update(now: clock.now)
        #expect(!source.isDue(now: clock.now))
        #expect(source.isDue(now: clock.now + 1))
        let panel = source.panel(width: 160, language: .en, palette: .plain, now: clock.now)
        #expect(panel.caption.hasPrefix("Coin futures · USDT perpetuals"))
        #expect(panel.table.contains { $0.hasPrefix("BTC ") && $0.contains("96,950.00") }, "\(panel.table)")
        #expect(panel.table.contains { $0.hasPrefix("BTC/USD ") })
        #expect(http.requests.contains("https://dapi.binance.com/dapi/v1/ticker/24hr?symbol=BTCUSD_PERP"))
        #expect(
            http.requests.contains("https://api.bybit.com/v5/market/tickers?category=inverse&symbol=BTCUSD"))
        #expect(!http.requests.contains { $0.contains("upbit") || $0.contains("bithumb") })
    }
}
