/// Why a response could not become a rate table. Never carries the request
/// URL or the key.
public enum ProviderError: UserFacingError, Equatable {
    /// The provider answered with its own error body (`invalid-key`, `quota-reached`, `invalid_app_id`...).
    case refused(ProviderID, String)
    case http(ProviderID, Int)
    case malformed(ProviderID, String)
    case emptyTable(ProviderID)
    case invalidRate(ProviderID, String)

    public var code: String {
        switch self {
        case .refused: "provider_error"
        case .http: "http_error"
        case .malformed, .emptyTable, .invalidRate: "invalid_response"
        }
    }

    public var status: ExitStatus { .dataUnavailable }

    public func message(in language: Language) -> String {
        switch self {
        case .refused(let provider, let type):
            return "\(provider.rawValue): " + Self.explain(type, provider: provider)(language)
        case .http(let provider, let status):
            return Localized(
                ko: "\(provider.rawValue): HTTP \(status) 오류 응답",
                en: "\(provider.rawValue): HTTP error \(status)")(
                    language)
        case .malformed(let provider, let reason):
            return Localized(
                ko: "\(provider.rawValue): 알아볼 수 없는 응답 (\(reason))",
                en: "\(provider.rawValue): unreadable response (\(reason))")(language)
        case .emptyTable(let provider):
            return Localized(
                ko: "\(provider.rawValue): 환율 표가 비어 있습니다", en: "\(provider.rawValue): the rate table is empty"
            )(
                language)
        case .invalidRate(let provider, let code):
            return Localized(
                ko: "\(provider.rawValue): \(code) 환율이 양의 유한수가 아닙니다",
                en: "\(provider.rawValue): the \(code) rate is not a positive finite number")(language)
        }
    }

    /// Words for the error types the providers document.
    static func explain(_ type: String, provider: ProviderID) -> Localized {
        let variable = provider.keyVariable ?? "API key"
        switch type {
        case "invalid-key", "invalid_app_id", "missing_app_id":
            return Localized(
                ko: "API 키가 올바르지 않습니다 (\(variable)를 확인하세요)",
                en: "the API key is not valid (check \(variable))")
        case "inactive-account", "app_id_inactive":
            return Localized(
                ko: "계정이 비활성 상태입니다 (이메일 인증 또는 결제를 확인하세요)",
                en: "the account is inactive (confirm your email or billing)")
        case "quota-reached", "access_restricted":
            return Localized(
                ko: "요청 한도를 넘었습니다. 한도가 초기화될 때까지 저장된 환율을 씁니다",
                en: "the request quota is used up; saved rates are used until it resets")
        case "unsupported-code", "invalid_base":
            return Localized(
                ko: "지원하지 않는 기준 통화입니다 (HWAN_BASE_CURRENCY를 확인하세요)",
                en: "the base currency is not supported (check HWAN_BASE_CURRENCY)")
        case "malformed-request":
            return Localized(ko: "요청 형식이 잘못되었습니다", en: "the request was malformed")
        case "not_allowed":
            return Localized(
                ko: "현재 요금제에서 허용되지 않는 요청입니다", en: "the plan does not allow this request")
        case "not_found":
            return Localized(ko: "요청한 자료가 없습니다", en: "the requested resource does not exist")
        case "not_available":
            return Localized(ko: "요청한 자료를 제공하지 않습니다", en: "the requested data is not available")
        default:
            return Localized(ko: "제공자가 오류를 보냈습니다: \(type)", en: "the provider reported an error: \(type)")
        }
    }
}
