import Foundation
import HwanKit
import Testing

/// The bank caches through the shared store: one request for every code, a
/// body saved as received, error bodies and `[]` never saved, the key never
/// written, back-off after failures. A scripted HTTP client and a hand-moved
/// clock; no network, no sleeping.
@Suite("bank service")
struct BankServiceTests {
    static let dunamuBody = TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json")
    static let eximBody = TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json")
    static let key = "eximSECRETkey42"

    static func service(
        _ bank: BankID, responses: [Result<HTTPResponse, TransportError>], clock: ManualClock,
        dir: String = TestFiles.temporaryDirectory(), offline: Bool = false
    ) -> (BankService, ScriptedHTTPClient, String) {
        let http = ScriptedHTTPClient(responses)
        let settings = BankSettings(
            id: bank, baseURL: "http://127.0.0.1:9", key: bank == .koreaexim ? key : nil)
        let service = BankService(
            cacheDirectory: dir, http: http, clock: { clock.now }, settings: settings, offline: offline)
        return (service, http, dir)
    }

    static func files(in dir: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.map { name in
            name + "\n"
                + String(
                    decoding: FileManager.default.contents(atPath: dir + "/" + name) ?? Data(), as: UTF8.self)
        }.joined(separator: "\n")
    }

    @Test("Dunamu: one request for all the codes, saved as received, then 60 seconds from the cache")
    func dunamuCaches() throws {
        let clock = ManualClock(1_795_600_000)
        let (service, http, dir) = Self.service(
            .dunamu, responses: [.success(HTTPResponse(status: 200, body: Self.dunamuBody))], clock: clock)
        let first = service.current(wanted: ["USD", "KWD"])
        #expect(first.source == .network)
        #expect(first.table?.quote(for: "USD")?.ttSend == ExactDecimal("1351.10"))
        #expect(http.requests.count == 1)
        let url = try #require(http.requests.first)
        #expect(url.hasPrefix("http://127.0.0.1:9/v1/forex/recent?codes=FRX.KRWUSD,FRX.KRWJPY,"))
        #expect(url.hasSuffix(",FRX.KRWKWD"))
        #expect(FileManager.default.contents(atPath: dir + "/bank-dunamu.json") == Data(Self.dunamuBody))
        clock.advance(59)
        let second = service.current(wanted: ["USD", "KWD"])
        #expect(second.source == .cache && http.requests.count == 1)
        clock.advance(1)
        _ = service.current(wanted: ["USD", "KWD"])
        #expect(http.requests.count == 2)
    }

    @Test("a fetched bank table goes to the rate history as KRW per one unit; a cached answer adds nothing")
    func fetchedTableGoesToHistory() throws {
        let clock = ManualClock(1_795_600_000)
        let (service, _, dir) = Self.service(
            .koreaexim, responses: [.success(HTTPResponse(status: 200, body: Self.eximBody))], clock: clock)
        _ = service.current(wanted: ["USD", "JPY"])
        let history = RateHistory(directory: CacheDirectory(dir))
        let entries = history.load().log.entries
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry.provider == "koreaexim" && entry.base == "KRW" && entry.quote == .basePerUnit)
        // Korea Exim quotes JPY per 100 (`JPY(100)`): the history keeps KRW per one yen.
        let table = try #require(service.current(wanted: ["USD", "JPY"]).table)
        let yen = try #require(table.quote(for: "JPY"))
        #expect(yen.unit == 100)
        #expect(entry.rates["JPY"] == yen.base.scaled(byPowerOfTen: -2))
        #expect(entry.rates["USD"] == table.quote(for: "USD")?.base)
        #expect(history.load().log.entries.count == 1)
    }

    @Test("a failed request keeps the saved quotes, says so, and backs off")
    func failureKeepsCache() {
        let clock = ManualClock(1_795_600_000)
        let (service, http, dir) = Self.service(
            .dunamu,
            responses: [
                .success(HTTPResponse(status: 200, body: Self.dunamuBody)),
                .success(HTTPResponse(status: 500, body: Array("<html>oops</html>".utf8))),
            ], clock: clock)
        _ = service.current(wanted: ["USD"])
        clock.advance(61)
        let answer = service.current(wanted: ["USD"])
        #expect(answer.table?.quote(for: "USD") != nil)
        #expect(answer.failure == .http(.dunamu, 500))
        #expect(answer.notices.contains { $0.en.contains("Using saved quotes") && $0.ko.contains("저장된 시세") })
        #expect(FileManager.default.contents(atPath: dir + "/bank-dunamu.json") == Data(Self.dunamuBody))
        clock.advance(30)
        let waiting = service.current(wanted: ["USD"])
        #expect(http.requests.count == 2)
        #expect(waiting.notices.contains { $0.en.contains("waiting after a failed request") })
    }

    @Test("Korea Exim: [] on Saturday keeps Friday's table, says why, and asks again only on Monday 11:00")
    func emptyOnWeekend() throws {
        let friday = BankScheduleTests.kst(20, 12)
        let clock = ManualClock(friday)
        let (service, http, dir) = Self.service(
            .koreaexim,
            responses: [
                .success(HTTPResponse(status: 200, body: Self.eximBody)),
                .success(HTTPResponse(status: 200, body: Array("[]".utf8))),
                .success(HTTPResponse(status: 200, body: Self.eximBody)),
            ], clock: clock)
        _ = service.current(wanted: [])
        // Saturday: the saved table is current until Monday 11:00; no request.
        clock.advance(BankScheduleTests.kst(21, 10) - friday)
        #expect(service.current(wanted: []).source == .cache)
        #expect(http.requests.count == 1)
        // Monday 11:00: asked; the table is late ([]): kept, with why; no new attempt for half an hour.
        clock.advance(BankScheduleTests.kst(23, 11) - clock.now)
        let late = service.current(wanted: [])
        #expect(http.requests.count == 2)
        #expect(late.table?.quote(for: "USD") != nil)
        #expect(late.failure == .noTableToday(.koreaexim, .holidayOrLate))
        #expect(
            late.notices.contains {
                $0.en.contains("no table published today") && $0.en.contains("last table")
            })
        #expect(FileManager.default.contents(atPath: dir + "/bank-koreaexim.json") == Data(Self.eximBody))
        clock.advance(29 * 60)
        _ = service.current(wanted: [])
        #expect(http.requests.count == 2)
        clock.advance(60)
        #expect(service.current(wanted: []).source == .network)
        #expect(http.requests.count == 3)
    }

    @Test("Korea Exim: [] with nothing saved is an error that says why; the next try waits for Monday")
    func emptyWithNothingSaved() {
        let clock = ManualClock(BankScheduleTests.kst(21, 10))
        let (service, http, _) = Self.service(
            .koreaexim, responses: [.success(HTTPResponse(status: 200, body: Array("[]".utf8)))], clock: clock
        )
        let answer = service.current(wanted: [])
        #expect(answer.table == nil)
        #expect(answer.failure == .noTableToday(.koreaexim, .weekend))
        #expect(answer.failure?.message(in: .ko).contains("주말") == true)
        let again = service.current(wanted: [])
        #expect(http.requests.count == 1)
        guard case .waiting(_, let until, _)? = again.failure else {
            Issue.record("expected waiting, got \(String(describing: again.failure))")
            return
        }
        #expect(until == BankScheduleTests.kst(23, 11))
    }

    @Test(
        "Korea Exim error bodies (result 3, 4) are reported in words and never saved; the key is nowhere",
        arguments: [
            #"[{"result":3,"cur_unit":null,"ttb":null,"tts":null,"deal_bas_r":null,"cur_nm":null}]"#,
            String(
                decoding: TestFiles.fixture("markets/koreaexim-error-result4-dailylimit-TESTSTUB.json"),
                as: UTF8.self),
        ])
    func errorBodies(body: String) {
        let clock = ManualClock(BankScheduleTests.kst(24, 12))
        let (service, http, dir) = Self.service(
            .koreaexim, responses: [.success(HTTPResponse(status: 200, body: Array(body.utf8)))], clock: clock
        )
        let answer = service.current(wanted: [])
        #expect(answer.table == nil)
        guard case .refused(.koreaexim, _)? = answer.failure else {
            Issue.record("expected a refusal, got \(String(describing: answer.failure))")
            return
        }
        #expect(http.requests.first?.contains(Self.key) == true)
        #expect(FileManager.default.fileExists(atPath: dir + "/bank-koreaexim.json") == false)
        let files = Self.files(in: dir)
        #expect(files.contains("bank-koreaexim.meta.json"))
        #expect(!files.contains(Self.key))
    }

    @Test("koreaexim without a key says which variable to set, and records no back-off")
    func missingKey() {
        let clock = ManualClock(BankScheduleTests.kst(24, 12))
        let http = ScriptedHTTPClient([])
        let service = BankService(
            cacheDirectory: TestFiles.temporaryDirectory(), http: http, clock: { clock.now },
            settings: BankSettings(id: .koreaexim), offline: false)
        let answer = service.current(wanted: [])
        #expect(answer.failure == .missingKey(.koreaexim))
        #expect(answer.failure?.message(in: .en).contains("KOREAEXIM_AUTHKEY") == true)
        #expect(http.requests.isEmpty)
        #expect(service.current(wanted: []).failure == .missingKey(.koreaexim))
    }

    @Test("offline: the saved table with a notice of its age; nothing saved is an error")
    func offline() {
        let clock = ManualClock(1_795_600_000)
        let (online, _, dir) = Self.service(
            .dunamu, responses: [.success(HTTPResponse(status: 200, body: Self.dunamuBody))], clock: clock)
        _ = online.current(wanted: [])
        clock.advance(3600)
        let (service, http, _) = Self.service(.dunamu, responses: [], clock: clock, dir: dir, offline: true)
        let answer = service.current(wanted: [])
        #expect(answer.source == .cache && answer.table != nil)
        #expect(
            answer.notices.contains { $0.en.contains("offline") && $0.en.contains("2024-02-20 15:31 KST") })
        #expect(http.requests.isEmpty)
        let (empty, _, _) = Self.service(.dunamu, responses: [], clock: clock, offline: true)
        #expect(empty.current(wanted: []).failure == .offlineNoCache(.dunamu))
    }

    @Test("a damaged saved body is set aside, never shown")
    func damaged() throws {
        let clock = ManualClock(1_795_600_000)
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.plant(
            Array(#"[{"code":"FRX.KRWUSD","basePrice":-5,"timestamp":1708410689000}]"#.utf8),
            at: dir + "/bank-dunamu.json")
        let (service, _, _) = Self.service(
            .dunamu, responses: [.success(HTTPResponse(status: 200, body: Self.dunamuBody))], clock: clock,
            dir: dir)
        let answer = service.current(wanted: [])
        #expect(answer.source == .network)
        #expect(answer.table?.quote(for: "USD")?.base == ExactDecimal("1338.00"))
    }
}
