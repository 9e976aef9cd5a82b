import Foundation
import Testing

@testable import HwanCatalog
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `history` on a new install (SPEC §12): the days not stored come from the bundled ECB rates.
@Suite("History filled from the bundle")
struct HistoryFillTests {
    @Test("a new install shows the period at once: ECB business days, then the stored table")
    func newInstall() throws {
        let session = try SessionHarness.session(language: .en, mode: .json, sharedCache: true)
        let reply = session.execute("history USD 30")
        let json = try JSONParser.parse(try #require(reply.output.first, "\(reply.error ?? "")"))
        guard case .array(let points)? = json["points"] else {
            Issue.record("no points")
            return
        }
        // 2026-03-04 to 2026-04-02: 22 ECB business days (Good Friday is 04-03), then the stored table.
        #expect(points.count >= 20)
        // (The shared cache has stored no history: every point is the ECB's, up to today.)
        #expect(points.allSatisfy { $0["provider"]?.stringValue == "ecb" })
        let dated = DatedRates(cacheDirectory: nil, http: nil, offline: true)
        for point in points {
            let time = try #require(point["time"]?.stringValue)
            let day = try #require(CalendarDate(isoText: Substring(time.prefix(10))))
            #expect(!day.isWeekend && day.isoText <= "2026-04-03")
            let answer = try dated.answer(for: day, today: CalendarDate(isoText: "2026-04-03")!)
            let expected = try #require(answer.table.rate(from: "USD", to: "KRW"))
            #expect(point["rate"] == .number(NumberText.json(expected)), "\(time)")
        }
    }

    @Test(
        "DAYS in years, months and weeks",
        arguments: [
            ("1y", 365), ("10y", 3650), ("6m", 180), ("2w", 14), ("1년", 365), ("6개월", 180), ("30", 30),
        ])
    func daySuffixes(word: String, days: Int) throws {
        #expect(try HistoryRequest.days(Substring(word)) == days)
    }

    @Test("more than ten years is refused")
    func tooMany() {
        #expect(throws: HistoryError.self) { try HistoryRequest.days("11y") }
    }

    @Test("ten years of history: every ECB day of the period, one request at most (none offline)")
    func tenYears() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let reply = session.execute("history EUR KRW 10y")
        #expect(reply.error == nil)
        #expect(reply.output.count > 2_500)
    }
}
