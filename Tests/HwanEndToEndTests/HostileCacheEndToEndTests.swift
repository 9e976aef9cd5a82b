import Foundation
import Testing

/// Against the real binary: hostile provider bodies,
/// request storms, hostile files in the cache directory, huge input.
@Suite("End to end: the cache survives hostile providers and files", .serialized)
struct HostileCacheEndToEndTests {
    static let now = Int(Date().timeIntervalSince1970)

    /// The open-er-api fixture, fresh at `now`, with `members` replaced (nil removes one).
    static func body(_ members: [String: Any?] = [:]) -> [UInt8] {
        let fresh = Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now)
        var object = (try? JSONSerialization.jsonObject(with: Data(fresh))) as? [String: Any] ?? [:]
        for (key, value) in members {
            if let value { object[key] = value } else { object.removeValue(forKey: key) }
        }
        return [UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
    }

    static var goodRates: [String: Any] {
        let object = try? JSONSerialization.jsonObject(with: Data(body())) as? [String: Any]
        return object?["rates"] as? [String: Any] ?? [:]
    }

    /// A home whose cache holds the good fixture, fetched once through hwan.
    static func warmHome(_ server: LoopbackServer) throws -> HwanProcess {
        let hwan = HwanProcess()
        let warm = try hwan.run(["refresh"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(warm.status == 0, "\(warm.stderr)")
        return hwan
    }

    @Test(
        "timestamps at the ends of Int64 are refused at decoding: no trap, nothing saved, status still works",
        arguments: TimeCase.allCases)
    func extremeTimestamps(time: TimeCase) throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.body(time.members))])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        let first = try hwan.run(["-t", "convert", "100", "USD", "KRW"], environment: env)
        #expect(first.status == 0)
        #expect(first.stderr.contains("2000–2200"))
        #expect(first.stderr.contains("bundled"))
        #expect(!FileManager.default.fileExists(atPath: hwan.cacheDirectory + "/rates.json"))
        for arguments in [["status"], ["--offline", "convert", "1", "USD", "KRW"], ["rates"]] {
            let again = try hwan.run(arguments, environment: env)
            #expect(again.status == 0, "\(arguments): \(again.stderr)")
        }
        // The failure is remembered: the second and third runs did not ask again.
        #expect(server.requests.count == 1)
    }

    @Test(
        "a well-formed but implausible table never replaces a good one; refresh says why and exits 2",
        arguments: TableCase.allCases)
    func implausibleTables(table: TableCase) throws {
        let named = table.named
        let later = Self.body(table.members.merging(["time_last_update_unix": Self.now - 60]) { $1 })
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Self.body()), .init(status: 200, body: later),
        ])
        defer { server.stop() }
        let hwan = try Self.warmHome(server)
        let before = try hwan.run(["-t", "--offline", "convert", "100", "USD", "KRW"])
        let refresh = try hwan.run(["refresh"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(refresh.status == 2)
        #expect(refresh.stderr.contains(named))
        let after = try hwan.run(["-t", "--offline", "convert", "100", "USD", "KRW"])
        #expect(after.stdout == before.stdout)
        #expect(after.stdout != "0\n")
        #expect(!after.stderr.contains("bundled"))
    }

    @Test("huge results print in full or in exponent form, never as 0; out of range is an error")
    func noSilentOverflow() throws {
        let hwan = HwanProcess()
        let terse = try hwan.run(["-t", "--offline", "1e40 KRW to USD"])
        #expect(terse.status == 0)
        #expect(terse.stdout.hasPrefix("7.48914034429e+36"))
        let tiny = try hwan.run(["--offline", "1e-40 KRW to USD"])
        #expect(tiny.stdout.contains("= 0.0000000000000000000000000000000000000000000748"))
        let beyond = try hwan.run(["--offline", "1e1001 KRW to USD"])
        #expect(beyond.status == 1)
        #expect(beyond.stdout.isEmpty)
        #expect(beyond.stderr.contains("out of range"))
    }

    @Test("a provider whose next update is already past is asked once for 200 batch lines and 16 processes")
    func noRequestStorm() throws {
        let past = Self.body(["time_next_update_unix": Self.now - 30])
        let server = try LoopbackServer(responses: [.init(status: 200, body: past)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        let lines = String(repeating: "convert 1 USD KRW\n", count: 200)
        let batch = try hwan.run(["-t"], stdin: lines, environment: env)
        #expect(batch.status == 0)
        #expect(batch.stdout.split(separator: "\n").count == 200)
        let group = DispatchGroup()
        for _ in 0..<16 {
            group.enter()
            DispatchQueue.global().async {
                _ = try? hwan.run(["-t", "convert", "1", "USD", "KRW"], environment: env)
                group.leave()
            }
        }
        group.wait()
        #expect(server.requests.count == 1)
    }

    @Test("32 processes on an empty cache make one request and set nothing aside")
    func thirtyTwoProcesses() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.body(), delay: 0.3)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let env = ["HWAN_BASE_URL": server.baseURL]
        let group = DispatchGroup()
        let statuses = Statuses()
        for _ in 0..<32 {
            group.enter()
            DispatchQueue.global().async {
                let result = try? hwan.run(["-t", "convert", "1", "USD", "KRW"], environment: env)
                statuses.add(result?.status ?? -1)
                group.leave()
            }
        }
        group.wait()
        #expect(server.requests.count == 1)
        #expect(statuses.all.allSatisfy { $0 == 0 })
        let files = try FileManager.default.contentsOfDirectory(atPath: hwan.cacheDirectory)
        #expect(!files.contains { $0.contains("corrupt") || $0.hasPrefix(".tmp") })
    }

    @Test("escape sequences in a provider's error text reach neither the terminal nor status")
    func escapeInjection() throws {
        let hostile = Array(#"{"result":"error","error-type":"bad\u001b[31mRED\u001b]0;title\u0007"}"#.utf8)
        let server = try LoopbackServer(responses: [.init(status: 200, body: hostile)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let refresh = try hwan.run(["refresh"], environment: ["HWAN_BASE_URL": server.baseURL])
        let status = try hwan.run(["status"])
        for text in [refresh.stdout, refresh.stderr, status.stdout, status.stderr] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
        #expect(status.stdout.contains("RED"))
    }

    @Test("a cache directory others can write to is refused with a message, and still answers")
    func worldWritableDirectory() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: Self.body())])
        defer { server.stop() }
        let hwan = HwanProcess()
        try FileManager.default.createDirectory(
            atPath: hwan.cacheDirectory, withIntermediateDirectories: true)
        chmod(hwan.cacheDirectory, 0o777)
        let result = try hwan.run(
            ["-t", "convert", "1", "USD", "KRW"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(result.status == 0)
        #expect(result.stderr.contains("others can write"))
        #expect(!FileManager.default.fileExists(atPath: hwan.cacheDirectory + "/rates.json"))
    }

    @Test("a .lock that is a symbolic link or a directory is not followed: hwan fetches anyway and says so")
    func unusableLock() throws {
        for kind in ["symlink", "directory"] {
            let server = try LoopbackServer(responses: [.init(status: 200, body: Self.body())])
            defer { server.stop() }
            let hwan = HwanProcess()
            try FileManager.default.createDirectory(
                atPath: hwan.cacheDirectory, withIntermediateDirectories: true)
            chmod(hwan.cacheDirectory, 0o700)
            let planted = hwan.home + "/planted"
            if kind == "symlink" {
                try FileManager.default.createSymbolicLink(
                    atPath: hwan.cacheDirectory + "/.lock", withDestinationPath: planted)
            } else {
                try FileManager.default.createDirectory(
                    atPath: hwan.cacheDirectory + "/.lock", withIntermediateDirectories: false)
            }
            let result = try hwan.run(
                ["refresh"], environment: ["HWAN_BASE_URL": server.baseURL], timeout: 20)
            #expect(result.status == 0, "\(kind): \(result.stderr)")
            #expect(result.stderr.contains("lock"))
            #expect(!result.stderr.contains("another hwan"))
            #expect(!FileManager.default.fileExists(atPath: planted))
        }
    }

    @Test("a FIFO in place of the body or the metadata never hangs, even offline")
    func fifo() throws {
        for name in ["rates.json", "rates.meta.json"] {
            let hwan = HwanProcess()
            try FileManager.default.createDirectory(
                atPath: hwan.cacheDirectory, withIntermediateDirectories: true)
            chmod(hwan.cacheDirectory, 0o700)
            #expect(mkfifo(hwan.cacheDirectory + "/" + name, 0o600) == 0)
            let result = try hwan.run(["-t", "--offline", "convert", "1", "USD", "KRW"], timeout: 10)
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
    }

    @Test("a body of 50 MB is reported as too large, not as a timeout")
    func hugeBody() throws {
        let huge = Array(#"{"a":""#.utf8) + [UInt8](repeating: 0x78, count: 50 << 20) + Array(#""}"#.utf8)
        let server = try LoopbackServer(responses: [.init(status: 200, body: huge)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let result = try hwan.run(["refresh"], environment: ["HWAN_BASE_URL": server.baseURL], timeout: 30)
        #expect(result.status == 2)
        #expect(result.stderr.contains("too large"))
    }

    @Test("a relative XDG_CACHE_HOME is ignored, as the XDG spec says")
    func relativeXDG() throws {
        let hwan = HwanProcess()
        let result = try hwan.run(["status"], environment: ["XDG_CACHE_HOME": "relative/cache"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(hwan.home + "/.cache/hwan"))
        #expect(!result.stdout.contains("relative/cache"))
    }

    @Test("a 100 KB unknown word answers at once with a short message")
    func longWord() throws {
        let hwan = HwanProcess()
        let word = String(repeating: "x", count: 100_000)
        let result = try hwan.run(["--offline", word], timeout: 20)
        #expect(result.status == 1)
        #expect(result.stderr.utf8.count < 1_000)
    }

    @Test("a batch line over 1 MiB is skipped with a numbered error; the lines after it still run")
    func longLine() throws {
        let hwan = HwanProcess()
        let input = "1+1\n" + String(repeating: "1", count: 3 << 20) + "\n2+2\n"
        let result = try hwan.run(["-t", "--offline"], stdin: input, timeout: 30)
        #expect(result.status == 1)
        // SPEC §1: with -t the skipped line is a blank line, so the outputs pair with the inputs.
        #expect(result.stdout == "2\n\n4\n")
        #expect(result.stderr.contains("line 2: line too long (3145728 bytes"))
        #expect(result.stderr.utf8.count < 1_000)
    }

    enum TimeCase: String, CaseIterable, Sendable {
        case lastAtMaxWithoutNext, lastAtMin, nextAtMax, lastNegative
        var members: [String: Any?] {
            switch self {
            case .lastAtMaxWithoutNext: ["time_last_update_unix": Int64.max, "time_next_update_unix": nil]
            case .lastAtMin: ["time_last_update_unix": Int64.min]
            case .nextAtMax: ["time_next_update_unix": Int64.max]
            case .lastNegative: ["time_last_update_unix": -1]
            }
        }
    }

    enum TableCase: String, CaseIterable, Sendable {
        case onlyUSD, tinyKRW, wrongBase, negativeJPY
        var members: [String: Any?] {
            switch self {
            case .onlyUSD: ["rates": ["USD": 1]]
            case .tinyKRW: ["rates": HostileCacheEndToEndTests.goodRates.merging(["KRW": 1e-120]) { $1 }]
            case .wrongBase: ["base_code": "EUR"]
            case .negativeJPY: ["rates": HostileCacheEndToEndTests.goodRates.merging(["JPY": -5]) { $1 }]
            }
        }
        /// A word the refusal must contain.
        var named: String {
            switch self {
            case .onlyUSD: "empty"
            case .tinyKRW: "KRW"
            case .wrongBase: "EUR"
            case .negativeJPY: "JPY"
            }
        }
    }

    final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int32] = []
        func add(_ value: Int32) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
        var all: [Int32] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }
}
