import Testing

@testable import HwanSession

/// SPEC §14's date lines, each form in Korean and in English, answered on a
/// fixed today (2026-04-03, a Friday); counts and dates drawn from a seeded
/// generator so the class is tested, not only the examples.
@Suite("Date lines")
struct DateLineTests {
    static let today = CalendarDate(year: 2026, month: 4, day: 3)!

    static func answer(_ line: String) throws -> DateAnswer? {
        try DateLine.answer(line, today: today)
    }

    static func day(_ iso: String) -> CalendarDate {
        let parts = iso.split(separator: "-").map { Int($0)! }
        return CalendarDate(year: parts[0], month: parts[1], day: parts[2])!
    }

    @Test("the examples of the spec")
    func examples() throws {
        #expect(
            try Self.answer("2026-12-25 - 2026-11-28")
                == .days(27, from: Self.day("2026-11-28"), to: Self.day("2026-12-25")))
        #expect(try Self.answer("2026-12-25") == .date(Self.day("2026-12-25"), calendar: false))
        #expect(try Self.answer("오늘 + 100일") == .date(Self.today.adding(days: 100), calendar: false))
        #expect(try Self.answer("2026-03-01 + 6 months") == .date(Self.day("2026-09-01"), calendar: true))
        #expect(try Self.answer("2026-01-01부터 100일째") == .date(Self.day("2026-04-10"), calendar: false))
        #expect(try Self.answer("2027-01-01 D-100") == .date(Self.day("2026-09-23"), calendar: false))
        #expect(
            try Self.answer("크리스마스까지 며칠")
                == .until(
                    days: Self.day("2026-12-25").dayNumber - Self.today.dayNumber,
                    target: Self.day("2026-12-25"),
                    today: Self.today))
        #expect(
            try Self.answer("만 나이 1990-05-17")
                == .age(years: 35, korean: 37, birth: Self.day("1990-05-17"), on: Self.today))
    }

    /// One form in both languages, with what it must answer for `n` and `date`.
    struct Form: Sendable {
        let korean: @Sendable (Int, String) -> String
        let english: @Sendable (Int, String) -> String
        let expected: @Sendable (Int, CalendarDate) -> DateAnswer
    }

    static let forms: [Form] = [
        Form(
            korean: { n, _ in "\(n)일 후" }, english: { n, _ in "\(n) days later" },
            expected: { n, _ in .date(today.adding(days: n), calendar: false) }),
        Form(
            korean: { n, _ in "\(n)일 뒤" }, english: { n, _ in "\(n) days from today" },
            expected: { n, _ in .date(today.adding(days: n), calendar: false) }),
        Form(
            korean: { n, _ in "\(n)일 전" }, english: { n, _ in "\(n) days ago" },
            expected: { n, _ in .date(today.adding(days: -n), calendar: false) }),
        Form(
            korean: { n, d in "\(d)부터 \(n)일 후" }, english: { n, d in "\(n) days after \(d)" },
            expected: { n, d in .date(d.adding(days: n), calendar: false) }),
        Form(
            korean: { n, d in "\(d) - \(n)일" }, english: { n, d in "\(n) days before \(d)" },
            expected: { n, d in .date(d.adding(days: -n), calendar: false) }),
        Form(
            korean: { n, _ in "\(n)일째 되는 날" }, english: { n, _ in "day \(n) from today" },
            expected: { n, _ in .date(today.adding(days: n - 1), calendar: false) }),
        Form(
            korean: { n, d in "\(d)부터 \(n)일째" }, english: { n, d in "day \(n) from \(d)" },
            expected: { n, d in .date(d.adding(days: n - 1), calendar: false) }),
        Form(
            korean: { n, d in "\(d) D-\(n)" }, english: { n, d in "D-\(n) \(d)" },
            expected: { n, d in .date(d.adding(days: -n), calendar: false) }),
        Form(
            korean: { _, d in "\(d)까지 며칠" }, english: { _, d in "days until \(d)" },
            expected: { _, d in .until(days: d.dayNumber - today.dayNumber, target: d, today: today) }),
        Form(
            korean: { _, d in "\(d)까지" }, english: { _, d in "how many days until \(d)" },
            expected: { _, d in .until(days: d.dayNumber - today.dayNumber, target: d, today: today) }),
        Form(
            korean: { _, d in "\(d) - 오늘" }, english: { _, d in "\(d) - today" },
            expected: { _, d in .days(d.dayNumber - today.dayNumber, from: today, to: d) }),
        Form(
            korean: { n, d in "\(d) + \(n)개월" }, english: { n, d in "\(d) + \(n) months" },
            expected: { n, d in .date(d.adding(months: n), calendar: true) }),
        Form(
            korean: { n, d in "\(d) + \(n)년" }, english: { n, d in "\(d) + \(n) years" },
            expected: { n, d in .date(d.adding(months: 12 * n), calendar: true) }),
        Form(
            korean: { n, d in "\(d) + \(n)주" }, english: { n, d in "\(d) + \(n) weeks" },
            expected: { n, d in .date(d.adding(days: 7 * n), calendar: false) }),
    ]

    @Test("every form, Korean and English, over 200 seeded counts and dates each")
    func formsCrossed() throws {
        var generator = SeededGenerator(seed: 0xD_DA7)
        for (index, form) in Self.forms.enumerated() {
            for _ in 0..<200 {
                let n = Int.random(in: 1...3_000, using: &generator)
                let date = Self.today.adding(days: Int.random(in: -20_000...20_000, using: &generator))
                let expected = form.expected(n, date)
                #expect(
                    try Self.answer(form.korean(n, date.isoText)) == expected,
                    "form \(index) ko: \(form.korean(n, date.isoText))")
                #expect(
                    try Self.answer(form.english(n, date.isoText)) == expected,
                    "form \(index) en: \(form.english(n, date.isoText))")
            }
        }
    }

    @Test("the date's three spellings and the Korean one read the same day")
    func spellings() throws {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<500 {
            let date = Self.today.adding(days: Int.random(in: -30_000...30_000, using: &generator))
            let (y, m, d) = date.parts
            let expected = DateAnswer.date(date, calendar: false)
            #expect(try Self.answer("\(y)-\(m)-\(d)") == expected)
            #expect(try Self.answer("\(y).\(m).\(d)") == expected)
            #expect(try Self.answer("\(y)/\(m)/\(d)") == expected)
            #expect(try Self.answer("\(y)년 \(m)월 \(d)일") == expected)
        }
    }

    @Test("age: 만 나이 before and after the birthday, and the Korean count beside it")
    func ages() throws {
        #expect(
            try Self.answer("age 1990-04-03")
                == .age(years: 36, korean: 37, birth: Self.day("1990-04-03"), on: Self.today))
        #expect(
            try Self.answer("1990-04-04 만 나이")
                == .age(years: 35, korean: 37, birth: Self.day("1990-04-04"), on: Self.today))
        #expect(throws: DateError.bornInFuture("2030-01-01")) { try Self.answer("나이 2030-01-01") }
    }

    @Test("times of day and days that do not exist are errors with a message in both languages")
    func errors() throws {
        #expect(throws: DateError.timeOfDay("10:00")) { try Self.answer("2026-12-25 10:00") }
        #expect(throws: DateError.timeOfDay("T10:00")) { try Self.answer("2026-12-25T10:00") }
        #expect(throws: DateError.noSuchDay("2026-02-30")) { try Self.answer("2026-02-30") }
        for error in [
            DateError.timeOfDay("10:00"), .noSuchDay("2026-02-30"), .outOfRange, .bornInFuture("2030-01-01"),
        ] {
            #expect(error.message(in: .ko) != error.message(in: .en))
            #expect(!error.message(in: .ko).isEmpty)
        }
        #expect(DateError.timeOfDay("10:00").message(in: .en).contains("not supported"))
    }

    @Test("lines that are not date lines are left to the calculator")
    func notDates() throws {
        for line in [
            "2026 - 12 - 25", "100 USD to KRW", "1+2", "100일", "5 km", "2024-03-04 100 USD to KRW", "3.14",
        ] {
            #expect(try Self.answer(line) == nil, "\(line)")
        }
    }

    @Test("the byte scan finds written dates and nothing else")
    func numericDateScan() {
        func scan(_ line: String) -> Bool {
            var line = line
            return line.withUTF8 { DateLine.hasNumericDate($0) }
        }
        for line in ["2026-12-25", "x 2026.1.5 y", "age 1990/05/17", "2026-12-25 - 2026-11-28"] {
            #expect(scan(line), "\(line)")
        }
        for line in ["2026 - 12 - 25", "1.5.3", "12026-1-1x", "2026-12", "1+2", "3.14159.2", "2026-123-1"] {
            #expect(!scan(line), "\(line)")
        }
    }
}
