import Testing

@testable import HwanCatalog
@testable import HwanSupport

/// The calendar checked against a day count made the slow way: whole years,
/// then whole months, then days, from 1970-01-01 (nothing shared with the
/// civil-from-days arithmetic under test).
@Suite("Calendar dates")
struct CalendarDateTests {
    static func leap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    static func countedDays(year: Int, month: Int, day: Int) -> Int {
        var days = 0
        if year >= 1970 {
            for y in 1970..<year { days += leap(y) ? 366 : 365 }
        } else {
            for y in year..<1970 { days -= leap(y) ? 366 : 365 }
        }
        let lengths = [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        for m in 0..<(month - 1) { days += lengths[m] }
        return days + day - 1
    }

    @Test("10,000 seeded dates agree with a day count made year by year, both ways")
    func seededDates() {
        var random = SeededGenerator(seed: 0xDA7E_5EED)
        for _ in 0..<10_000 {
            let year = Int.random(in: 1600...2400, using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let lengths = [31, Self.leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            let day = Int.random(in: 1...lengths[month - 1], using: &random)
            let counted = Self.countedDays(year: year, month: month, day: day)
            let date = CalendarDate(year: year, month: month, day: day)
            #expect(date?.dayNumber == counted, "\(year)-\(month)-\(day)")
            let back = CalendarDate(dayNumber: counted).parts
            #expect(back.year == year && back.month == month && back.day == day, "\(counted)")
            // 1970-01-01 was a Thursday (4).
            #expect(CalendarDate(dayNumber: counted).weekday == ((counted % 7 + 7) % 7 + 4) % 7)
        }
    }

    @Test("leap years: 1900 and 2100 are not, 2000 and 2024 are")
    func leapYears() {
        #expect(!CalendarDate.isLeap(1900))
        #expect(CalendarDate.isLeap(2000))
        #expect(!CalendarDate.isLeap(2100))
        #expect(CalendarDate.isLeap(2024))
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2100, month: 2, day: 29) == nil)
    }

    @Test(
        "days that do not exist are refused",
        arguments: [(2026, 2, 30), (2026, 13, 1), (2026, 0, 1), (2026, 4, 31), (2026, 1, 0)])
    func invalidDays(year: Int, month: Int, day: Int) {
        #expect(CalendarDate(year: year, month: month, day: day) == nil)
    }

    @Test("calendar months clamp to the month's last day")
    func monthSteps() {
        let jan31 = CalendarDate(year: 2026, month: 1, day: 31)!
        #expect(jan31.adding(months: 1).isoText == "2026-02-28")
        #expect(CalendarDate(year: 2024, month: 1, day: 31)!.adding(months: 1).isoText == "2024-02-29")
        #expect(CalendarDate(year: 2024, month: 2, day: 29)!.adding(years: 1).isoText == "2025-02-28")
        #expect(CalendarDate(year: 2026, month: 3, day: 1)!.adding(months: 6).isoText == "2026-09-01")
        #expect(CalendarDate(year: 2026, month: 3, day: 31)!.adding(months: -1).isoText == "2026-02-28")
        #expect(CalendarDate(year: 2026, month: 1, day: 15)!.adding(months: -13).isoText == "2024-12-15")
    }

    @Test("seeded month steps land on the same day or the month's end, and the month count is exact")
    func seededMonthSteps() {
        var random = SeededGenerator(seed: 77)
        for _ in 0..<2_000 {
            let start = CalendarDate(dayNumber: Int.random(in: -20_000...60_000, using: &random))
            let months = Int.random(in: -400...400, using: &random)
            let moved = start.adding(months: months)
            let (y0, m0, d0) = start.parts
            let (y1, m1, d1) = moved.parts
            #expect((y1 * 12 + m1) - (y0 * 12 + m0) == months)
            #expect(d1 == min(d0, CalendarDate.daysIn(month: m1, of: y1)))
        }
    }

    @Test("ISO text both ways, with zero padding")
    func isoText() {
        #expect(CalendarDate(year: 2024, month: 3, day: 4)!.isoText == "2024-03-04")
        #expect(CalendarDate(isoText: "2024-03-04")?.textWithWeekday(in: .ko) == "2024-03-04 (월)")
        #expect(CalendarDate(isoText: "2024-03-03")?.textWithWeekday(in: .en) == "2024-03-03 (Sun)")
        #expect(CalendarDate(isoText: "2024-02-30") == nil)
        #expect(CalendarDate(isoText: "2024-3-04") == nil)
    }

    @Test("today is the day in the home currency's zone: KST for KRW, standard time elsewhere")
    func today() {
        // 2026-12-06T15:30:00Z is already 2026-12-07 in Seoul, still the 6th in New York.
        let now: Int64 = 1_796_571_000
        #expect(HomeZone.today(at: now, currency: "KRW").isoText == "2026-12-07")
        #expect(HomeZone.today(at: now, currency: "USD").isoText == "2026-12-06")
        #expect(HomeZone.offset(forCurrency: "KRW") == 32_400)
        #expect(HomeZone.offset(forCurrency: "INR") == 19_800)
        #expect(HomeZone.offset(forCurrency: "XXX") == 0)
        // The first second of a Seoul day is 15:00 UTC the day before.
        let day = CalendarDate(isoText: "2026-12-07")!
        #expect(HomeZone.today(at: day.startTime(offset: 32_400), currency: "KRW") == day)
        #expect(
            HomeZone.today(at: day.startTime(offset: 32_400) - 1, currency: "KRW") == day.adding(days: -1))
    }
}
