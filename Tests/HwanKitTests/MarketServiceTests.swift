import Foundation
import HwanKit
import Testing

/// An HTTP client that answers by URL, for requests made from several threads at once.
final class RoutedHTTPClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var routes: [(prefix: String, response: Result<HTTPResponse, TransportError>)]
    private(set) var requests: [String] = []

    init(_ routes: [(String, Result<HTTPResponse, TransportError>)]) {
        self.routes = routes.map { (prefix: $0.0, response: $0.1) }
    }

    func set(_ prefix: String, _ response: Result<HTTPResponse, TransportError>) {
        lock.lock()
        defer { lock.unlock() }
        routes.removeAll { $0.prefix == prefix }
        routes.insert((prefix, response), at: 0)
    }

    func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError> {
        lock.lock()
        defer { lock.unlock() }
        requests.append(url)
        let path = url.replacingOccurrences(of: "https://", with: "")
        return routes.first { path.contains($0.prefix) }?.response ?? .failure(.cannotConnect)
    }

    /// The exchanges' own hosts, answered with the derived bodies of Tests/Fixtures/markets/derived.
    static func allExchanges() -> RoutedHTTPClient {
        func ok(_ name: String) -> Result<HTTPResponse, TransportError> {
            .success(HTTPResponse(status: 200, body: TestFiles.fixture("markets/derived/" + name)))
        }
        return RoutedHTTPClient([
            ("api.binance.com/api/v3/ticker/24hr", ok("binance-spot-btc-eth.json")),
            ("fapi.binance.com/fapi/v1/ticker/24hr", ok("binance-futures-all.json")),
            ("api.bybit.com/v5/market/tickers?category=spot", ok("bybit-spot-btc-eth.json")),
            ("api.bybit.com/v5/market/tickers?category=linear", ok("bybit-linear-btc-eth.json")),
            ("api.bitget.com/api/v2/spot/market/tickers", ok("bitget-spot-btc-eth.json")),
            ("api.bitget.com/api/v2/mix/market/tickers", ok("bitget-mix-btc-eth.json")),
            ("www.okx.com/api/v5/market/tickers?instType=SPOT", ok("okx-spot-btc-eth.json")),
            ("www.okx.com/api/v5/market/tickers?instType=SWAP", ok("okx-swap-btc-eth.json")),
            ("www.okx.com/api/v5/market/ticker?instId=BTC-USDT-SWAP", ok("okx-swap-btc-eth.json")),
            ("www.okx.com/api/v5/market/ticker?instId=", ok("okx-spot-btc-eth.json")),
            ("api.upbit.com/v1/ticker", ok("upbit-btc-eth.json")),
            ("api.bithumb.com/public/ticker/ALL_KRW", ok("bithumb-all-krw-btc-eth.json")),
        ])
    }
}

@Suite("Premiums, exact")
struct PremiumTests {
    func d(_ text: String) -> ExactDecimal { ExactDecimal(text)! }

    @Test("the premium between exchanges is (high − low) / low, in percent")
    func spread() throws {
        #expect(Premium.spread(high: d("97097.00"), low: d("97000.00")) == ExactFraction(d("0.1")))
        #expect(Premium.spread(high: d("3501.75"), low: d("3500")) == ExactFraction(d("0.05")))
        #expect(Premium.spread(high: d("1"), low: d("1")) == .zero)
        #expect(Premium.spread(high: d("1"), low: .zero) == nil)
        // 1/3 of a percent stays a third until it is printed.
        #expect(
            Premium.spread(high: d("301"), low: d("300"))
                == (try ExactFraction(numerator: d("1"), denominator: d("3"))))
    }

    @Test("the kimchi premium is Upbit KRW / (Binance USDT × USD/KRW) − 1, in percent")
    func kimchi() throws {
        let usdKrw = ExactFraction(d("1380"))
        #expect(Premium.kimchi(krw: d("138000"), usdt: d("100"), usdKrw: usdKrw) == .zero)
        #expect(Premium.kimchi(krw: d("139380"), usdt: d("100"), usdKrw: usdKrw) == ExactFraction(d("1")))
        #expect(Premium.kimchi(krw: d("136620"), usdt: d("100"), usdKrw: usdKrw) == ExactFraction(d("-1")))
        // The fixture's numbers: 148,000,000 / (97,000 × 1,510.025482) − 1 = 76376412300/73236235877 %.
        let real = try #require(
            Premium.kimchi(krw: d("148000000"), usdt: d("97000"), usdKrw: ExactFraction(d("1510.025482"))))
        #expect(real == (try ExactFraction(numerator: d("76376412300"), denominator: d("73236235877"))))
        #expect(DecimalFormatting.fixed(real, fractionDigits: 2) == "1.04")
        #expect(Premium.kimchi(krw: d("1"), usdt: .zero, usdKrw: usdKrw) == nil)
    }

    @Test("a row takes the highest and lowest USDT exchange, never a KRW one, first in column order on a tie")
    func highAndLow() throws {
        func answer(_ exchange: Exchange, _ price: String?) -> ExchangeAnswer {
            let table = price.map {
                TickerTable(
                    exchange: exchange, market: .spot,
                    tickers: [
                        (exchange.instrument(CoinPair(base: "BTC"), market: .spot) ?? "BTC"): Ticker(
                            instrument: (exchange.instrument(CoinPair(base: "BTC"), market: .spot) ?? "BTC"),
                            price: d($0),
                            changePercent: nil, time: nil)
                    ],
                    time: nil)
            }
            return ExchangeAnswer(
                exchange: exchange, market: .spot, table: table, origin: table == nil ? .none : .network,
                fetchedAt: 0, error: table == nil ? .offline(exchange) : nil)
        }
        let quote = CoinQuote(
            symbol: "BTC", market: .spot,
            answers: [
                answer(.binance, "100"), answer(.bybit, "100.2"), answer(.bitget, nil), answer(.okx, "100.2"),
                answer(.upbit, "140000"), answer(.bithumb, "1"),
            ],
            usdKrw: ExactFraction(d("1400")))
        #expect(quote.high == .bybit)
        #expect(quote.low == .binance)
        #expect(quote.premium == ExactFraction(d("0.2")))
        #expect(quote.kimchiPremium == .zero)
        #expect(quote.cells[2].error == .offline(.bitget))
        let lonely = CoinQuote(
            symbol: "BTC", market: .futures, answers: [answer(.binance, "100"), answer(.bybit, nil)],
            usdKrw: nil)
        #expect(lonely.high == nil && lonely.premium == nil && lonely.kimchiPremium == nil)
    }
}

@Suite("Market service: parallel requests through the cache")
struct MarketServiceTests {
    static let start: Int64 = 1_764_000_100

    func service(_ http: RoutedHTTPClient, _ clock: ManualClock, dir: String, offline: Bool = false)
        -> MarketService
    {
        MarketService(cacheDirectory: dir, http: http, clock: { clock.now }, offline: offline)
    }

    @Test("each exchange gets one request, asking only for the wanted symbols where the API allows")
    func requests() throws {
        let http = RoutedHTTPClient.allExchanges()
        let answers = service(http, ManualClock(Self.start), dir: TestFiles.temporaryDirectory())
            .prices(.spot, coins: ["BTC", "ETH"])
        #expect(answers.map(\.exchange) == Exchange.allCases)
        #expect(answers.allSatisfy { $0.origin == .network && $0.error == nil })
        #expect(
            http.requests.sorted() == [
                "https://api.binance.com/api/v3/ticker/24hr?symbols=%5B%22BTCUSDT%22,%22ETHUSDT%22%5D",
                "https://api.bitget.com/api/v2/spot/market/tickers",
                "https://api.bithumb.com/public/ticker/ALL_KRW",
                "https://api.bybit.com/v5/market/tickers?category=spot",
                "https://api.upbit.com/v1/ticker?markets=KRW-BTC,KRW-ETH",
                "https://www.okx.com/api/v5/market/tickers?instType=SPOT",
            ])
        #expect(answers[0].table?.ticker(for: "BTC")?.price == ExactDecimal("97000.00"))
        #expect(answers[4].table?.ticker(for: "ETH")?.price == ExactDecimal("5350000.0"))
    }

    @Test("one symbol is asked alone where the API takes one symbol")
    func oneSymbol() {
        let urls = Exchange.allCases.map {
            MarketRequest(exchange: $0, market: .spot, coins: ["btc"]).url(base: nil)
        }
        #expect(
            urls == [
                "https://api.binance.com/api/v3/ticker/24hr?symbol=BTCUSDT",
                "https://api.bybit.com/v5/market/tickers?category=spot&symbol=BTCUSDT",
                "https://api.bitget.com/api/v2/spot/market/tickers?symbol=BTCUSDT",
                "https://www.okx.com/api/v5/market/tickers?instType=SPOT",
                "https://api.upbit.com/v1/ticker?markets=KRW-BTC",
                "https://api.bithumb.com/public/ticker/ALL_KRW",
            ])
        let futures = Exchange.serving(.futures).map {
            MarketRequest(exchange: $0, market: .futures, coins: ["BTC", "ETH"]).url(
                base: "http://127.0.0.1:9/")
        }
        #expect(
            futures == [
                "http://127.0.0.1:9/fapi/v1/ticker/24hr",
                "http://127.0.0.1:9/v5/market/tickers?category=linear",
                "http://127.0.0.1:9/api/v2/mix/market/tickers?productType=USDT-FUTURES",
                "http://127.0.0.1:9/api/v5/market/tickers?instType=SWAP",
            ])
    }

    @Test("prices are fresh for 10 seconds: no request before, one per exchange after")
    func freshness() throws {
        let http = RoutedHTTPClient.allExchanges()
        let clock = ManualClock(Self.start)
        let dir = TestFiles.temporaryDirectory()
        _ = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"])
        #expect(http.requests.count == 6)
        clock.advance(9)
        let cached = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"])
        #expect(http.requests.count == 6)
        #expect(cached.allSatisfy { $0.origin == .cache && $0.age(now: clock.now) == 9 })
        // A narrower question is answered by the whole markets saved (Bybit, Bitget, OKX, Bithumb).
        _ = service(http, clock, dir: dir).prices(.spot, coins: ["BTC"])
        #expect(http.requests.count == 8)
        clock.advance(1)
        _ = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"])
        #expect(http.requests.count == 14)
    }

    @Test("an exchange that fails shows its reason, keeps its saved body, and leaves the others alone")
    func oneFails() throws {
        let http = RoutedHTTPClient.allExchanges()
        let clock = ManualClock(Self.start)
        let dir = TestFiles.temporaryDirectory()
        _ = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"])
        let saved = try AtomicFile.read(dir + "/market-bybit-spot.json")
        http.set(
            "api.bybit.com",
            .success(
                HTTPResponse(
                    status: 403,
                    body: TestFiles.fixture(
                        "markets/bybit-error-403-cloudfront-geoblock-NOT-JSON-pricelex-2026-09-25.txt"))))
        clock.advance(11)
        let answers = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"])
        let bybit = answers[1]
        #expect(bybit.origin == .cache)
        #expect(bybit.age(now: clock.now) == 11)
        #expect(
            bybit.error?.message(in: .en).hasPrefix("Bybit: HTTP 403, not JSON: { error:The Amazon") == true)
        #expect(try AtomicFile.read(dir + "/market-bybit-spot.json") == saved)
        #expect(
            answers.filter { $0.exchange != .bybit }.allSatisfy { $0.origin == .network && $0.error == nil })
        // With nothing saved, a failed exchange has no table and says why.
        let fresh = service(http, clock, dir: TestFiles.temporaryDirectory()).prices(.spot, coins: ["BTC"])
        #expect(fresh[1].table == nil)
        #expect(fresh[1].error?.reason(in: .ko).hasPrefix("HTTP 403, JSON 이 아닌 응답") == true)
    }

    @Test("offline, the saved prices are shown with their age and nothing is asked")
    func offline() throws {
        let http = RoutedHTTPClient.allExchanges()
        let clock = ManualClock(Self.start)
        let dir = TestFiles.temporaryDirectory()
        _ = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"])
        clock.advance(3600)
        let answers = service(http, clock, dir: dir, offline: true).prices(.spot, coins: ["BTC", "ETH"])
        #expect(http.requests.count == 6)
        #expect(
            answers.allSatisfy { $0.origin == .cache && $0.age(now: clock.now) == 3600 && $0.error == nil })
        let none = service(http, clock, dir: TestFiles.temporaryDirectory(), offline: true).prices(
            .futures, coins: ["BTC"])
        #expect(none.allSatisfy { $0.table == nil && $0.error == .offline($0.exchange) })
    }

    @Test("the exchanges are asked at once: every request is in flight before any answers")
    func parallel() throws {
        // Each request waits until all four futures requests are in flight: asked one
        // after another, the first would wait forever (bounded here by the semaphore's
        // 30 s, which only a failing run reaches), and the count would stay at 1.
        final class GatheringClient: HTTPClient, @unchecked Sendable {
            let inner = RoutedHTTPClient.allExchanges()
            let lock = NSLock()
            let all = DispatchSemaphore(value: 0)
            var inFlight = 0
            var most = 0
            let expected: Int
            init(expected: Int) { self.expected = expected }
            func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError> {
                lock.lock()
                inFlight += 1
                most = max(most, inFlight)
                if inFlight == expected { for _ in 0..<expected { all.signal() } }
                lock.unlock()
                _ = all.wait(timeout: .now() + 30)
                return inner.get(url, timeout: timeout)
            }
        }
        let client = GatheringClient(expected: 4)
        let markets = MarketService(
            cacheDirectory: TestFiles.temporaryDirectory(), http: client, clock: { Self.start },
            offline: false)
        let answers = markets.prices(.futures, coins: ["BTC", "ETH"])
        #expect(answers.allSatisfy { $0.error == nil })
        #expect(client.most == 4)
    }

    @Test("after a failure the exchange is left alone for 10 seconds, and says why meanwhile")
    func backOff() throws {
        let http = RoutedHTTPClient.allExchanges()
        http.set(
            "www.okx.com",
            .success(
                HTTPResponse(
                    status: 429, body: TestFiles.fixture("markets/okx-error-50011-rate-limit-nautilus.json")))
        )
        let clock = ManualClock(Self.start)
        let dir = TestFiles.temporaryDirectory()
        let first = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"], exchanges: [.okx])
        #expect(first[0].error == .http(.okx, status: 429, message: "50011 Too Many Requests"))
        clock.advance(5)
        let waiting = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"], exchanges: [.okx])
        #expect(http.requests.count == 1)
        #expect(waiting[0].error == .backingOff(.okx, reason: "HTTP 429 (50011 Too Many Requests)"))
        clock.advance(5)
        _ = service(http, clock, dir: dir).prices(.spot, coins: ["BTC", "ETH"], exchanges: [.okx])
        #expect(http.requests.count == 2)
    }

    @Test("a damaged saved body is set aside and fetched anew, never shown")
    func damaged() throws {
        let http = RoutedHTTPClient.allExchanges()
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.plant(
            Array("{\"retCode\":0,\"result\":{\"list\":[".utf8), at: dir + "/market-bybit-spot.json")
        let answers = service(http, ManualClock(Self.start), dir: dir).prices(
            .spot, coins: ["BTC"], exchanges: [.bybit])
        #expect(answers[0].origin == .network)
        #expect(
            try AtomicFile.read(dir + "/market-bybit-spot.json")
                == TestFiles.fixture("markets/derived/bybit-spot-btc-eth.json"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(names.contains { $0.hasPrefix("market-bybit-spot.json.corrupt-") })
    }

    @Test("forced (the live board's interval) asks before the 10 seconds are up")
    func forced() {
        let http = RoutedHTTPClient.allExchanges()
        let clock = ManualClock(Self.start)
        let dir = TestFiles.temporaryDirectory()
        _ = service(http, clock, dir: dir).prices(.futures, coins: ["BTC", "ETH"])
        clock.advance(5)
        let answers = service(http, clock, dir: dir).prices(.futures, coins: ["BTC", "ETH"], forced: true)
        #expect(http.requests.count == 8)
        #expect(answers.allSatisfy { $0.origin == .network })
    }
}
