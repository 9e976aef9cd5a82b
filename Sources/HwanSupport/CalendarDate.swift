/// A day of the proleptic Gregorian calendar, as a count of days from
/// 1970-01-01 (negative before it). Dated rates, date phrases and date
/// arithmetic all meet here: a day is one integer, so comparing, hashing and
/// stepping by days cost nothing, and the year, month and day are computed
/// when asked (Howard Hinnant's civil-from-days and days-from-civil).
public struct CalendarDate: Sendable, Hashable, Comparable {
    /// Days since 1970-01-01.
    public let dayNumber: Int

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The day of `year`-`month`-`day`, or nil when no such day exists
    /// (`2026-02-30`, month 13): the caller says why in its own words.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, of: year),
            (-1_000_000...1_000_000).contains(year)
        else { return nil }
        self.dayNumber = Self.days(year: year, month: month, day: day)
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.dayNumber < b.dayNumber }

    // MARK: Calendar facts

    /// Every fourth year, but not every hundredth, but every four-hundredth (1900 no, 2000 yes).
    public static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// 28 to 31.
    public static func daysIn(month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // MARK: Parts

    /// Year, month (1–12) and day (1–31).
    public var parts: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public var year: Int { parts.year }
    public var month: Int { parts.month }
    public var day: Int { parts.day }

    /// 0 for Sunday through 6 for Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { ((dayNumber % 7) + 7 + 4) % 7 }

    /// Whether the day is a Saturday or a Sunday.
    public var isWeekend: Bool { weekday == 0 || weekday == 6 }

    // MARK: Steps

    public func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    /// Calendar months: the same day of the month `months` later, or that
    /// month's last day when it is shorter (`2026-01-31` + 1 month = `2026-02-28`).
    public func adding(months: Int) -> CalendarDate {
        let (year, month, day) = parts
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        let newMonth = index - newYear * 12 + 1
        let newDay = min(day, Self.daysIn(month: newMonth, of: newYear))
        return CalendarDate(dayNumber: Self.days(year: newYear, month: newMonth, day: newDay))
    }

    /// Calendar years: `2024-02-29` + 1 year = `2025-02-28`.
    public func adding(years: Int) -> CalendarDate { adding(months: years * 12) }

    /// The latest day on or before this one that falls on `weekday` (0 Sunday … 6 Saturday).
    public func onOrBefore(weekday target: Int) -> CalendarDate {
        adding(days: -(((weekday - target) % 7 + 7) % 7))
    }

    // MARK: Text

    /// `2024-03-04`.
    public var isoText: String {
        let (year, month, day) = parts
        var text = ""
        if year < 0 { text += "-" }
        let y = abs(year)
        text += y < 1000 ? String(repeating: "0", count: y < 10 ? 3 : y < 100 ? 2 : 1) + String(y) : String(y)
        text += month < 10 ? "-0" + String(month) : "-" + String(month)
        text += day < 10 ? "-0" + String(day) : "-" + String(day)
        return text
    }

    /// `2024-03-04` exactly (four-digit year, two-digit month and day), else nil.
    public init?(isoText text: Substring) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                let digit = Int(bytes[i]) - 0x30
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// `일`…`토` or `Sun`…`Sat`.
    public func weekdayName(in language: Language) -> String {
        switch language {
        case .ko: TimeText.koreanWeekdays[weekday]
        case .en: TimeText.englishWeekdays[weekday]
        }
    }

    /// `2024-03-04 (월)`, `2024-03-04 (Mon)`.
    public func textWithWeekday(in language: Language) -> String {
        isoText + " (" + weekdayName(in: language) + ")"
    }

    // MARK: Today

    /// The day it is at Unix time `time` in a zone `offset` seconds east of UTC.
    public static func day(at time: Int64, offset: Int) -> CalendarDate {
        let local = time.saturatingAdd(Int64(offset))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return CalendarDate(dayNumber: Int(days))
    }

    /// Unix time of the day's first second in a zone `offset` seconds east of UTC.
    public func startTime(offset: Int) -> Int64 {
        Int64(dayNumber) * 86_400 - Int64(offset)
    }

    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
