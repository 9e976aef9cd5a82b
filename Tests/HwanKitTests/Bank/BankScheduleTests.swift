import Foundation
import HwanKit
import Testing

/// Korea Exim's calendar and both banks' freshness rules, as tables of
/// instants: no clock is read, nothing sleeps.
@Suite("bank schedule and freshness")
struct BankScheduleTests {
    /// Unix seconds of a wall-clock time in Seoul. 2026-11-20 is a Friday.
    static func kst(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
        let date = calendar.date(
            from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))!
        return Int64(date.timeIntervalSince1970)
    }

    @Test(
        "the next update is the next business day's 11:00 KST, across the weekend",
        arguments: [
            (kst(20, 12), kst(23, 11), "Friday afternoon → Monday"),
            (kst(20, 11), kst(23, 11), "Friday 11:00 itself → Monday"),
            (kst(20, 10, 59), kst(20, 11), "Friday before 11:00 → Friday"),
            (kst(21, 9), kst(23, 11), "Saturday → Monday"),
            (kst(22, 23, 59), kst(23, 11), "Sunday night → Monday"),
            (kst(23, 10), kst(23, 11), "Monday morning → Monday"),
            (kst(25, 12), kst(26, 11), "Wednesday afternoon → Thursday"),
            (kst(19, 23, 30), kst(20, 11), "Thursday 23:30 KST (14:30 UTC) → Friday"),
        ])
    func nextPublication(fetched: Int64, expected: Int64, why: String) {
        #expect(BankSchedule.nextPublication(after: fetched) == expected, "\(why)")
    }

    @Test(
        "a table fetched at a time was published the last business day at 11:00 KST",
        arguments: [
            (kst(20, 12), kst(20, 11)), (kst(20, 11), kst(20, 11)), (kst(20, 10), kst(19, 11)),
            (kst(22, 15), kst(20, 11)), (kst(23, 10, 59), kst(20, 11)),
        ])
    func lastPublication(fetched: Int64, expected: Int64) {
        #expect(BankSchedule.lastPublication(atOrBefore: fetched) == expected)
    }

    @Test("[] says why by the calendar and when to ask again")
    func quiet() {
        #expect(BankSchedule.quiet(at: Self.kst(21, 9)) == (.weekend, Self.kst(23, 11)))
        #expect(BankSchedule.quiet(at: Self.kst(22, 20)) == (.weekend, Self.kst(23, 11)))
        #expect(BankSchedule.quiet(at: Self.kst(23, 10)) == (.beforePublication, Self.kst(23, 11)))
        #expect(BankSchedule.quiet(at: Self.kst(23, 11, 20)) == (.holidayOrLate, Self.kst(23, 11, 50)))
    }

    @Test("no clock reading, however wild, traps")
    func extremes() {
        for time in [Int64.min, -1, 0, Int64.max, UnixTime.plausible.upperBound] {
            _ = BankSchedule.nextPublication(after: time)
            _ = BankSchedule.lastPublication(atOrBefore: time)
            _ = BankSchedule.quiet(at: time)
        }
    }

    @Test("a Dunamu quote is fresh for 60 seconds; a failure holds the next request back a minute")
    func dunamuFreshness() {
        let fetched: Int64 = 1_795_600_000
        let meta = EntryMetadata(source: "dunamu", fetchedAt: fetched)
        func decide(_ now: Int64, _ metadata: EntryMetadata = meta) -> RefreshPolicy.Decision {
            RefreshPolicy.decide(metadata: metadata, hasBody: true, source: "dunamu", rule: .dunamu, now: now)
        }
        #expect(decide(fetched + 59) == .useCache(until: fetched + 60))
        #expect(decide(fetched + 60) == .fetch(.due))
        var failed = meta
        failed.lastFailure = fetched + 70
        #expect(decide(fetched + 100, failed) == .backOff(until: fetched + 130))
        #expect(decide(fetched + 130, failed) == .fetch(.due))
        // A table asked with more codes is another source: fetched anew.
        #expect(
            RefreshPolicy.decide(
                metadata: meta, hasBody: true, source: "dunamu/KWD", rule: .dunamu, now: fetched + 1)
                == .fetch(.differentSource))
    }

    @Test("a Korea Exim table fetched on Friday afternoon is current until Monday 11:00 KST")
    func eximFreshness() throws {
        let fetched = Self.kst(20, 12)
        let decoded = try BankDecoding.decode(
            TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"), bank: .koreaexim,
            fetchedAt: fetched)
        #expect(decoded.nextUpdate == Self.kst(23, 11))
        #expect(decoded.dataTime == Self.kst(20, 11))
        let meta = EntryMetadata(describing: [], decoded: decoded, fetchedAt: fetched)
        func decide(_ now: Int64, _ metadata: EntryMetadata = meta) -> RefreshPolicy.Decision {
            RefreshPolicy.decide(
                metadata: metadata, hasBody: true, source: "koreaexim", rule: .koreaExim, now: now)
        }
        #expect(decide(Self.kst(21, 10)) == .useCache(until: Self.kst(23, 11)))
        #expect(decide(Self.kst(23, 10, 59)) == .useCache(until: Self.kst(23, 11)))
        #expect(decide(Self.kst(23, 11)) == .fetch(.due))
        // Monday 11:00 brought [] (late): the next attempt waits for the time the failure named.
        var failed = meta
        failed.lastFailure = Self.kst(23, 11)
        failed.retryAfter = Self.kst(23, 11, 30)
        #expect(decide(Self.kst(23, 11, 10), failed) == .backOff(until: Self.kst(23, 11, 30)))
        #expect(decide(Self.kst(23, 11, 30), failed) == .fetch(.due))
    }
}
