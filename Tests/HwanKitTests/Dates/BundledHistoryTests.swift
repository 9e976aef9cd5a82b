import Foundation
import Testing

@testable import HwanCatalog
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// The ECB history compiled into the binary, checked against the ECB's own
/// text: a seeded sample of its figures (`Tests/Fixtures/ecb-history-sample.tsv`,
/// copied from eurofxref-hist.csv by the generator) and its list of business days.
@Suite("Bundled ECB history")
struct BundledHistoryTests {
    static let farFuture = CalendarDate(year: 2100, month: 1, day: 1)!

    static func lines(_ name: String) -> [Substring] {
        String(decoding: TestFiles.fixture(name), as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
    }

    @Test("2,500 seeded (day, pair) cross rates are exactly the ratio of the ECB's figures")
    func sampledCrossRates() throws {
        let rows = Self.lines("ecb-history-sample.tsv")
        #expect(rows.count == 2_500)
        let dated = DatedRates(cacheDirectory: nil, http: nil, offline: true)
        for row in rows {
            let f = row.split(separator: "\t").map(String.init)
            let day = try #require(CalendarDate(isoText: Substring(f[0])))
            let answer = try dated.answer(for: day, today: Self.farFuture)
            #expect(answer.rateDay == day && answer.source == .ecb && !answer.isEarlierDay)
            let first = try #require(ExactDecimal(f[2]))
            let second = try #require(ExactDecimal(f[4]))
            #expect(answer.table.rate(for: f[1]) == first, "\(row)")
            let expected = try ExactFraction(numerator: second, denominator: first)
            #expect(answer.table.rate(from: f[1], to: f[3]) == expected, "\(row)")
        }
    }

    @Test(
        "the business days are the ECB file's, and every weekend day from 2000 maps to the last one before it"
    )
    func weekendsMapToTheLastBusinessDay() throws {
        let fileDays = Self.lines("ecb-history-days.txt").compactMap { CalendarDate(isoText: $0) }
        let history = BundledHistory.shared
        #expect(fileDays.count == history.days.count)
        #expect(fileDays.map(\.dayNumber) == history.days.map(Int.init))
        var weekendDays = 0
        var day = CalendarDate(year: 2000, month: 1, day: 1)!
        var lastPublished: CalendarDate? = fileDays.last { $0 < day }
        let published = Set(fileDays.map(\.dayNumber))
        while day <= history.lastDay {
            if published.contains(day.dayNumber) { lastPublished = day }
            if day.isWeekend {
                weekendDays += 1
                let index = try #require(history.index(onOrBefore: day))
                #expect(history.day(at: index) == lastPublished, "\(day.isoText)")
                #expect(!history.day(at: index).isWeekend)
            }
            day = day.adding(days: 1)
        }
        #expect(weekendDays == 2_800)
    }

    @Test("a month of the ECB's rates as Frankfurter serves them equals the bundle day by day")
    func agreesWithFrankfurterFixture() throws {
        let json = try JSONParser.parse(
            TestFiles.fixture("history/frankfurter-v1-2024-01-01..2024-01-31.json"))
        guard case .object(let days)? = json["rates"] else {
            Issue.record("no rates")
            return
        }
        let dated = DatedRates(cacheDirectory: nil, http: nil, offline: true)
        #expect(days.count == 22)
        for (dayText, rates) in days {
            let day = try #require(CalendarDate(isoText: Substring(dayText)))
            let answer = try dated.answer(for: day, today: Self.farFuture)
            #expect(answer.rateDay == day)
            guard case .object(let members) = rates else { continue }
            for (code, value) in members {
                #expect(answer.table.rate(for: code) == value.decimalValue, "\(dayText) \(code)")
            }
        }
    }

    @Test("days before 1999-01-04 and after today are errors that name the range")
    func outOfRange() {
        let dated = DatedRates(cacheDirectory: nil, http: nil, offline: true)
        let today = CalendarDate(year: 2026, month: 12, day: 6)!
        #expect(
            throws: DatedRatesError.beforeRange(
                requested: CalendarDate(year: 1998, month: 12, day: 31)!,
                first: CalendarDate(year: 1999, month: 1, day: 4)!)
        ) {
            try dated.answer(for: CalendarDate(year: 1998, month: 12, day: 31)!, today: today)
        }
        #expect(throws: DatedRatesError.future(requested: today.adding(days: 1), today: today)) {
            try dated.answer(for: today.adding(days: 1), today: today)
        }
        let message = DatedRatesError.beforeRange(
            requested: CalendarDate(year: 1998, month: 12, day: 31)!,
            first: CalendarDate(year: 1999, month: 1, day: 4)!)
        #expect(
            message.message(in: .en) == "no rates for 1998-12-31: dated rates run from 1999-01-04 to today")
        #expect(message.message(in: .ko).contains("1999-01-04부터"))
        #expect(message.code == "date_out_of_range")
    }

    @Test("a currency is decoded only when asked, and the first and last days are the file's")
    func lazyAndBounded() throws {
        let history = BundledHistory.shared
        #expect(history.firstDay.isoText == "1999-01-04")
        #expect(history.codes.contains("KRW") && history.codes.contains("USD"))
        let dated = DatedRates(cacheDirectory: nil, http: nil, offline: true)
        let krw = try #require(dated.bundledSeries("KRW"))
        // 2008-10-24, a day people ask about (the won at its weakest of that autumn).
        let index = try #require(history.index(onOrBefore: CalendarDate(year: 2008, month: 10, day: 24)!))
        #expect(krw.rate(at: index) != nil)
        #expect(history.series("XXX") == nil)
    }
}

/// Frankfurter for the days after the bundle, behind the cache of past days.
@Suite("Dated rates: Frankfurter and the cache of past days")
struct DatedRatesFetchTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 6)!

    /// Five bits a character from `0`, bit 5 for "more" (the generator's encoding).
    static func varint(_ value: Int) -> String {
        var value = value
        var text = ""
        repeat {
            let low = value & 31
            value >>= 5
            text.append(Character(Unicode.Scalar(UInt8(48 + low + (value > 0 ? 32 : 0)))))
        } while value > 0
        return text
    }

    /// A bundle of two days, 2023-12-28 and 2023-12-29, with KRW only: 2024 is after it.
    static func tinyBundle() -> BundledHistory {
        let values = varint(1_000 * 2 + 1) + varint(0 * 2 + 1)
        let text =
            "ecb-history 1 2023-12-28 2023-12-29 2\ndays \(varint(1))\(varint(1))\nKRW 0 0 1 \(values)\n"
        return BundledHistory(text: text)!
    }

    static func body(_ name: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, body: TestFiles.fixture("history/" + name)))
    }

    @Test("a tiny bundle decodes as written")
    func tinyBundleDecodes() throws {
        let bundle = Self.tinyBundle()
        #expect(bundle.days.count == 2 && bundle.lastDay.isoText == "2023-12-29")
        #expect(bundle.series("KRW")?.rate(at: 1) == ExactDecimal(1_000))
    }

    @Test("a day after the bundle: one request, the day read from the body, then none, offline too")
    func fetchedOnceAndCachedForever() throws {
        let directory = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([
            Self.body("frankfurter-v1-2024-03-03-weekend-answers-2024-03-01.json"),
            Self.body("frankfurter-v1-2024-03-04.json"),
        ])
        let dated = DatedRates(
            cacheDirectory: directory, http: http, baseURL: "http://127.0.0.1:9/", offline: false,
            bundle: Self.tinyBundle)
        let sunday = CalendarDate(year: 2024, month: 3, day: 3)!
        let answer = try dated.answer(for: sunday, today: Self.today)
        #expect(
            answer.source == .frankfurter && answer.rateDay.isoText == "2024-03-01" && answer.isEarlierDay)
        #expect(answer.table.rate(for: "USD") == ExactDecimal("1.0813"))
        #expect(http.requests == ["http://127.0.0.1:9/v1/2024-03-03?base=EUR"])
        _ = try dated.answer(for: sunday, today: Self.today)
        #expect(dated.requests == 1)
        let monday = try dated.answer(for: sunday.adding(days: 1), today: Self.today)
        #expect(monday.rateDay.isoText == "2024-03-04" && dated.requests == 2)

        // A later run, offline: both days from the cache, no request.
        let offline = ScriptedHTTPClient([])
        let again = DatedRates(
            cacheDirectory: directory, http: offline, offline: true, bundle: Self.tinyBundle)
        let cached = try again.answer(for: sunday, today: Self.today)
        #expect(cached.fromCache && cached.rateDay.isoText == "2024-03-01")
        #expect(cached.table.rate(for: "KRW") == ExactDecimal("1444.21"))
        #expect(try again.answer(for: sunday.adding(days: 1), today: Self.today).fromCache)
        #expect(again.requests == 0 && offline.requests.isEmpty)
    }

    @Test("offline with nothing cached, and a failed request, are errors naming the source and day")
    func unavailable() {
        let dated = DatedRates(
            cacheDirectory: TestFiles.temporaryDirectory(), http: ScriptedHTTPClient([]), offline: true,
            bundle: Self.tinyBundle)
        do {
            _ = try dated.answer(for: CalendarDate(year: 2024, month: 3, day: 4)!, today: Self.today)
            Issue.record("answered offline")
        } catch {
            #expect(
                error.message(in: .en)
                    == "could not get the rates of 2024-03-04 from ECB (Frankfurter): offline")
        }
        let failing = DatedRates(
            cacheDirectory: TestFiles.temporaryDirectory(),
            http: ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: Array("{\"rates\":{}}".utf8)))]
            ),
            offline: false, bundle: Self.tinyBundle)
        #expect(throws: DatedRatesError.self) {
            try failing.answer(for: CalendarDate(year: 2024, month: 3, day: 4)!, today: Self.today)
        }
    }

    @Test("the cache keeps at most its bound of days, the oldest dropped first")
    func cacheBound() {
        let directory = TestFiles.temporaryDirectory()
        let cache = DatedRatesCache(directory: directory, maximumDays: 5)
        let first = CalendarDate(year: 2020, month: 1, day: 1)!
        for offset in 0..<8 {
            let day = first.adding(days: offset)
            cache.store(requested: day, rateDay: day, rates: ["USD": 1])
        }
        #expect(cache.day(first) == nil)
        #expect(cache.day(first.adding(days: 3)) != nil)
        // Read back from the file: the same five days.
        let reread = DatedRatesCache(directory: directory, maximumDays: 5)
        #expect(reread.day(first.adding(days: 2)) == nil)
        #expect(reread.day(first.adding(days: 7))?.rates["USD"] == 1)
    }
}
