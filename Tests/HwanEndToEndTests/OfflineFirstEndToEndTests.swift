import Foundation
import Testing

/// The built binary, an empty home, a real HTTP server on 127.0.0.1.
@Suite("End to end: offline-first currency conversion", .serialized)
struct OfflineFirstEndToEndTests {
    let now = Int(Date().timeIntervalSince1970)

    func server(_ responses: [LoopbackServer.Response]) throws -> LoopbackServer {
        try LoopbackServer(responses: responses)
    }

    @Test("the first run fetches once; the second run makes no request and answers from the cache")
    func fetchOnceThenCache() throws {
        let server = try server([
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now))
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        let first = try hwan.run(["-t", "convert", "100", "USD", "JPY"], environment: env)
        #expect(first.status == 0)
        #expect(first.stdout == "15956.8504\n")
        #expect(first.stderr == "")
        #expect(server.requests == ["/v6/latest/USD"])
        let second = try hwan.run(["--json", "convert", "100", "USD", "JPY"], environment: env)
        #expect(second.status == 0)
        #expect(second.stdout.contains(#""kind":"currency""#))
        #expect(second.stdout.contains(#""result":15956.8504"#))
        #expect(second.stdout.contains(#""source":"cache""#))
        #expect(second.stdout.contains(#""provider":"open-er-api""#))
        #expect(server.requests.count == 1)
        #expect(
            FileManager.default.contents(atPath: hwan.cacheDirectory + "/rates.json")
                == Data(Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now)))
    }

    @Test("an error body is reported in words and leaves the saved response untouched")
    func errorBodyKeepsCache() throws {
        // A saved response whose next update has passed, so the next run asks again.
        let stale = Fixture.bytes("open-er-api-USD-2026-04-03.json")
        let error = Fixture.bytes("error-exchangerate-api-quota-reached.json")
        let server = try server([.init(status: 200, body: stale), .init(status: 429, body: error)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        _ = try hwan.run(["convert", "1", "USD", "KRW"], environment: env)
        let saved = FileManager.default.contents(atPath: hwan.cacheDirectory + "/rates.json")
        #expect(saved == Data(stale))
        // Within ten minutes of a successful fetch no request is made, whatever the next update says.
        _ = try hwan.run(["convert", "1", "USD", "KRW"], environment: env)
        #expect(server.requests.count == 1)
        hwan.ageCache(by: 700)
        // The saved table answers at once; the renewal meets the error body in the background.
        let result = try hwan.run(["-t", "convert", "1", "USD", "KRW"], environment: env)
        #expect(result.status == 0)
        #expect(result.stdout == "1510.025482\n")
        #expect(result.stderr.contains("renewing in the background"))
        #expect(
            eventually {
                (hwan.savedRatesMetadata["lastFailureReason"] as? String)?.contains("quota") == true
            })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        #expect(server.requests.count == 2)
        #expect(FileManager.default.contents(atPath: hwan.cacheDirectory + "/rates.json") == saved)
        // Within five minutes of the failure, no new attempt; the saved rates answer and say why.
        let waiting = try hwan.run(["convert", "1", "USD", "KRW"], environment: env)
        #expect(waiting.stderr.contains("waiting after a failed request"))
        #expect(server.requests.count == 2)
    }

    @Test("the API key is used in the request but never appears in any output or file")
    func keyNeverShown() throws {
        let key = "hwanTESTkey98765"
        let server = try server([
            .init(status: 200, body: Fixture.fresh("exchangerate-api-v6-KRW-2023-08-06.json", now: now)),
            .init(status: 403, body: Fixture.bytes("error-exchangerate-api-invalid-key.json")),
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL, "EXCHANGERATE_API_KEY": key, "HWAN_BASE_CURRENCY": "KRW"]
        var said = ""
        for args in [
            ["convert", "100", "USD", "KRW"], ["--json", "status"], ["refresh"], ["--json", "refresh"],
            ["status"],
        ] {
            let result = try hwan.run(args, environment: env)
            said += result.stdout + result.stderr
        }
        #expect(server.requests.first == "/v6/\(key)/latest/KRW")
        #expect(said.contains("API key is not valid"))
        #expect(!said.contains(key))
        #expect(!hwan.allFileContents().contains(key))
    }

    @Test("a provider error that echoes the key back is shown without the key")
    func echoedKeyRedacted() throws {
        let key = "ECHOkey55555"
        let body = Array(#"{"result":"error","error-type":"bad key ECHOkey55555"}"#.utf8)
        let server = try server([.init(status: 403, body: body)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL, "EXCHANGERATE_API_KEY": key]
        var said = ""
        for args in [["refresh"], ["--json", "refresh"], ["convert", "1", "USD", "EUR"], ["status"]] {
            let result = try hwan.run(args, environment: env)
            said += result.stdout + result.stderr
        }
        #expect(said.contains("bad key ***"))
        #expect(!said.contains(key))
        #expect(!hwan.allFileContents().contains(key))
    }

    @Test("with no network, the first run uses the bundled snapshot and names its date")
    func bundledWithoutNetwork() throws {
        let hwan = HwanProcess()
        let result = try hwan.run(
            ["-t", "convert", "100", "EUR", "USD"], environment: ["HWAN_BASE_URL": "http://127.0.0.1:1"])
        #expect(result.status == 0)
        let data = try Data(
            contentsOf: HwanProcess.packageRoot.appendingPathComponent("Resources/rates-snapshot.json"))
        let snapshot = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let date = snapshot["date"] as? String ?? "missing"
        let rates = snapshot["rates"] as? [String: String] ?? [:]
        let usd = Decimal(string: rates["USD"] ?? "") ?? -1
        #expect(Decimal(string: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) == usd * 100)
        #expect(result.stderr.contains("bundled"))
        #expect(result.stderr.contains(date))
    }

    @Test("with the network gone, a saved response is used with a notice saying how old it is")
    func cacheWithoutNetwork() throws {
        let server = try server([.init(status: 200, body: Fixture.bytes("open-er-api-USD-2026-04-03.json"))])
        let hwan = HwanProcess()
        _ = try hwan.run(["convert", "1", "USD", "JPY"], environment: ["HWAN_BASE_URL": server.baseURL])
        server.stop()
        hwan.ageCache(by: 700)
        let result = try hwan.run(
            ["-t", "convert", "1", "USD", "JPY"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(result.stdout == "159.568504\n")
        #expect(result.stderr.contains("renewing in the background"))
        #expect(result.stderr.contains("ago"))
        #expect(eventually { hwan.savedRatesMetadata["lastFailure"] != nil })
        let failed = try hwan.run(
            ["-t", "convert", "1", "USD", "JPY"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(failed.stdout == "159.568504\n")
        #expect(failed.stderr.contains("waiting after a failed request"))
        let offline = try hwan.run(["--offline", "--lang", "ko", "convert", "1", "USD", "JPY"])
        #expect(offline.stderr.contains("전"))
        #expect(offline.status == 0)
    }

    /// The request budget is five seconds; the server answers only once the test
    /// is over. An answer from the bundled rates with "no answer" proves hwan gave
    /// up on the server instead of waiting (no stopwatch: under load a stopwatch lies).
    @Test("a server that does not answer is given up on: the bundled rates answer, with a notice")
    func slowServer() throws {
        let server = try server([
            .init(
                status: 200, body: Fixture.bytes("open-er-api-USD-2026-04-03.json"),
                gate: LoopbackServer.Gate())
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let result = try hwan.run(
            ["-t", "convert", "1", "EUR", "USD"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(result.status == 0)
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.contains("no answer"))
    }

    @Test(
        "refresh fetches before the next update; an unchanged timestamp of the keyless provider is no wasted call"
    )
    func refreshReportsWaste() throws {
        let body = Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now)
        let server = try server([.init(status: 200, body: body)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        _ = try hwan.run(["convert", "1", "USD", "JPY"], environment: env)
        let refreshed = try hwan.run(["refresh"], environment: env)
        #expect(server.requests.count == 2)
        // open-er-api needs no key: there is no monthly quota a call could waste.
        #expect(refreshed.stdout.contains("no new rates") && !refreshed.stdout.contains("wasted"))
        let korean = try hwan.run(["--lang", "ko", "refresh"], environment: env)
        #expect(korean.stdout.contains("새 환율이 없습니다") && !korean.stdout.contains("낭비"))
    }

    @Test("status shows provider, source, time in UTC and local time, age, next update and cache path")
    func status() throws {
        let server = try server([
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now))
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL, "TZ": "Asia/Seoul"]
        _ = try hwan.run(["convert", "1", "USD", "JPY"], environment: env)
        let en = try hwan.run(["status"], environment: env)
        #expect(en.stdout.contains("open-er-api"))
        #expect(en.stdout.contains("cache"))
        #expect(en.stdout.contains("UTC"))
        #expect(en.stdout.contains("KST"))
        #expect(en.stdout.contains("age: 10m"))
        #expect(en.stdout.contains(hwan.cacheDirectory))
        let ko = try hwan.run(["--lang", "ko", "status"], environment: env)
        #expect(ko.stdout.contains("경과: 10분"))
        #expect(ko.stdout.contains("다음 갱신"))
    }
}

@Suite("End to end: two processes at once")
struct ConcurrentProcessesEndToEndTests {
    @Test("two hwan processes started together make one request between them")
    func oneRequest() throws {
        let now = Int(Date().timeIntervalSince1970)
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now), delay: 0.5)
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        let group = DispatchGroup()
        let results = Results()
        for _ in 0..<2 {
            group.enter()
            DispatchQueue.global().async {
                let result = try? hwan.run(["-t", "convert", "1", "USD", "JPY"], environment: env)
                results.add(result?.stdout ?? "")
                group.leave()
            }
        }
        group.wait()
        #expect(server.requests.count == 1)
        #expect(results.all.contains("159.568504\n"))
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String] = []
        func add(_ value: String) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }
}

@Suite("End to end: an unusable cache directory")
struct UnusableCacheEndToEndTests {
    @Test(
        "a cache directory that cannot exist still converts, from the network, and says why nothing was saved"
    )
    func unusableCache() throws {
        let now = Int(Date().timeIntervalSince1970)
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now))
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let blocker = hwan.home + "/file"
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        let result = try hwan.run(
            ["-t", "--cache-dir", blocker + "/cache", "convert", "1", "USD", "JPY"],
            environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(result.status == 0)
        #expect(result.stdout == "159.568504\n")
        #expect(result.stderr.contains("could not save"))
        #expect(server.requests.count == 1)
    }
}
