import Foundation
import HwanKit
import Testing

/// The currencylayer provider of SPEC §4 on its real bodies: `live` against
/// USD and EUR, and its `success:false` error.
@Suite("currencylayer")
struct CurrencyLayerTests {
    @Test("live, source USD: quotes[\"USDKRW\"] becomes KRW per USD; next update is timestamp + 3600 s")
    func liveUSD() throws {
        let body = TestFiles.fixture("currencylayer-live-2025-03-29.json")
        #expect(ProviderDecoder.identify(body) == .currencyLayer)
        let decoded = try ProviderDecoder.decode(body, provider: .currencyLayer)
        #expect(decoded.table.base == "USD")
        #expect(decoded.table.time == 1_743_269_404)
        #expect(decoded.nextUpdate == 1_743_269_404 + 3600)
        #expect(decoded.table.rates["AED"] == ExactDecimal("3.673042"))
        #expect(decoded.table.rates["USD"] == 1)
        #expect(decoded.table.rates.count > 150)
        // Every quote is named by the pair; no code keeps its `USD` prefix.
        #expect(decoded.table.rates.keys.allSatisfy { $0.utf8.count == 3 })
        let text = String(decoding: body, as: UTF8.self)
        let range = try #require(text.range(of: #""USDKRW": "#))
        let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        #expect(decoded.table.rates["KRW"] == ExactDecimal(String(digits)))
    }

    @Test("live, source EUR: the table is against EUR, and 1.4205427e-5 BTC reads exactly")
    func liveEUR() throws {
        let decoded = try ProviderDecoder.decode(
            TestFiles.fixture("markets/currencylayer-live-source-eur-exchangeratehost-2025-04-09.json"),
            provider: .currencyLayer)
        #expect(decoded.table.base == "EUR")
        #expect(decoded.table.time == 1_744_186_084)
        #expect(decoded.table.rates["AED"] == ExactDecimal("4.043945"))
        #expect(decoded.table.rates["BTC"] == ExactDecimal("0.000014205427"))
        #expect(decoded.table.contains("KRW"))
    }

    @Test(
        "errors 101, 104, 105 and 106 are said in words in both languages; info is never shown",
        arguments: [
            ("101", "invalid_access_key", "access key is missing or not valid", "액세스 키"),
            ("104", "usage_limit_reached", "monthly request limit", "이번 달"),
            ("105", "function_access_restricted", "plan does not allow", "요금제"),
            ("106", "no_rates_available", "no results", "환율이 없습니다"),
        ])
    func errors(code: String, type: String, en: String, ko: String) throws {
        let body =
            #"{"success":false,"error":{"code":\#(code),"type":"\#(type)","info":"key SECRETKEY123 is bad"}}"#
        do {
            _ = try ProviderDecoder.decode(Array(body.utf8), provider: .currencyLayer)
            Issue.record("decoded an error body")
        } catch {
            #expect(error == .refused(.currencyLayer, "\(code) \(type)"))
            let english = error.message(in: .en)
            let korean = error.message(in: .ko)
            #expect(english.hasPrefix("currencylayer: ") && english.contains(en) && english.contains(code))
            #expect(korean.contains(ko))
            #expect(!english.contains("SECRETKEY123") && !korean.contains("SECRETKEY123"))
        }
    }

    @Test("the real 101 body; a type that is not a plain identifier is left out, never echoed")
    func realError() throws {
        #expect(throws: ProviderError.refused(.currencyLayer, "101 invalid_access_key")) {
            try ProviderDecoder.decode(
                TestFiles.fixture("markets/currencylayer-error-101-invalid-access-key-allaboutapikey.json"),
                provider: .currencyLayer)
        }
        let hostile = #"{"success":false,"error":{"code":999,"type":"KEY=abc\u001b[2J"}}"#
        #expect(throws: ProviderError.refused(.currencyLayer, "999")) {
            try ProviderDecoder.decode(Array(hostile.utf8), provider: .currencyLayer)
        }
    }

    @Test(
        "broken bodies are refused whole",
        arguments: [
            #"{"success":true,"timestamp":1743269404,"source":"USD"}"#,
            #"{"success":true,"timestamp":1743269404,"source":"USD","quotes":{}}"#,
            #"{"success":true,"timestamp":1743269404,"source":"USD","quotes":{"EURKRW":1400}}"#,
            #"{"success":true,"timestamp":1743269404,"source":"USD","quotes":{"USDKRW":-1}}"#,
            #"{"success":true,"source":"USD","quotes":{"USDKRW":1400}}"#,
            #"{"timestamp":1743269404,"source":"USD","quotes":{"USDKRW":1400}}"#,
        ])
    func refused(body: String) {
        #expect(throws: ProviderError.self) {
            try ProviderDecoder.decode(Array(body.utf8), provider: .currencyLayer)
        }
    }

    @Test("the request is /live?access_key=KEY&source=USD; its key is chosen by CURRENCYLAYER_ACCESS_KEY")
    func request() throws {
        let settings = try ProviderSettings.resolve(
            flag: nil,
            environment: ["CURRENCYLAYER_ACCESS_KEY": "k/1", "HWAN_BASE_URL": "http://127.0.0.1:9"])
        #expect(settings.id == .currencyLayer)
        #expect(try settings.requestURL() == "http://127.0.0.1:9/live?access_key=k%2F1&source=USD")
        #expect(ProviderSettings(id: .currencyLayer).baseURL == "https://api.currencylayer.com")
        #expect(throws: ConfigurationError.missingKey(.currencyLayer)) {
            try ProviderSettings(id: .currencyLayer).requestURL()
        }
    }
}
