/// Why a response could not become a rate table. Never carries the request
/// URL or the key.
public enum ProviderError: UserFacingError, Equatable {
    /// The provider answered with its own error body (`invalid-key`, `quota-reached`, `invalid_app_id`...).
    case refused(ProviderID, String)
    case http(ProviderID, Int)
    case malformed(ProviderID, String)
    case emptyTable(ProviderID)
    case invalidRate(ProviderID, String)
    /// A time field outside 2000...2200 (`UnixTime.plausible`): no real table has it.
    case implausibleTime(ProviderID, field: String)
    /// The table is against another base than the one asked for.
    case baseMismatch(ProviderID, asked: String, got: String)
    /// The base currency's own rate is not 1: the table contradicts itself.
    case baseRateNotOne(ProviderID, String)
    /// The new table has only `kept` of the `had` currencies of the saved one.
    case shrunk(ProviderID, kept: Int, had: Int)

    public var code: String {
        switch self {
        case .refused: "provider_error"
        case .http: "http_error"
        case .malformed, .emptyTable, .invalidRate, .implausibleTime, .baseMismatch, .baseRateNotOne, .shrunk:
            "invalid_response"
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
            let code = TerminalText.echo(code)
            return Localized(
                ko: "\(provider.rawValue): \(code) 환율이 \(RateTable.plausibleRangeText) 범위의 양수가 아닙니다",
                en:
                    "\(provider.rawValue): the \(code) rate is not a positive number within \(RateTable.plausibleRangeText)"
            )(language)
        case .implausibleTime(let provider, let field):
            return Localized(
                ko: "\(provider.rawValue): \(field) 시각이 2000–2200년 밖입니다",
                en: "\(provider.rawValue): the time in \(field) lies outside 2000–2200")(language)
        case .baseMismatch(let provider, let asked, let got):
            let got = TerminalText.echo(got)
            return Localized(
                ko: "\(provider.rawValue): \(asked) 기준 환율을 요청했는데 \(got) 기준 표가 왔습니다",
                en: "\(provider.rawValue): asked for rates against \(asked) but got a table against \(got)")(
                    language)
        case .baseRateNotOne(let provider, let base):
            let base = TerminalText.echo(base)
            return Localized(
                ko: "\(provider.rawValue): 기준 통화 \(base)의 환율이 1이 아닙니다",
                en: "\(provider.rawValue): the base currency \(base) has a rate other than 1")(language)
        case .shrunk(let provider, let kept, let had):
            return Localized(
                ko: "\(provider.rawValue): 새 환율 표에 저장된 표의 통화 \(had)개 중 \(kept)개만 있어 저장하지 않았습니다",
                en:
                    "\(provider.rawValue): the new table has only \(kept) of the \(had) currencies of the saved one; it was not saved"
            )(language)
        }
    }

    /// The same error with every text it quotes from the body passed through
    /// `redact` whole, before a message cuts it to length.
    public func redacting(_ redact: (String) -> String) -> ProviderError {
        switch self {
        case .refused(let provider, let type): .refused(provider, redact(type))
        case .malformed(let provider, let reason): .malformed(provider, redact(reason))
        case .invalidRate(let provider, let code): .invalidRate(provider, redact(code))
        case .baseMismatch(let provider, let asked, let got):
            .baseMismatch(provider, asked: asked, got: redact(got))
        case .baseRateNotOne(let provider, let base): .baseRateNotOne(provider, redact(base))
        case .http, .emptyTable, .implausibleTime, .shrunk: self
        }
    }

    /// currencylayer's error codes (`101 invalid_access_key`), in words.
    static func currencyLayer(_ refusal: String, variable: String) -> Localized {
        let code = refusal.split(separator: " ").first.map(String.init) ?? refusal
        let shown = TerminalText.echo(refusal, limit: 60)
        let why: Localized
        switch code {
        case "101":
            why = Localized(
                ko: "액세스 키가 없거나 올바르지 않습니다 (\(variable)를 확인하세요)",
                en: "the access key is missing or not valid (check \(variable))")
        case "104":
            why = Localized(
                ko: "이번 달 요청 한도를 다 썼습니다. 다음 달까지 저장된 환율을 씁니다",
                en: "the monthly request limit is used up; saved rates are used until it resets")
        case "105":
            why = Localized(
                ko: "현재 요금제로는 이 요청을 할 수 없습니다 (기준 통화 USD 외에는 유료 요금제가 필요합니다)",
                en: "the plan does not allow this request (a source other than USD needs a paid plan)")
        case "106":
            why = Localized(ko: "요청한 환율이 없습니다", en: "the query returned no results")
        default:
            why = Localized(ko: "제공자가 오류를 보냈습니다", en: "the provider reported an error")
        }
        return Localized(ko: "\(why.ko) (오류 \(shown))", en: "\(why.en) (error \(shown))")
    }

    /// Words for the error types the providers document.
    static func explain(_ type: String, provider: ProviderID) -> Localized {
        let variable = provider.keyVariable ?? "API key"
        if provider == .currencyLayer { return currencyLayer(type, variable: variable) }
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
            let type = TerminalText.echo(type, limit: 200)
            return Localized(ko: "제공자가 오류를 보냈습니다: \(type)", en: "the provider reported an error: \(type)")
        }
    }
}
