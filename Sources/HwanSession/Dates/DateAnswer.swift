/// What a date line asks, computed: a day, a count of days, or an age.
/// Pure data: the renderers say it in the user's language.
public enum DateAnswer: Sendable, Equatable {
    /// A day, with whether calendar months or years were counted to reach it.
    case date(CalendarDate, calendar: Bool)
    /// `later − earlier` in days (negative when the first is the earlier).
    case days(Int, from: CalendarDate, to: CalendarDate)
    /// Days from `today` until `target` (D-day: negative once it has passed).
    case until(days: Int, target: CalendarDate, today: CalendarDate)
    /// International age (만 나이) and the Korean count (세는 나이) on `on`.
    case age(years: Int, korean: Int, birth: CalendarDate, on: CalendarDate)
}
