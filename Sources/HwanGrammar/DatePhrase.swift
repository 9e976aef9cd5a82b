/// A day as a line names it (SPEC §12, §14): written out (`2024-03-04`,
/// `2024년 3월 4일`), a month and day of a year to be found (`3월 4일`,
/// `작년 3월 4일`), or a step back or forward from today (`어제`, `3일 전`,
/// `지난주 금요일`, `last Friday`, `N days ago`). The lexer reads the shape only;
/// a written day that does not exist is the parser's error, and everything
/// relative is resolved against a "today" the caller injects (the home
/// currency's time zone), so the same line means the same day all day long.
public enum DatePhrase: Sendable, Equatable {
    /// `2024-03-04`, `2024.03.04`, `2024/03/04`, `2024년 3월 4일`: as written, possibly no real day.
    case day(year: Int, month: Int, day: Int)
    /// `3월 4일`: this year, or last year when this year's is still to come;
    /// `yearsBack` 1 for `작년 3월 4일`, 0 for `올해 3월 4일` (no guessing then).
    case monthDay(month: Int, day: Int, yearsBack: Int?)
    /// `오늘` 0, `어제` −1, `3일 전` −3, `내일` +1, `2 weeks ago` −2 weeks, `작년 오늘` −1 year.
    case offset(Int, DateStep)
    /// `지난주 금요일`: that weekday (0 Sunday … 6 Saturday) of the calendar week before
    /// this one, weeks starting on Sunday as Korean calendars print them.
    case weekdayOfLastWeek(Int)
    /// `last Friday`: the latest such weekday before today.
    case lastWeekday(Int)

    /// Whether the phrase names a day that exists (a written day or a month and day);
    /// relative phrases always do.
    public var isRealDay: Bool {
        switch self {
        case .day(let year, let month, let day): CalendarDate(year: year, month: month, day: day) != nil
        // February 29 exists in some year: which one is found when resolved.
        case .monthDay(let month, let day, _): CalendarDate(year: 2000, month: month, day: day) != nil
        case .offset, .weekdayOfLastWeek, .lastWeekday: true
        }
    }

    /// The day the phrase names when today is `today`; nil when it names none
    /// (`2월 29일` of a year without one, a written day that does not exist).
    public func resolved(today: CalendarDate) -> CalendarDate? {
        switch self {
        case .day(let year, let month, let day):
            return CalendarDate(year: year, month: month, day: day)
        case .monthDay(let month, let day, let yearsBack):
            let thisYear = today.year
            if let yearsBack { return CalendarDate(year: thisYear - yearsBack, month: month, day: day) }
            if let date = CalendarDate(year: thisYear, month: month, day: day), date <= today { return date }
            return CalendarDate(year: thisYear - 1, month: month, day: day)
        case .offset(let count, let step):
            switch step {
            case .day: return today.adding(days: count)
            case .week: return today.adding(days: 7 * count)
            case .month: return today.adding(months: count)
            case .year: return today.adding(years: count)
            }
        case .weekdayOfLastWeek(let weekday):
            let sundayOfThisWeek = today.onOrBefore(weekday: 0)
            return sundayOfThisWeek.adding(days: weekday - 7)
        case .lastWeekday(let weekday):
            return today.adding(days: -1).onOrBefore(weekday: weekday)
        }
    }
}

/// The length of a step in a relative date phrase: calendar months and years, not averages.
public enum DateStep: Sendable, Equatable {
    case day, week, month, year
}
