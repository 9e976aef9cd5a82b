import HwanKit
import Testing

@Suite("Provider decoders on real responses")
struct ProviderDecoderTests {
    @Test("open-er-api: USD base, its time and announced next update")
    func openERAPI() throws {
        let decoded = try ProviderDecoder.decode(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), provider: .openERAPI)
        #expect(decoded.table.base == "USD")
        #expect(decoded.table.time == 1_775_198_851)
        #expect(decoded.nextUpdate == 1_775_288_921)
        #expect(decoded.table.rates["AED"] == ExactDecimal("3.6725"))
        #expect(decoded.table.rates.count > 150)
    }

    @Test("exchangerate-api v6: a KRW-based table converts any pair through KRW")
    func exchangeRateAPIKRW() throws {
        let decoded = try ProviderDecoder.decode(
            TestFiles.fixture("exchangerate-api-v6-KRW-2023-08-06.json"), provider: .exchangeRateAPI)
        #expect(decoded.table.base == "KRW")
        #expect(decoded.nextUpdate == 1_691_366_401)
        let usd = try #require(decoded.table.rates["USD"])
        let eur = try #require(decoded.table.rates["EUR"])
        // 1 USD in EUR is EUR-per-KRW over USD-per-KRW, computed, not looked up.
        #expect(
            decoded.table.rate(from: "USD", to: "EUR")
                == (try ExactFraction(numerator: eur, denominator: usd)))
        #expect(decoded.table.convert(100, from: "KRW", to: "USD") == ExactFraction(100 * usd))
    }

    @Test("openexchangerates: next update is timestamp plus one hour, extras like BTC kept exactly")
    func openExchangeRates() throws {
        let decoded = try ProviderDecoder.decode(
            TestFiles.fixture("oxr-latest-2026-08-22.json"), provider: .openExchangeRates)
        #expect(decoded.table.time == 1_787_414_412)
        #expect(decoded.nextUpdate == 1_787_414_412 + 3600)
        #expect(decoded.table.rates["BTC"] == ExactDecimal("0.000012989444"))
        #expect(decoded.table.contains("XAU"))
        #expect(decoded.table.contains("CNH"))
    }

    @Test(
        "error bodies become the provider's complaint in words",
        arguments: [
            (
                "error-exchangerate-api-invalid-key.json", ProviderID.exchangeRateAPI, "invalid-key",
                "API key is not valid"
            ),
            (
                "error-exchangerate-api-quota-reached.json", .exchangeRateAPI, "quota-reached",
                "quota is used up"
            ),
            (
                "error-oxr-401-invalid_app_id.json", .openExchangeRates, "invalid_app_id",
                "API key is not valid"
            ),
            (
                "error-oxr-429-access_restricted-jparker.json", .openExchangeRates, "access_restricted",
                "quota"
            ),
        ])
    func errorBodies(file: String, provider: ProviderID, type: String, words: String) {
        #expect(throws: ProviderError.refused(provider, type)) {
            try ProviderDecoder.decode(TestFiles.fixture(file), provider: provider, httpStatus: 401)
        }
        let message = ProviderError.refused(provider, type).message(in: .en)
        #expect(message.contains(words))
        #expect(!ProviderError.refused(provider, type).message(in: .ko).isEmpty)
    }

    @Test(
        "documented error types all have their own words",
        arguments: [
            "unsupported-code", "malformed-request", "inactive-account", "invalid_base", "not_available",
            "missing_app_id", "app_id_inactive", "not_allowed", "not_found",
        ])
    func documentedTypes(type: String) {
        let en = ProviderError.refused(.exchangeRateAPI, type).message(in: .en)
        #expect(!en.contains("reported an error"))
    }

    @Test(
        "a table with a missing, zero, negative or non-numeric rate, or no rates, is refused",
        arguments: [
            #"{"result":"success","time_last_update_unix":1,"time_next_update_unix":2,"base_code":"USD","rates":{}}"#,
            #"{"result":"success","time_last_update_unix":1,"time_next_update_unix":2,"base_code":"USD","rates":{"JPY":0}}"#,
            #"{"result":"success","time_last_update_unix":1,"time_next_update_unix":2,"base_code":"USD","rates":{"JPY":-1}}"#,
            #"{"result":"success","time_last_update_unix":1,"time_next_update_unix":2,"base_code":"USD","rates":{"JPY":"x"}}"#,
            #"{"result":"success","time_last_update_unix":1,"base_code":"USD"}"#,
            #"<html>502 Bad Gateway</html>"#,
            #"{"result":"success","time_last_update_unix":1,"time_next_update_unix":2,"base_code":"USD","rates":{"JPY":1e999}}"#,
        ])
    func invalidTables(body: String) {
        #expect(throws: ProviderError.self) {
            try ProviderDecoder.decode(Array(body.utf8), provider: .openERAPI)
        }
    }
}
