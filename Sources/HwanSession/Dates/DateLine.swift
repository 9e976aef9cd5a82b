/// Reads a line that counts with dates (SPEC §14) and answers it.
///
/// Grammar (words in Korean or English; `DATE` is `2026-12-25`,
/// `2026.12.25`, `2026/12/25`, `2026년 12월 25일`, `12월 25일` (this year),
/// 오늘/today/now, 어제/yesterday, 내일/tomorrow, 크리스마스/christmas (the
/// next Dec 25)):
///
///     line     := DATE                       the day and its weekday
///               | DATE (± SPAN)+             a day (calendar months and years)
///               | DATE − DATE                days between
///               | DATE까지 [며칠] | days until DATE | D-day DATE
///               | DATE D-N | D-N DATE | D-N [날짜]        N days before the D-day
///               | N일 후|뒤|전 | [DATE부터] N일 후 | N days after|before DATE
///               | N days later|ago | N days from DATE
///               | [DATE부터] N일째 [되는 날] | day N from DATE
///               | 만 나이 DATE | 나이 DATE | age DATE | DATE 만 나이
///     SPAN     := N 일|주|개월|달|년 | N day(s)|week(s)|month(s)|year(s)
///
/// A dash is part of a date only inside `YYYY-MM-DD` written without spaces:
/// `2026 - 12 - 25` is not a date and never reaches this reader.
/// `answer` is nil for a line that is not a date line, so the calculator reads it.
public enum DateLine {
    /// Whether `bytes` hold a date written with digits (`2026-12-25`,
    /// `2026.1.5`, `2026/12/25`): such a line is a date line before it is
    /// arithmetic. A scan of the bytes, no allocation.
    public static func hasNumericDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 8 else { return false }
        func isDigit(_ i: Int) -> Bool { i >= 0 && i < count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        var i = 0
        while i + 8 <= count {
            // Four digits not preceded by a digit or a point.
            if isDigit(i) && isDigit(i + 1) && isDigit(i + 2) && isDigit(i + 3) && !isDigit(i - 1)
                && (i == 0 || bytes[i - 1] != 0x2E)
            {
                let separator = bytes[i + 4]
                if separator == 0x2D || separator == 0x2E || separator == 0x2F {
                    var j = i + 5
                    var monthDigits = 0
                    while isDigit(j) && monthDigits < 3 {
                        j += 1
                        monthDigits += 1
                    }
                    if (1...2).contains(monthDigits), j < count, bytes[j] == separator {
                        j += 1
                        var dayDigits = 0
                        while isDigit(j) && dayDigits < 3 {
                            j += 1
                            dayDigits += 1
                        }
                        if (1...2).contains(dayDigits) && !(j < count && bytes[j] == 0x2E && isDigit(j + 1)) {
                            return true
                        }
                    }
                }
            }
            i += 1
        }
        return false
    }

    /// The answer of `line` on the day `today`; nil when it is not a date line.
    public static func answer(_ line: String, today: CalendarDate) throws(DateError) -> DateAnswer? {
        guard let tokens = try DateToken.read(line, today: today) else { return nil }
        var reader = DateReader(tokens: tokens, today: today)
        return try reader.line()
    }
}

/// One piece of a date line.
enum DateToken: Equatable {
    case date(CalendarDate)
    /// `12월 25일`: the day the date grammar resolves it to (this year's, or
    /// last year's while this year's is to come), and its month and day, so
    /// that a D-day can take the next one instead.
    case monthDay(month: Int, day: Int, resolved: CalendarDate)
    case number(Int)
    case word(String)
    case plus
    case minus

    /// The line's tokens; nil when some piece reads as no date word.
    static func read(_ line: String, today: CalendarDate) throws(DateError) -> [DateToken]? {
        let text = LineText(line)
        let scalars = text.scalars
        var tokens: [DateToken] = []
        var i = 0
        func isDigit(_ k: Int) -> Bool { k < scalars.count && ("0"..."9").contains(scalars[k]) }
        func digits(from k: Int) -> (value: Int, end: Int) {
            var value = 0
            var end = k
            while isDigit(end) && end - k < 9 {
                value = value * 10 + Int(scalars[end].value - 48)
                end += 1
            }
            return (value, end)
        }
        while i < scalars.count {
            let scalar = scalars[i]
            // Days as the date grammar reads them (`2026-12-25`, `2026년 12월 25일`,
            // `12월 25일`, `오늘`, `지난주 금요일`); counts of days (`100일 후`) are this reader's.
            if let (phrase, end) = Lexer.datePhrase(in: text, at: i, acceptsHangulEnd: { _ in true }),
                !(isDigit(i) && phrase.isOffset)
            {
                guard let date = phrase.resolved(today: today) else {
                    throw .noSuchDay(String(String.UnicodeScalarView(scalars[i..<end])).trimmed())
                }
                if case .monthDay(let month, let day, nil) = phrase {
                    tokens.append(.monthDay(month: month, day: day, resolved: date))
                } else {
                    tokens.append(.date(date))
                }
                i = end
                try rejectTime(scalars, from: i)
                continue
            }
            if LineText.isSpace(scalar) || scalar == "?" || scalar == "," || scalar == "!" {
                i += 1
            } else if isDigit(i) {
                let (value, end) = digits(from: i)
                if end < scalars.count, scalars[end] == ":" || scalars[end] == "." && isDigit(end + 1) {
                    if scalars[end] == ":" {
                        throw .timeOfDay(String(String.UnicodeScalarView(scalars[i...])))
                    }
                    return nil
                }
                tokens.append(.number(value))
                i = end
            } else if scalar == "+" {
                tokens.append(.plus)
                i += 1
            } else if scalar == "-" || scalar == "\u{2212}" || scalar == "\u{2013}" {
                tokens.append(.minus)
                i += 1
            } else if Lexer.isLatinLetter(scalar) {
                var end = i
                while end < scalars.count, Lexer.isLatinLetter(scalars[end]) { end += 1 }
                tokens.append(.word(String(String.UnicodeScalarView(scalars[i..<end])).lowercased()))
                i = end
            } else if isHangul(scalar) {
                var end = i
                while end < scalars.count, isHangul(scalars[end]) { end += 1 }
                tokens += words(of: String(String.UnicodeScalarView(scalars[i..<end])))
                i = end
            } else {
                return nil
            }
        }
        return tokens
    }

    /// `2026-12-25 10:00` or `2026-12-25T10:00`: a time of day after a date.
    private static func rejectTime(_ scalars: [Unicode.Scalar], from start: Int) throws(DateError) {
        var k = start
        if k < scalars.count, scalars[k] == "T" { k += 1 }
        while k < scalars.count, scalars[k] == " " { k += 1 }
        var end = k
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        if end > k, end - k <= 2, end < scalars.count, scalars[end] == ":" {
            throw .timeOfDay(String(String.UnicodeScalarView(scalars[start...])).trimmed())
        }
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)
    }

    /// Particles a Korean word carries (`크리스마스까지`, `2026-01-01부터`).
    private static let particles = ["까지", "부터", "에서"]

    /// A run of Hangul as its word and the particle after it.
    private static func words(of run: String) -> [DateToken] {
        for particle in particles where run.hasSuffix(particle) && run != particle {
            return [.word(String(run.dropLast(particle.count))), .word(particle)]
        }
        return [.word(run)]
    }
}

/// How long a span is, in days or in calendar months.
enum DateSpan: Equatable {
    case days(Int)
    case months(Int)

    static func unit(_ word: String) -> (months: Bool, size: Int)? {
        switch word {
        case "일", "day", "days", "d": (false, 1)
        case "주", "주일", "week", "weeks", "wk", "w": (false, 7)
        case "개월", "달", "month", "months", "mo": (true, 1)
        case "년", "해", "year", "years", "yr", "y": (true, 12)
        default: nil
        }
    }
}

/// The reader over a date line's tokens (one function per form of `DateLine`'s grammar).
struct DateReader {
    let tokens: [DateToken]
    let today: CalendarDate
    var index = 0
    /// The month and day of the last date read when it was written without a year.
    private var lastMonthDay: (month: Int, day: Int)?

    init(tokens: [DateToken], today: CalendarDate) {
        self.tokens = tokens
        self.today = today
    }

    private var atEnd: Bool { index >= tokens.count }
    private func peek(_ offset: Int = 0) -> DateToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private mutating func take(word: String...) -> Bool {
        if case .word(let w) = peek(), word.contains(w) {
            index += 1
            return true
        }
        return false
    }

    /// Fillers that change nothing (`되는 날`, `날짜`, `며칠`, `남았어`).
    private mutating func skipFillers() {
        while take(
            word: "되는", "날", "날짜", "며칠", "몇일", "남음", "남았어", "남은", "남았나", "이", "은", "는", "입니까", "인가요",
            "is", "it", "the", "date", "left")
        {}
    }

    mutating func line() throws(DateError) -> DateAnswer? {
        guard !tokens.isEmpty else { return nil }
        let start = index
        // `만 나이 DATE`, `나이 DATE`, `age DATE`, `DATE 만 나이`.
        if take(word: "만", "만나이", "age", "나이") {
            _ = take(word: "나이", "of")
            if let birth = try date(), finished() { return try age(birth) }
            return nil
        }
        // `days until DATE`, `D-day DATE`.
        if take(word: "days", "how") {
            _ = take(word: "many")
            _ = take(word: "days")
            if take(word: "until", "till", "to", "before"), let target = try date(), finished() {
                let target = upcoming(target)
                return .until(days: target.dayNumber - today.dayNumber, target: target, today: today)
            }
            index = start
        }
        // `D-100 날짜`, `D-100 DATE`.
        if let n = dMinus() {
            let target = try date() ?? today
            guard finished() else { return nil }
            return .date(target.adding(days: -n), calendar: false)
        }
        // `N일 후`, `N days after DATE`, `N일째`, `day N from DATE`.
        if let answer = try countFirst() { return answer }
        index = start
        guard let first = try date() else { return nil }
        // `DATE까지 며칠`, `DATE 까지`.
        if take(word: "까지") {
            skipFillers()
            guard atEnd else { return nil }
            let target = upcoming(first)
            return .until(days: target.dayNumber - today.dayNumber, target: target, today: today)
        }
        // `DATE D-100`.
        if let n = dMinus() {
            guard finished() else { return nil }
            return .date(first.adding(days: -n), calendar: false)
        }
        // `DATE 만 나이`.
        if take(word: "만", "만나이", "나이", "age") {
            _ = take(word: "나이")
            guard finished() else { return nil }
            return try age(first)
        }
        // `DATE부터 N일째`, `DATE부터 N일 후`.
        if take(word: "부터", "에서", "from") {
            return try counted(from: first)
        }
        return try arithmetic(first)
    }

    /// A D-day written without a year (`12월 25일까지`) is the next one, not last year's.
    private func upcoming(_ day: CalendarDate) -> CalendarDate {
        guard let (month, dayOfMonth) = lastMonthDay, day < today,
            let next = CalendarDate(year: day.year + 1, month: month, day: dayOfMonth)
        else { return day }
        return next
    }

    /// Whether only fillers are left.
    private mutating func finished() -> Bool {
        skipFillers()
        return atEnd
    }

    /// `D-100`: the count after `D-`.
    private mutating func dMinus() -> Int? {
        guard case .word("d") = peek(), peek(1) == .minus, case .number(let n) = peek(2) else { return nil }
        index += 3
        return n
    }

    /// A date: a written one, a Korean one, or a word for one.
    private mutating func date() throws(DateError) -> CalendarDate? {
        switch peek() {
        case .date(let day):
            index += 1
            return day
        case .monthDay(let month, let day, let resolved):
            index += 1
            lastMonthDay = (month, day)
            return resolved
        case .number: return nil
        case .word(let word):
            let day: CalendarDate
            switch word {
            case "오늘", "today", "now", "지금": day = today
            case "어제", "yesterday": day = today.adding(days: -1)
            case "그저께", "그제": day = today.adding(days: -2)
            case "내일", "tomorrow": day = today.adding(days: 1)
            case "모레": day = today.adding(days: 2)
            case "크리스마스", "성탄절", "christmas", "xmas":
                let (year, _, _) = today.parts
                let thisYear = CalendarDate(year: year, month: 12, day: 25)!
                day = thisYear < today ? CalendarDate(year: year + 1, month: 12, day: 25)! : thisYear
            default: return nil
            }
            index += 1
            return day
        case .plus, .minus, nil: return nil
        }
    }

    /// `N 일`, `N days`: a count and its unit.
    private mutating func span() -> DateSpan? {
        guard case .number(let n) = peek(), case .word(let word) = peek(1), let unit = DateSpan.unit(word)
        else {
            return nil
        }
        index += 2
        return unit.months ? .months(n * unit.size) : .days(n * unit.size)
    }

    /// Forms that start with a count: `N일 후|뒤|전`, `N days after|before DATE`,
    /// `N days later|ago`, `N일째`, `day N from DATE`, `Nth day from DATE`.
    private mutating func countFirst() throws(DateError) -> DateAnswer? {
        if take(word: "day"), case .number(let n) = peek() {
            index += 1
            let from = take(word: "from", "since") ? try date() : today
            guard let from, finished() else { return nil }
            return .date(from.adding(days: n - 1), calendar: false)
        }
        if case .number(let n) = peek(), case .word(let word) = peek(1),
            ["일째", "th", "st", "nd", "rd"].contains(word)
        {
            index += 2
            if word != "일째" && !take(word: "day") { return nil }
            let from = take(word: "from", "since") ? try date() : today
            guard let from, finished() else { return nil }
            return .date(from.adding(days: n - 1), calendar: false)
        }
        guard let span = span() else { return nil }
        if take(word: "후", "뒤", "later", "hence") {
            guard finished() else { return nil }
            return try shifted(today, by: span, sign: 1)
        }
        if take(word: "전", "ago") {
            guard finished() else { return nil }
            return try shifted(today, by: span, sign: -1)
        }
        if take(word: "after", "from") {
            guard let from = try date(), finished() else { return nil }
            return try shifted(from, by: span, sign: 1)
        }
        if take(word: "before") {
            guard let from = try date(), finished() else { return nil }
            return try shifted(from, by: span, sign: -1)
        }
        return nil
    }

    /// After `DATE부터`: `N일째`, `N일 후`, `N일 전`.
    private mutating func counted(from start: CalendarDate) throws(DateError) -> DateAnswer? {
        if case .number(let n) = peek(), peek(1) == .word("일째") {
            index += 2
            guard finished() else { return nil }
            return .date(start.adding(days: n - 1), calendar: false)
        }
        guard let span = span() else { return nil }
        let sign = take(word: "전", "before") ? -1 : 1
        _ = take(word: "후", "뒤", "later", "after")
        guard finished() else { return nil }
        return try shifted(start, by: span, sign: sign)
    }

    /// `DATE (± SPAN)*` or `DATE − DATE`.
    private mutating func arithmetic(_ first: CalendarDate) throws(DateError) -> DateAnswer? {
        var day = first
        var calendar = false
        while !atEnd {
            let sign: Int
            switch peek() {
            case .plus: sign = 1
            case .minus: sign = -1
            default:
                skipFillers()
                guard atEnd else { return nil }
                continue
            }
            index += 1
            if sign < 0, calendar == false, day == first, let other = try date() {
                guard finished() else { return nil }
                return .days(first.dayNumber - other.dayNumber, from: other, to: first)
            }
            guard let span = span() else { return nil }
            guard case .date(let next, let usedCalendar) = try shifted(day, by: span, sign: sign) else {
                return nil
            }
            day = next
            calendar = calendar || usedCalendar
        }
        return .date(day, calendar: calendar)
    }

    private func shifted(_ day: CalendarDate, by span: DateSpan, sign: Int) throws(DateError) -> DateAnswer {
        switch span {
        case .days(let n):
            let result = day.adding(days: sign * n)
            guard (1...9999).contains(result.year) else { throw .outOfRange }
            return .date(result, calendar: false)
        case .months(let n):
            let result = day.adding(months: sign * n)
            guard (1...9999).contains(result.year) else { throw .outOfRange }
            return .date(result, calendar: true)
        }
    }

    /// 만 나이 on `today`, and the Korean count (the years touched, birth year as 1).
    private func age(_ birth: CalendarDate) throws(DateError) -> DateAnswer {
        guard birth <= today else { throw .bornInFuture(birth.isoText) }
        let (by, bm, bd) = birth.parts
        let (ty, tm, td) = today.parts
        let years = ty - by - ((tm, td) < (bm, bd) ? 1 : 0)
        return .age(years: years, korean: ty - by + 1, birth: birth, on: today)
    }
}

extension DatePhrase {
    /// `3일 전`, `2 weeks later`, `오늘`: a step from today.
    fileprivate var isOffset: Bool {
        if case .offset = self { return true }
        return false
    }
}
