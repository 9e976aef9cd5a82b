/// What each dated-rates error says, in both languages.
extension DatedRatesError: UserFacingError {
    public var code: String {
        switch self {
        case .beforeRange, .future: "date_out_of_range"
        case .unavailable: "rate_unavailable"
        case .missingCurrency: "rate_unavailable"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .beforeRange, .future: .inputError
        case .unavailable, .missingCurrency: .dataUnavailable
        }
    }

    public func message(in language: Language) -> String {
        let text: Localized
        switch self {
        case .beforeRange(let requested, let first):
            text = Localized(
                ko: "\(requested.isoText)의 환율은 없습니다: 날짜별 환율은 \(first.isoText)부터 오늘까지입니다",
                en: "no rates for \(requested.isoText): dated rates run from \(first.isoText) to today")
        case .future(let requested, let today):
            text = Localized(
                ko: "\(requested.isoText)은 아직 오지 않은 날입니다: 날짜별 환율은 1999-01-04부터 오늘(\(today.isoText))까지입니다",
                en:
                    "\(requested.isoText) is in the future: dated rates run from 1999-01-04 to today (\(today.isoText))"
            )
        case .unavailable(let requested, let source, let reason):
            text = Localized(
                ko: "\(requested.isoText)의 환율을 \(source.displayName)에서 받지 못했습니다: \(reason.ko)",
                en: "could not get the rates of \(requested.isoText) from \(source.displayName): \(reason.en)"
            )
        case .missingCurrency(let code, let source, let day):
            text = Localized(
                ko: "\(source.displayName)의 \(day.isoText) 환율에 \(code)가 없습니다",
                en: "\(source.displayName) has no \(code) rate on \(day.isoText)")
        }
        return text(language)
    }
}
