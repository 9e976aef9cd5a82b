import HwanKit
import Testing

@Suite("Provider settings")
struct ProviderSettingsTests {
    func resolve(_ flag: String?, _ environment: [String: String]) throws -> ProviderSettings {
        try ProviderSettings.resolve(flag: flag, environment: Environment(environment))
    }

    @Test("the choice: --provider, else HWAN_PROVIDER, else a provider whose key is set, else open-er-api")
    func choice() throws {
        #expect(try resolve(nil, [:]).id == .openERAPI)
        #expect(try resolve(nil, ["EXCHANGERATE_API_KEY": "k"]).id == .exchangeRateAPI)
        #expect(try resolve(nil, ["OPENEXCHANGERATES_APP_ID": "k"]).id == .openExchangeRates)
        #expect(
            try resolve(nil, ["HWAN_PROVIDER": "openexchangerates", "EXCHANGERATE_API_KEY": "k"]).id
                == .openExchangeRates)
        #expect(try resolve("open-er-api", ["HWAN_PROVIDER": "exchangerate-api"]).id == .openERAPI)
        #expect(throws: ConfigurationError.unknownProvider("nope")) { try resolve("nope", [:]) }
    }

    @Test("request URLs follow SPEC §4, with HWAN_BASE_URL and HWAN_BASE_CURRENCY")
    func urls() throws {
        #expect(try resolve(nil, [:]).requestURL() == "https://open.er-api.com/v6/latest/USD")
        #expect(
            try resolve(nil, ["EXCHANGERATE_API_KEY": "abc", "HWAN_BASE_CURRENCY": "krw"]).requestURL()
                == "https://v6.exchangerate-api.com/v6/abc/latest/KRW")
        #expect(
            try resolve(nil, ["OPENEXCHANGERATES_APP_ID": "id1", "HWAN_BASE_URL": "http://127.0.0.1:9/"])
                .requestURL()
                == "http://127.0.0.1:9/api/latest.json?app_id=id1")
        #expect(throws: ConfigurationError.missingKey(.exchangeRateAPI)) {
            try resolve("exchangerate-api", [:]).requestURL()
        }
        #expect(throws: ConfigurationError.invalidBaseCurrency("US DOLLAR")) {
            try resolve(nil, ["HWAN_BASE_CURRENCY": "us dollar"])
        }
    }

    @Test("redaction removes the key, raw or percent-encoded")
    func redaction() {
        let settings = ProviderSettings(id: .exchangeRateAPI, key: "a b/c")
        #expect(settings.redact("x a b/c y a%20b%2Fc z") == "x *** y *** z")
    }
}
