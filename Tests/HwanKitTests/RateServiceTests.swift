import Foundation
import HwanKit
import Testing

@Suite("Rate service: offline first")
struct RateServiceTests {
    let body = TestFiles.fixture("open-er-api-USD-2026-04-03.json")
    // Just after the fixture's time, before its announced next update (1775288921).
    let start: Int64 = 1_775_200_000

    func service(
        _ http: ScriptedHTTPClient, _ clock: ManualClock, dir: String, offline: Bool = false,
        settings: ProviderSettings = ProviderSettings(id: .openERAPI)
    ) -> RateService {
        RateService(
            cacheDirectory: dir, http: http, clock: { clock.now }, settings: settings,
            offline: offline)
    }

    @Test("the first run fetches once and saves the body exactly as received; the next makes no request")
    func fetchOnceThenCache() throws {
        let dir = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: body))])
        let clock = ManualClock(start)
        let first = service(http, clock, dir: dir).current()
        #expect(first.source == .network)
        #expect(http.requests == ["https://open.er-api.com/v6/latest/USD"])
        #expect(try AtomicFile.read(dir + "/rates.json") == body)
        clock.advance(60)
        let second = service(http, clock, dir: dir).current()
        #expect(second.source == .cache)
        #expect(second.notices.isEmpty)
        #expect(http.requests.count == 1)
    }

    @Test("after the next update time passes, one new request is made")
    func refetchWhenDue() {
        let dir = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([
            .success(HTTPResponse(status: 200, body: body)), .success(HTTPResponse(status: 200, body: body)),
        ])
        let clock = ManualClock(start)
        _ = service(http, clock, dir: dir).current()
        clock.advance(1_775_288_921 - start)
        let answer = service(http, clock, dir: dir).current()
        #expect(http.requests.count == 2)
        #expect(answer.source == .network)
    }

    @Test("an error body never replaces the cache, is explained, and starts the back-off")
    func errorBodyKeepsCache() throws {
        let dir = TestFiles.temporaryDirectory()
        let error = TestFiles.fixture("error-exchangerate-api-quota-reached.json")
        let http = ScriptedHTTPClient([
            .success(HTTPResponse(status: 200, body: body)), .success(HTTPResponse(status: 403, body: error)),
        ])
        let clock = ManualClock(start)
        _ = service(http, clock, dir: dir).current()
        clock.advance(200_000)
        let answer = service(http, clock, dir: dir).current()
        #expect(answer.source == .cache)
        #expect(answer.failure == .provider(.refused(.openERAPI, "quota-reached")))
        #expect(answer.notices.contains { $0.en.contains("quota") && $0.en.contains("Using saved rates") })
        #expect(try AtomicFile.read(dir + "/rates.json") == body)
        // Within five minutes: no new attempt, and the stale data is announced.
        clock.advance(120)
        let later = service(http, clock, dir: dir).current()
        #expect(http.requests.count == 2)
        #expect(later.notices.contains { $0.en.contains("out of date") })
    }

    @Test("no network and no cache falls back to the bundled snapshot with a notice naming its date")
    func bundledFallback() {
        let dir = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([.failure(.cannotConnect)])
        let answer = service(http, ManualClock(start), dir: dir).current()
        #expect(answer.source == .bundled)
        let snapshot = BundledSnapshot.load()
        #expect(answer.notices.contains { $0.en.contains(snapshot.date) && $0.ko.contains(snapshot.date) })
    }

    @Test("the bundled notice is one line of at most 100 columns in both languages (SPEC §3)")
    func shortBundledNotice() {
        let dir = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([.failure(.cannotConnect)])
        let answer = service(http, ManualClock(start), dir: dir).current()
        for notice in answer.notices {
            #expect(DisplayWidth.of(notice.ko) <= 100 && DisplayWidth.of(notice.en) <= 100, "\(notice.ko)")
        }
    }

    @Test("offline mode makes no request and says the saved rates are old")
    func offlineStale() {
        let dir = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([.success(HTTPResponse(status: 200, body: body))])
        let clock = ManualClock(start)
        _ = service(http, clock, dir: dir).current()
        clock.advance(3 * 86_400)
        let answer = service(http, clock, dir: dir, offline: true).current()
        #expect(http.requests.count == 1)
        #expect(answer.source == .cache)
        #expect(answer.notices.contains { $0.en.contains("out of date") && $0.en.contains("ago") })
    }

    @Test("a damaged body is set aside and the bundled snapshot used, with a notice")
    func damagedBody() throws {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.plant(Array("{\"result\":\"succ".utf8), at: dir + "/rates.json")
        let answer = service(ScriptedHTTPClient([]), ManualClock(start), dir: dir, offline: true).current()
        #expect(answer.source == .bundled)
        #expect(answer.notices.contains { $0.en.contains("set aside") })
        #expect(!FileManager.default.fileExists(atPath: dir + "/rates.json"))
    }

    @Test("refresh fetches before the next update and reports an unchanged table")
    func forcedRefresh() {
        let dir = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([
            .success(HTTPResponse(status: 200, body: body)), .success(HTTPResponse(status: 200, body: body)),
        ])
        let clock = ManualClock(start)
        _ = service(http, clock, dir: dir).current()
        let refreshed = service(http, clock, dir: dir).current(forced: true)
        #expect(http.requests.count == 2)
        #expect(refreshed.changed == false)
    }

    @Test("the API key never reaches the cache files or the notices")
    func keyStaysSecret() throws {
        let dir = TestFiles.temporaryDirectory()
        let key = "sk-SECRET-4242"
        let http = ScriptedHTTPClient([.failure(.failed("boom " + key))])
        let settings = ProviderSettings(id: .exchangeRateAPI, key: key)
        let answer = service(http, ManualClock(start), dir: dir, settings: settings).current()
        #expect(http.requests == ["https://v6.exchangerate-api.com/v6/\(key)/latest/USD"])
        for notice in answer.notices { #expect(!notice.en.contains(key) && !notice.ko.contains(key)) }
        for file in try FileManager.default.contentsOfDirectory(atPath: dir) {
            let text = String(
                decoding: (try? Data(contentsOf: URL(fileURLWithPath: dir + "/" + file))) ?? Data(),
                as: UTF8.self)
            #expect(!text.contains(key))
        }
    }
}
