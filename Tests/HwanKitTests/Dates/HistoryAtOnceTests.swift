import Foundation
import Testing

@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `history` at once (SPEC §12): the bundle's days, then the days after it from
/// one Frankfurter time-series request, cached per day; DAYS and FROM..TO.
@Suite("History at once: the days after the bundle, and the period asked")
struct HistoryAtOnceTests {
    static let base = "http://127.0.0.1:9"

    /// A bundle of 2023-12-29 and 2024-01-02 with KRW (1400, 1410) and USD (1.1050, 1.0956) per euro.
    static func tinyBundle() -> BundledHistory {
        let varint = DatedRatesFetchTests.varint
        let krw = varint(1400 * 2 + 1) + varint(10 * 2 + 1)
        let usd = varint(11050 * 2 + 1) + varint(94 * 2 - 1 + 1)
        let text =
            "ecb-history 1 2023-12-29 2024-01-02 2\ndays \(varint(1))\(varint(4))\n"
            + "KRW 0 0 1 \(krw)\nUSD 4 0 1 \(usd)\n"
        return BundledHistory(text: text)!
    }

    static func series() -> Result<HTTPResponse, TransportError> {
        .success(
            HTTPResponse(
                status: 200, body: TestFiles.fixture("history/frankfurter-v1-2024-01-01..2024-01-31.json")))
    }

    @Test("the bundle's days, then one time-series request for the days after it; none the second time")
    func afterTheBundle() throws {
        let bundle = Self.tinyBundle()
        #expect(bundle.lastDay.isoText == "2024-01-02")
        #expect(bundle.series("USD")?.rate(at: 1) == ExactDecimal("1.0956"))
        let directory = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([Self.series()])
        let dated = DatedRates(
            cacheDirectory: directory, http: http, baseURL: Self.base, offline: false, bundle: Self.tinyBundle
        )
        let empty = HistorySeries(code: "USD", base: "KRW", points: [], olderPoints: 0)
        let today = CalendarDate(year: 2024, month: 2, day: 1)!
        let since = CalendarDate(year: 2023, month: 12, day: 20)!
        let filled = empty.filled(from: dated, since: since, today: today)
        #expect(http.requests == [Self.base + "/v1/2023-12-27..2024-01-31?base=EUR"])
        // 2 bundled days, then the 21 business days of January after the 2nd.
        #expect(filled.points.count == 23)
        #expect(filled.points.allSatisfy { $0.provider == "ecb" })
        let body = try JSONParser.parse(
            TestFiles.fixture("history/frankfurter-v1-2024-01-01..2024-01-31.json"))
        for point in filled.points.dropFirst(2) {
            let day = CalendarDate.day(at: point.time, offset: 0)
            let rates = try #require(body["rates"]?[day.isoText])
            let expected = RateTable.cross(from: rates["USD"]?.decimalValue, to: rates["KRW"]?.decimalValue)
            #expect(point.rate == expected, "\(day.isoText)")
        }
        let times = filled.points.map(\.time)
        #expect(times == times.sorted() && Set(times).count == times.count)

        let again = DatedRates(
            cacheDirectory: directory, http: ScriptedHTTPClient([]), baseURL: Self.base, offline: false,
            bundle: Self.tinyBundle)
        #expect(empty.filled(from: again, since: since, today: today) == filled)
        #expect(again.requests == 0)
        let offline = DatedRates(
            cacheDirectory: directory, http: nil, offline: true, bundle: Self.tinyBundle)
        #expect(empty.filled(from: offline, since: since, today: today).points.count == 23)
    }

    @Test("a failed time-series request leaves the bundle's days, with a notice")
    func failedRequest() {
        let dated = DatedRates(
            cacheDirectory: TestFiles.temporaryDirectory(),
            http: ScriptedHTTPClient([.failure(.cannotConnect)]),
            baseURL: Self.base, offline: false, bundle: Self.tinyBundle)
        let empty = HistorySeries(code: "USD", base: "KRW", points: [], olderPoints: 0)
        let filled = empty.filled(
            from: dated, since: CalendarDate(year: 2023, month: 12, day: 20)!,
            today: CalendarDate(year: 2024, month: 2, day: 1)!)
        #expect(filled.points.count == 2)
        #expect(dated.notices.count == 1)
    }

    @Test(
        "FROM..TO: two days, in order, at most 3650 days",
        arguments: [
            ("2024-01-01..2024-03-31", "2024-01-01", "2024-03-31"),
            ("2016-01-01..2025-12-27", "2016-01-01", "2025-12-27"),
            ("2024-03-04..2024-03-04", "2024-03-04", "2024-03-04"),
        ])
    func ranges(word: String, from: String, to: String) throws {
        let range = try #require(try HistoryRequest.range(Substring(word)))
        #expect(range.lowerBound.isoText == from && range.upperBound.isoText == to)
    }

    @Test("an inverted range, or one over 3650 days, is an error naming the bound")
    func badRanges() {
        do {
            _ = try HistoryRequest.range("2024-03-31..2024-01-01")
            Issue.record("accepted")
        } catch {
            #expect(error.message(in: .en).contains("2024-03-31 is after 2024-01-01"))
        }
        do {
            _ = try HistoryRequest.range("2000-01-01..2024-01-01")
            Issue.record("accepted")
        } catch {
            #expect(error.message(in: .en).contains("at most 3650"))
            #expect(error.message(in: .ko).contains("최대 3650일"))
        }
        #expect(throws: HistoryError.self) { try HistoryRequest.range("2024-01-01..soon") }
        #expect(throws: HistoryError.self) { try HistoryRequest.days("3651") }
        #expect(try! HistoryRequest.range("30") == nil)
    }

    @Test("seeded: any range within the bundle gives exactly the ECB's business days in it")
    func seededRanges() throws {
        let session = try SessionHarness.session(language: .en, mode: .json, sharedCache: true)
        let history = BundledHistory.shared
        var generator = SeededGenerator(seed: 0x3232)
        for _ in 0..<20 {
            let low = Int(history.days[0])
            let high = Int(history.days[5000])
            let start = CalendarDate(dayNumber: Int.random(in: low...high, using: &generator))
            let length = Int.random(in: 1...3650, using: &generator)
            let end = start.adding(days: length - 1)
            let reply = session.execute("history USD KRW \(start.isoText)..\(end.isoText)")
            let expected = history.days.filter { day in
                Int(day) >= start.dayNumber && Int(day) <= end.dayNumber
            }.count
            guard expected >= 2 else { continue }
            let json = try JSONParser.parse(try #require(reply.output.first, "\(reply.error ?? "")"))
            guard case .array(let points)? = json["points"] else {
                Issue.record("no points")
                continue
            }
            #expect(points.count == expected, "\(start.isoText)..\(end.isoText)")
            let first: String = try #require(points.first?["time"]?.stringValue)
            #expect(String(first.prefix(10)) >= start.isoText)
        }
    }
}
