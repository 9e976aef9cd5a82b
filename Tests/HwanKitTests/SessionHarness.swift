import Foundation
import HwanKit

/// A session over a fixed, saved open-er-api response (2026-04-03), a fixed
/// clock and Korea's time zone, with no network: outputs are reproducible.
enum SessionHarness {
    static let fixtureTime: Int64 = 1_775_198_851
    static let now: Int64 = fixtureTime + 3 * 3600 + 125

    /// One saved cache that sessions which only read it can share: preparing a cache
    /// (an atomic, fsynced write) for each of hundreds of table rows was most of their time.
    static let sharedDirectory: String = {
        let dir = TestFiles.temporaryDirectory()
        try? TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: fixtureTime + 60, in: dir)
        return dir
    }()

    static func session(
        language: Language, mode: OutputMode = .human, now: Int64 = now, sharedCache: Bool = false,
        history: [HistoryEntry] = []
    ) throws -> Session {
        let dir = sharedCache && history.isEmpty ? sharedDirectory : TestFiles.temporaryDirectory()
        if dir != sharedDirectory {
            try TestFiles.saveRates(
                TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: fixtureTime + 60, in: dir)
        }
        let stored = RateHistory(directory: CacheDirectory(dir))
        for entry in history { stored.append(entry, now: now) }
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { now },
            settings: ProviderSettings(id: .openERAPI),
            offline: true, zone: .kst)
        return Session(language: language, mode: mode, rateService: service, zone: .kst)
    }

    /// A terse session that may fetch (from no one), on `clock`, over the fixture
    /// saved a minute after its time: for tests that move the clock past the
    /// rates' next update.
    static func onlineSession(clock: ManualClock) throws -> Session {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), fetchedAt: fixtureTime + 60, in: dir)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { clock.now },
            settings: ProviderSettings(id: .openERAPI), offline: false, zone: .kst)
        return Session(language: .en, mode: .terse, rateService: service, zone: .kst)
    }

    /// Runs each line and renders what a person would see: output lines, then
    /// `! error` lines.
    static func transcript(
        _ lines: [String], language: Language, mode: OutputMode = .human, history: [HistoryEntry] = []
    ) throws -> String {
        let session = try session(language: language, mode: mode, history: history)
        var text = ""
        for line in lines {
            text += "> \(line)\n"
            let reply = session.execute(line)
            for output in reply.output { text += output + "\n" }
            if let error = reply.error { text += "! \(error)\n" }
            for notice in reply.notices where !history.isEmpty { text += "~ \(notice)\n" }
        }
        return text
    }

    /// The fixture's table as the history stores it, with `changes` (code → rate) made for a test:
    /// an earlier table of the same provider, `hoursBefore` the fixture's time.
    static func earlierTable(hoursBefore: Int64, _ changes: [String: String]) throws -> HistoryEntry {
        let table = try ProviderDecoder.decode(
            TestFiles.fixture("open-er-api-USD-2026-04-03.json"), provider: .openERAPI
        ).table
        var rates = table.rates
        for (code, rate) in changes { rates[code] = ExactDecimal(rate)! }
        return HistoryEntry(
            provider: "open-er-api", base: "USD", time: fixtureTime - hoursBefore * 3600, rates: rates)
    }

    /// The fixture's own table as the history stores it (what a fetch of it appends).
    static func fixtureEntry() throws -> HistoryEntry {
        try earlierTable(hoursBefore: 0, [:])
    }

    static func golden(_ name: String) -> String {
        let url = TestFiles.packageRoot.appendingPathComponent("Tests/HwanKitTests/Golden/\(name)")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing golden file \(name)>"
    }

    /// `HWAN_UPDATE_GOLDEN=1 swift test` rewrites the golden files from the current output.
    static func check(_ actual: String, against name: String) -> (String, String) {
        if ProcessInfo.processInfo.environment["HWAN_UPDATE_GOLDEN"] == "1" {
            let url = TestFiles.packageRoot.appendingPathComponent("Tests/HwanKitTests/Golden/\(name)")
            try? actual.write(to: url, atomically: true, encoding: .utf8)
        }
        return (actual, golden(name))
    }
}
