import Foundation
import Testing

/// SPEC §4, HTTP: hwan names itself, asks conditionally, takes a `304` as a
/// fresh answer, keeps to `Retry-After`, and goes through the proxy the
/// environment names, so that a team can share one HTTP cache.
@Suite("End to end: a good HTTP citizen", .serialized, .timeLimit(.minutes(2)))
struct HTTPCitizenEndToEndTests {
    let now = Int(Date().timeIntervalSince1970)
    let old = Fixture.bytes("open-er-api-USD-2026-04-03.json")

    /// The header line `name` of the `index`th request, lower-cased name, nil when absent.
    func header(_ name: String, of server: LoopbackServer, _ index: Int) -> String? {
        guard index < server.requestHeads.count else { return nil }
        for line in server.requestHeads[index].components(separatedBy: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    @Test("every request says User-Agent: hwan/VERSION")
    func userAgent() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: old)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let version = try hwan.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try hwan.run(["convert", "1", "USD", "JPY"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(version.hasPrefix("hwan "))
        #expect(header("User-Agent", of: server, 0) == "hwan/" + version.dropFirst(5))
    }

    @Test(
        "ETag and Last-Modified are saved with the body and sent back; a 304 keeps the body fresh for max-age"
    )
    func notModified() throws {
        let lastModified = "Fri, 03 Apr 2026 06:47:31 GMT"
        let server = try LoopbackServer(responses: [
            .init(
                status: 200, body: old, headers: [("ETag", "\"v1-abc\""), ("Last-Modified", lastModified)]),
            .init(
                status: 304, body: [],
                headers: [("ETag", "\"v1-abc\""), ("Cache-Control", "public, max-age=3600")]),
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        _ = try hwan.run(["convert", "1", "USD", "JPY"], environment: env)
        #expect(hwan.savedRatesMetadata["etag"] as? String == "\"v1-abc\"")
        #expect(hwan.savedRatesMetadata["lastModified"] as? String == lastModified)
        #expect(header("If-None-Match", of: server, 0) == nil)
        let later = env.merging(["HWAN_NOW": "\(now + 700)"]) { $1 }
        let result = try hwan.run(["-t", "convert", "1", "USD", "JPY"], environment: later)
        #expect(result.stdout == "159.568504\n")
        #expect(eventually { hwan.savedRatesMetadata["confirmedUntil"] != nil })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        #expect(header("If-None-Match", of: server, 1) == "\"v1-abc\"")
        #expect(header("If-Modified-Since", of: server, 1) == lastModified)
        #expect(hwan.savedRates == old)
        let metadata = hwan.savedRatesMetadata
        let fetched = metadata["fetchedAt"] as? Int ?? 0
        #expect((metadata["confirmedUntil"] as? Int).map { $0 - fetched } == 3600)
        // Confirmed for the hour max-age gave: no request 50 minutes on.
        let hourLater = env.merging(["HWAN_NOW": "\(now + 700 + 3000)"]) { $1 }
        let confirmed = try hwan.run(["-t", "convert", "1", "USD", "JPY"], environment: hourLater)
        #expect(confirmed.stdout == "159.568504\n")
        #expect(!confirmed.stderr.contains("renewing"))
        #expect(server.requests.count == 2)
    }

    @Test(
        "429 and 503 with Retry-After, in seconds or as an HTTP date, push the next attempt to that time",
        arguments: [(429, false), (503, true)])
    func retryAfter(status: Int, asDate: Bool) throws {
        let retryAt = now + 700 + 7200
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let value = asDate ? formatter.string(from: Date(timeIntervalSince1970: Double(retryAt))) : "7200"
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: old),
            .init(
                status: status, body: Fixture.bytes("error-exchangerate-api-quota-reached.json"),
                headers: [("Retry-After", value)]),
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        _ = try hwan.run(["convert", "1", "USD", "JPY"], environment: env)
        _ = try hwan.run(
            ["convert", "1", "USD", "JPY"], environment: env.merging(["HWAN_NOW": "\(now + 700)"]) { $1 })
        #expect(eventually { hwan.savedRatesMetadata["retryAfter"] != nil })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        let recorded = hwan.savedRatesMetadata["retryAfter"] as? Int ?? 0
        #expect(abs(recorded - retryAt) <= 2)
        // Past the five-minute back-off, before Retry-After: no request.
        for offset in [700 + 600, 700 + 7000] {
            let run = try hwan.run(
                ["-t", "convert", "1", "USD", "JPY"],
                environment: env.merging(["HWAN_NOW": "\(now + offset)"]) { $1 })
            #expect(run.stdout == "159.568504\n")
            #expect(run.stderr.contains("waiting after a failed request"))
        }
        #expect(server.requests.count == 2)
    }

    @Test("http_proxy and https_proxy reach curl, and no_proxy is kept")
    func proxies() throws {
        let proxy = try LoopbackServer(responses: [.init(status: 200, body: old)])
        defer { proxy.stop() }
        let hwan = HwanProcess()
        let plain = try hwan.run(
            ["-t", "convert", "1", "USD", "JPY"],
            environment: ["HWAN_BASE_URL": "http://rates.hwan-test.invalid", "http_proxy": proxy.baseURL])
        #expect(plain.stdout == "159.568504\n")
        #expect(proxy.requests == ["http://rates.hwan-test.invalid/v6/latest/USD"])
        let tls = HwanProcess()
        _ = try tls.run(
            ["-t", "convert", "1", "USD", "JPY"],
            environment: ["HWAN_BASE_URL": "https://rates.hwan-test.invalid", "https_proxy": proxy.baseURL])
        #expect(proxy.requests.last == "rates.hwan-test.invalid:443")
        let direct = HwanProcess()
        let bypassed = try direct.run(
            ["-t", "convert", "1", "USD", "JPY"],
            environment: [
                "HWAN_BASE_URL": "http://rates.hwan-test.invalid", "http_proxy": proxy.baseURL,
                "no_proxy": "hwan-test.invalid",
            ])
        #expect(bypassed.stderr.contains("bundled"))
        #expect(proxy.requests.count == 2)
    }

    @Test("eight processes past the next update at once: one renewal request between them")
    func eightAtOnce() throws {
        let gate = LoopbackServer.Gate()
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: old),
            .init(
                status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now + 700),
                gate: gate),
        ])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        _ = try hwan.run(["convert", "1", "USD", "JPY"], environment: env)
        let later = env.merging(["HWAN_NOW": "\(now + 700)"]) { $1 }
        let outputs = GatheredOutputs()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let result = try? hwan.run(["-t", "convert", "1", "USD", "JPY"], environment: later)
            outputs.append(result?.stdout ?? "")
        }
        #expect(outputs.values == Array(repeating: "159.568504\n", count: 8))
        #expect(gate.waitUntilHolding(1))
        gate.open()
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        #expect(server.requests.count == 2)
    }
}

/// Outputs gathered from several threads.
final class GatheredOutputs: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ item: String) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }
    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
