/// A day of the proleptic Gregorian calendar, counted as days since
/// 1970-01-01 so that differences and sums are integer arithmetic.
///
/// Months and years are calendar months and years: adding a month keeps the
/// day of the month, clamped to the month's last day (`2026-01-31 + 1 month`
/// is 2026-02-28), never a twelfth of 365.25 days.
public struct CalendarDay: Sendable, Hashable, Comparable {
    /// Days since 1970-01-01 (negative before it).
    public let ordinal: Int

    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day `year-month-day`; nil when no such day exists (`2026-02-30`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        ordinal = Self.ordinal(year: year, month: month, day: day)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.ordinal < rhs.ordinal }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a valid date (the era-based count of
    /// H. Hinnant's `days_from_civil`).
    static func ordinal(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Year, month and day of the date.
    public var parts: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public var year: Int { parts.year }

    /// 0 Sunday … 6 Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { ((ordinal % 7) + 7 + 4) % 7 }

    public func adding(days: Int) -> CalendarDay { CalendarDay(ordinal: ordinal + days) }

    /// The date `months` calendar months later (earlier when negative), its day
    /// clamped to the last of the month; nil outside the years 1...9999.
    public func adding(months: Int) -> CalendarDay? {
        let (year, month, day) = parts
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        let newMonth = index - newYear * 12 + 1
        guard (1...9999).contains(newYear) else { return nil }
        return CalendarDay(
            year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)))
    }

    /// `2026-12-25`.
    public var iso: String {
        let (year, month, day) = parts
        func padded(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}
