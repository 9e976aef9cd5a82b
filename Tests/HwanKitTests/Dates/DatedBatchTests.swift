import Foundation
import Testing

@testable import HwanKit
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `DATE<TAB>line` batches (SPEC §12): the quick way (the day read from the
/// bytes, the rest calculated beside that day's rates) answers exactly as the
/// line read whole does; days after the bundled history are asked once each.
@Suite("Dated batches")
struct DatedBatchTests {
    static let dates = [
        "2024-03-04", "2024-03-03", "2024.3.4", "2024/03/09", "2016-01-04", "2008-10-24", "1999-01-04",
        "1998-12-31", "2026-04-03", "2026-04-02", "2027-01-01", "2024-02-30", "2024-13-01", "1999-1-5",
    ]
    static let rests = [
        "100 USD to KRW", "1234.5 EUR to JPY", "3 GBP in KRW", "1 USD to VND", "7 USD", "100 km to mi", "100",
        "5 USD to XYZ", "100 USD to KRW on 2024-03-05", "100 USD to KRW 어제", "100일 후", "2 * 3 USD to KRW",
        "100 USD to KRW  # lunch", "100달러 원으로", "1,000 JPY to KRW", "0.5 BTC to KRW", "rates JPY",
        "100 USD to KRW + 5", "ans * 2", "  100 USD to KRW", "100 USD -> EUR", "10 CHF to USD",
    ]

    @Test("seeded: 1,500 DATE<TAB>line lines answer the same the quick way and read whole, in every mode")
    func quickWayChangesNothing() throws {
        for mode in [OutputMode.human, .terse, .json] {
            var random = SeededGenerator(
                seed: 0xDA7E_0000 + UInt64(mode == .human ? 1 : mode == .terse ? 2 : 3))
            let quick = try SessionHarness.session(language: .ko, mode: mode, sharedCache: true)
            let whole = try SessionHarness.session(language: .ko, mode: mode, sharedCache: true)
            whole.fastDatedBatch = false
            for _ in 0..<500 {
                let line =
                    Self.dates.randomElement(using: &random)! + "\t" + Self.rests.randomElement(
                        using: &random)!
                let a = quick.execute(line)
                let b = whole.execute(line)
                #expect(a == b, "\(mode) \(line.debugDescription)")
            }
        }
    }

    /// Frankfurter as a loopback would serve it: each day's body, dated that day,
    /// counting the requests.
    final class DayServer: HTTPClient, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var requests: [String] = []
        /// Days (ISO) answered with a server error.
        var failing: Set<String> = []

        func get(_ url: String, timeout: Double) -> Result<HTTPResponse, TransportError> {
            lock.lock()
            defer { lock.unlock() }
            requests.append(url)
            guard let start = url.range(of: "/v1/") else { return .failure(.cannotConnect) }
            let day = String(url[start.upperBound...].prefix(10))
            if failing.contains(day) { return .success(HTTPResponse(status: 503, body: [])) }
            let body =
                "{\"amount\":1.0,\"base\":\"EUR\",\"date\":\"\(day)\",\"rates\":{\"USD\":1.05,\"KRW\":1470.5}}"
            return .success(HTTPResponse(status: 200, body: Array(body.utf8)))
        }
    }

    /// A session on 2026-12-20 in Seoul (after the bundle's last day, 2026-10-30) over `http`.
    static func lateSession(_ http: HTTPClient, directory: String, offline: Bool = false) throws -> Session {
        let now = CalendarDate(isoText: "2026-12-20")!.startTime(offset: 0) + 3600
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: SessionHarness.fixtureTime + 60,
            in: directory)
        let service = RateService(
            cacheDirectory: directory, http: http, clock: { now }, settings: ProviderSettings(id: .openERAPI),
            offline: offline, zone: .kst)
        return Session(language: .en, mode: .json, rateService: service, zone: .kst)
    }

    @Test(
        "a 200-row csv over days after the bundle: one request per distinct day, then none, offline too; a failed day on its rows only"
    )
    func oneRequestPerDay() throws {
        var random = SeededGenerator(seed: 0xF4A7_1200)
        let days = (0..<30).map { CalendarDate(isoText: "2026-11-02")!.adding(days: $0).isoText }
        var text = "date,amount\n"
        var used = Set<String>()
        for _ in 0..<200 {
            let day = days.randomElement(using: &random)!
            used.insert(day)
            text += "\(day),\(Int.random(in: 1...5000, using: &random))\n"
        }
        let failing = used.sorted()[3]
        let directory = TestFiles.temporaryDirectory()
        let server = DayServer()
        server.failing = [failing]
        let session = try Self.lateSession(server, directory: directory)
        let request = try CSVRequest.parse([
            "f", "--date", "date", "--amount", "amount", "--from", "USD", "--to", "KRW",
        ])
        var table = try CSVTable(bytes: Array(text.utf8), request: request)
        let needed = session.csvDays(table)
        #expect(Set(needed.map(\.isoText)) == used)
        for day in needed { session.csvFetch(day) }
        #expect(server.requests.count == used.count)
        var failed = 0
        while let row = table.next() {
            var reply = Reply()
            session.csvReply(row, request: request, into: &reply)
            let object = try JSONParser.parse(try #require(reply.output.first))
            if case .fields(_, let day, _) = row, day == failing {
                #expect(object["error"]?["code"]?.stringValue == "rate_unavailable")
                failed += 1
            } else {
                #expect(object["source"]?.stringValue == "frankfurter", "\(object)")
            }
        }
        #expect(failed > 0)
        #expect(server.requests.count == used.count, "no day asked twice, not even the failed one")

        // A second run over the same cache: nothing to fetch but the failed day; offline, nothing at all.
        let again = DayServer()
        let fresh = try CSVTable(bytes: Array(text.utf8), request: request)
        let second = try Self.lateSession(again, directory: directory)
        #expect(second.csvDays(fresh).map(\.isoText) == [failing])
        let offline = try Self.lateSession(again, directory: directory, offline: true)
        #expect(offline.csvDays(fresh).isEmpty)
        var rows = try CSVTable(bytes: Array(text.utf8), request: request)
        while let row = rows.next() {
            var reply = Reply()
            offline.csvReply(row, request: request, into: &reply)
            if case .fields(_, let day, _) = row, day != failing { #expect(reply.status == .success) }
        }
        #expect(again.requests.isEmpty)
    }

    @Test("the progress line says days fetched of days needed, in both languages")
    func progress() {
        #expect(
            DatedProgressText.line(fetched: 3, needed: 17, language: .en)
                == "fetching past days' rates: 3/17 days")
        #expect(DatedProgressText.line(fetched: 3, needed: 17, language: .ko) == "지난 날짜 환율 받는 중: 3/17일")
    }
}
