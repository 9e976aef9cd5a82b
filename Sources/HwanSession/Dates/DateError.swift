/// A line that reads as a date but cannot be answered.
public enum DateError: UserFacingError, Equatable {
    /// `2026-02-30`: no such day.
    case noSuchDay(String)
    /// `2026-12-25 10:00`: times of day are not counted.
    case timeOfDay(String)
    /// A result before year 1 or after 9999.
    case outOfRange
    /// `만 나이 2030-01-01`: a birthday after the day asked about.
    case bornInFuture(String)

    public var code: String {
        switch self {
        case .noSuchDay: "no_such_day"
        case .timeOfDay: "time_of_day"
        case .outOfRange: "date_out_of_range"
        case .bornInFuture: "born_in_future"
        }
    }

    public var status: ExitStatus { .inputError }

    public func message(in language: Language) -> String {
        switch self {
        case .noSuchDay(let text):
            Localized(
                ko: "'\(text.printable())'은(는) 없는 날짜입니다",
                en: "'\(text.printable())': no such date in the calendar")(
                    language)
        case .timeOfDay(let text):
            Localized(
                ko: "시각('\(text.printable())')과 다른 시간대는 계산하지 않습니다: 날짜만 쓰세요 (예: 2026-12-25)",
                en:
                    "times of day ('\(text.printable())') and other time zones are not supported: give a date only (e.g. 2026-12-25)"
            )(language)
        case .outOfRange:
            Localized(ko: "날짜가 1년부터 9999년 사이를 벗어납니다", en: "the date falls outside the years 1 to 9999")(
                language)
        case .bornInFuture(let text):
            Localized(
                ko: "생일 \(text.printable())이(가) 오늘보다 뒤입니다",
                en: "the birthday \(text.printable()) is after today")(
                    language)
        }
    }
}
