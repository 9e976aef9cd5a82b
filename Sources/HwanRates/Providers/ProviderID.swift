/// The rate providers hwan can fetch from (SPEC §4).
public enum ProviderID: String, CaseIterable, Sendable {
    case openERAPI = "open-er-api"
    case exchangeRateAPI = "exchangerate-api"
    case openExchangeRates = "openexchangerates"
    case currencyLayer = "currencylayer"

    public var defaultBaseURL: String {
        switch self {
        case .openERAPI: "https://open.er-api.com"
        case .exchangeRateAPI: "https://v6.exchangerate-api.com"
        case .openExchangeRates: "https://openexchangerates.org"
        case .currencyLayer: "https://api.currencylayer.com"
        }
    }

    /// The environment variable holding the key, for providers that need one.
    public var keyVariable: String? {
        switch self {
        case .openERAPI: nil
        case .exchangeRateAPI: "EXCHANGERATE_API_KEY"
        case .openExchangeRates: "OPENEXCHANGERATES_APP_ID"
        case .currencyLayer: "CURRENCYLAYER_ACCESS_KEY"
        }
    }
}
