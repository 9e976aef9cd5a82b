import Foundation
import HwanKit
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hwan watch` (SPEC §10) on a real pseudo-terminal: the board draws on the
/// alternate screen, its clock ticks, a resize redraws at the new width, and
/// every way out puts the terminal back exactly; without a terminal it is a
/// usage error.
@Suite("Live board on a terminal", .serialized)
struct WatchBoardEndToEndTests {
    static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l"
    static let leaveScreen = "\u{1B}[?25h\u{1B}[?1049l"

    /// A fresh home with an empty cache; offline unless `extra` says otherwise.
    static func start(
        _ arguments: [String], extra: [String: String] = ["HWAN_OFFLINE": "1"], columns: UInt16 = 80,
        rows: UInt16 = 24
    ) throws -> (PseudoTerminal, String) {
        var template = Array("/tmp/hwan-watch-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let home = String(cString: try #require(made))
        var environment = [
            "HOME": home, "HWAN_CACHE_DIR": home + "/cache", "LANG": "C.UTF-8", "TERM": "xterm",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        for (key, value) in extra { environment[key] = value }
        let terminal = try PseudoTerminal(
            executable: try hwanExecutablePath(), arguments: arguments, environment: environment,
            columns: columns, rows: rows)
        return (terminal, home)
    }

    /// The UTC clock of the next frame drawn: `10:30:05` (the text between `UTC ` and ` · KST`).
    static func nextClock(_ terminal: PseudoTerminal) throws -> String {
        try terminal.expect("\u{1B}[H")
        try terminal.expect("UTC ")
        let seen = try terminal.expect(" · KST")
        return String(seen.dropLast(" · KST".count))
    }

    static func sameSettings(_ a: termios, _ b: termios) -> Bool {
        var a = a
        var b = b
        return memcmp(&a, &b, MemoryLayout<termios>.size) == 0
    }

    /// Leaves the board with `keys` and checks exit 0, the screen and the settings restored.
    static func leave(_ terminal: PseudoTerminal, with keys: String) throws {
        try terminal.send(keys)
        try terminal.expect(leaveScreen)
        #expect(try terminal.waitForExit() == 0)
        #expect(sameSettings(terminal.attributes(), terminal.initialAttributes))
        #expect(!sameSettings(terminal.initialAttributes, termios()))
    }

    @Test("the clock ticks, a resize redraws to the new width at once, and q restores the terminal exactly")
    func tickResizeQuit() throws {
        let (terminal, home) = try Self.start(["--lang", "en", "watch", "JPY", "EUR"])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect(Self.enterScreen)
        try terminal.expect("hwan · Exchange rates · live")
        // At 80 columns the clocks carry their dates and weekdays.
        let first = try Self.nextClock(terminal)
        #expect(first.count == "2026-11-25 (Wed) 10:30:05".count, "\(first)")
        let weekdays = ["(Sun)", "(Mon)", "(Tue)", "(Wed)", "(Thu)", "(Fri)", "(Sat)"]
        #expect(weekdays.contains { first.contains($0) }, "\(first)")
        var later = first
        for _ in 0..<4 where later == first { later = try Self.nextClock(terminal) }
        #expect(later != first, "two frames a second apart show different seconds")
        try terminal.expect("JPY 100")

        terminal.resize(columns: 40, rows: 12)
        try terminal.expect("\u{1B}[2J")
        let narrow = try Self.nextClock(terminal)
        #expect(narrow.count == "10:30:05".count, "at 40 columns the clocks drop their dates: \(narrow)")
        try terminal.expect("q, Esc: quit")
        try Self.leave(terminal, with: "q")
    }

    @Test("ctrl-c leaves the board with status 0 and the terminal as it was (Korean)")
    func controlC() throws {
        let (terminal, home) = try Self.start(["--lang", "ko", "watch"])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect(Self.enterScreen)
        try terminal.expect("q, Esc: 나가기")
        try Self.leave(terminal, with: "\u{3}")
    }

    @Test("Esc pressed alone leaves; an arrow key, which starts with Esc, does not")
    func escape() throws {
        let (terminal, home) = try Self.start(["--lang", "en", "watch"])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect("q, Esc: quit")
        try terminal.send("\u{1B}[A")
        // Still drawing: another frame comes.
        _ = try Self.nextClock(terminal)
        try Self.leave(terminal, with: "\u{1B}")
    }

    @Test("SIGTERM and SIGHUP restore the screen and the settings, then end the process by that signal")
    func signals() throws {
        for number in [SIGTERM, SIGHUP] {
            let (terminal, home) = try Self.start(["watch"])
            defer { try? FileManager.default.removeItem(atPath: home) }
            try terminal.expect("q, Esc")
            terminal.signal(number)
            try terminal.expect(Self.leaveScreen)
            #expect(try terminal.waitForExit() == 128 + number)
            #expect(Self.sameSettings(terminal.attributes(), terminal.initialAttributes))
        }
    }

    @Test("against a loopback provider the board fetches once and shows the fetched table")
    func fetchesOnce() throws {
        let now = Int(Date().timeIntervalSince1970)
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now))
        ])
        defer { server.stop() }
        let (terminal, home) = try Self.start(
            ["--lang", "en", "watch", "rates", "JPY"], extra: ["HWAN_BASE_URL": server.baseURL])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect("open-er-api (just fetched)")
        try terminal.expect("data 10m ")
        try terminal.expect("next update in 23h")
        // Three more frames: no second request while the table is current.
        for _ in 0..<3 { _ = try Self.nextClock(terminal) }
        #expect(server.requests == ["/v6/latest/USD"])
        try Self.leave(terminal, with: "q")
    }

    @Test("watch bank draws the bank's table from one request and asks again only when the quotes expire")
    func bankBoard() throws {
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.bytes("dunamu-KRWUSD-2024-02-20.json"))
        ])
        defer { server.stop() }
        let (terminal, home) = try Self.start(
            ["--lang", "ko", "watch", "은행", "달러"],
            extra: ["HWAN_BANK": "dunamu", "HWAN_BANK_BASE_URL": server.baseURL])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect("하나은행 (dunamu) · 2024-02-20 15:31 KST")
        try terminal.expect("매매기준율")
        try terminal.expect("1,338.00")
        // Three more frames within the 60 s a Dunamu quote stays fresh: no second request.
        for _ in 0..<3 { _ = try Self.nextClock(terminal) }
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.hasPrefix("/v1/forex/recent?codes=") == true)
        try Self.leave(terminal, with: "q")
    }

    @Test("watch bank with no bank chosen says how to choose one, exit 2")
    func bankBoardUnconfigured() throws {
        let (terminal, home) = try Self.start(["--lang", "en", "watch", "bank"])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect("--bank dunamu")
        #expect(try terminal.waitForExit() == 2)
    }

    @Test("watch coins asks every exchange once per --interval, never more often, and draws the coins table")
    func coinsBoard() throws {
        let now = Int(Date().timeIntervalSince1970)
        // The realtime clock's second, the one the board reads for its schedule.
        func second() -> Int {
            var spec = timespec()
            clock_gettime(CLOCK_REALTIME, &spec)
            return Int(spec.tv_sec)
        }
        let derived = { (name: String) in
            LoopbackServer.Response(status: 200, body: Fixture.bytes("markets/derived/" + name))
        }
        let server = try LoopbackServer(routes: [
            ("/api/v3/ticker/24hr", derived("binance-spot-btc-eth.json")),
            ("/v5/market/tickers?category=spot", derived("bybit-spot-btc-eth.json")),
            ("/api/v2/spot/market/tickers", derived("bitget-spot-btc-eth.json")),
            ("/api/v5/market/tickers?instType=SPOT", derived("okx-spot-btc-eth.json")),
            ("/v1/ticker", derived("upbit-btc-eth.json")),
            ("/public/ticker/ALL_KRW", derived("bithumb-all-krw-btc-eth.json")),
            (
                "/v6/latest/USD",
                .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now))
            ),
        ])
        defer { server.stop() }
        let before = second()
        let (terminal, home) = try Self.start(
            ["--lang", "en", "--interval", "2", "watch", "coins", "BTC", "ETH"],
            extra: ["HWAN_MARKET_BASE_URL": server.baseURL, "HWAN_BASE_URL": server.baseURL], columns: 120)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect("Coin prices · spot (USDT, KRW) · USD/KRW 1,510.03 (open-er-api)")
        try terminal.expect("97,000.00")
        try terminal.expect("+1.04%")
        // Frame by frame until a second round of requests came (a condition, not a duration).
        var frames = 0
        while server.requests.filter({ $0.hasPrefix("/api/v3/ticker/24hr") }).count < 2 && frames < 30 {
            _ = try Self.nextClock(terminal)
            frames += 1
        }
        let binance = server.requests.filter { $0.hasPrefix("/api/v3/ticker/24hr") }.count
        let after = second()
        #expect(binance >= 2, "\(server.requests)")
        // Never more often (the interval itself is ScheduledBoardSourceTests', on an injected
        // clock): every round starts at a whole second of the board's clock, at least 2 after
        // the last, and all of them between `before` and `after` on that same clock. Not a
        // duration: however slowly the machine ran, this holds.
        #expect(binance <= 1 + (after - before) / 2, "\(binance) rounds between \(before) and \(after)")
        #expect(server.requests.filter { $0 == "/v6/latest/USD" }.count == 1)
        try Self.leave(terminal, with: "q")
    }

    @Test(
        "watch futures BTC BTC/USD at --interval 1: the futures table with the coin-margined row, asked again each second, weekday clocks"
    )
    func futuresBoard() throws {
        let derived = { (name: String) in
            LoopbackServer.Response(status: 200, body: Fixture.bytes("markets/derived/" + name))
        }
        let server = try LoopbackServer(routes: [
            ("/fapi/v1/ticker/24hr", derived("binance-futures-all.json")),
            // The docs example's dated contract renamed BTCUSD_PERP, as dapi lists the perpetual.
            (
                "/dapi/v1/ticker/24hr",
                .init(
                    status: 200,
                    body: Array(
                        String(
                            decoding: Fixture.bytes(
                                "markets/binance-coinfutures-dapi-ticker24hr-array-docsexample-jkorf.json"),
                            as: UTF8.self
                        ).replacingOccurrences(of: "BTCUSD_200925", with: "BTCUSD_PERP").utf8))
            ),
            ("/v5/market/tickers?category=linear", derived("bybit-linear-btc-eth.json")),
            (
                "/v5/market/tickers?category=inverse",
                .init(status: 200, body: Fixture.bytes("markets/bybit-inverse-tickers-jkorf.json"))
            ),
            ("/api/v2/mix/market/tickers", derived("bitget-mix-btc-eth.json")),
            ("/api/v5/market/tickers?instType=SWAP", derived("okx-swap-btc-eth.json")),
        ])
        defer { server.stop() }
        let (terminal, home) = try Self.start(
            ["--lang", "ko", "--interval", "1", "watch", "선물", "BTC", "BTC/USD"],
            extra: ["HWAN_MARKET_BASE_URL": server.baseURL, "HWAN_OFFLINE": "0"], columns: 120, rows: 30)
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect(Self.enterScreen)
        try terminal.expect("hwan · 코인 선물 · 실시간")
        try terminal.expect("96,950.00")
        try terminal.expect("16,597.00")
        try terminal.expect("9,651.60")
        let clock = try Self.nextClock(terminal)
        let weekdays = ["(일)", "(월)", "(화)", "(수)", "(목)", "(금)", "(토)"]
        #expect(weekdays.contains { clock.contains($0) }, "\(clock)")
        // Asked again at the 1-second interval: wait for a third dapi request, frame by frame.
        var frames = 0
        while server.requests.filter({ $0.hasPrefix("/dapi/v1/ticker/24hr") }).count < 3 && frames < 30 {
            _ = try Self.nextClock(terminal)
            frames += 1
        }
        let dapi = server.requests.filter { $0.hasPrefix("/dapi/v1/ticker/24hr") }
        #expect(dapi.count >= 3, "\(server.requests)")
        #expect(dapi.allSatisfy { $0 == "/dapi/v1/ticker/24hr?symbol=BTCUSD_PERP" })
        #expect(!server.requests.contains { $0.hasPrefix("/v1/ticker") || $0.hasPrefix("/public/") })
        try Self.leave(terminal, with: "q")
    }

    @Test("a slow provider does not stop the clock: frames tick while the fetch is under way")
    func slowFetch() throws {
        let now = Int(Date().timeIntervalSince1970)
        // The answer is held until the board has shown two seconds while waiting for it.
        let gate = LoopbackServer.Gate()
        let server = try LoopbackServer(responses: [
            .init(status: 200, body: Fixture.fresh("open-er-api-USD-2026-04-03.json", now: now), gate: gate)
        ])
        defer { server.stop() }
        let (terminal, home) = try Self.start(
            ["--lang", "en", "watch", "rates", "JPY"], extra: ["HWAN_BASE_URL": server.baseURL])
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(gate.waitUntilHolding(1), "no request came")
        // Frames keep coming while the request is held, each second with its own clock.
        var clocks: Set<String> = []
        for _ in 0..<10 where clocks.count < 2 {
            try terminal.expect(" · updating…")
            try terminal.expect("UTC ")
            clocks.insert(String(try terminal.expect(" · KST").dropLast(" · KST".count)))
        }
        #expect(clocks.count >= 2, "the clock moved while the request waited: \(clocks)")
        #expect(gate.holding == 1, "the request was still waiting")
        gate.open()
        try terminal.expect("open-er-api (just fetched)")
        try Self.leave(terminal, with: "q")
    }

    @Test("watch typed in the REPL takes the screen, q gives it back, and the REPL goes on")
    func fromTheREPL() throws {
        let (terminal, home) = try Self.start([])
        defer { try? FileManager.default.removeItem(atPath: home) }
        try terminal.expect("\u{1B}[K")
        try terminal.send("실시간 엔\r")
        try terminal.expect(Self.enterScreen)
        try terminal.expect("JPY 100")
        try terminal.send("q")
        try terminal.expect(Self.leaveScreen)
        // Each prompt's redraw ends with "clear to end of line": the REPL is reading again.
        try terminal.expect("\u{1B}[K")
        try terminal.send("1+2\r")
        try terminal.expect("\r\n3\r\n")
        try terminal.expect("\u{1B}[K")
        try terminal.send("watch coin\r")
        try terminal.expect("Did you mean coins?")
        try terminal.expect("\u{1B}[K")
        try terminal.send("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(Self.sameSettings(terminal.attributes(), terminal.initialAttributes))
    }

    @Test("without a terminal on standard output it is a usage error, exit 64, in both languages")
    func noTerminal() throws {
        let hwan = HwanProcess()
        let english = try hwan.run(["--lang", "en", "--offline", "watch"])
        #expect(english.status == 64)
        #expect(english.stdout.isEmpty)
        #expect(english.stderr.contains("watch needs a terminal"))
        let korean = try hwan.run(["--lang", "ko", "--offline", "실시간", "coins"])
        #expect(korean.status == 64)
        #expect(korean.stderr.contains("watch 는 터미널에서만 씁니다"))
    }

    @Test("an unknown board and a bad --interval are usage errors, exit 64")
    func usageErrors() throws {
        let hwan = HwanProcess()
        let board = try hwan.run(["--lang", "en", "watch", "coin"])
        #expect(board.status == 64)
        #expect(board.stderr.contains("unknown board 'coin'. Did you mean coins?"))
        for value in ["0", "fast", "2.5"] {
            let interval = try hwan.run(["--interval", value, "watch", "coins"])
            #expect(interval.status == 64, "\(value)")
            #expect(interval.stderr.contains("--interval"), "\(value)")
        }
        #expect(try hwan.run(["--interval"]).status == 64)
    }
}
