import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `watch`'s words, its option and its refresh rules, without a terminal.
@Suite("Watch command")
struct WatchCommandTests {
    @Test(
        "the words after watch name a board and its rows",
        arguments: [
            ("", BoardRequest(kind: .rates)),
            ("rates", BoardRequest(kind: .rates)),
            ("RATES jpy eur", BoardRequest(kind: .rates, codes: ["JPY", "EUR"])),
            ("환율 엔 유로", BoardRequest(kind: .rates, codes: ["JPY", "EUR"])),
            ("JPY 위안", BoardRequest(kind: .rates, codes: ["JPY", "CNY"])),
            ("coins btc eth", BoardRequest(kind: .coins, codes: ["BTC", "ETH"])),
            ("코인", BoardRequest(kind: .coins)),
            ("시세 sol", BoardRequest(kind: .coins, codes: ["SOL"])),
            ("bank usd", BoardRequest(kind: .bank, codes: ["USD"])),
            ("은행", BoardRequest(kind: .bank)),
            ("futures btc/usd", BoardRequest(kind: .futures, codes: ["BTC/USD"])),
            ("선물 BTC eth", BoardRequest(kind: .futures, codes: ["BTC", "ETH"])),
            ("coins BTC/USDC", BoardRequest(kind: .coins, codes: ["BTC/USDC"])),
        ])
    func boards(words: String, expected: BoardRequest) throws {
        #expect(try BoardRequest.parse(words) == expected)
    }

    @Test(
        "an unknown board is a usage error with the nearest board",
        arguments: [
            ("coin", "coins" as String?), ("rate", "rates"), ("bnk", "bank"), ("future", "futures"),
            ("xyzzy", nil),
            ("12", nil),
        ])
    func unknownBoard(word: String, suggestion: String?) {
        #expect(throws: BoardError.unknownBoard(word, suggestion: suggestion)) {
            try BoardRequest.parse(word)
        }
        let error = BoardError.unknownBoard(word, suggestion: suggestion)
        #expect(error.status == .usage)
        #expect(error.message(in: .en).contains("Use one of: rates, bank, coins, futures"))
        #expect(error.message(in: .ko).contains("다음 중 하나를 쓰세요: rates, bank, coins, futures"))
        if let suggestion {
            #expect(error.message(in: .en).contains("Did you mean \(suggestion)?"))
            #expect(error.message(in: .ko).contains("\(suggestion) 을(를) 쓰려던 건가요?"))
        }
    }

    @Test("a rates board naming no currency says which name is wrong (exit 1)")
    func unknownCurrency() {
        #expect(throws: BoardError.self) { try BoardRequest.parse("rates 달라라") }
        do {
            _ = try BoardRequest.parse("rates 달라라")
        } catch {
            #expect(error.status == .inputError)
        }
    }

    @Test("without a terminal it is a usage error, said in both languages")
    func needsTerminal() {
        let error = BoardError.needsTerminal
        #expect(error.status == .usage)
        #expect(error.message(in: .en).hasPrefix("watch needs a terminal"))
        #expect(error.message(in: .ko).hasPrefix("watch 는 터미널에서만"))
    }

    @Test("watch is its own command word, in Korean too")
    func commandWords() throws {
        #expect(try Command.parse("watch coins btc") == .watch("coins btc"))
        #expect(try Command.parse("실시간") == .watch(""))
    }

    @Test("a watch line in batch mode, where no board can be drawn, fails with the usage status")
    func batchLine() throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        let reply = session.execute("watch")
        #expect(reply.status == .usage)
        #expect(reply.error?.hasPrefix("watch needs a terminal") == true)
        #expect(session.execute("watch coin").error?.contains("Did you mean coins?") == true)
    }

    @Test(
        "watch is routed once, through the session's board, in every spelling; its status is the line's",
        arguments: [
            ("watch", BoardKind.rates), ("실시간 coins btc", .coins), ("WATCH 은행 USD 엔", .bank),
            ("watch futures", .futures),
        ])
    func routedThroughBoard(line: String, kind: BoardKind) throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        var seen: [BoardRequest] = []
        session.board = { request throws(SessionError) in
            seen.append(request)
            return .dataUnavailable
        }
        let reply = session.execute(line)
        #expect(seen.map(\.kind) == [kind])
        #expect(reply.status == .dataUnavailable)
        #expect(reply.error == nil)
        // A board that cannot start says why, as any line's error does.
        session.board = { _ throws(SessionError) in throw .board(.needsTerminal) }
        #expect(session.execute(line).error?.hasPrefix("watch needs a terminal") == true)
        // A misspelt board never reaches the board.
        seen = []
        session.board = { request throws(SessionError) in
            seen.append(request)
            return .success
        }
        #expect(session.execute("watch coin").error?.contains("Did you mean coins?") == true)
        #expect(seen.isEmpty)
    }

    @Test(
        "--interval takes whole seconds from 1 to a day",
        arguments: [
            (["--interval", "5", "watch"], 5), (["--interval=2", "watch"], 2),
            (["--interval", "1", "watch"], 1),
            (["--interval", "86400"], 86_400),
        ] as [([String], Int64)])
    func goodIntervals(arguments: [String], expected: Int64) throws {
        #expect(try CommandLineOptions.parse(arguments).interval == expected)
    }

    @Test(
        "a bad --interval is refused with the bounds, exit 64",
        arguments: ["0", "-3", "2.5", "abc", "86401", "99999999999999999999", "５", " 5"])
    func badIntervals(value: String) {
        #expect(
            throws: UsageError.outOfRange(option: "--interval", value: value, minimum: 1, maximum: 86_400)
        ) {
            try CommandLineOptions.parse(["--interval", value, "watch"])
        }
        let error = UsageError.outOfRange(option: "--interval", value: value, minimum: 1, maximum: 86_400)
        #expect(error.status == .usage)
        #expect(error.message(in: .en).contains("from 1 to 86400"))
        #expect(error.message(in: .ko).contains("1에서 86400 사이의 정수(초)"))
    }

    @Test("--interval with nothing after it needs a value")
    func missingInterval() {
        #expect(throws: UsageError.missingValue(option: "--interval")) {
            try CommandLineOptions.parse(["--interval"])
        }
    }

    @Test("the interval schedule: due at first, then every N seconds from the last attempt, at least 1")
    func intervalSchedule() {
        var schedule = IntervalSchedule()
        #expect(schedule.seconds == 5)
        #expect(schedule.isDue(now: 1_000))
        schedule.attempted(at: 1_000)
        #expect(!schedule.isDue(now: 1_004))
        #expect(schedule.isDue(now: 1_005))
        // A clock set back must not stall the board for the gap.
        #expect(schedule.isDue(now: 900))
        #expect(IntervalSchedule(seconds: 1).seconds == 1)
        #expect(IntervalSchedule(seconds: 0).seconds == 1)
        #expect(IntervalSchedule(seconds: -5).seconds == 1)
        #expect(IntervalSchedule(seconds: .max).seconds == 86_400)
        var far = IntervalSchedule(seconds: 86_400)
        far.attempted(at: .max - 10)
        #expect(!far.isDue(now: .max - 5))
    }
}
