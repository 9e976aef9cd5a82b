import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// Where the back-off goes when the cache cannot hold it.
@Suite("Runtime back-off: its place and its checks")
struct RuntimeBackOffTests {
    @Test(
        "$XDG_RUNTIME_DIR/hwan when absolute, else hwan-UID in the temporary directory",
        arguments: [
            (["XDG_RUNTIME_DIR": "/run/user/1000"], "/run/user/1000/hwan"),
            (["XDG_RUNTIME_DIR": "/run/user/1000/", "TMPDIR": "/t"], "/run/user/1000/hwan"),
            (["XDG_RUNTIME_DIR": "run", "TMPDIR": "/var/tmp/"], "/var/tmp/hwan-1000"),
            (["TMPDIR": "relative"], "/tmp/hwan-1000"),
            ([:], "/tmp/hwan-1000"),
        ] as [([String: String], String)])
    func location(environment: [String: String], expected: String) {
        #expect(RuntimeBackOff.location(environment: Environment(environment), uid: 1000) == expected)
    }

    @Test("a record is read back only for its source, and a cache that cannot record uses it")
    func recordAndLoad() throws {
        let dir = TestFiles.temporaryDirectory()
        let runtime = RuntimeBackOff(path: dir + "/hwan")
        #expect(runtime.load(entry: "rates", cache: "/c", source: "open-er-api/USD") == nil)
        #expect(
            runtime.record(
                FailureRecord(reason: "HTTP error 500"), now: 1_795_000_000, entry: "rates", cache: "/c",
                source: "open-er-api/USD"))
        let loaded = runtime.load(entry: "rates", cache: "/c", source: "open-er-api/USD")
        #expect(loaded?.lastFailure == 1_795_000_000)
        #expect(loaded?.lastFailureReason == "HTTP error 500")
        #expect(runtime.load(entry: "rates", cache: "/c", source: "openexchangerates/USD") == nil)
        #expect(runtime.load(entry: "rates", cache: "/other", source: "open-er-api/USD") == nil)

        // CachedSource over a cache under a regular file: the second call backs off.
        try TestFiles.plant([0x78], at: dir + "/file")
        let store = EntryStore(directory: CacheDirectory(dir + "/file/cache"), entry: .rates)
        let clock = ManualClock(1_795_000_000)
        let source = CachedSource(store: store, clock: { clock.now }, runtime: runtime)
        var asked = 0
        for step in 0..<3 {
            _ = source.current(
                source: "open-er-api/USD", forced: false, offline: false,
                record: { (_: TransportError) in FailureRecord(reason: "no") },
                fetch: { _, _ in
                    asked += 1
                    return .failure(.cannotConnect)
                })
            clock.advance(step == 1 ? 301 : 60)
        }
        // Asked at 0, backed off at 60, asked again after the 5-minute back-off.
        #expect(asked == 2)
    }
}
