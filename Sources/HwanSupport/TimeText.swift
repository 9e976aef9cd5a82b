/// Dates and ages as hwan prints them, computed from Unix seconds without
/// Foundation's formatters (which need ICU on Linux).
public enum TimeText {
    /// `2026-11-22 09:00`, at `offset` seconds east of UTC.
    public static func minutes(_ time: Int64, offset: Int = 0) -> String {
        let c = civil(time + Int64(offset))
        return c.year.decimalText + "-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute))"
    }

    /// `2026-11-22T09:00:05Z`, for JSON.
    public static func iso8601(_ time: Int64) -> String {
        let c = civil(time)
        return c.year.decimalText
            + "-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))Z"
    }

    /// `12m 5s ago` / `12분 5초 전`; hours and days when older, the two largest
    /// parts only. A time in the future reads `in 5m` / `5분 후`.
    public static func age(_ seconds: Int64, in language: Language) -> String {
        let future = seconds < 0
        let span = future ? -seconds : seconds
        let parts = spanParts(span, language: language)
        switch (language, future) {
        case (.ko, false): return parts + " 전"
        case (.ko, true): return parts + " 후"
        case (.en, false): return parts + " ago"
        case (.en, true): return "in " + parts
        }
    }

    /// `3h 12m` / `3시간 12분`.
    public static func spanParts(_ span: Int64, language: Language) -> String {
        let units: [(Int64, String, String)] = [
            (86_400, "일", "d"), (3600, "시간", "h"), (60, "분", "m"), (1, "초", "s"),
        ]
        func name(_ unit: (Int64, String, String)) -> String { language == .ko ? unit.1 : unit.2 }
        for (index, unit) in units.enumerated() where span >= unit.0 {
            var text = (span / unit.0).decimalText + name(unit)
            if index + 1 < units.count {
                let next = units[index + 1]
                let minor = span % unit.0 / next.0
                if minor > 0 { text += " " + minor.decimalText + name(next) }
            }
            return text
        }
        return language == .ko ? "0초" : "0s"
    }

    struct Civil {
        var year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64
    }

    /// The UTC calendar day and clock of an instant; the day's parts come
    /// from `CalendarDate`, the one place that knows the calendar.
    static func civil(_ time: Int64) -> Civil {
        var days = time / 86_400
        var secondsOfDay = time % 86_400
        if secondsOfDay < 0 {
            secondsOfDay += 86_400
            days -= 1
        }
        let parts = CalendarDate(dayNumber: Int(days)).parts
        return Civil(
            year: Int64(parts.year), month: Int64(parts.month), day: Int64(parts.day),
            hour: secondsOfDay / 3600,
            minute: secondsOfDay % 3600 / 60, second: secondsOfDay % 60)
    }

    private static func two(_ value: Int64) -> String {
        value < 10 ? "0" + value.decimalText : value.decimalText
    }
}

/// The user's time zone as a function of the instant (daylight saving moves
/// it), injected by the executable; tests pass a fixed zone.
public struct LocalZone: Sendable {
    public let offset: @Sendable (Int64) -> (seconds: Int, abbreviation: String)

    public init(offset: @escaping @Sendable (Int64) -> (seconds: Int, abbreviation: String)) {
        self.offset = offset
    }

    public static let utc = LocalZone { _ in (0, "UTC") }
    public static let kst = LocalZone { _ in (32_400, "KST") }
}
