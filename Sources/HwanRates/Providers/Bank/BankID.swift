/// The bank quote providers of SPEC §7: who publishes the quotes, where, with
/// which key, and the bank's name as a Korean customer knows it.
public enum BankID: String, CaseIterable, Sendable {
    /// Hana Bank's quotes as Dunamu republishes them: keyless, live.
    case dunamu
    /// The Export-Import Bank of Korea's daily table: keyed, once a business day.
    case koreaexim

    public var defaultBaseURL: String {
        switch self {
        case .dunamu: "https://quotation-api-cdn.dunamu.com"
        case .koreaexim: "https://oapi.koreaexim.go.kr"
        }
    }

    /// The environment variable holding the key, for providers that need one.
    public var keyVariable: String? {
        switch self {
        case .dunamu: nil
        case .koreaexim: "KOREAEXIM_AUTHKEY"
        }
    }

    /// The bank whose prices these are (Dunamu relays Hana Bank).
    public var bankName: Localized {
        switch self {
        case .dunamu: Localized(ko: "하나은행", en: "Hana Bank")
        case .koreaexim: Localized(ko: "한국수출입은행", en: "Korea Exim")
        }
    }
}
