/// Date phrases in a line (SPEC §12): read before numbers and words, so that
/// a dash between the digits of a date is the date's, never a subtraction
/// (`2026-12-25`), while spaced dashes stay arithmetic (`2026 - 12 - 25`).
///
/// Every form is recognized by its shape alone, never by its values: `13월 4일`
/// and `2026-02-30` are date phrases the parser refuses as days that do not
/// exist. (The memo of line shapes relies on it: a line's reading may depend
/// on where its digits are, not on what they are.)
///
///   phrase  := ["on" " "+] bare
///   bare    := YYYY ("-" | "." | "/") M{1,2} <same> D{1,2}       2024-03-04, 2024.3.4
///            | YYYY "년" M "월" D "일"                             2024년 3월 4일 (spaces optional)
///            | M "월" D "일"                                        3월 4일
///            | ("작년" | "올해") (M "월" D "일" | "오늘")            작년 3월 4일, 작년 오늘
///            | N ("일" | "주" | "개월" | "달" | "년") ("전" | "후" | "뒤")   3일 전, 2주 후
///            | N " " ("days" | "weeks" | "months" | "years") " " ("ago" | "later")
///            | "오늘" | "어제" | "그저께" | "그제" | "내일" | "모레"
///            | "지난주" X "요일"                                    지난주 금요일
///            | "today" | "yesterday" | "tomorrow" | "now" | "last" " " WEEKDAY
extension Lexer {
    /// The date phrase at `start` of `line` and where it ends; nil when none starts
    /// there. `acceptsHangulEnd` says whether a Hangul word may end before a
    /// Hangul syllable (the particles of `어제의`, `3월 4일에`).
    package static func datePhrase(
        in line: LineText, at start: Int, acceptsHangulEnd: (Int) -> Bool
    ) -> (phrase: DatePhrase, end: Int)? {
        withoutActuallyEscaping(acceptsHangulEnd) { accepts in
            let scanner = DateScanner(line: line, scalars: line.scalars, acceptsHangulEnd: accepts)
            guard start < scanner.count, scanner.mayStart(at: start) else { return nil }
            if let afterOn = scanner.latinWord(DateScanner.on, at: start), afterOn < scanner.count,
                scanner.scalars[afterOn] == " "
            {
                return scanner.bare(at: scanner.spaces(afterOn))
            }
            return scanner.bare(at: start)
        }
    }
}

/// The scalars of one line, read for date phrases.
struct DateScanner {
    let line: LineText
    let scalars: [Unicode.Scalar]
    let acceptsHangulEnd: (Int) -> Bool
    var count: Int { scalars.count }

    static let on = scalarsOf("on")
    static let today = scalarsOf("today"), yesterday = scalarsOf("yesterday"),
        tomorrow = scalarsOf("tomorrow")
    static let now = scalarsOf("now"), last = scalarsOf("last"), ago = scalarsOf("ago"),
        later = scalarsOf("later")
    static let englishSteps: [([Unicode.Scalar], DateStep)] = [
        (scalarsOf("days"), .day), (scalarsOf("day"), .day), (scalarsOf("weeks"), .week),
        (scalarsOf("week"), .week),
        (scalarsOf("months"), .month), (scalarsOf("month"), .month), (scalarsOf("years"), .year),
        (scalarsOf("year"), .year),
    ]
    static let englishWeekdays: [([Unicode.Scalar], Int)] = [
        "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    ].enumerated().flatMap { index, name in
        [(scalarsOf(name), index), (scalarsOf(String(name.prefix(3))), index)]
    }
    /// Relative day words, longest first where one begins another (`그저께` before `그제`).
    static let koreanDays: [([Unicode.Scalar], Int)] = [
        (scalarsOf("오늘"), 0), (scalarsOf("어제"), -1), (scalarsOf("그저께"), -2), (scalarsOf("그제"), -2),
        (scalarsOf("내일"), 1), (scalarsOf("모레"), 2),
    ]
    static let koreanSteps: [([Unicode.Scalar], DateStep)] = [
        (scalarsOf("개월"), .month), (scalarsOf("일"), .day), (scalarsOf("주"), .week), (scalarsOf("달"), .month),
        (scalarsOf("년"), .year),
    ]
    static let year = scalarsOf("년"), month = scalarsOf("월"), dayWord = scalarsOf("일"),
        weekdaySuffix = scalarsOf("요일")
    static let lastYear = scalarsOf("작년"), thisYear = scalarsOf("올해"), lastWeek = scalarsOf("지난주")
    static let lastWeekSpaced = scalarsOf("지난"), week = scalarsOf("주")
    static let before = scalarsOf("전"), after = scalarsOf("후"), afterwards = scalarsOf("뒤")
    static let koreanWeekdays = Array("일월화수목금토".unicodeScalars)
    /// Scalars a phrase may start with besides digits (the first of each word above, `on` and `now`'s included).
    static let initials = Set("오어그내모작올지tTyYnNlLoO".unicodeScalars)

    static func scalarsOf(_ word: String) -> [Unicode.Scalar] { Array(word.unicodeScalars) }

    func mayStart(at i: Int) -> Bool {
        Lexer.isDigit(scalars[i]) || Self.initials.contains(scalars[i])
    }

    func spaces(_ i: Int) -> Int {
        var j = i
        while j < count && scalars[j] == " " { j += 1 }
        return j
    }

    /// A run of at most nine ASCII digits at `i`: its value and end.
    func digits(at i: Int) -> (value: Int, end: Int)? {
        var j = i
        var value = 0
        while j < count, Lexer.isDigit(scalars[j]) {
            guard j - i < 9 else { return nil }
            value = value * 10 + Int(scalars[j].value - 0x30)
            j += 1
        }
        return j > i ? (value, j) : nil
    }

    /// Where the ASCII word `word` ends when spelled at `i` (any case) and not followed by a letter.
    func latinWord(_ word: [Unicode.Scalar], at i: Int) -> Int? {
        let end = i + word.count
        guard end <= count else { return nil }
        for k in 0..<word.count where line.folded(at: i + k) != word[k] { return nil }
        if end < count, Lexer.isLatinLetter(scalars[end]) { return nil }
        return end
    }

    /// Where the Hangul `word` ends when spelled at `i`, ending a word (or before glue) if `ending`.
    func hangul(_ word: [Unicode.Scalar], at i: Int, ending: Bool = true) -> Int? {
        let end = i + word.count
        guard end <= count else { return nil }
        for k in 0..<word.count where scalars[i + k] != word[k] { return nil }
        if ending, end < count, scalars[end].isHangulSyllable, !acceptsHangulEnd(end) { return nil }
        return end
    }

    func bare(at start: Int) -> (phrase: DatePhrase, end: Int)? {
        guard start < count else { return nil }
        if Lexer.isDigit(scalars[start]) { return numeric(at: start) }
        for (word, days) in Self.koreanDays {
            if let end = hangul(word, at: start) { return (.offset(days, .day), end) }
        }
        for (word, back) in [(Self.lastYear, 1), (Self.thisYear, 0)] {
            guard let wordEnd = hangul(word, at: start, ending: false) else { continue }
            let next = spaces(wordEnd)
            if let end = hangul(Self.koreanDays[0].0, at: next) { return (.offset(-back, .year), end) }
            if let (month, day, end) = monthAndDay(at: next) {
                return (.monthDay(month: month, day: day, yearsBack: back), end)
            }
            return nil
        }
        var weekStart: Int?
        if let end = hangul(Self.lastWeek, at: start, ending: false) {
            weekStart = end
        } else if let end = hangul(Self.lastWeekSpaced, at: start, ending: false), end < count,
            scalars[end] == " ", let weekEnd = hangul(Self.week, at: spaces(end), ending: false)
        {
            weekStart = weekEnd
        }
        if let weekStart {
            let i = spaces(weekStart)
            guard i < count, let weekday = Self.koreanWeekdays.firstIndex(of: scalars[i]),
                let end = hangul(Self.weekdaySuffix, at: i + 1)
            else { return nil }
            return (.weekdayOfLastWeek(weekday), end)
        }
        for (word, days) in [(Self.today, 0), (Self.now, 0), (Self.yesterday, -1), (Self.tomorrow, 1)] {
            if let end = latinWord(word, at: start) { return (.offset(days, .day), end) }
        }
        if let lastEnd = latinWord(Self.last, at: start), lastEnd < count, scalars[lastEnd] == " " {
            let i = spaces(lastEnd)
            for (word, weekday) in Self.englishWeekdays {
                if let end = latinWord(word, at: i) { return (.lastWeekday(weekday), end) }
            }
        }
        return nil
    }

    /// `M월 D일` at `i` (spaces allowed around the numbers).
    func monthAndDay(at i: Int) -> (month: Int, day: Int, end: Int)? {
        guard let (month, monthEnd) = digits(at: i), monthEnd - i <= 2,
            let afterMonth = hangul(Self.month, at: spaces(monthEnd), ending: false)
        else { return nil }
        let dayStart = spaces(afterMonth)
        guard let (day, dayEnd) = digits(at: dayStart), dayEnd - dayStart <= 2,
            let end = hangul(Self.dayWord, at: spaces(dayEnd))
        else { return nil }
        return (month, day, end)
    }

    /// The forms that start with digits.
    func numeric(at start: Int) -> (phrase: DatePhrase, end: Int)? {
        guard let (first, firstEnd) = digits(at: start) else { return nil }
        let length = firstEnd - start
        // 2024-03-04, 2024.03.04, 2024/03/04.
        if length == 4, firstEnd < count, "-./".unicodeScalars.contains(scalars[firstEnd]) {
            let separator = scalars[firstEnd]
            if let (month, monthEnd) = digits(at: firstEnd + 1), monthEnd - firstEnd - 1 <= 2,
                monthEnd < count, scalars[monthEnd] == separator,
                let (day, dayEnd) = digits(at: monthEnd + 1), dayEnd - monthEnd - 1 <= 2,
                !(dayEnd + 1 < count && scalars[dayEnd] == "." && Lexer.isDigit(scalars[dayEnd + 1]))
            {
                return (.day(year: first, month: month, day: day), dayEnd)
            }
            return nil
        }
        let afterNumber = spaces(firstEnd)
        // 2024년 3월 4일.
        if length == 4, let yearEnd = hangul(Self.year, at: afterNumber, ending: false),
            let (month, day, end) = monthAndDay(at: spaces(yearEnd))
        {
            return (.day(year: first, month: month, day: day), end)
        }
        // 3월 4일.
        if length <= 2, let (month, day, end) = monthAndDay(at: start) {
            return (.monthDay(month: month, day: day, yearsBack: nil), end)
        }
        // 3일 전, 2주 후, 6개월 전.
        for (word, step) in Self.koreanSteps {
            guard let stepEnd = hangul(word, at: afterNumber, ending: false) else { continue }
            let i = spaces(stepEnd)
            if let end = hangul(Self.before, at: i) { return (.offset(-first, step), end) }
            if let end = hangul(Self.after, at: i) ?? hangul(Self.afterwards, at: i) {
                return (.offset(first, step), end)
            }
            return nil
        }
        // 3 days ago, 2 weeks later.
        guard afterNumber > firstEnd else { return nil }
        for (word, step) in Self.englishSteps {
            guard let stepEnd = latinWord(word, at: afterNumber), stepEnd < count, scalars[stepEnd] == " "
            else {
                continue
            }
            let i = spaces(stepEnd)
            if let end = latinWord(Self.ago, at: i) { return (.offset(-first, step), end) }
            if let end = latinWord(Self.later, at: i) { return (.offset(first, step), end) }
            return nil
        }
        return nil
    }
}
