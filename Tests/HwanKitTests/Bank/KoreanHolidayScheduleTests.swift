import Foundation
import HwanKit
import Testing

/// SPEC §7, §12: Korean banks do not quote on public holidays, so a holiday is
/// no business day for the quoting day, the stale count, Korea Exim's next
/// publication and the won-rate rule. The oracle reads the committed table
/// with Foundation and walks days one by one.
@Suite("Korean public holidays in the bank schedule")
struct KoreanHolidayScheduleTests {
    /// Unix seconds of a time in KST.
    static func kst(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Int64 {
        KoreanHolidayOracle.day(year, month, day) * 86_400 + Int64(hour * 3600 + minute * 60) - 9 * 3600
    }

    static func kstDay(_ time: Int64) -> Int64 {
        let shifted = time + 9 * 3600
        return shifted >= 0 ? shifted / 86_400 : (shifted - 86_399) / 86_400
    }

    // MARK: The table

    @Test("every listed day is a holiday and the lookup agrees with the table")
    func lookupMatchesTable() {
        let listed = KoreanHolidayOracle.holidays
        #expect(listed.count > 400)
        #expect(KoreanHolidays.days.count == listed.count)
        #expect(KoreanHolidays.days == KoreanHolidays.days.sorted())
        for (day, name) in listed {
            #expect(KoreanHolidays.isHoliday(day))
            #expect(KoreanHolidays.name(of: day)?.ko == name)
        }
        let first = KoreanHolidayOracle.day(1999, 1, 1)
        let last = KoreanHolidayOracle.day(2030, 12, 31)
        for day in (first - 40)...(last + 40) where listed[day] == nil {
            #expect(!KoreanHolidays.isHoliday(day))
        }
    }

    @Test(
        "named days of 2026: 설날, 추석, substitute and election days",
        arguments: [
            (2026, 2, 16, "설날 전날"), (2026, 2, 17, "설날"), (2026, 2, 18, "설날 다음날"),
            (2026, 9, 24, "추석 전날"), (2026, 9, 25, "추석"), (2026, 9, 26, "추석 다음날"),
            (2026, 8, 17, "광복절 대체 휴일"), (2026, 6, 3, "지방선거일"), (2026, 5, 5, "어린이날"),
        ])
    func named(year: Int, month: Int, day: Int, name: String) {
        let number = KoreanHolidayOracle.day(year, month, day)
        #expect(KoreanHolidays.name(of: number)?.ko == name)
        #expect(!BankSchedule.isBusinessDay(number))
    }

    // MARK: Seeded, 2000-2030

    @Test(
        "seeded: the quoting day is the last business day whose table stands, and business days are counted")
    func quotingDayProperty() {
        var random = SeededGenerator(seed: 2_026)
        // Quotes reach 20 days back: none before 2000, where clocks are held.
        let start = Self.kst(2000, 1, 22, 0)
        let end = Self.kst(2030, 12, 31, 0)
        for _ in 0..<4_000 {
            let now = Int64.random(in: start...end, using: &random)
            let bank: BankID = Bool.random(using: &random) ? .dunamu : .koreaexim
            let opens = QuoteAge.firstTable(of: bank)
            let quoting = QuoteAge.quotingDay(at: now, opens: opens)
            #expect(KoreanHolidayOracle.isBusiness(quoting), "\(now)")
            #expect(now >= quoting * 86_400 + opens - 9 * 3600)
            // No business day after it has opened by now.
            var later = quoting + 1
            while later <= Self.kstDay(now) {
                #expect(!KoreanHolidayOracle.isBusiness(later) || now < later * 86_400 + opens - 9 * 3600)
                later += 1
            }
            let quote = now - Int64.random(in: 0...(20 * 86_400), using: &random)
            let quoteDay = Self.kstDay(quote)
            var expected: Int64 = 0
            var walk = quoteDay + 1
            while walk <= quoting {
                if KoreanHolidayOracle.isBusiness(walk) { expected += 1 }
                walk += 1
            }
            let age = QuoteAge(bankQuote: quote, bank: bank, now: now)
            switch age.staleness {
            case .current: #expect(quoteDay >= quoting)
            case .lastBusinessDay: #expect(quoteDay < quoting && expected == 1)
            case .old(let count): #expect(count == expected && count >= 2)
            }
        }
    }

    @Test("seeded: Korea Exim's next publication is the first business day's 11:00 after the fetch")
    func nextPublicationProperty() {
        var random = SeededGenerator(seed: 1_100)
        let start = Self.kst(2000, 1, 1, 0)
        let end = Self.kst(2030, 12, 20, 0)
        for _ in 0..<4_000 {
            let fetched = Int64.random(in: start...end, using: &random)
            var day = Self.kstDay(fetched)
            while !(KoreanHolidayOracle.isBusiness(day) && day * 86_400 + 2 * 3600 > fetched) { day += 1 }
            #expect(BankSchedule.nextPublication(after: fetched) == day * 86_400 + 2 * 3600, "\(fetched)")
            var back = Self.kstDay(fetched)
            while !(KoreanHolidayOracle.isBusiness(back) && back * 86_400 + 2 * 3600 <= fetched) { back -= 1 }
            #expect(BankSchedule.lastPublication(atOrBefore: fetched) == back * 86_400 + 2 * 3600)
        }
    }

    // MARK: Tables around 설날 and 추석 2026 and a substitute holiday

    @Test(
        "stale words across holiday stretches",
        arguments: [
            // (now, quote, bank, Korean words or nil when current)
            // 설날 2026: Mon 16 to Wed 18 February; Friday the 13th's quote stands until Thursday.
            (kst(2026, 2, 17, 14), kst(2026, 2, 13, 15, 30), BankID.dunamu, nil as String?),
            (kst(2026, 2, 19, 8, 24), kst(2026, 2, 13, 15, 30), .dunamu, nil),
            (kst(2026, 2, 19, 8, 25), kst(2026, 2, 13, 15, 30), .dunamu, "지난 영업일(금) 시세"),
            (kst(2026, 2, 19, 10), kst(2026, 2, 12, 15, 30), .dunamu, "2영업일 전 시세 — 오래됨"),
            (kst(2026, 2, 19, 10, 59), kst(2026, 2, 13, 11), .koreaexim, nil),
            (kst(2026, 2, 19, 11), kst(2026, 2, 13, 11), .koreaexim, "지난 영업일(금) 시세"),
            // 추석 2026: Thu 24 to Sat 26 September; Wednesday's quote stands until Monday.
            (kst(2026, 9, 25, 12), kst(2026, 9, 23, 16), .dunamu, nil),
            (kst(2026, 9, 27, 12), kst(2026, 9, 23, 16), .koreaexim, nil),
            (kst(2026, 9, 28, 9), kst(2026, 9, 23, 16), .dunamu, "지난 영업일(수) 시세"),
            (kst(2026, 9, 28, 9), kst(2026, 9, 22, 16), .dunamu, "2영업일 전 시세 — 오래됨"),
            // 광복절's substitute, Monday 17 August 2026.
            (kst(2026, 8, 17, 15), kst(2026, 8, 14, 15), .dunamu, nil),
            (kst(2026, 8, 18, 9), kst(2026, 8, 14, 15), .dunamu, "지난 영업일(금) 시세"),
            (kst(2026, 8, 19, 9), kst(2026, 8, 13, 15), .dunamu, "3영업일 전 시세 — 오래됨"),
        ])
    func staleWords(now: Int64, quote: Int64, bank: BankID, words: String?) {
        let age = QuoteAge(bankQuote: quote, bank: bank, now: now)
        #expect(age.staleWords?.ko == words)
    }

    @Test(
        "Korea Exim's next update skips a holiday Monday",
        arguments: [
            (kst(2026, 8, 14, 12), kst(2026, 8, 18, 11), "Friday before 광복절's substitute → Tuesday"),
            (kst(2026, 10, 2, 12), kst(2026, 10, 6, 11), "Friday before 개천절's substitute → Tuesday"),
            (kst(2026, 2, 13, 12), kst(2026, 2, 19, 11), "Friday before 설날 → Thursday"),
            (kst(2026, 9, 23, 11), kst(2026, 9, 28, 11), "Wednesday before 추석 → Monday"),
            (kst(2017, 9, 29, 12), kst(2017, 10, 10, 11), "Friday before 추석 2017's ten days → Tuesday"),
        ])
    func nextUpdate(fetched: Int64, expected: Int64, why: String) throws {
        #expect(BankSchedule.nextPublication(after: fetched) == expected, "\(why)")
        let decoded = try BankDecoding.decode(
            TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"), bank: .koreaexim,
            fetchedAt: fetched)
        #expect(decoded.nextUpdate == expected, "\(why)")
    }

    @Test("a table fetched on a holiday was published the business day before it")
    func lastPublicationOnHoliday() {
        #expect(
            BankSchedule.lastPublication(atOrBefore: Self.kst(2026, 8, 17, 15)) == Self.kst(2026, 8, 14, 11))
        #expect(
            BankSchedule.lastPublication(atOrBefore: Self.kst(2026, 2, 18, 23)) == Self.kst(2026, 2, 13, 11))
    }

    @Test("[] on a holiday names it and asks again at the next business day's 11:00")
    func quietOnHoliday() {
        let (reason, retry) = BankSchedule.quiet(at: Self.kst(2026, 8, 17, 12))
        #expect(reason == .holiday(Localized(ko: "광복절 대체 휴일", en: "Alternative holiday for Liberation Day")))
        #expect(retry == Self.kst(2026, 8, 18, 11))
        #expect(reason.text.ko == "공휴일(광복절 대체 휴일)에는 고시하지 않습니다")
        // A holiday on a Saturday is a weekend.
        #expect(BankSchedule.quiet(at: Self.kst(2026, 9, 26, 12)).reason == .weekend)
    }

    @Test("on a holiday the won's rate is the provider's: the bank's last quote is dated another day")
    func wonRateOnHoliday() {
        // 추석, Friday 25 September 2026: Wednesday's quote is the bank's last.
        #expect(!WonRateRule.bankAnswers(quoteTime: Self.kst(2026, 9, 23, 9), now: Self.kst(2026, 9, 25, 14)))
        #expect(WonRateRule.bankAnswers(quoteTime: Self.kst(2026, 9, 23, 9), now: Self.kst(2026, 9, 23, 14)))
        let age = QuoteAge(bankQuote: Self.kst(2026, 9, 23, 9), bank: .dunamu, now: Self.kst(2026, 9, 25, 14))
        #expect(age.staleness == .current)
    }
}
