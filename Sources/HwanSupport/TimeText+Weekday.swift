/// The weekday, for the live board's clocks (seed 001: `yyyy-MM-dd (E) HH:mm:ss`).
extension TimeText {
    static let koreanWeekdays = ["일", "월", "화", "수", "목", "금", "토"]
    static let englishWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// 0 for Sunday through 6 for Saturday, at `offset` seconds east of UTC (1970-01-01 was a Thursday).
    public static func weekday(_ time: Int64, offset: Int = 0) -> Int {
        let local = time.saturatingAdd(Int64(offset))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return Int(((days % 7) + 7 + 4) % 7)
    }

    /// `목`, `Thu`.
    public static func weekdayName(_ time: Int64, offset: Int = 0, in language: Language) -> String {
        let day = weekday(time, offset: offset)
        switch language {
        case .ko: return koreanWeekdays[day]
        case .en: return englishWeekdays[day]
        }
    }

    /// `2026-11-26 (목) 01:28:00`.
    public static func secondsWithWeekday(_ time: Int64, offset: Int = 0, in language: Language) -> String {
        let full = seconds(time, offset: offset)
        guard let space = full.firstIndex(of: " ") else { return full }
        return String(full[..<space]) + " (" + weekdayName(time, offset: offset, in: language) + ")"
            + String(full[space...])
    }
}
