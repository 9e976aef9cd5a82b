/// When Korea Exim publishes: once a business day at about 11:00 KST (SPEC §7).
/// Pure functions of Unix seconds, so Friday-to-Monday and the hours around
/// 11:00 are tested as tables.
///
/// Business days are Monday to Friday except the Korean public holidays of
/// `KoreanHolidays` (설날, 추석, substitute and election days). Past the
/// table's years, or on a closure it does not list, the API answers `[]`,
/// which keeps the last table, says why, and asks again half an hour later.
public enum BankSchedule {
    /// KST is UTC+9 all year (no daylight saving since 1988).
    public static let kstOffset: Int64 = 9 * 3600
    /// 11:00, in seconds after midnight KST.
    public static let publicationSecond: Int64 = 11 * 3600
    /// How long after a `[]` on a business day past 11:00 the next attempt waits:
    /// publication may be late, or the day a holiday.
    public static let lateRetry: Int64 = 30 * 60

    /// Why there is no table now, as the calendar tells it.
    public enum Quiet: Sendable, Equatable {
        case weekend
        /// A listed public holiday, named.
        case holiday(Localized)
        case beforePublication
        /// A business day after 11:00: a public holiday, or publication is late.
        case holidayOrLate

        public var text: Localized {
            switch self {
            case .weekend: Localized(ko: "주말에는 고시하지 않습니다", en: "nothing is published at weekends")
            case .holiday(let name):
                Localized(
                    ko: "공휴일(\(name.ko))에는 고시하지 않습니다",
                    en: "nothing is published on a public holiday (\(name.en))")
            case .beforePublication:
                Localized(
                    ko: "평일 11:00 KST쯤 고시됩니다", en: "it is published at about 11:00 KST on business days")
            case .holidayOrLate:
                Localized(ko: "공휴일이거나 고시가 늦어지고 있습니다", en: "a public holiday, or publication is late")
            }
        }
    }

    /// The first business day's 11:00 KST strictly after `time`: a table fetched
    /// on Friday afternoon is current until Monday 11:00.
    public static func nextPublication(after time: Int64) -> Int64 {
        var day = kstDay(of: time)
        for _ in 0..<longestClosure {
            let candidate = publication(onDay: day)
            if isBusinessDay(day), candidate > time { return candidate }
            day += 1
        }
        return clamped(time).saturatingAdd(86_400)
    }

    /// The last business day's 11:00 KST at or before `time`: when the table a
    /// fetch at `time` brought was published (Korea Exim's body has no time).
    public static func lastPublication(atOrBefore time: Int64) -> Int64 {
        var day = kstDay(of: time)
        for _ in 0..<longestClosure {
            let candidate = publication(onDay: day)
            if isBusinessDay(day), candidate <= time { return candidate }
            day -= 1
        }
        return clamped(time)
    }

    /// Why `[]` at `time`, and when to ask again.
    public static func quiet(at time: Int64) -> (reason: Quiet, retryAt: Int64) {
        let day = kstDay(of: time)
        if let name = KoreanHolidays.name(of: day), !isWeekend(day) {
            return (.holiday(name), nextPublication(after: time))
        }
        guard isBusinessDay(day) else { return (.weekend, nextPublication(after: time)) }
        if time < publication(onDay: day) { return (.beforePublication, publication(onDay: day)) }
        return (.holidayOrLate, clamped(time).saturatingAdd(lateRetry))
    }

    /// Monday to Friday, not a Korean public holiday.
    public static func isBusinessDay(_ day: Int64) -> Bool {
        !isWeekend(day) && !KoreanHolidays.isHoliday(day)
    }

    /// Saturday or Sunday. Day 0 (1970-01-01) was a Thursday.
    static func isWeekend(_ day: Int64) -> Bool {
        ((day + 3) % 7 + 7) % 7 >= 5  // 0 Monday ... 6 Sunday
    }

    /// The most days in a row without a business day (a holiday stretch with
    /// its weekends, as 2025's ten days of 추석 and 개천절), with room to spare:
    /// how far the walks below look before giving up.
    static let longestClosure: Int64 = 21

    /// Days since 1970-01-01 in KST.
    static func kstDay(of time: Int64) -> Int64 {
        let local = clamped(time) + kstOffset
        return local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    }

    static func publication(onDay day: Int64) -> Int64 {
        day * 86_400 + publicationSecond - kstOffset
    }

    /// Times from a clock that may be anything, held inside `UnixTime.plausible`.
    static func clamped(_ time: Int64) -> Int64 {
        min(max(time, UnixTime.plausible.lowerBound), UnixTime.plausible.upperBound)
    }
}
