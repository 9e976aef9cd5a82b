import HwanKit
import Testing

private func d(_ text: String) -> ExactFraction { ExactFraction(ExactDecimal(text)!) }

@Suite("Change and chart rendering")
struct ChangeAndChartTests {
    @Test(
        "a change reads as an arrow and a percent with two decimals",
        arguments: [
            ("1500", "1515", "▲1.00%"), ("1500", "1485", "▼1.00%"), ("1500", "1500", "0.00%"),
            ("1500", "1500.01", "▲0.00%"), ("9.4632", "10", "▲5.67%"), ("200", "100", "▼50.00%"),
            ("1", "3", "▲200.00%"), ("3", "1", "▼66.67%"), ("1000", "1000.05", "▲0.01%"),
        ])
    func percent(old: String, new: String, expected: String) throws {
        let change = try #require(ExactFraction.relativeChange(from: d(old), to: d(new)))
        #expect(ChangeText.percent(change) == expected)
    }

    @Test("a change is exact: new / old − 1")
    func exactRelative() throws {
        let expected = try d("10.025482") / d("1500")
        #expect(ExactFraction.relativeChange(from: d("1500"), to: d("1510.025482")) == expected)
        #expect(ExactFraction.relativeChange(from: d("0"), to: d("1")) == nil)
    }

    @Test("no colour when the palette is plain; a rise and a fall in the style's colours otherwise")
    func paint() {
        #expect(ChangeText.paint("▲1.00%", d("0.01"), palette: .plain) == "▲1.00%")
        #expect(
            ChangeText.paint("▲1.00%", d("0.01"), palette: Palette(upDown: .korean))
                == "\u{1B}[31m▲1.00%\u{1B}[0m")
        #expect(
            ChangeText.paint("▼1.00%", d("-0.01"), palette: Palette(upDown: .korean))
                == "\u{1B}[34m▼1.00%\u{1B}[0m")
        #expect(
            ChangeText.paint("▲1.00%", d("0.01"), palette: Palette(upDown: .western))
                == "\u{1B}[32m▲1.00%\u{1B}[0m")
        #expect(ChangeText.paint("0.00%", .zero, palette: Palette(upDown: .western)) == "0.00%")
    }

    @Test(
        "the chart maps the lowest value to ▁ and the highest to █",
        arguments: [
            (["1", "2", "3", "4", "5", "6", "7", "8"], "▁▂▃▄▅▆▇█"),
            (["1", "8"], "▁█"),
            (["8", "1"], "█▁"),
            (["5", "5", "5"], "▄▄▄"),
            (["100", "101", "100.5"], "▁█▅"),
            // (0.00066 − 0.000655) / 0.00000724 × 7 = 4.83: level 5 of 0...7.
            (["0.00066", "0.000655", "0.00066224"], "▆▁█"),
            ([], ""),
            (["7"], "▄"),
        ])
    func chart(values: [String], expected: String) {
        #expect(Sparkline.render(values.map(d)) == expected)
    }

    @Test("a long series is thinned to the width, keeping the newest value")
    func thinned() {
        let values = (1...100).map { ExactFraction($0) }
        let chart = Sparkline.render(values, width: 10)
        #expect(chart.count == 10)
        #expect(chart.last == "█")
        #expect(chart.first == "▁")
        #expect(Sparkline.render(values).count == Sparkline.defaultWidth)
    }
}

@Suite("history: series, text and the command")
struct HistoryCommandTests {
    static let hour: Int64 = 3600
    static let day: Int64 = 86_400

    /// Five daily tables before the fixture's, made for the test: KRW per USD and JPY moving.
    static func fiveDays() throws -> [HistoryEntry] {
        let moves: [(Int64, String, String)] = [
            (5, "1490", "158"), (4, "1495.5", "158.5"), (3, "1502", "159"), (2, "1499", "160"),
            (1, "1505", "159.9"),
        ]
        return try moves.map { days, krw, jpy in
            try SessionHarness.earlierTable(hoursBefore: days * 24, ["KRW": krw, "JPY": jpy])
        } + [SessionHarness.fixtureEntry()]
    }

    @Test("the series holds one exact cross rate per stored table, oldest first")
    func series() throws {
        var log = RateHistoryLog()
        for entry in try Self.fiveDays() { log.add(entry) }
        let series = HistorySeries(log: log, code: "USD", base: "KRW", since: 0, preferred: "open-er-api")
        #expect(
            series.points.map(\.rate) == ["1490", "1495.5", "1502", "1499", "1505", "1510.025482"].map(d))
        #expect(series.minimum == d("1490"))
        #expect(series.maximum == d("1510.025482"))
        let change = try d("20.025482") / d("1490")
        #expect(series.change == change)
        let yen = HistorySeries(log: log, code: "JPY", base: "KRW", since: 0, preferred: nil)
        let yenRate = try d("1490") / d("158")
        #expect(yen.points.first?.rate == yenRate)
    }

    @Test("the period leaves older tables out and counts them")
    func period() throws {
        var log = RateHistoryLog()
        for entry in try Self.fiveDays() { log.add(entry) }
        let since = SessionHarness.fixtureTime - 2 * Self.day
        let series = HistorySeries(log: log, code: "USD", base: "KRW", since: since, preferred: nil)
        #expect(series.points.count == 3)
        #expect(series.olderPoints == 3)
    }

    @Test("two providers in one hour give one point: the configured provider's")
    func preferredProvider() {
        var log = RateHistoryLog()
        let time = SessionHarness.fixtureTime
        log.add(HistoryEntry(provider: "open-er-api", base: "USD", time: time, rates: ["KRW": 1500]))
        log.add(
            HistoryEntry(provider: "openexchangerates", base: "USD", time: time + 60, rates: ["KRW": 1501]))
        log.add(
            HistoryEntry(
                provider: "openexchangerates", base: "USD", time: time + Self.hour, rates: ["KRW": 1502]))
        let preferred = HistorySeries(log: log, code: "USD", base: "KRW", since: 0, preferred: "open-er-api")
        #expect(preferred.points.map(\.rate) == [1500, 1502].map { ExactFraction($0) })
        let other = HistorySeries(
            log: log, code: "USD", base: "KRW", since: 0, preferred: "openexchangerates")
        #expect(other.points.map(\.rate) == [1501, 1502].map { ExactFraction($0) })
        #expect(other.providers == ["openexchangerates"])
        #expect(preferred.providers == ["open-er-api", "openexchangerates"])
    }

    @Test("a table of KRW prices (a bank's) gives the same series as a rate table")
    func pricesInSeries() {
        var log = RateHistoryLog()
        let time = SessionHarness.fixtureTime
        log.add(
            HistoryEntry(
                provider: "dunamu", base: "KRW", time: time, quote: .basePerUnit, rates: ["USD": 1380]))
        log.add(
            HistoryEntry(
                provider: "dunamu", base: "KRW", time: time + Self.hour, quote: .basePerUnit,
                rates: ["USD": 1390]))
        let series = HistorySeries(log: log, code: "USD", base: "KRW", since: 0, preferred: nil)
        #expect(series.points.map(\.rate) == [1380, 1390].map { ExactFraction($0) })
    }

    @Test("history in Korean and English, golden files", arguments: [Language.ko, .en])
    func golden(language: Language) throws {
        let text = try SessionHarness.transcript(
            [
                "history USD", "history 엔", "추이 USD KRW 3", "history EUR JPY", "history KRW",
                "history USD 2일",
                "history USD KRW 1", "history XAU", "history USD 0", "history USD KRW month", "history JPX",
                "history",
            ], language: language, history: Self.fiveDays())
        let (actual, expected) = SessionHarness.check(text, against: "history-\(language.rawValue).txt")
        #expect(actual == expected)
    }

    @Test("--json gives the points of SPEC §8: time and rate per one CODE")
    func json() throws {
        let session = try SessionHarness.session(language: .en, mode: .json, history: Self.fiveDays())
        // Now is 3 hours after the fixture's table: 4 days reach back to the table of 3 days before it.
        let reply = session.execute("history USD KRW 4")
        #expect(reply.status == .success)
        // The stored tables, after the ECB's business days the history does not reach (SPEC §12).
        let json = try JSONParser.parse(try #require(reply.output.first))
        guard case .array(let points)? = json["points"] else {
            Issue.record("no points")
            return
        }
        let stored = points.filter { $0["provider"]?.stringValue == "open-er-api" }
        #expect(
            stored.map { $0["time"]?.stringValue ?? "" } == [
                "2026-03-31T06:47:31Z", "2026-04-01T06:47:31Z", "2026-04-02T06:47:31Z",
                "2026-04-03T06:47:31Z",
            ])
        #expect(stored.map { $0["rate"] } == ["1502", "1499", "1505", "1510.025482"].map { .number($0) })
        #expect(
            points.prefix(points.count - stored.count).allSatisfy { $0["provider"]?.stringValue == "ecb" })
        #expect(json["kind"]?.stringValue == "history" && json["days"] == .number("4"))
    }

    @Test("terse mode prints one time and rate per line")
    func terse() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, history: Self.fiveDays())
        let lines = session.execute("history USD KRW 2").output
        // The ECB's 2026-04-01 fills the day before the stored tables (SPEC §12).
        #expect(
            lines == [
                "2026-04-01T15:00:00Z 1504.8082723", "2026-04-02T06:47:31Z 1505",
                "2026-04-03T06:47:31Z 1510.025482",
            ])
    }

    @Test(
        "mistakes: exit status and message",
        arguments: [
            (
                "history USD 0", HwanKit.ExitStatus.inputError,
                "DAYS must be a whole number from 1 to 3650: '0'"
            ),
            ("history USD -5", .inputError, "DAYS must be a whole number from 1 to 3650: '-5'"),
            ("history USD 3651", .inputError, "DAYS must be a whole number from 1 to 3650: '3651'"),
            ("history USD 99999999999999999999", .inputError, "DAYS must be a whole number from 1 to 3650"),
            ("history USD 1.5", .inputError, "DAYS must be a whole number from 1 to 3650: '1.5'"),
            ("history USD KRW soon", .inputError, "DAYS must be a whole number from 1 to 3650: 'soon'"),
            ("history JPX", .inputError, "Did you mean JPY"),
            ("history", .inputError, "usage: history CODE [BASE] [DAYS]"),
            ("history USD KRW EUR", .inputError, "usage: history"),
            (
                "history XAU", .dataUnavailable,
                "not enough history for XAU/KRW: 0 stored rates in the last 30 days"
            ),
        ])
    func mistakes(line: String, status: HwanKit.ExitStatus, message: String) throws {
        let reply = try SessionHarness.session(language: .en, history: Self.fiveDays()).execute(line)
        #expect(reply.status == status)
        #expect(reply.error?.contains(message) == true, "\(reply.error ?? "no error")")
        #expect(reply.output.isEmpty)
    }

    @Test("fewer than two points: says so in both languages, exit 2, and points at older ones")
    func tooFew() throws {
        for language in [Language.ko, .en] {
            let session = try SessionHarness.session(
                language: language, history: [try SessionHarness.fixtureEntry()])
            // VND: a currency the bundled ECB history lacks, so only the stored table counts.
            let reply = session.execute("history VND")
            #expect(reply.status == .dataUnavailable)
            #expect(reply.error?.contains(language == .ko ? "기록이 부족합니다" : "not enough history") == true)
        }
        let old = try SessionHarness.session(language: .en, history: Self.fiveDays()).execute("history VND 1")
        #expect(old.status == .dataUnavailable)
        #expect(old.error?.contains("1 stored rate in the last 1 day") == true)
        #expect(old.error?.contains("5 older ones are shown with more DAYS") == true)
    }

    @Test("the REPL's words, one-shot and batch give the same answer: 추이 is history")
    func koreanWord() throws {
        let session = try SessionHarness.session(language: .ko, history: Self.fiveDays())
        #expect(session.execute("추이 USD").output == session.execute("history USD").output)
    }
}
