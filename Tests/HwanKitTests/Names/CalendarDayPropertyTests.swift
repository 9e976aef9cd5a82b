import Testing

@testable import HwanSession

/// `CalendarDate` against a calendar computed here another way: days counted
/// from 0001-01-01 by whole years and a table of month lengths, and found back
/// by walking years and months. 10,000 seeded pairs of days between the years
/// 1600 and 2400 (so 1700, 1800, 1900, 2100, 2200, 2300 and 2000 are crossed).
@Suite("Calendar days against an independent count")
struct CalendarDatePropertyTests {
    /// Reference: the Gregorian leap rule written as the law says it.
    static func referenceLeap(_ year: Int) -> Bool {
        if year % 400 == 0 { return true }
        if year % 100 == 0 { return false }
        return year % 4 == 0
    }

    static func referenceMonthLengths(_ year: Int) -> [Int] {
        [31, referenceLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    }

    /// Days from 0001-01-01.
    static func referenceNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = year - 1
        var days = y * 365 + y / 4 - y / 100 + y / 400
        for m in 0..<(month - 1) { days += referenceMonthLengths(year)[m] }
        return days + day - 1
    }

    static func referenceDate(_ number: Int) -> (Int, Int, Int) {
        var year = number / 366 + 1
        while referenceNumber(year + 1, 1, 1) <= number { year += 1 }
        var rest = number - referenceNumber(year, 1, 1)
        var month = 1
        for length in referenceMonthLengths(year) {
            if rest < length { break }
            rest -= length
            month += 1
        }
        return (year, month, rest + 1)
    }

    static func randomDate(_ generator: inout SeededGenerator) -> (Int, Int, Int) {
        let year = Int.random(in: 1600...2400, using: &generator)
        let month = Int.random(in: 1...12, using: &generator)
        let day = Int.random(in: 1...referenceMonthLengths(year)[month - 1], using: &generator)
        return (year, month, day)
    }

    @Test("10,000 seeded pairs: days between, a date plus days, and back")
    func seededPairs() throws {
        var generator = SeededGenerator(seed: 0x2026_1225)
        for _ in 0..<10_000 {
            let a = Self.randomDate(&generator)
            let b = Self.randomDate(&generator)
            let dayA = try #require(CalendarDate(year: a.0, month: a.1, day: a.2))
            let dayB = try #require(CalendarDate(year: b.0, month: b.1, day: b.2))
            let expected = Self.referenceNumber(b.0, b.1, b.2) - Self.referenceNumber(a.0, a.1, a.2)
            #expect(dayB.dayNumber - dayA.dayNumber == expected, "\(a) → \(b)")
            let shift = Int.random(in: -40_000...40_000, using: &generator)
            let moved = dayA.adding(days: shift).parts
            let reference = Self.referenceDate(Self.referenceNumber(a.0, a.1, a.2) + shift)
            #expect(
                moved.year == reference.0 && moved.month == reference.1 && moved.day == reference.2,
                "\(a) + \(shift)")
            #expect(dayA.parts == (a.0, a.1, a.2))
        }
    }

    @Test("weekdays: 0001-01-01 was a Monday, and each day after is the next weekday")
    func weekdays() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1_000 {
            let a = Self.randomDate(&generator)
            let day = try #require(CalendarDate(year: a.0, month: a.1, day: a.2))
            // 0001-01-01 (reference number 0) was a Monday (1).
            #expect(day.weekday == (Self.referenceNumber(a.0, a.1, a.2) + 1) % 7, "\(a)")
        }
        #expect(CalendarDate(year: 2026, month: 12, day: 25)?.weekday == 5)
    }

    @Test(
        "leap years: 1900 and 2100 have no 29 February, 2000 and 2024 do",
        arguments: [(1900, false), (2000, true), (2024, true), (2100, false), (2023, false), (2400, true)])
    func leapYears(year: Int, leap: Bool) {
        #expect(CalendarDate.isLeap(year) == leap)
        #expect((CalendarDate(year: year, month: 2, day: 29) != nil) == leap)
        let march = CalendarDate(year: year, month: 3, day: 1)!
        let february = CalendarDate(year: year, month: 2, day: 1)!
        #expect(march.dayNumber - february.dayNumber == (leap ? 29 : 28))
    }

    @Test("a calendar month keeps the day, clamped to the month's last (seeded, every month end)")
    func monthEnds() throws {
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<5_000 {
            let a = Self.randomDate(&generator)
            let months = Int.random(in: -240...240, using: &generator)
            let day = try #require(CalendarDate(year: a.0, month: a.1, day: a.2))
            let index = a.0 * 12 + a.1 - 1 + months
            let year = index / 12
            let month = index % 12 + 1
            let expectedDay = min(a.2, Self.referenceMonthLengths(year)[month - 1])
            let moved = day.adding(months: months).parts
            #expect(moved == (year, month, expectedDay), "\(a) + \(months) months")
        }
        #expect(CalendarDate(year: 2024, month: 1, day: 31)!.adding(months: 1).isoText == "2024-02-29")
        #expect(CalendarDate(year: 2100, month: 1, day: 31)!.adding(months: 1).isoText == "2100-02-28")
        #expect(CalendarDate(year: 2000, month: 2, day: 29)!.adding(months: 12).isoText == "2001-02-28")
    }

    @Test("no such day: 2026-02-30, 2026-13-01, 1900-02-29")
    func noSuchDays() {
        #expect(CalendarDate(year: 2026, month: 2, day: 30) == nil)
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil)
    }
}
