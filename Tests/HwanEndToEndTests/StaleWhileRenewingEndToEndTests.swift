import Foundation
import Testing

/// SPEC §4: the network is never on the answer path while a table is saved.
/// A saved table past its next update answers at once with a notice, and a
/// detached renewal (one-shot, batch) or a thread (REPL) renews it; the tests
/// hold the renewal's request at a gate, so "at once" is shown by the answer
/// arriving while the server still holds the request, never by a stopwatch.
@Suite("End to end: stale while renewing", .serialized, .timeLimit(.minutes(2)))
struct StaleWhileRenewingEndToEndTests {
    let now = Int(Date().timeIntervalSince1970)
    /// The fixture as saved first: its next update long past, so due once ten minutes have gone.
    let old = Fixture.bytes("open-er-api-USD-2026-04-03.json")
    /// The renewed table: fresh, and with another yen rate, so that which one answered shows.
    var renewed: [UInt8] {
        let text = String(
            decoding: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now + 700), as: UTF8.self)
        return Array(text.replacingOccurrences(of: "\"JPY\":159.568504", with: "\"JPY\":150").utf8)
    }

    /// A home whose saved table was fetched now and is due at `now + 700` (`HWAN_NOW`).
    func savedHome(_ server: LoopbackServer) throws -> (HwanProcess, [String: String]) {
        let hwan = HwanProcess()
        let first = try hwan.run(
            ["-t", "convert", "1", "USD", "JPY"], environment: ["HWAN_BASE_URL": server.baseURL])
        #expect(first.stdout == "159.568504\n")
        return (hwan, ["HWAN_BASE_URL": server.baseURL, "HWAN_NOW": "\(now + 700)"])
    }

    @Test(
        "one-shot against a provider that hangs: the saved table answers with the notice; the renewal saves later and leaves nothing running"
    )
    func oneShotHanging() throws {
        let gate = LoopbackServer.Gate()
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: old), .init(status: 200, body: renewed, gate: gate),
        ])
        defer { server.stop() }
        let (hwan, later) = try savedHome(server)
        let result = try hwan.run(["-t", "convert", "100", "USD", "JPY"], environment: later)
        // Answered, and the process ended, while the gate holds the renewal's request.
        #expect(result.status == 0)
        #expect(result.stdout == "15956.8504\n")
        #expect(result.stderr.contains("renewing in the background"))
        #expect(gate.waitUntilHolding(1))
        #expect(hwan.savedRates == old)
        #expect(!hwan.ratesLockIsFree)
        let korean = try hwan.run(["--lang", "ko", "-t", "convert", "1", "USD", "JPY"], environment: later)
        #expect(korean.stdout == "159.568504\n")
        #expect(korean.stderr.contains("백그라운드에서 새로 받는 중"))
        // The held lock says a renewal is under way: no second request.
        #expect(server.requests.count == 2)
        gate.open()
        #expect(eventually { hwan.savedRates == renewed })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        #expect(hwan.ratesLockIsFree)
        let after = try hwan.run(["-t", "convert", "100", "USD", "JPY"], environment: later)
        #expect(after.stdout == "15000\n")
        #expect(after.stderr == "")
        #expect(server.requests.count == 2)
    }

    @Test(
        "a provider that answers in 100 ms or in 2 s: the saved table answers, the renewed one from the next command",
        arguments: [0.1, 2.0])
    func slowProvider(delay: Double) throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: old), .init(status: 200, body: renewed, delay: delay),
        ])
        defer { server.stop() }
        let (hwan, later) = try savedHome(server)
        let result = try hwan.run(["-t", "convert", "100", "USD", "JPY"], environment: later)
        #expect(result.stdout == "15956.8504\n")
        #expect(result.stderr.contains("renewing in the background"))
        #expect(eventually { hwan.savedRates == renewed })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        let after = try hwan.run(["-t", "convert", "100", "USD", "JPY"], environment: later)
        #expect(after.stdout == "15000\n")
    }

    @Test("batch against a provider that hangs: every line from the saved table, one request, one notice")
    func batchHanging() throws {
        let gate = LoopbackServer.Gate()
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: old), .init(status: 200, body: renewed, gate: gate),
        ])
        defer { server.stop() }
        let (hwan, later) = try savedHome(server)
        let lines = (1...50).map { "\($0) USD to JPY" }.joined(separator: "\n") + "\n"
        let result = try hwan.run(["-t"], stdin: lines, environment: later)
        #expect(result.status == 0)
        let answers = result.stdout.split(separator: "\n")
        #expect(answers.count == 50)
        #expect(answers.first == "159.568504")
        #expect(answers.last == "7978.4252")
        #expect(result.stderr.components(separatedBy: "renewing in the background").count == 2)
        #expect(gate.waitUntilHolding(1))
        #expect(server.requests.count == 2)
        gate.open()
        #expect(eventually { hwan.savedRates == renewed })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
    }

    @Test(
        "the REPL on a terminal: the saved table answers while the provider hangs; the renewed one from the next line"
    )
    func replHanging() throws {
        let gate = LoopbackServer.Gate()
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: old), .init(status: 200, body: renewed, gate: gate),
        ])
        defer { server.stop() }
        let (hwan, later) = try savedHome(server)
        var environment = later
        environment["HOME"] = hwan.home
        environment["LANG"] = "C.UTF-8"
        environment["TERM"] = "xterm"
        let terminal = try PseudoTerminal(executable: try hwanExecutablePath(), environment: environment)
        defer { terminal.terminate() }
        try terminal.send("100 USD to JPY\r")
        _ = try terminal.expect("15,957 JPY")
        // The notice breaks between words at the terminal's 80 columns.
        _ = try terminal.expect("renewing in the")
        #expect(gate.waitUntilHolding(1))
        gate.open()
        #expect(eventually { hwan.savedRates == renewed })
        #expect(eventually { hwan.ratesLockIsFree })
        try terminal.send("100 USD to JPY\r")
        _ = try terminal.expect("15,000 JPY")
        try terminal.send("\u{04}")
        #expect(try terminal.waitForExit() == 0)
        #expect(server.requests.count == 2)
    }

    @Test(
        "a provider that closes mid-body: the saved table stays whole and answers; the failure is backed off")
    func closesMidBody() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: old), .init(status: 200, body: renewed, closeAfter: 100),
        ])
        defer { server.stop() }
        let (hwan, later) = try savedHome(server)
        let result = try hwan.run(["-t", "convert", "100", "USD", "JPY"], environment: later)
        #expect(result.stdout == "15956.8504\n")
        #expect(eventually { hwan.savedRatesMetadata["lastFailure"] != nil })
        #expect(eventually { hwan.processesOfThisHome.isEmpty })
        #expect(hwan.savedRates == old)
        let again = try hwan.run(["-t", "convert", "100", "USD", "JPY"], environment: later)
        #expect(again.stdout == "15956.8504\n")
        #expect(again.stderr.contains("waiting after a failed request"))
        #expect(server.requests.count == 2)
    }

    @Test("with nothing saved, the first run waits for the provider (at most the 5-second budget)")
    func firstRunWaits() throws {
        let server = try LoopbackServer(responses: [.init(status: 200, body: renewed, delay: 0.3)])
        defer { server.stop() }
        let hwan = HwanProcess()
        let result = try hwan.run(
            ["-t", "convert", "100", "USD", "JPY"],
            environment: ["HWAN_BASE_URL": server.baseURL, "HWAN_NOW": "\(now + 700)"])
        #expect(result.stdout == "15000\n")
        #expect(result.stderr == "")
    }
}
