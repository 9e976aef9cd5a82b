import Testing

@testable import HwanCatalog
@testable import HwanGrammar
@testable import HwanSupport

/// The date phrases of SPEC §12, each form written with the spacings people
/// use, resolved against an injected today, and crossed with the conversion
/// grammar: a dated line reads as its plain line plus a day.
@Suite("Date phrases")
struct DatePhraseTests {
    /// Sunday 2026-12-06.
    static let today = CalendarDate(year: 2026, month: 12, day: 6)!

    static func day(_ text: String) -> CalendarDate { CalendarDate(isoText: Substring(text))! }

    /// The one token a phrase alone lexes to, resolved.
    static func resolved(_ text: String, today: CalendarDate = today) -> CalendarDate? {
        let tokens = Lexer.tokens(LineText(text))
        guard tokens.count == 2, case .date(let phrase) = tokens[0].kind,
            tokens[0].range == 0..<tokens[0].range.upperBound,
            tokens[0].range.upperBound == LineText(text).count
        else { return nil }
        return phrase.resolved(today: today)
    }

    /// Each form and the day it names on Sunday 2026-12-06, in every spacing listed.
    static let forms: [([String], String)] = [
        (["2024-03-04", "2024.03.04", "2024/03/04", "2024-3-4", "2024.3.4", "on 2024-03-04"], "2024-03-04"),
        (["2024년 3월 4일", "2024년3월4일", "2024 년 3 월 4 일", "2024년 03월 04일"], "2024-03-04"),
        (["3월 4일", "3월4일", "3 월 4 일"], "2026-03-04"),
        // Still to come this year: last year's.
        (["12월 25일", "12월25일"], "2025-12-25"),
        (["작년 3월 4일", "작년3월4일"], "2025-03-04"),
        (["올해 12월 25일"], "2026-12-25"),
        (["오늘", "today", "Today", "now", "on today"], "2026-12-06"),
        (["어제", "yesterday", "1일 전", "1일전", "1 day ago"], "2026-12-05"),
        (["그저께", "그제", "2일 전", "2 days ago"], "2026-12-04"),
        (["내일", "tomorrow", "1일 후", "1일 뒤"], "2026-12-07"),
        (["모레", "2일 후"], "2026-12-08"),
        (["30일 전", "30 days ago", "30일전"], "2026-11-06"),
        (["100일 후", "100 days later"], "2027-03-16"),
        (["2주 전", "2 weeks ago"], "2026-11-22"),
        (["6개월 전", "6 months ago", "6달 전"], "2026-06-06"),
        (["1년 전", "1 year ago", "작년 오늘", "작년오늘"], "2025-12-06"),
        // Weeks start on Sunday: on Sunday the 6th, last week ran from 11-29 to 12-05.
        (["지난주 금요일", "지난주금요일", "지난 주 금요일"], "2026-12-04"),
        (["지난주 일요일"], "2026-11-29"),
        (["last Friday", "last friday", "last fri"], "2026-12-04"),
        (["last Sunday"], "2026-11-29"),
    ]

    @Test("every form, in every spacing, names its day", arguments: forms)
    func form(spellings: [String], expected: String) {
        for spelling in spellings {
            #expect(Self.resolved(spelling)?.isoText == expected, "\(spelling)")
        }
    }

    @Test("last Friday and 지난주 금요일 over a whole week of todays")
    func weekdaysOverAWeek() {
        // Monday 2026-12-07 through Sunday 2026-12-13.
        for offset in 0..<7 {
            let today = Self.day("2026-12-07").adding(days: offset)
            let lastFriday = Self.resolved("last Friday", today: today)!
            #expect(
                lastFriday.weekday == 5 && lastFriday < today && today.dayNumber - lastFriday.dayNumber <= 7)
            // The week before the one holding today (Sunday 12-06 to Saturday 12-12).
            let expected = today.weekday == 0 ? "2026-12-11" : "2026-12-04"
            #expect(Self.resolved("지난주 금요일", today: today)?.isoText == expected, "\(today.isoText)")
        }
    }

    @Test("February 29 of a month and day without a year: found in a leap year, else no day")
    func leapDay() {
        #expect(Self.resolved("2월 29일", today: Self.day("2024-06-01"))?.isoText == "2024-02-29")
        #expect(Self.resolved("2월 29일", today: Self.day("2026-06-01")) == nil)
    }

    @Test("a dash between the digits of a date is the date; spaced dashes stay subtraction")
    func dashes() throws {
        let dated = try Parser.parse(LineText("2026-12-25 100 USD to KRW"))
        #expect(dated.date == .day(year: 2026, month: 12, day: 25))
        let spaced = try Parser.parse(LineText("2026 - 12 - 25"))
        #expect(spaced.date == nil)
        if case .chain(_, let links) = spaced.expression {
            #expect(links.count == 2 && links.allSatisfy { $0.op == .subtract })
        } else {
            Issue.record("not a subtraction: \(spaced.expression)")
        }
        // Two-digit years and one-digit ones are arithmetic too.
        #expect(try Parser.parse(LineText("26-12-25")).date == nil)
        #expect(try Parser.parse(LineText("10-3")).date == nil)
    }

    @Test(
        "a date shape naming no day is an error that says so",
        arguments: [
            "2026-02-30", "2026-13-01", "2026.04.31", "2026년 2월 30일", "13월 4일", "2026-02-30 100 USD to KRW",
            "100 USD to KRW on 2026-00-10",
        ])
    func invalidDates(line: String) {
        do {
            _ = try Parser.parse(LineText(line))
            Issue.record("parsed: \(line)")
        } catch {
            guard case .invalidDate(let typed, _) = error.kind else {
                Issue.record("\(line): \(error.kind)")
                return
            }
            #expect(!typed.hasPrefix("on "))
            #expect(error.message(in: .en).hasPrefix("no such date"))
            #expect(error.message(in: .ko).hasPrefix("없는 날짜입니다"))
            #expect(error.code == "invalid_date")
        }
    }

    @Test("the month's length is named when the month exists")
    func invalidDateMessage() {
        let error = GrammarError(.invalidDate("2026-02-30", daysInMonth: 28), at: 0..<10)
        #expect(error.message(in: .en) == "no such date: '2026-02-30' (that month has 28 days)")
        #expect(error.message(in: .ko) == "없는 날짜입니다: '2026-02-30' (그달은 28일까지 있습니다)")
    }

    @Test("two dates on one line are refused")
    func twoDates() {
        #expect(throws: GrammarError.self) {
            try Parser.parse(LineText("2024-03-04 100 USD to KRW on 2024-03-05"))
        }
    }

    /// Conversion lines the dates are crossed with, read plain first.
    static let lines = [
        "100 USD to KRW", "3만 엔 to 원", "100달러 원으로", "엔화 환율", "USD 환율", "1 EUR in JPY", "5 km to mi",
        "100 USD", "달러 환율", "50 GBP -> KRW",
    ]

    @Test("seeded: a date before a line or after it (with on) adds the day and changes nothing else")
    func crossedWithConversions() throws {
        var random = SeededGenerator(seed: 0x5EED_DA7E)
        let spellings = Self.forms.flatMap { form in form.0.map { ($0, form.1) } }
            .filter { !$0.0.hasPrefix("on ") }
        for _ in 0..<2_000 {
            let line = Self.lines.randomElement(using: &random)!
            let (spelling, expected) = spellings.randomElement(using: &random)!
            let plain = try Parser.parse(LineText(line))
            let leading = Bool.random(using: &random)
            let korean = spelling.unicodeScalars.contains { $0.isHangulSyllable }
            let dated =
                leading
                ? spelling + " " + line
                : line + (korean && Bool.random(using: &random) ? " " : " on ") + spelling
            let parsed = try Parser.parse(LineText(dated))
            #expect(parsed.date?.resolved(today: Self.today)?.isoText == expected, "\(dated)")
            #expect(Self.shape(parsed) == Self.shape(plain), "\(dated)")
        }
    }

    /// What a line asks, without ranges (the date moves them).
    static func shape(_ parsed: ParsedLine) -> String {
        let targets = parsed.targets.map(\.name.text).joined(separator: ",")
        return "\(ExpressionShape.of(parsed.expression)) -> \(targets) rate:\(parsed.rateQuery != nil)"
    }
}

/// An expression's structure with its ranges left out.
enum ExpressionShape {
    static func of(_ expression: Expression) -> String {
        switch expression {
        case .number(let literal, _): "n(\(literal.parts))"
        case .ans: "ans"
        case .pi: "pi"
        case .euler: "e"
        case .quantity(let amount, let name, _): "q(\(amount.map(of) ?? "-") \(name.text))"
        case .negate(let inner, _): "-(\(of(inner)))"
        case .binary(let op, let l, let r, _): "(\(of(l)) \(op) \(of(r)))"
        case .chain(let first, let links):
            "[\(of(first))" + links.map { " \($0.op) \(of($0.operand))" }.joined() + "]"
        case .percent(let inner, _): "\(of(inner))%"
        case .factorial(let inner, _): "\(of(inner))!"
        case .call(let f, let inner, _): "\(f)(\(of(inner)))"
        case .group(let inner, _): "(\(of(inner)))"
        }
    }
}
