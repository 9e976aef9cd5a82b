/// Everything a line can fail with, one case per layer, so that the
/// executable needs to know only `code`, `status` and `message`.
public enum SessionError: UserFacingError {
    case command(CommandError)
    case expression(ExpressionError)
    case currency(CurrencyLookupError)
    case unit(UnitError)
    case remittance(RemittanceError)
    case fetch(FetchError)
    /// A currency the rate table in use does not have.
    case rateUnavailable(code: String, provider: String)
    /// A currency on one side and a unit on the other.
    case currencyAndUnit(currency: String, unit: String, dimension: String)

    var underlying: (any UserFacingError)? {
        switch self {
        case .command(let e): e
        case .expression(let e): e
        case .currency(let e): e
        case .unit(let e): e
        case .remittance(let e): e
        case .fetch(let e): e
        default: nil
        }
    }

    public var code: String {
        if let underlying { return underlying.code }
        switch self {
        case .rateUnavailable: return "rate_unavailable"
        case .currencyAndUnit: return "incompatible_units"
        default: return "error"
        }
    }

    public var status: ExitStatus {
        if let underlying { return underlying.status }
        switch self {
        case .rateUnavailable: return .dataUnavailable
        default: return .inputError
        }
    }

    public func message(in language: Language) -> String {
        if let underlying { return underlying.message(in: language) }
        switch self {
        case .rateUnavailable(let code, let provider):
            return Localized(
                ko: "환율표(\(provider))에 \(code) 환율이 없습니다. 온라인에서 refresh 하거나 다른 제공자(--provider)를 쓰세요",
                en:
                    "the rate table (\(provider)) has no rate for \(code); go online and refresh, or try --provider"
            )(
                language)
        case .currencyAndUnit(let currency, let unit, let dimension):
            return Localized(
                ko: "통화(\(currency))를 단위(\(unit), \(dimension))로 변환할 수 없습니다",
                en: "cannot convert currency (\(currency)) to \(dimension) (\(unit))")(language)
        default:
            return ""
        }
    }
}
