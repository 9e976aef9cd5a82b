import Foundation
import HwanKit
import Synchronization
import Testing

/// SPEC §9's markets beyond USDT: `BASE/QUOTE` pairs, coin-margined
/// futures, 24-hour volume and turnover, the chosen exchanges, the second
/// host. Decoders run on the real bodies of Tests/Fixtures/markets; where a
/// test needs a shape no real body has, it derives one from a real body and
/// says so.
@Suite("Markets: pairs, inverse futures, volume, exchanges, second host")
struct MarketPairsTests {
    static let now: Int64 = 1_764_000_007

    static func d(_ text: String) -> ExactDecimal { ExactDecimal(text)! }

    // MARK: Volume and turnover on every fixture that carries them

    struct VolumeCase: Sendable, CustomTestStringConvertible {
        let file: String
        let exchange: Exchange
        let market: Market
        let pair: CoinPair
        let price: String
        let volume: String?
        let turnover: String?
        var testDescription: String { file + " " + pair.text }
    }

    static let volumeCases: [VolumeCase] = [
        VolumeCase(
            file: "binance-spot-ticker24hr-single-docsexample-nautilus.json", exchange: .binance,
            market: .spot,
            pair: CoinPair(base: "BNB", quote: "BTC"), price: "4.00000200", volume: "8913.30000000",
            turnover: "15.30000000"),
        VolumeCase(
            file: "binance-futures-fapi-ticker24hr-single-docsexample-nautilus.json", exchange: .binance,
            market: .futures, pair: CoinPair(base: "BTC"), price: "4.00000200", volume: "8913.30000000",
            turnover: "15.30000000"),
        VolumeCase(
            file: "bybit-spot-tickers-xchange-2023-09-06.json", exchange: .bybit, market: .spot,
            pair: CoinPair(base: "BTC"), price: "25741.97", volume: "5683.211445",
            turnover: "146073704.01447217"),
        VolumeCase(
            file: "bybit-spot-tickers-xchange-2023-09-06.json", exchange: .bybit, market: .spot,
            pair: CoinPair(base: "ETH", quote: "BTC"), price: "0.063341", volume: "302.828",
            turnover: "19.311170759"),
        VolumeCase(
            file: "bybit-linear-tickers-btcusdt-pycomment-2025-11-04.json", exchange: .bybit,
            market: .futures,
            pair: CoinPair(base: "BTC"), price: "107089.2", volume: "102583.4090",
            turnover: "10983940889.6900"),
        // Inverse: `volume24h` counts USD contracts, `turnover24h` is in the coin; hwan turns them round.
        VolumeCase(
            file: "bybit-inverse-tickers-jkorf.json", exchange: .bybit, market: .inverse,
            pair: CoinPair(base: "BTC", quote: "USD"), price: "16597.00", volume: "2352.94950046",
            turnover: "49337318"),
        VolumeCase(
            file: "bitget-spot-tickers-jkorf.json", exchange: .bitget, market: .spot,
            pair: CoinPair(base: "BTC"),
            price: "34413.1", volume: "0", turnover: "0"),
        VolumeCase(
            file: "okx-spot-tickers-freqdash-2023-01-04.json", exchange: .okx, market: .spot,
            pair: CoinPair(base: "BCD", quote: "BTC"), price: "0.000006", volume: "22176.332",
            turnover: "0.1205"),
        VolumeCase(
            file: "okx-spot-tickers-freqdash-2023-01-04.json", exchange: .okx, market: .spot,
            pair: CoinPair(base: "MDT"), price: "0.01941", volume: "3130853.79066", turnover: "60824.945945"),
        // A SWAP's `vol24h` counts contracts: the coin's volume is `volCcy24h`, the turnover is not given.
        VolumeCase(
            file: "okx-swap-tickers-okxdocs-via-jkorf.json", exchange: .okx, market: .futures,
            pair: CoinPair(base: "BTC", quote: "USD"), price: "9999.99", volume: "2222", turnover: nil),
        VolumeCase(
            file: "upbit-ticker-krw-btc-gotest-2021-08-05.json", exchange: .upbit, market: .spot,
            pair: CoinPair(base: "BTC"), price: "44362000", volume: "7112.07039886",
            turnover: "321511335721.21606"),
        VolumeCase(
            file: "bithumb-ticker-all-krw-excerpt-btc-eth-coinpcsong-2022.json", exchange: .bithumb,
            market: .spot, pair: CoinPair(base: "ETH"), price: "1935000", volume: "11734.82880952",
            turnover: "22643300534.4819"),
    ]

    @Test(
        "24-hour volume (in the coin) and turnover (in the quote) from each exchange's own fields",
        arguments: volumeCases)
    func volumeAndTurnover(_ c: VolumeCase) throws {
        let table = try TickerDecoder.decode(
            TestFiles.fixture("markets/" + c.file), exchange: c.exchange, market: c.market)
        let ticker = try #require(table.ticker(for: c.pair), "\(table.tickers.keys.sorted())")
        #expect(ticker.price == Self.d(c.price))
        #expect(ticker.volume == c.volume.map(Self.d))
        #expect(ticker.turnover == c.turnover.map(Self.d))
    }

    @Test(
        "Binance dapi: the docs' dated contract is decoded with its coin volume, but never taken for the perpetual"
    )
    func dapiDated() throws {
        let body = TestFiles.fixture(
            "markets/binance-coinfutures-dapi-ticker24hr-array-docsexample-jkorf.json")
        let table = try TickerDecoder.decode(body, exchange: .binance, market: .inverse)
        let dated = try #require(table.tickers["BTCUSD_200925"])
        #expect(dated.volume == Self.d("5192.94797687"))
        #expect(dated.turnover == nil)
        #expect(table.ticker(for: CoinPair(base: "BTC", quote: "USD")) == nil)
        // Derived from the real body: the same item renamed BTCUSD_PERP, as dapi lists the perpetual.
        let text = String(decoding: body, as: UTF8.self)
        let both =
            text.replacingOccurrences(of: "]", with: ",")
            + text.dropFirst().replacingOccurrences(of: "BTCUSD_200925", with: "BTCUSD_PERP")
            .replacingOccurrences(of: "\"9651.6\"", with: "\"9700.1\"")
        let perpetual = try TickerDecoder.decode(Array(both.utf8), exchange: .binance, market: .inverse)
        #expect(perpetual.ticker(for: CoinPair(base: "BTC", quote: "USD"))?.price == Self.d("9700.1"))
        #expect(perpetual.tickers.count == 2)
    }

    @Test("Bybit inverse: the real body's change is a fraction, made a percent")
    func bybitInverse() throws {
        let table = try TickerDecoder.decode(
            TestFiles.fixture("markets/bybit-inverse-tickers-jkorf.json"), exchange: .bybit, market: .inverse)
        let ticker = try #require(table.ticker(for: CoinPair(base: "BTC", quote: "USD")))
        #expect(ticker.changePercent == Self.d("0.8047"))
        #expect(table.time == 1_672_376_496)
    }

    @Test("a volume that is negative, absurd or not a number is left out, never the price")
    func badVolumes() throws {
        for bad in ["\"-1\"", "\"1e30\"", "\"abc\"", "null", "true"] {
            let body =
                #"[{"market":"KRW-BTC","trade_price":100,"acc_trade_volume_24h":"# + bad
                + #","acc_trade_price_24h":5}]"#
            let table = try TickerDecoder.decode(Array(body.utf8), exchange: .upbit, market: .spot)
            #expect(table.ticker(for: "BTC")?.volume == nil, "\(bad)")
            #expect(table.ticker(for: "BTC")?.turnover == Self.d("5"))
            #expect(table.ticker(for: "BTC")?.price == Self.d("100"))
        }
    }

    // MARK: Pairs and instruments

    @Test(
        "BTC/USDC, ETH/BTC, BTC/EUR, BTC/USD: each exchange's own name, or none where it has no such market")
    func instruments() {
        let usdc = CoinPair(base: "BTC", quote: "USDC")
        let ethBtc = CoinPair(base: "ETH", quote: "BTC")
        let eur = CoinPair(base: "BTC", quote: "EUR")
        let usd = CoinPair(base: "BTC", quote: "USD")
        #expect(Exchange.binance.instrument(usdc, market: .spot) == "BTCUSDC")
        #expect(Exchange.okx.instrument(ethBtc, market: .spot) == "ETH-BTC")
        #expect(Exchange.bitget.instrument(eur, market: .spot) == "BTCEUR")
        #expect(Exchange.upbit.instrument(ethBtc, market: .spot) == "BTC-ETH")
        #expect(Exchange.upbit.instrument(CoinPair(base: "BTC", quote: "USDT"), market: .spot) == "USDT-BTC")
        #expect(Exchange.upbit.instrument(usdc, market: .spot) == nil)
        #expect(Exchange.bithumb.instrument(usdc, market: .spot) == nil)
        #expect(Exchange.bithumb.instrument(CoinPair(base: "BTC", quote: "KRW"), market: .spot) == "BTC")
        #expect(Exchange.binance.instrument(CoinPair(base: "BTC", quote: "KRW"), market: .spot) == nil)
        // Futures: USDT and USDC perpetuals; BTC/USD the coin-margined ones.
        #expect(Exchange.binance.market(for: usd, in: .futures) == .inverse)
        #expect(Exchange.bybit.market(for: usd, in: .futures) == .inverse)
        #expect(Exchange.okx.market(for: usd, in: .futures) == .futures)
        #expect(Exchange.bitget.market(for: usd, in: .futures) == nil)
        #expect(Exchange.binance.instrument(usd, market: .inverse) == "BTCUSD_PERP")
        #expect(Exchange.bybit.instrument(usd, market: .inverse) == "BTCUSD")
        #expect(Exchange.okx.instrument(usd, market: .futures) == "BTC-USD-SWAP")
        #expect(Exchange.bybit.instrument(usdc, market: .futures) == "BTCPERP")
        #expect(Exchange.okx.instrument(usdc, market: .futures) == "BTC-USDC-SWAP")
        #expect(Exchange.bitget.market(for: usdc, in: .futures) == nil)
        #expect(Exchange.binance.market(for: ethBtc, in: .futures) == nil)
    }

    static let quotes: [String?] = [nil, "USDT", "USDC", "DAI", "BTC", "ETH", "EUR", "KRW", "USD", "TRY"]

    /// Seeded symbols of 2 to 6 letters and digits.
    static func bases(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return (0..<count).map { _ in
            String(
                (0..<Int.random(in: 2...6, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
        }
    }

    @Test(
        "for any pair: a list is chosen exactly when the exchange names an instrument there, and no dated contract is ever one",
        arguments: [1, 2, 3] as [UInt64])
    func instrumentClass(seed: UInt64) {
        let dated = ["_200925", "_PERP_X", "H25", "Z23", "U24", "-250328", "-SWAP-1"]
        for base in Self.bases(count: 60, seed: seed) {
            for quote in Self.quotes where quote != base {
                let pair = CoinPair(base: base, quote: quote)
                for exchange in Exchange.allCases {
                    for command in [Market.spot, .futures] {
                        let list = exchange.market(for: pair, in: command)
                        let name = list.flatMap { exchange.instrument(pair, market: $0) }
                        #expect((list == nil) == (name == nil), "\(exchange) \(command) \(pair.text)")
                        guard let name else { continue }
                        #expect(name.contains(base), "\(name)")
                        // A dated contract's name is a perpetual's plus a date: never equal to one.
                        for suffix in dated {
                            #expect(exchange.instrument(pair, market: list!) != base + "USD" + suffix)
                        }
                        #expect(!name.hasSuffix("_200925") && !name.contains("USD_2"))
                    }
                }
            }
        }
    }

    @Test("symbols as written: BTC, btc/usdc; a pair of one coin with itself, or three parts, is no symbol")
    func parsing() {
        #expect(CoinPair.parse("btc") == CoinPair(base: "BTC"))
        #expect(CoinPair.parse("btc/usdc") == CoinPair(base: "BTC", quote: "USDC"))
        #expect(CoinPair.parse("BTC/BTC") == nil)
        #expect(CoinPair.parse("A/B/C") == nil)
        #expect(CoinPair.parse("/USDT") == nil)
        #expect(CoinPair.parse("BTC/") == nil)
        #expect(CoinPair.parse("BTC/US$") == nil)
        #expect(CoinPair.parse("BTC/USDC")?.text == "BTC/USDC")
    }

    // MARK: Which requests a command makes

    static func service(
        _ http: some HTTPClient, exchanges: [Exchange] = Exchange.allCases, base: String? = nil,
        fallback: String? = nil, elapsed: @escaping @Sendable () -> Double = { 0 }
    ) -> MarketService {
        MarketService(
            cacheDirectory: TestFiles.temporaryDirectory(), http: http, clock: { now }, offline: false,
            baseURL: base, fallbackURL: fallback, exchanges: exchanges, elapsed: elapsed)
    }

    @Test(
        "futures BTC BTC/USD ETH/USDC: Binance fapi and dapi, Bybit linear and inverse, one OKX SWAP list, Bitget USDT only"
    )
    func futuresRequests() {
        let http = RoutedHTTPClient([])
        let pairs = [
            CoinPair(base: "BTC"), CoinPair(base: "BTC", quote: "USD"), CoinPair(base: "ETH", quote: "USDC"),
        ]
        let answers = Self.service(http).prices(.futures, pairs: pairs)
        #expect(
            answers.map { "\($0.exchange.rawValue)-\($0.market.rawValue)" } == [
                "binance-futures", "binance-inverse", "bybit-futures", "bybit-inverse", "bitget-futures",
                "okx-futures",
            ])
        #expect(
            Set(http.requests) == [
                "https://fapi.binance.com/fapi/v1/ticker/24hr",
                "https://dapi.binance.com/dapi/v1/ticker/24hr?symbol=BTCUSD_PERP",
                "https://api.bybit.com/v5/market/tickers?category=linear",
                "https://api.bybit.com/v5/market/tickers?category=inverse&symbol=BTCUSD",
                "https://api.bitget.com/api/v2/mix/market/tickers?productType=USDT-FUTURES&symbol=BTCUSDT",
                "https://www.okx.com/api/v5/market/tickers?instType=SWAP",
                // Each failed at its first host: Bybit and OKX tried their second.
                "https://api.bytick.com/v5/market/tickers?category=linear",
                "https://api.bytick.com/v5/market/tickers?category=inverse&symbol=BTCUSD",
                "https://aws.okx.com/api/v5/market/tickers?instType=SWAP",
            ])
        #expect(answers.map(\.name).contains("Binance inverse"))
    }

    @Test(
        "coins BTC/USDC: the Korean exchanges, which have no USDC market, are not asked and show -, without a reason"
    )
    func notListedNotAsked() {
        let http = RoutedHTTPClient.allExchanges()
        let pair = CoinPair(base: "BTC", quote: "USDC")
        let answers = Self.service(http).prices(.spot, pairs: [pair])
        #expect(
            !http.requests.contains { $0.contains("upbit") || $0.contains("bithumb") }, "\(http.requests)")
        #expect(http.requests.contains("https://api.binance.com/api/v3/ticker/24hr?symbol=BTCUSDC"))
        let quote = CoinQuote(pair: pair, market: .spot, answers: answers, usdKrw: nil)
        #expect(quote.cell(on: .upbit)?.ticker == nil)
        #expect(quote.cell(on: .upbit)?.error == nil)
        #expect(quote.cell(on: .upbit)?.answer?.error == nil)
        #expect(quote.kimchiPremium == nil)
    }

    @Test(
        "Binance refuses a list with one symbol it does not list (-1121): the whole market answers, the rest show -"
    )
    func binanceWholeMarketFallback() throws {
        let http = RoutedHTTPClient([
            (
                "api.binance.com/api/v3/ticker/24hr?symbols",
                .success(
                    HTTPResponse(
                        status: 400,
                        body: TestFiles.fixture("markets/binance-error-1121-invalid-symbol-binancedocs.json"))
                )
            ),
            (
                "api.binance.com/api/v3/ticker/24hr",
                .success(
                    HTTPResponse(
                        status: 200, body: TestFiles.fixture("markets/derived/binance-spot-btc-eth.json")))
            ),
        ])
        let pairs = [CoinPair(base: "BTC"), CoinPair(base: "NOPE")]
        let answer = try #require(Self.service(http, exchanges: [.binance]).prices(.spot, pairs: pairs).first)
        #expect(
            http.requests == [
                "https://api.binance.com/api/v3/ticker/24hr?symbols=%5B%22BTCUSDT%22,%22NOPEUSDT%22%5D",
                "https://api.binance.com/api/v3/ticker/24hr",
            ])
        #expect(answer.error == nil)
        #expect(answer.table?.ticker(for: "BTC")?.price == Self.d("97000.00"))
        #expect(answer.table?.ticker(for: "NOPE") == nil)
    }

    @Test(
        "Upbit answers a list with one market it does not have with 404: its whole ticker list answers instead"
    )
    func upbitWholeMarketFallback() throws {
        let http = RoutedHTTPClient([
            (
                "api.upbit.com/v1/ticker?markets",
                .success(
                    HTTPResponse(
                        status: 404, body: TestFiles.fixture("markets/upbit-error-404-code-not-found.json")))
            ),
            (
                "api.upbit.com/v1/ticker/all",
                .success(
                    HTTPResponse(status: 200, body: TestFiles.fixture("markets/derived/upbit-btc-eth.json")))
            ),
        ])
        let pairs = [CoinPair(base: "BTC"), CoinPair(base: "NOPE")]
        let answer = try #require(Self.service(http, exchanges: [.upbit]).prices(.spot, pairs: pairs).first)
        #expect(
            http.requests == [
                "https://api.upbit.com/v1/ticker?markets=KRW-BTC,KRW-NOPE",
                "https://api.upbit.com/v1/ticker/all?quote_currencies=KRW,BTC,USDT",
            ])
        #expect(answer.error == nil)
        #expect(answer.table?.ticker(for: "BTC")?.price == Self.d("148000000"))
        // A single market Upbit does not have is its own answer: not asked twice.
        let one = RoutedHTTPClient([
            (
                "api.upbit.com",
                .success(
                    HTTPResponse(
                        status: 404, body: TestFiles.fixture("markets/upbit-error-404-code-not-found.json")))
            )
        ])
        _ = Self.service(one, exchanges: [.upbit]).prices(.spot, coins: ["NOPE"])
        #expect(one.requests == ["https://api.upbit.com/v1/ticker?markets=KRW-NOPE"])
    }

    @Test("the chosen exchanges only, in the table's order, whatever order they were named in")
    func chosen() {
        let http = RoutedHTTPClient.allExchanges()
        let service = Self.service(http, exchanges: [.upbit, .okx, .upbit])
        #expect(service.serving(.spot) == [.okx, .upbit])
        #expect(service.serving(.futures) == [.okx])
        _ = service.prices(.spot, coins: ["BTC"])
        #expect(
            http.requests.allSatisfy { $0.contains("okx.com") || $0.contains("upbit.com") },
            "\(http.requests)")
        #expect(http.requests.count == 2)
    }

    // MARK: The second host

    /// Records every request's URL and timeout; answers by URL prefix.
    final class TimedClient: HTTPClient, @unchecked Sendable {
        let lock = NSLock()
        var calls: [(url: String, timeout: Double)] = []
        let answer: @Sendable (String) -> Result<HTTPResponse, TransportError>

        init(_ answer: @escaping @Sendable (String) -> Result<HTTPResponse, TransportError>) {
            self.answer = answer
        }

        func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError> {
            lock.lock()
            calls.append((url, timeout))
            lock.unlock()
            return answer(url)
        }
    }

    static let bybitBody = TestFiles.fixture("markets/derived/bybit-spot-btc-eth.json")

    @Test(
        "a connection failure at the first host is tried once at the second, in what is left of the budget",
        arguments: [TransportError.cannotConnect, .cannotResolveHost])
    func secondHost(failure: TransportError) throws {
        let client = TimedClient { url in
            url.hasPrefix("https://api.bybit.com")
                ? .failure(failure) : .success(HTTPResponse(status: 200, body: MarketPairsTests.bybitBody))
        }
        // The first try "takes" 1.5 s of the 5 s budget.
        let ticks = Mutex<[Double]>([10, 11.5, 11.5, 11.5])
        let elapsed: @Sendable () -> Double = { ticks.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] } }
        let answer = Self.service(client, exchanges: [.bybit], elapsed: elapsed).answer(
            MarketRequest(exchange: .bybit, market: .spot, coins: ["BTC", "ETH"]))
        #expect(answer.error == nil)
        #expect(answer.table?.ticker(for: "BTC")?.price == Self.d("97050.00"))
        #expect(
            client.calls.map { $0.url } == [
                "https://api.bybit.com/v5/market/tickers?category=spot",
                "https://api.bytick.com/v5/market/tickers?category=spot",
            ])
        let second = client.calls.last?.timeout ?? 0
        #expect(second <= 3.5 + 1e-9 && second > 3, "\(second)")
    }

    @Test("an HTTP error, a timeout, or too little time left is not tried again; Binance has no second host")
    func noSecondHost() {
        let refused = TimedClient { _ in .success(HTTPResponse(status: 403, body: Array("blocked".utf8))) }
        let answer = Self.service(refused, exchanges: [.bybit]).answer(
            MarketRequest(exchange: .bybit, market: .spot, coins: ["BTC"]))
        #expect(refused.calls.count == 1)
        if case .notJSON(.bybit, 403, _)? = answer.error {
        } else {
            Issue.record("\(String(describing: answer.error))")
        }
        let slow = TimedClient { _ in .failure(.timedOut(seconds: 5)) }
        _ = Self.service(slow, exchanges: [.okx]).answer(
            MarketRequest(exchange: .okx, market: .spot, coins: ["BTC"]))
        #expect(slow.calls.count == 1)
        let late = TimedClient { _ in .failure(.cannotConnect) }
        let ticks = Mutex<[Double]>([0, 4.8])
        let elapsed: @Sendable () -> Double = { ticks.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] } }
        _ = Self.service(late, exchanges: [.okx], elapsed: elapsed).answer(
            MarketRequest(exchange: .okx, market: .spot, coins: ["BTC"]))
        #expect(late.calls.count == 1)
        let binance = TimedClient { _ in .failure(.cannotConnect) }
        _ = Self.service(binance, exchanges: [.binance]).answer(
            MarketRequest(exchange: .binance, market: .spot, coins: ["BTC"]))
        #expect(binance.calls.count == 1)
    }

    @Test("with HWAN_MARKET_BASE_URL the second host is HWAN_MARKET_FALLBACK_URL, for Bybit and OKX only")
    func testHosts() {
        let service = Self.service(
            RoutedHTTPClient([]), base: "http://127.0.0.1:9/", fallback: "http://127.0.0.1:8000")
        let bybit = MarketRequest(exchange: .bybit, market: .spot, coins: ["BTC"])
        #expect(service.hosts(for: bybit) == ["http://127.0.0.1:9/", "http://127.0.0.1:8000"])
        #expect(
            service.hosts(for: MarketRequest(exchange: .upbit, market: .spot, coins: ["BTC"])) == [
                "http://127.0.0.1:9/"
            ])
        let none = Self.service(RoutedHTTPClient([]), base: "http://127.0.0.1:9")
        #expect(none.hosts(for: bybit) == ["http://127.0.0.1:9"])
        let own = Self.service(RoutedHTTPClient([]))
        #expect(own.hosts(for: bybit) == [nil, "https://api.bytick.com"])
    }

    // MARK: The table and JSON

    static func session(_ http: RoutedHTTPClient, mode: OutputMode = .human, language: Language = .en) throws
        -> Session
    {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let rates = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let markets = MarketService(cacheDirectory: dir, http: http, clock: { now }, offline: false)
        return Session(
            preferences: Preferences(language: language, mode: mode), rateService: rates, zone: .kst,
            markets: markets)
    }

    /// Bodies for `coins ETH/BTC BTC/EUR`, derived from real ones: Binance's docs
    /// example renamed ETHBTC at 0.0634; Bybit's real spot body (which lists
    /// ETHBTC); Upbit's real KRW-BTC ticker renamed BTC-ETH (its BTC market) at 0.0635.
    static func pairRoutes() -> RoutedHTTPClient {
        func renamed(_ file: String, _ changes: [(String, String)]) -> Result<HTTPResponse, TransportError> {
            var text = String(decoding: TestFiles.fixture("markets/" + file), as: UTF8.self)
            for (from, to) in changes { text = text.replacingOccurrences(of: from, with: to) }
            return .success(HTTPResponse(status: 200, body: Array(text.utf8)))
        }
        return RoutedHTTPClient([
            (
                "api.binance.com",
                renamed(
                    "binance-spot-ticker24hr-single-docsexample-nautilus.json",
                    [("BNBBTC", "ETHBTC"), ("4.00000200", "0.06340000")])
            ),
            ("api.bybit.com", renamed("bybit-spot-tickers-xchange-2023-09-06.json", [])),
            (
                "api.upbit.com",
                renamed(
                    "upbit-ticker-krw-btc-gotest-2021-08-05.json",
                    [("KRW-BTC", "BTC-ETH"), ("\"trade_price\":44362000.0", "\"trade_price\":0.0635")])
            ),
            (
                "www.okx.com",
                .success(
                    HTTPResponse(
                        status: 200,
                        body: TestFiles.fixture("markets/okx-error-50011-rate-limit-nautilus.json")))
            ),
        ])
    }

    @Test(
        "coins ETH/BTC BTC/EUR: prices in BTC where listed, - elsewhere, every failed exchange's reason below"
    )
    func pairTable() throws {
        let http = Self.pairRoutes()
        let reply = try Self.session(http).execute("coins ETH/BTC btc/eur")
        let lines = reply.output
        let eth = try #require(lines.first { $0.hasPrefix("ETH/BTC") })
        // High and low among the prices in BTC, Upbit's BTC market among them.
        #expect(
            eth.split(separator: " ").map(String.init) == [
                "ETH/BTC", "0.0634000", "0.0633410", "-", "-", "Upbit/Bybit", "0.25%", "0.0635000", "-", "-",
            ], "\(eth)")
        let eur = try #require(lines.first { $0.hasPrefix("BTC/EUR") })
        #expect(eur.split(separator: " ").dropFirst().allSatisfy { $0 == "-" }, "\(eur)")
        #expect(lines.contains { $0.hasPrefix("Bitget: cannot connect to the server") })
        #expect(lines.contains { $0.hasPrefix("OKX: ") })
        // Bithumb lists no BTC or EUR market: not asked, no reason line.
        #expect(!http.requests.contains { $0.contains("bithumb") })
        #expect(!lines.contains { $0.hasPrefix("Bithumb:") })
        #expect(http.requests.contains("https://api.upbit.com/v1/ticker?markets=BTC-ETH"))
        #expect(reply.status == .success)
    }

    @Test("--json: volume24h and turnover24h, null where not given; the pair's quote on each exchange")
    func pairJSON() throws {
        let reply = try Self.session(Self.pairRoutes(), mode: .json).execute("coins ETH/BTC")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(reply.output[0].utf8)) as? [String: Any])
        #expect(object["symbol"] as? String == "ETH/BTC")
        #expect(object["base"] as? String == "ETH")
        #expect(object["quote"] as? String == "BTC")
        #expect(object["kimchiPremium"] is NSNull)
        let exchanges = try #require(object["exchanges"] as? [String: [String: Any]])
        #expect(exchanges["upbit"]?["quote"] as? String == "BTC")
        #expect((exchanges["bybit"]?["volume24h"] as? NSNumber)?.stringValue == "302.828")
        #expect((exchanges["bybit"]?["turnover24h"] as? NSNumber)?.stringValue == "19.311170759")
        #expect(exchanges["bitget"]?["volume24h"] is NSNull)
        #expect(exchanges["bitget"]?["turnover24h"] is NSNull)
        #expect(exchanges["bithumb"]?["error"] as? String == "not listed")
        #expect(reply.output[0].contains(#""turnover24h":321511335721.21606"#), "\(reply.output[0])")
    }

    @Test("a failed exchange whose saved prices are shown has source cache, its age and the error in JSON")
    func savedWithError() throws {
        let http = RoutedHTTPClient.allExchanges()
        let dir = TestFiles.temporaryDirectory()
        let clock = Mutex<Int64>(Self.now)
        let markets = MarketService(
            cacheDirectory: dir, http: http, clock: { clock.withLock { $0 } }, offline: false)
        _ = markets.prices(.spot, coins: ["BTC"])
        clock.withLock { $0 += 30 }
        http.set("api.upbit.com", .failure(.cannotConnect))
        let answers = markets.prices(.spot, coins: ["BTC"])
        let quotes = CoinQuote.rows(["BTC"], market: .spot, answers: answers, usdKrw: nil)
        let json = CoinsTableText.json(
            market: .spot, quotes: quotes, answers: answers, dollar: nil, now: Self.now + 30)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json[0].utf8)) as? [String: Any])
        let upbit = try #require((object["exchanges"] as? [String: [String: Any]])?["upbit"])
        #expect(upbit["source"] as? String == "cache")
        #expect((upbit["age"] as? NSNumber)?.intValue == 30)
        #expect(upbit["error"] as? String == "cannot connect to the server")
        #expect((upbit["price"] as? NSNumber) != nil)
        let binance = try #require((object["exchanges"] as? [String: [String: Any]])?["binance"])
        #expect(binance["error"] == nil)
        let text = CoinsTableText.lines(
            market: .spot, quotes: quotes, answers: answers, dollar: nil, language: .en, palette: .plain,
            now: Self.now + 30)
        #expect(text.contains("Upbit: cannot connect to the server — showing saved prices (30s ago)"))
    }

    @Test("-t: one tab-separated row of plain numbers per symbol, no header, - where no price")
    func terse() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let rates = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { Self.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let markets = MarketService(
            cacheDirectory: dir, http: RoutedHTTPClient.allExchanges(), clock: { Self.now }, offline: false)
        let session = Session(
            preferences: Preferences(language: .en, mode: .terse), rateService: rates, zone: .kst,
            markets: markets)
        let reply = session.execute("coins BTC XRP")
        #expect(
            reply.output == [
                "BTC\t97000\t97050\t97097\t97010\t148000000\t148100000\t0.10\t1.04",
                "XRP\t-\t-\t-\t-\t-\t-\t-\t-",
            ])
        let futures = session.execute("futures BTC")
        #expect(futures.output == ["BTC\t96950\t96990.1\t97001.5\t96980\t0.05"])
    }

    @Test(
        "a price in a coin keeps six significant digits; in dollars and won, the digits that matter at its size"
    )
    func coinQuotedPrices() {
        #expect(CoinsTableText.priceText(Self.d("0.063341"), quote: "BTC") == "0.0633410")
        #expect(CoinsTableText.priceText(Self.d("4.00000200"), quote: "BTC") == "4.00000")
        #expect(CoinsTableText.priceText(Self.d("0.000006"), quote: "BTC") == "0.00000600000")
        #expect(CoinsTableText.priceText(Self.d("15.5"), quote: "ETH") == "15.5000")
        #expect(CoinsTableText.priceText(Self.d("97010.5"), quote: "USDC") == "97,010.50")
        #expect(CoinsTableText.priceText(Self.d("148000000"), quote: "KRW") == "148,000,000")
    }

    @Test("volumes read in a few digits: 523.4, 102.6K, 11.0B, 0.1205")
    func compact() {
        #expect(CoinsTableText.compact(Self.d("523.44")) == "523.44")
        #expect(CoinsTableText.compact(Self.d("102583.4090")) == "102.6K")
        #expect(CoinsTableText.compact(Self.d("10983940889.69")) == "11.0B")
        #expect(CoinsTableText.compact(Self.d("2000000000000")) == "2.0T")
        #expect(CoinsTableText.compact(Self.d("0.1205")) == "0.1205")
        #expect(CoinsTableText.compact(.zero) == "0")
        #expect(CoinsTableText.compact(Self.d("999.999")) == "1,000")
    }

    @Test("the coins board's header: USD/KRW with its change beside it, in the palette's colours")
    func dollarChange() {
        let rate = CoinsTableText.DollarRate(
            usdKrw: ExactFraction(Self.d("1380.25")), provider: "open-er-api",
            change: ExactFraction(Self.d("0.123")))
        #expect(
            CoinsTableText.header(market: .spot, dollar: rate, language: .en)
                == "Coin prices · spot (USDT, KRW) · USD/KRW 1,380.25 ▲0.12% (open-er-api)")
        var down = rate
        down.change = ExactFraction(Self.d("-0.3"))
        #expect(
            CoinsTableText.header(
                market: .spot, dollar: down, language: .ko, palette: Palette(upDown: .korean))
                == "코인 시세 · 현물 (USDT, KRW) · USD/KRW 1,380.25 \u{1B}[34m▼0.30%\u{1B}[0m (open-er-api)")
        let entry = HistoryEntry(
            provider: "open-er-api", base: "USD", time: 0, rates: ["KRW": Self.d("1380")])
        #expect(CoinsBoardSource.dollarInWon(in: entry) == ExactFraction(Self.d("1380")))
        let bank = HistoryEntry(
            provider: "dunamu", base: "KRW", time: 0, quote: .basePerUnit, rates: ["USD": Self.d("1390.5")])
        #expect(CoinsBoardSource.dollarInWon(in: bank) == ExactFraction(Self.d("1390.5")))
    }
}
