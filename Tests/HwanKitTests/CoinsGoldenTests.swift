import Foundation
import HwanKit
import Testing

/// `coins`, `futures` and coin conversions over the derived exchange bodies
/// and the saved open-er-api rates (USD/KRW 1,510.025482), at a fixed time.
@Suite("coins golden files")
struct CoinsGoldenTests {
    static let now: Int64 = 1_764_000_007

    static func session(
        language: Language, mode: OutputMode = .human, palette: Palette = .plain,
        http: RoutedHTTPClient = .allExchanges(), coins: [String]? = nil
    ) throws -> Session {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        var preferences = Preferences(language: language, mode: mode)
        preferences.palette = palette
        if let coins { preferences.coins = coins }
        let markets = MarketService(cacheDirectory: dir, http: http, clock: { now }, offline: false)
        return Session(preferences: preferences, rateService: service, zone: .kst, markets: markets)
    }

    static func transcript(_ session: Session, _ lines: [String]) -> String {
        var text = ""
        for line in lines {
            text += "> \(line)\n"
            let reply = session.execute(line)
            for output in reply.output { text += output + "\n" }
            if let error = reply.error { text += "! \(error)\n" }
        }
        return text
    }

    static let lines = [
        "coins BTC ETH", "futures btc,eth", "1 BTC to KRW", "0.5 ETH to USD", "1 ETH to BTC", "100만원 to BTC",
        "coins BTC!", "코인 비트코인 이더리움",
    ]

    @Test("coins, futures and conversions, in Korean and English", arguments: [Language.ko, .en])
    func table(language: Language) throws {
        let text = Self.transcript(try Self.session(language: language), Self.lines)
        let (actual, expected) = SessionHarness.check(text, against: "coins-\(language.rawValue).txt")
        #expect(actual == expected)
    }

    @Test("-t: one tab-separated row of plain numbers per symbol, no header (SPEC §1)")
    func terse() throws {
        let lines = try Self.session(language: .en, mode: .terse).execute("coins BTC ETH").output
        #expect(lines.count == 2, "\(lines)")
        #expect(lines[0].hasPrefix("BTC\t97000\t") && lines[1].hasPrefix("ETH\t3500\t"), "\(lines)")
        #expect(lines.allSatisfy { !$0.contains(" ") && !$0.contains(",") })
    }

    @Test("--json: one object per symbol, and the exchange a conversion used")
    func json() throws {
        let text = Self.transcript(
            try Self.session(language: .en, mode: .json),
            ["coins BTC ETH", "futures BTC", "1 BTC to KRW", "0.5 ETH to USD"])
        let (actual, expected) = SessionHarness.check(text, against: "coins-json.txt")
        #expect(actual == expected)
        let objects = text.split(separator: "\n").filter { $0.hasPrefix("{") }
        let btc = try JSONSerialization.jsonObject(with: Data(objects[0].utf8)) as! [String: Any]
        #expect(btc["symbol"] as? String == "BTC")
        #expect(btc["high"] as? String == "bitget")
        #expect(btc["low"] as? String == "binance")
        #expect((btc["premium"] as? NSNumber)?.stringValue == "0.1")
        #expect(abs(((btc["kimchiPremium"] as? NSNumber)?.doubleValue ?? 0) - 1.0428773596) < 1e-9)
        let exchanges = btc["exchanges"] as! [String: [String: Any]]
        #expect(Set(exchanges.keys) == ["binance", "bybit", "bitget", "okx", "upbit", "bithumb"])
        #expect(exchanges["upbit"]?["quote"] as? String == "KRW")
        #expect((exchanges["bybit"]?["change24h"] as? NSNumber)?.doubleValue == 1.25)
        #expect(objects[3].contains(#""source":"upbit""#))
        #expect(objects[4].contains(#""source":"binance""#))
    }

    @Test(
        "a coin no exchange priced names the exchange the answer needed and why (KRW: Upbit), not a rate table, and exits 2"
    )
    func coinUnpriced() throws {
        let http = RoutedHTTPClient.allExchanges()
        http.set("api.upbit.com", .failure(.cannotConnect))
        http.set("api.binance.com", .failure(.cannotConnect))
        let session = try Self.session(language: .en, http: http)
        let reply = session.execute("1 BTC to KRW")
        #expect(reply.status == .dataUnavailable)
        #expect(
            reply.error == "no BTC price — Upbit: cannot connect to the server; go online, or see coins BTC",
            "\(reply.error ?? "")")
        #expect(reply.error?.contains("rate table") == false)
        // The reason is in the error itself: no notice repeats it, and nothing is "said above".
        #expect(!reply.notices.contains { $0.hasPrefix("Upbit:") })
        let usd = try Self.session(language: .en, http: http).execute("0.5 ETH to USD")
        #expect(
            usd.error == "no ETH price — Binance: cannot connect to the server; go online, or see coins ETH",
            "\(usd.error ?? "")")
        let korean = try Self.session(language: .ko, http: http).execute("1 BTC to USD")
        #expect(
            korean.error?.hasPrefix("BTC 시세를 받지 못했습니다 — Binance: 서버에 연결할 수 없습니다") == true,
            "\(korean.error ?? "")")
    }

    @Test("offline with nothing saved: KRW blames Upbit, USD blames Binance, each with its reason")
    func coinUnpricedOffline() throws {
        let dir = TestFiles.temporaryDirectory()
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { Self.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let markets = MarketService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { Self.now }, offline: true)
        let session = Session(
            preferences: Preferences(language: .en), rateService: service, zone: .kst, markets: markets)
        #expect(
            session.execute("1 BTC to KRW").error
                == "no BTC price — Upbit: offline, and no saved prices; go online, or see coins BTC")
        #expect(
            session.execute("0.5 ETH to USD").error
                == "no ETH price — Binance: offline, and no saved prices; go online, or see coins ETH")
    }

    @Test("with exchanges = bybit bithumb, conversions price on them, and only they are asked and shown")
    func chosenExchanges() throws {
        let http = RoutedHTTPClient.allExchanges()
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: dir)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { Self.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        let markets = MarketService(
            cacheDirectory: dir, http: http, clock: { Self.now }, offline: false,
            exchanges: [.bithumb, .bybit])
        var preferences = Preferences(language: .en)
        preferences.exchanges = [.bybit, .bithumb]
        let session = Session(preferences: preferences, rateService: service, zone: .kst, markets: markets)
        let table = session.execute("coins BTC").output
        #expect(
            table[1].split(separator: " ").map(String.init) == [
                "Symbol", "Bybit", "High/Low", "Spread", "Bithumb", "Kimchi",
            ])
        #expect(!table.joined().contains("Binance"))
        #expect(!table.joined().contains("Upbit"))
        #expect(table.last?.hasPrefix("Fetched: Bybit ") == true)
        let krw = session.execute("1 BTC to KRW")
        #expect(krw.output.joined().contains("148,100,000"), "\(krw.output)")
        #expect(krw.output.joined().contains("Bithumb"))
        let usd = session.execute("1 BTC to USD")
        #expect(usd.output.joined().contains("97,050.00"), "\(usd.output)")
        #expect(usd.output.joined().contains("Bybit"))
        #expect(
            http.requests.allSatisfy { $0.contains("bybit") || $0.contains("bithumb") }, "\(http.requests)")
    }

    @Test("a failed exchange shows - and its reason below the table; the others are unaffected")
    func failure() throws {
        let http = RoutedHTTPClient.allExchanges()
        http.set("api.bybit.com", .failure(.timedOut(seconds: 5)))
        http.set(
            "api.upbit.com",
            .success(
                HTTPResponse(
                    status: 404, body: TestFiles.fixture("markets/upbit-error-404-code-not-found.json"))))
        let reply = try Self.session(language: .en, http: http).execute("coins BTC")
        let lines = reply.output
        #expect(
            lines[2].split(separator: " ").map(String.init) == [
                "BTC", "97,000.00", "-", "97,097.00", "97,010.00", "Bitget/Binance", "0.10%", "-",
                "148,100,000", "-",
            ], "\(lines[2])")
        #expect(lines.contains("Bybit: no answer within 5 s"))
        #expect(lines.contains("Upbit: HTTP 404 (404 Code not found)"))
        #expect(reply.status == .success)
    }

    @Test("colour only when asked: strong at 0.1%, faint at 0.05%, red up and blue down in the Korean style")
    func colours() throws {
        let painted = try Self.session(language: .ko, palette: Palette(upDown: .korean)).execute(
            "coins BTC ETH"
        ).output
        let text = painted.joined(separator: "\n")
        #expect(text.contains("\u{1B}[1m0.10%\u{1B}[0m"))
        #expect(text.contains("\u{1B}[33m0.05%\u{1B}[0m"))
        #expect(text.contains("\u{1B}[31m▲1.25%\u{1B}[0m"))
        #expect(text.contains("\u{1B}[34m▼0.50%\u{1B}[0m"))
        let western = try Self.session(language: .en, palette: Palette(upDown: .western)).execute("coins BTC")
            .output
        #expect(western.joined().contains("\u{1B}[32m▲1.25%\u{1B}[0m"))
        let plain = try Self.session(language: .ko).execute("coins BTC ETH").output
        #expect(!plain.joined().contains("\u{1B}"))
        // Painting never moves a column.
        let stripped = painted.map {
            $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        #expect(stripped == plain)
    }

    @Test("with no symbols, the config's coins are shown (else BTC ETH XRP SOL DOGE), each once")
    func defaults() throws {
        let configured = try Self.session(language: .en, coins: ["eth", "ETH"]).execute("coins").output
        #expect(configured.filter { $0.hasPrefix("ETH ") }.count == 1)
        #expect(!configured.contains { $0.hasPrefix("BTC ") })
        let standard = try Self.session(language: .en).execute("시세").output
        for symbol in ["BTC", "ETH", "XRP", "SOL", "DOGE"] {
            #expect(standard.contains { $0.hasPrefix(symbol + " ") }, "\(symbol)")
        }
        // XRP is in no derived body: every exchange answered, none lists it.
        #expect(
            standard.contains {
                $0.hasPrefix("XRP") && $0.split(separator: " ").dropFirst().allSatisfy { $0 == "-" }
            })
        #expect(
            try Self.session(language: .en).execute(
                "coins "
                    + Array(repeating: "BTC1", count: 21).enumerated().map { "C\($0.offset)" }.joined(
                        separator: " ")
            ).status == .inputError)
    }
}
