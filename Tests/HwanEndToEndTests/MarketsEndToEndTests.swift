import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SPEC §9's market shapes through the built binary against a loopback
/// server: `BASE/QUOTE` pairs, coin-margined futures, volume columns, the
/// `exchanges` key and `HWAN_EXCHANGES`, the second host, and coin errors
/// that name the exchange the answer needed. Bodies a real exchange would
/// send for a pair no fixture has are derived from the real ones, as each
/// route says.
@Suite("End to end: market shapes, chosen exchanges, the second host", .serialized)
struct MarketsEndToEndTests {
    let now = Int(Date().timeIntervalSince1970)

    static func body(_ name: String, _ changes: [(String, String)] = []) -> LoopbackServer.Response {
        var text = String(decoding: Fixture.bytes("markets/" + name), as: UTF8.self)
        for (from, to) in changes { text = text.replacingOccurrences(of: from, with: to) }
        return .init(status: 200, body: Array(text.utf8))
    }

    /// Every exchange's paths for the shapes below, and the rates.
    func server() throws -> LoopbackServer {
        try LoopbackServer(routes: [
            // Binance spot: the docs example renamed BTCUSDC at 97,010.5 (Binance lists BTCUSDC).
            (
                "/api/v3/ticker/24hr?symbol=BTCUSDC",
                Self.body(
                    "binance-spot-ticker24hr-single-docsexample-nautilus.json",
                    [("BNBBTC", "BTCUSDC"), ("4.00000200", "97010.50")])
            ),
            ("/api/v3/ticker/24hr", Self.body("derived/binance-spot-btc-eth.json")),
            // dapi: the docs example's dated contract, and beside it the same item renamed BTCUSD_PERP.
            (
                "/dapi/v1/ticker/24hr",
                Self.body(
                    "binance-coinfutures-dapi-ticker24hr-array-docsexample-jkorf.json",
                    [
                        (
                            "\n]",
                            String(
                                decoding: Fixture.bytes(
                                    "markets/binance-coinfutures-dapi-ticker24hr-array-docsexample-jkorf.json"
                                ),
                                as: UTF8.self
                            ).replacingOccurrences(of: "[", with: ",").replacingOccurrences(
                                of: "BTCUSD_200925", with: "BTCUSD_PERP"
                            ).replacingOccurrences(of: "\"9651.6\"", with: "\"9702.3\"")
                        )
                    ])
            ),
            ("/fapi/v1/ticker/24hr", Self.body("derived/binance-futures-all.json")),
            ("/v5/market/tickers?category=inverse", Self.body("bybit-inverse-tickers-jkorf.json")),
            ("/v5/market/tickers?category=spot", Self.body("derived/bybit-spot-btc-eth.json")),
            ("/v5/market/tickers?category=linear", Self.body("derived/bybit-linear-btc-eth.json")),
            ("/api/v2/spot/market/tickers", Self.body("derived/bitget-spot-btc-eth.json")),
            ("/api/v2/mix/market/tickers", Self.body("derived/bitget-mix-btc-eth.json")),
            ("/api/v5/market/tickers?instType=SWAP", Self.body("okx-swap-tickers-okxdocs-via-jkorf.json")),
            ("/api/v5/market/tickers?instType=SPOT", Self.body("derived/okx-spot-btc-eth.json")),
            ("/v1/ticker", Self.body("derived/upbit-btc-eth.json")),
            ("/public/ticker/ALL_KRW", Self.body("derived/bithumb-all-krw-btc-eth.json")),
            (
                "/v6/latest/USD",
                .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now))
            ),
        ])
    }

    func environment(_ server: LoopbackServer) -> [String: String] {
        ["HWAN_MARKET_BASE_URL": server.baseURL, "HWAN_BASE_URL": server.baseURL]
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test(
        "coins BTC/USDC: each exchange asked for its own BTCUSDC name; the Korean ones are not asked and show -"
    )
    func usdcSpot() throws {
        let server = try server()
        defer { server.stop() }
        let result = try HwanProcess().run(
            ["--lang", "en", "coins", "BTC/USDC"], environment: environment(server))
        #expect(result.status == 0, "\(result.stderr)")
        let row = try #require(Self.lines(result.stdout).first { $0.hasPrefix("BTC/USDC") })
        #expect(row.contains("97,010.50"), "\(row)")
        #expect(
            row.hasSuffix("-  -  -") || row.split(separator: " ").suffix(3).allSatisfy { $0 == "-" }, "\(row)"
        )
        #expect(
            server.requests.sorted() == [
                "/api/v2/spot/market/tickers?symbol=BTCUSDC",
                "/api/v3/ticker/24hr?symbol=BTCUSDC",
                "/api/v5/market/tickers?instType=SPOT",
                "/v5/market/tickers?category=spot&symbol=BTCUSDC",
                "/v6/latest/USD",
            ])
        #expect(!result.stdout.contains("Upbit:"))
        #expect(!result.stdout.contains("Bithumb:"))
    }

    @Test(
        "futures BTC/USD: Binance's perpetual (not the dated contract), Bybit inverse, OKX BTC-USD-SWAP; Bitget -"
    )
    func inverseFutures() throws {
        let server = try server()
        defer { server.stop() }
        let hwan = HwanProcess()
        let result = try hwan.run(["--lang", "en", "futures", "BTC/USD"], environment: environment(server))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result.stdout)
        let row = try #require(lines.first { $0.hasPrefix("BTC/USD") })
        let cells = row.split(separator: " ").map(String.init)
        #expect(
            cells == ["BTC/USD", "9,702.30", "16,597.00", "-", "9,999.99", "Bybit/Binance", "71.06%"],
            "\(row)")
        #expect(!row.contains("9,651.60"))
        // Volume in the coin: dapi `baseVolume`, Bybit inverse `turnover24h`, OKX `volCcy24h`.
        // Turnover in USD: Bybit's `volume24h`; dapi and OKX count contracts, so none.
        let volume = try #require(lines.first { $0.hasPrefix("vol/turnover") })
        #expect(
            volume.split(separator: " ").map(String.init) == [
                "vol/turnover", "5.2K/-", "2.4K/49.3M", "2.2K/-",
            ],
            "\(volume)")
        #expect(lines.last?.contains("Binance inverse") == true, "\(lines)")
        #expect(
            server.requests.sorted() == [
                "/api/v5/market/tickers?instType=SWAP",
                "/dapi/v1/ticker/24hr?symbol=BTCUSD_PERP",
                "/v5/market/tickers?category=inverse&symbol=BTCUSD",
            ])
        let json = try hwan.run(
            ["--json", "--offline", "futures", "BTC/USD"], environment: environment(server))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let exchanges = try #require(object["exchanges"] as? [String: [String: Any]], "\(json.stdout)")
        #expect(exchanges["okx"]?["turnover24h"] is NSNull)
        #expect((exchanges["okx"]?["volume24h"] as? NSNumber)?.intValue == 2222)
        #expect(exchanges["bybit"]?["quote"] as? String == "USD")
        #expect((exchanges["bybit"]?["turnover24h"] as? NSNumber)?.intValue == 49_337_318)
        #expect(exchanges["bitget"]?["error"] as? String == "not listed")
    }

    @Test("the config's exchanges: only those are asked and shown, in the table's order")
    func exchangesKey() throws {
        let server = try server()
        defer { server.stop() }
        let hwan = HwanProcess()
        let directory = hwan.home + "/.config/hwan"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "exchanges = upbit okx\n".write(toFile: directory + "/config", atomically: true, encoding: .utf8)
        let result = try hwan.run(["--lang", "en", "coins", "BTC"], environment: environment(server))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result.stdout)
        #expect(
            lines[1].split(separator: " ").map(String.init) == [
                "Symbol", "OKX", "High/Low", "Spread", "Upbit", "Kimchi",
            ])
        #expect(
            lines.last == "Fetched: OKX 0s ago · Upbit 0s ago"
                || lines.last?.hasPrefix("Fetched: OKX ") == true)
        #expect(
            server.requests.sorted() == [
                "/api/v5/market/tickers?instType=SPOT", "/v1/ticker?markets=KRW-BTC", "/v6/latest/USD",
            ])
        // HWAN_EXCHANGES wins over the file.
        var environment = environment(server)
        environment["HWAN_EXCHANGES"] = "Binance,bybit"
        let env = try hwan.run(["--lang", "en", "coins", "ETH"], environment: environment)
        #expect(Self.lines(env.stdout)[1].split(separator: " ").first { $0 == "Binance" } != nil)
        #expect(!env.stdout.contains("OKX"))
        #expect(!env.stdout.contains("Upbit"))
    }

    @Test(
        "an exchange hwan does not know, in HWAN_EXCHANGES or the config, is a usage error with the nearest name"
    )
    func unknownExchange() throws {
        let hwan = HwanProcess()
        let env = try hwan.run(
            ["--lang", "en", "--offline", "coins"], environment: ["HWAN_EXCHANGES": "binance upbitt"])
        #expect(env.status == 64)
        #expect(
            env.stderr.contains("HWAN_EXCHANGES: unknown value 'upbitt' (did you mean upbit?)"),
            "\(env.stderr)")
        let directory = hwan.home + "/.config/hwan"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try "# mine\nexchanges = bynance\n".write(
            toFile: directory + "/config", atomically: true, encoding: .utf8)
        let file = try hwan.run(["--lang", "en", "--offline", "coins"])
        #expect(file.status == 64)
        #expect(
            file.stderr.contains(
                directory + "/config:2: exchanges: unknown value 'bynance' (did you mean binance?)"),
            "\(file.stderr)")
    }

    /// A loopback port nothing listens on: bound, then closed.
    static func closedPort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        try #require(bound)
        return UInt16(bigEndian: address.sin_port)
    }

    @Test(
        "the first host refuses the connection: Bybit and OKX are asked at their second host, in the same run"
    )
    func secondHost() throws {
        let server = try server()
        defer { server.stop() }
        let closed = "http://127.0.0.1:\(try Self.closedPort())"
        let result = try HwanProcess().run(
            ["--lang", "en", "coins", "BTC", "ETH"],
            environment: [
                "HWAN_MARKET_BASE_URL": closed, "HWAN_MARKET_FALLBACK_URL": server.baseURL,
                "HWAN_BASE_URL": server.baseURL,
            ], timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result.stdout)
        let btc = try #require(lines.first { $0.hasPrefix("BTC") })
        #expect(
            btc.split(separator: " ").map(String.init).prefix(5) == [
                "BTC", "-", "97,050.00", "-", "97,010.00",
            ], "\(btc)")
        for name in ["Binance", "Bitget", "Upbit", "Bithumb"] {
            #expect(lines.contains("\(name): cannot connect to the server"), "\(name): \(lines)")
        }
        #expect(!lines.contains { $0.hasPrefix("Bybit:") || $0.hasPrefix("OKX:") })
        #expect(
            server.requests.sorted() == [
                "/api/v5/market/tickers?instType=SPOT", "/v5/market/tickers?category=spot", "/v6/latest/USD",
            ])
    }

    @Test(
        "offline with nothing saved: 1 BTC to KRW blames Upbit, 0.5 ETH to USD Binance, each with its reason")
    func coinErrors() throws {
        let hwan = HwanProcess()
        let krw = try hwan.run(["--lang", "en", "--offline", "1", "BTC", "to", "KRW"])
        #expect(krw.status == 2)
        #expect(
            krw.stderr.contains(
                "no BTC price — Upbit: offline, and no saved prices; go online, or see coins BTC"),
            "\(krw.stderr)")
        #expect(!krw.stderr.contains("above"))
        let usd = try hwan.run(["--lang", "ko", "--offline", "0.5", "ETH", "to", "USD"])
        #expect(usd.status == 2)
        #expect(usd.stderr.contains("ETH 시세를 받지 못했습니다 — Binance: 오프라인이고 저장된 시세가 없습니다"), "\(usd.stderr)")
        #expect(!usd.stderr.contains("위에"))
    }

    @Test("coins with every exchange unreachable: a reason line for each below the table, exit 2")
    func everyReason() throws {
        let closed = "http://127.0.0.1:\(try Self.closedPort())"
        let result = try HwanProcess().run(
            ["--lang", "en", "--offline", "coins", "BTC"], environment: ["HWAN_MARKET_BASE_URL": closed])
        #expect(result.status == 2)
        let lines = Self.lines(result.stdout)
        for exchange in ["Binance", "Bybit", "Bitget", "OKX", "Upbit", "Bithumb"] {
            #expect(lines.contains("\(exchange): offline, and no saved prices"), "\(exchange)")
        }
    }
}
