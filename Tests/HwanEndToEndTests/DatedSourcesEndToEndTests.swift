import Foundation
import Testing

/// The built binary against a loopback bank and a loopback provider: a dated
/// line asks the keyed source of that day once, names it, and answers from the
/// cache of past days afterwards, offline too; the key is nowhere in the output
/// or the cache.
@Suite("End to end: the keyed sources of past days", .serialized)
struct DatedSourcesEndToEndTests {
    static let key = "e2e-SECRET-key"

    static func cacheText(_ hwan: HwanProcess) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: hwan.cacheDirectory)) ?? []
        return names.map {
            (try? String(contentsOfFile: hwan.cacheDirectory + "/" + $0, encoding: .utf8)) ?? ""
        }
        .joined()
    }

    @Test("Korea Exim's 매매기준율 of the day: one request, named in the output, then none")
    func koreaExim() throws {
        let server = try LoopbackServer(routes: [
            (
                "/site/program/financial/exchangeJSON",
                .init(status: 200, body: Fixture.bytes("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"))
            )
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = [
            "HWAN_BANK": "koreaexim", "KOREAEXIM_AUTHKEY": Self.key, "HWAN_BANK_BASE_URL": server.baseURL,
            "HWAN_BASE_URL": server.baseURL, "HWAN_HISTORY_BASE_URL": server.baseURL,
        ]
        let first = try hwan.run(["100", "USD", "to", "KRW", "on", "2019-03-14"], environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("113,450"), "\(first.stdout)")
        #expect(first.stdout.contains("2019-03-14 (Thu) Korea Exim 매매기준율"), "\(first.stdout)")
        let dated = server.requests.filter { $0.contains("searchdate=20190314") }
        #expect(dated.count == 1)
        let json = try hwan.run(
            ["--json", "--offline", "100", "USD", "to", "KRW", "on", "2019-03-14"], environment: env)
        #expect(json.stdout.contains(#""source":"koreaexim""#), "\(json.stdout)")
        #expect(json.stdout.contains(#""result":113450"#), "\(json.stdout)")
        #expect(server.requests.filter { $0.contains("searchdate=") }.count == 1)
        for output in [first.stdout, first.stderr, json.stdout, json.stderr, Self.cacheText(hwan)] {
            #expect(!output.contains(Self.key))
        }
    }

    @Test(
        "openexchangerates' historical day: one request, named, cached; a missing currency names source and day"
    )
    func openExchangeRates() throws {
        let server = try LoopbackServer(routes: [
            (
                "/api/historical/2024-03-04.json",
                .init(status: 200, body: Fixture.bytes("history/oxr-historical-2024-03-04.json"))
            )
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = [
            "HWAN_PROVIDER": "openexchangerates", "OPENEXCHANGERATES_APP_ID": Self.key,
            "HWAN_BASE_URL": server.baseURL, "HWAN_HISTORY_BASE_URL": server.baseURL,
        ]
        let first = try hwan.run(["-t", "1", "USD", "to", "KRW", "on", "2024-03-04"], environment: env)
        #expect(first.stdout == "1332.23\n", "\(first.stderr)")
        let human = try hwan.run(["1", "USD", "to", "KRW", "on", "2024-03-04"], environment: env)
        #expect(human.stdout.contains("2024-03-04 (Mon) openexchangerates rates"), "\(human.stdout)")
        #expect(server.requests.filter { $0.hasPrefix("/api/historical/") }.count == 1)
        let missing = try hwan.run(["1", "XAU", "to", "KRW", "on", "2024-03-04"], environment: env)
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("openexchangerates 2024-03-04"), "\(missing.stderr)")
        for output in [first.stdout, human.stdout, missing.stderr, Self.cacheText(hwan)] {
            #expect(!output.contains(Self.key))
        }
    }
}

/// `history` after the bundle's end, through the built binary: at most one
/// Frankfurter time-series request, then none, offline too.
@Suite("End to end: history after the bundle", .serialized)
struct HistoryAfterBundleEndToEndTests {
    /// Frankfurter's time series of 2026-10-26..2026-11-19: the shape of
    /// `history/frankfurter-v1-2024-01-01..2024-01-31.json`, with its first 19
    /// business days' rates moved to the 19 business days of that period (the
    /// fixture's rates, unchanged; only the days are the test's).
    static func seriesBody() throws -> [UInt8] {
        let fixture = Fixture.bytes("history/frankfurter-v1-2024-01-01..2024-01-31.json")
        let json = try JSONSerialization.jsonObject(with: Data(fixture)) as? [String: Any] ?? [:]
        let rates = json["rates"] as? [String: Any] ?? [:]
        let source = rates.keys.sorted()
        var days: [String] = []
        var day = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 10, day: 26)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        while days.count < 19 {
            let date = calendar.date(from: day)!
            let weekday = calendar.component(.weekday, from: date)
            if weekday != 1 && weekday != 7 {
                days.append(
                    String(
                        format: "%04d-%02d-%02d", day.year!, day.month!, calendar.component(.day, from: date))
                )
            }
            let next = calendar.date(byAdding: .day, value: 1, to: date)!
            day = calendar.dateComponents([.year, .month, .day], from: next)
        }
        var moved: [String: Any] = [:]
        for (index, target) in days.enumerated() { moved[target] = rates[source[index]] }
        let body: [String: Any] = [
            "amount": 1.0, "base": "EUR", "start_date": days.first!, "end_date": days.last!, "rates": moved,
        ]
        return [UInt8](try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
    }

    @Test("the days after the bundle come from one time-series request, then from the cache")
    func oneRequest() throws {
        let server = try LoopbackServer(routes: [("/v1/", .init(status: 200, body: try Self.seriesBody()))])
        defer { server.stop() }
        let hwan = HwanProcess()
        // 2026-11-20 12:00 KST.
        let env = [
            "HWAN_NOW": "1795143600", "HWAN_BASE_URL": server.baseURL,
            "HWAN_HISTORY_BASE_URL": server.baseURL,
        ]
        let first = try hwan.run(["--json", "history", "USD", "KRW", "30"], environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        let series = server.requests.filter { $0.hasPrefix("/v1/") }
        #expect(series == ["/v1/2026-10-26..2026-11-19?base=EUR"])
        let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any] ?? [:]
        let points = object["points"] as? [[String: Any]] ?? []
        // 8 bundled business days from 2026-10-21, then 14 from Frankfurter (2026-11-02..19).
        #expect(points.count == 22, "\(first.stdout)")
        let second = try hwan.run(["--json", "history", "USD", "KRW", "30"], environment: env)
        #expect(second.stdout == first.stdout)
        let offline = try hwan.run(["--offline", "--json", "history", "USD", "KRW", "30"], environment: env)
        #expect(offline.stdout == first.stdout)
        #expect(server.requests.filter { $0.hasPrefix("/v1/") }.count == 1)
        let chart = try hwan.run(
            ["history", "USD", "KRW", "30"], environment: env.merging(["COLUMNS": "50"]) { $1 })
        #expect(chart.stdout.split(separator: "\n").allSatisfy { $0.count <= 50 })
        #expect(chart.stdout.contains(" ┤"))
    }
}
