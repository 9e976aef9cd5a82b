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
