import Foundation
import Testing

/// `kill -9` at any moment of a first fetch or of a
/// provider switch never costs a valid body. Each round starts `hwan refresh`,
/// kills it after a random delay drawn from a fixed seed (so a failure can be
/// replayed), then asks an offline hwan what it has. The long version is
/// scripts/soak_cache.sh.
@Suite("End to end: kill -9 during a fetch")
struct KillNineEndToEndTests {
    /// splitmix64: a failure names its seed and round.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let now = Int(Date().timeIntervalSince1970)

    /// Starts hwan and kills it `microseconds` later (it may have finished by then).
    static func killed(
        _ hwan: HwanProcess, _ arguments: [String], environment: [String: String], after microseconds: UInt32
    )
        throws -> Bool
    {
        let process = Process()
        process.executableURL = HwanProcess.binary
        process.arguments = arguments
        var env = ["HOME": hwan.home, "PATH": "/usr/bin:/bin", "LANG": "C"]
        env.merge(environment) { $1 }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(microseconds)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }

    /// What an offline run says of the cache: its source, and whether anything was set aside.
    static func offlineState(_ hwan: HwanProcess) throws -> (source: String, damaged: Bool) {
        let status = try hwan.run(["--offline", "status"], timeout: 20)
        let source =
            status.stdout.split(separator: "\n").first { $0.hasPrefix("source:") }.map(String.init) ?? ""
        let files = (try? FileManager.default.contentsOfDirectory(atPath: hwan.cacheDirectory)) ?? []
        return (source, files.contains { $0.contains("corrupt") } || status.stderr.contains("damaged"))
    }

    @Test("100 kills during a first fetch: the cache is empty or holds the whole body, never a set-aside one")
    func firstFetch() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: Self.now))
        ])
        defer { server.stop() }
        var random = Seeded(state: 9)
        let env = ["HWAN_BASE_URL": server.baseURL]
        var killedMidway = 0
        for round in 0..<100 {
            let hwan = HwanProcess()
            if try Self.killed(
                hwan, ["refresh"], environment: env, after: UInt32.random(in: 0...40_000, using: &random))
            {
                killedMidway += 1
            }
            let state = try Self.offlineState(hwan)
            #expect(!state.damaged, "round \(round): a body was set aside")
            #expect(
                state.source.contains("saved") || state.source.contains("bundled"),
                "round \(round): \(state.source)")
            // Every tenth round: the next normal run completes the job and leaves no temporary files.
            guard round % 10 == 0 else { continue }
            let next = try hwan.run(["refresh"], environment: env, timeout: 20)
            #expect(next.status == 0 || next.stderr.contains("already"), "round \(round): \(next.stderr)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: hwan.cacheDirectory)) ?? []
            #expect(
                !files.contains { $0.hasPrefix(".") && !$0.hasSuffix(".lock") }, "round \(round): \(files)")
        }
        #expect(killedMidway > 20)
    }

    @Test("100 kills while switching provider: the old table or the new one is always there")
    func providerSwitch() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: Self.now))
        ])
        defer { server.stop() }
        let other = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.fresh("exchangerate-api-v6-KRW-2023-08-06.json", now: Self.now))
        ])
        defer { other.stop() }
        var random = Seeded(state: 4)
        let hwan = HwanProcess()
        let warm = try hwan.run(["refresh"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(warm.status == 0)
        var killedMidway = 0
        for round in 0..<100 {
            // Alternate providers, so that every round is a switch.
            let env =
                round % 2 == 0
                ? [
                    "HWAN_BASE_URL": other.baseURL, "EXCHANGERATE_API_KEY": "k",
                    "HWAN_PROVIDER": "exchangerate-api",
                    "HWAN_BASE_CURRENCY": "KRW",
                ]
                : ["HWAN_BASE_URL": server.baseURL, "HWAN_PROVIDER": "open-er-api"]
            if try Self.killed(
                hwan, ["refresh"], environment: env, after: UInt32.random(in: 0...40_000, using: &random))
            {
                killedMidway += 1
            }
            let state = try Self.offlineState(hwan)
            #expect(!state.damaged, "round \(round): a body was set aside")
            #expect(state.source.contains("saved"), "round \(round): the table was lost: \(state.source)")
        }
        #expect(killedMidway > 20)
    }
}
