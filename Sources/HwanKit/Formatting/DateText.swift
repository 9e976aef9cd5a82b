/// A date line's answer (SPEC §14) as text: each day with its weekday in the
/// user's language (`2026-12-25 (금)`, `2026-12-25 (Fri)`), counts of days,
/// ages in both counts; `-t` the bare value; JSON one object.
enum DateText {
    /// `2026-12-25 (금)`.
    static func day(_ day: CalendarDate, in language: Language) -> String {
        day.textWithWeekday(in: language)
    }

    static func human(_ answer: DateAnswer, language: Language) -> [String] {
        let ko = language == .ko
        switch answer {
        case .date(let date, let calendar):
            guard calendar else { return [day(date, in: language)] }
            return [
                day(date, in: language)
                    + (ko
                        ? " · 달력의 월·년으로 셈 (말일은 그달 마지막 날로)"
                        : " · counted in calendar months and years (a missing day is the month's last)")
            ]
        case .days(let days, let from, let to):
            let count = ko ? "\(grouped(days))일" : "\(grouped(days)) day\(abs(days) == 1 ? "" : "s")"
            return ["\(day(to, in: language)) − \(day(from, in: language)) = \(count)"]
        case .until(let days, let target, _):
            let tag = days > 0 ? "D-\(days)" : days == 0 ? "D-day" : "D+\(-days)"
            if ko {
                let text =
                    days >= 0
                    ? "\(day(target, in: language))까지 \(grouped(days))일"
                    : "\(day(target, in: language))부터 \(grouped(-days))일 지남"
                return ["\(text) (\(tag))"]
            }
            let text =
                days >= 0
                ? "\(grouped(days)) day\(days == 1 ? "" : "s") until \(day(target, in: language))"
                : "\(grouped(-days)) day\(days == -1 ? "" : "s") since \(day(target, in: language))"
            return ["\(text) (\(tag))"]
        case .age(let years, let korean, let birth, _):
            return [
                ko
                    ? "만 \(years)세 (세는 나이 \(korean)세) · \(day(birth, in: language)) 생"
                    : "\(years) years old (Korean counting: \(korean)) · born \(day(birth, in: language))"
            ]
        }
    }

    /// `-t`: the day, the count or the age alone.
    static func terse(_ answer: DateAnswer) -> String {
        switch answer {
        case .date(let date, _): date.isoText
        case .days(let days, _, _), .until(let days, _, _): String(days)
        case .age(let years, _, _, _): String(years)
        }
    }

    static func json(_ answer: DateAnswer) -> String {
        var writer = JSONWriter()
        switch answer {
        case .date(let date, let calendar):
            writer.string("kind", "date")
            writer.string("date", date.isoText)
            writer.string("weekday", date.weekdayName(in: .en))
            writer.bool("calendar", calendar)
        case .days(let days, let from, let to):
            writer.string("kind", "days")
            writer.number("days", raw: String(days))
            writer.string("from", from.isoText)
            writer.string("to", to.isoText)
        case .until(let days, let target, let today):
            writer.string("kind", "until")
            writer.number("days", raw: String(days))
            writer.string("date", target.isoText)
            writer.string("today", today.isoText)
        case .age(let years, let korean, let birth, let on):
            writer.string("kind", "age")
            writer.number("age", raw: String(years))
            writer.number("koreanAge", raw: String(korean))
            writer.string("birth", birth.isoText)
            writer.string("on", on.isoText)
        }
        return writer.finish()
    }

    /// `1,234`, `-27`.
    private static func grouped(_ n: Int) -> String {
        NumberText.calculatorHuman(Scalar(n))
    }
}
