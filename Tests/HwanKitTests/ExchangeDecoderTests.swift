import HwanKit
import Testing

/// Every exchange body in Tests/Fixtures/markets, decoded: prices exactly as
/// sent, changes made percents, the exchange's time, errors in words.
@Suite("Exchange decoders on real bodies")
struct ExchangeDecoderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let exchange: Exchange
        let market: Market
        let instrument: String
        let price: String
        let change: String?
        /// Unix seconds.
        let time: Int64?
        let count: Int
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        // Binance sends a percent.
        Case(
            file: "binance-spot-ticker24hr-single-docsexample-nautilus.json", exchange: .binance,
            market: .spot,
            instrument: "BNBBTC", price: "4.00000200", change: "-95.960", time: 1_499_869_899, count: 1),
        Case(
            file: "binance-futures-fapi-ticker24hr-single-docsexample-nautilus.json", exchange: .binance,
            market: .futures, instrument: "BTCUSDT", price: "4.00000200", change: "-95.960",
            time: 1_499_869_899,
            count: 1),
        Case(
            file: "binance-coinfutures-dapi-ticker24hr-array-docsexample-jkorf.json", exchange: .binance,
            market: .futures, instrument: "BTCUSD_200925", price: "9651.6", change: "1.436",
            time: 1_591_256_718,
            count: 1),
        // Bybit sends a fraction: -0.0003 is -0.03%.
        Case(
            file: "bybit-spot-tickers-xchange-2023-09-06.json", exchange: .bybit, market: .spot,
            instrument: "BTCUSDT", price: "25741.97", change: "-0.03", time: 1_694_040_503, count: 3),
        Case(
            file: "bybit-linear-tickers-btcusdt-pycomment-2025-11-04.json", exchange: .bybit,
            market: .futures,
            instrument: "BTCUSDT", price: "107089.20", change: "-2.4155", time: 1_762_220_791, count: 1),
        // Bitget sends a fraction under `change24h`, the price under `lastPr`.
        Case(
            file: "bitget-spot-tickers-jkorf.json", exchange: .bitget, market: .spot, instrument: "BTCUSDT",
            price: "34413.1", change: "0.069", time: 1_695_808_949, count: 1),
        Case(
            file: "bitget-mix-tickers-bitgetdocs-via-coincise-2025-11.json", exchange: .bitget,
            market: .futures,
            instrument: "ETHUSD_231229", price: "1829.3", change: "0", time: 1_695_794_269, count: 2),
        // OKX sends no change: (0.01941 − 0.01911) / 0.01911 = 1.56985871271...%.
        Case(
            file: "okx-spot-tickers-freqdash-2023-01-04.json", exchange: .okx, market: .spot,
            instrument: "MDT-USDT", price: "0.01941", change: "1.56985871272", time: 1_672_864_160, count: 2),
        Case(
            file: "okx-swap-tickers-okxdocs-via-jkorf.json", exchange: .okx, market: .futures,
            instrument: "BTC-USD-SWAP", price: "9999.99", change: "11.1110", time: 1_597_026_383, count: 2),
        // Upbit sends numbers and a fraction.
        Case(
            file: "upbit-ticker-krw-btc-gotest-2021-08-05.json", exchange: .upbit, market: .spot,
            instrument: "KRW-BTC", price: "44362000.0", change: "-2.96600901", time: 1_628_164_235, count: 1),
        // Bithumb sends a percent, keyed by coin; this excerpt has no `date`.
        Case(
            file: "bithumb-ticker-all-krw-excerpt-btc-eth-coinpcsong-2022.json", exchange: .bithumb,
            market: .spot, instrument: "ETH", price: "1935000", change: "1.57", time: nil, count: 2),
    ]

    @Test("a ticker body decodes to exact prices, percent changes and the exchange's time", arguments: cases)
    func decodes(_ c: Case) throws {
        let table = try TickerDecoder.decode(
            TestFiles.fixture("markets/" + c.file), exchange: c.exchange, market: c.market)
        #expect(table.tickers.count == c.count)
        let ticker = try #require(table.tickers[c.instrument])
        #expect(ticker.price == ExactDecimal(c.price))
        #expect(ticker.changePercent == c.change.flatMap { ExactDecimal($0) })
        #expect(table.time == c.time)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let file: String
        let exchange: Exchange
        let status: Int
        let expected: ExchangeError
        let english: String
        var testDescription: String { file }
    }

    static let failures: [Failure] = [
        Failure(
            file: "binance-error-1121-invalid-symbol-binancedocs.json", exchange: .binance, status: 400,
            expected: .http(.binance, status: 400, message: "-1121 Invalid symbol."),
            english: "Binance: HTTP 400 (-1121 Invalid symbol.)"),
        Failure(
            file: "bybit-error-10001-xchange-2023-09-07.json", exchange: .bybit, status: 200,
            expected: .refused(.bybit, code: "10001", message: "Not supported symbols"),
            english: "Bybit: error 10001: Not supported symbols"),
        Failure(
            file: "bybit-error-403-cloudfront-geoblock-NOT-JSON-pricelex-2026-09-25.txt", exchange: .bybit,
            status: 403,
            expected: .notJSON(
                .bybit, status: 403,
                excerpt: "{ error:The Amazon CloudFront distribution is configured to block access from y…"),
            english:
                "Bybit: HTTP 403, not JSON: { error:The Amazon CloudFront distribution is configured to block access from y…"
        ),
        Failure(
            file: "okx-error-50011-rate-limit-nautilus.json", exchange: .okx, status: 429,
            expected: .http(.okx, status: 429, message: "50011 Too Many Requests"),
            english: "OKX: HTTP 429 (50011 Too Many Requests)"),
        Failure(
            file: "upbit-error-404-code-not-found.json", exchange: .upbit, status: 404,
            expected: .http(.upbit, status: 404, message: "404 Code not found"),
            english: "Upbit: HTTP 404 (404 Code not found)"),
        Failure(
            file: "bithumb-error-5500-not-listed-allfolio-2026-08-12.json", exchange: .bithumb, status: 200,
            expected: .refused(.bithumb, code: "5500", message: "상장 코인이 아닙니다."),
            english: "Bithumb: error 5500: 상장 코인이 아닙니다."),
    ]

    @Test("an error body, with any status, is a typed error with a one-line reason", arguments: failures)
    func refuses(_ f: Failure) throws {
        let body = TestFiles.fixture("markets/" + f.file)
        #expect(throws: f.expected) {
            try TickerDecoder.decode(body, exchange: f.exchange, market: .spot, httpStatus: f.status)
        }
        #expect(f.expected.message(in: .en) == f.english)
        #expect(!f.expected.message(in: .ko).contains("\n"))
    }

    @Test("errors sent with status 200 are refused: OKX code, Bitget code, Bybit retCode")
    func errorsWithStatus200() {
        #expect(throws: ExchangeError.refused(.okx, code: "50011", message: "Too Many Requests")) {
            try TickerDecoder.decode(
                TestFiles.fixture("markets/okx-error-50011-rate-limit-nautilus.json"), exchange: .okx,
                market: .spot)
        }
        let bitget = Array(
            #"{"code":"40034","msg":"Parameter does not exist","requestTime":1695808949356,"data":null}"#.utf8
        )
        #expect(throws: ExchangeError.refused(.bitget, code: "40034", message: "Parameter does not exist")) {
            try TickerDecoder.decode(bitget, exchange: .bitget, market: .spot)
        }
    }

    @Test("control characters in an exchange's message are made visible and the text cut short")
    func hostileMessage() {
        let long = String(repeating: "x", count: 500)
        let body = Array("{\"retCode\":1,\"retMsg\":\"\u{1B}[2Jbad\(long)\"}".utf8)
        do {
            _ = try TickerDecoder.decode(body, exchange: .bybit, market: .spot)
            Issue.record("accepted an error body")
        } catch {
            let text = error.message(in: .en)
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
            #expect(text.contains("^[[2Jbad"))
            #expect(text.count < 120)
        }
    }

    @Test("a body with no usable ticker is refused, so it is never cached")
    func emptyIsRefused() {
        for (body, exchange) in [
            ("[]", Exchange.binance), (#"{"retCode":0,"result":{"list":[]}}"#, .bybit),
            (#"{"code":"0","data":[{"instId":"BTC-USDT","last":"-1"}]}"#, .okx),
            (#"{"status":"0000","data":{"date":"1700000000000"}}"#, .bithumb),
        ] {
            #expect(throws: ExchangeError.malformed(exchange, what: "no tickers")) {
                try TickerDecoder.decode(Array(body.utf8), exchange: exchange, market: .spot)
            }
        }
    }

    @Test("a non-JSON body with status 200 is refused too")
    func notJSONWith200() {
        #expect(throws: ExchangeError.notJSON(.upbit, status: 200, excerpt: "<html>busy</html>")) {
            try TickerDecoder.decode(Array("<html>busy</html>".utf8), exchange: .upbit, market: .spot)
        }
    }

    @Test("change conversions: a fraction is times 100, OKX's change is computed from open24h")
    func changeConversions() throws {
        #expect(
            TickerDecoder.changePercent(last: ExactDecimal("110")!, open: ExactDecimal("100")!)
                == ExactDecimal("10"))
        #expect(
            TickerDecoder.changePercent(last: ExactDecimal("99.5")!, open: ExactDecimal("100")!)
                == ExactDecimal("-0.5"))
        #expect(TickerDecoder.changePercent(last: ExactDecimal("1")!, open: .zero) == nil)
        let bybit = Array(
            #"{"retCode":0,"result":{"list":[{"symbol":"XRPUSDT","lastPrice":"0.5","price24hPcnt":"0.012345"}]},"time":1700000000000}"#
                .utf8)
        let table = try TickerDecoder.decode(bybit, exchange: .bybit, market: .spot)
        #expect(table.ticker(for: "XRP")?.changePercent == ExactDecimal("1.2345"))
        #expect(table.ticker(for: "XRP")?.price == ExactDecimal("0.5"))
    }

    @Test("a table finds each coin by the exchange's own instrument name")
    func instruments() {
        #expect(Exchange.okx.instrument(CoinPair(base: "BTC"), market: .futures) == "BTC-USDT-SWAP")
        #expect(Exchange.okx.instrument(CoinPair(base: "BTC"), market: .spot) == "BTC-USDT")
        #expect(Exchange.upbit.instrument(CoinPair(base: "ETH"), market: .spot) == "KRW-ETH")
        #expect(Exchange.bithumb.instrument(CoinPair(base: "ETH"), market: .spot) == "ETH")
        #expect(Exchange.binance.instrument(CoinPair(base: "SOL"), market: .futures) == "SOLUSDT")
    }
}
