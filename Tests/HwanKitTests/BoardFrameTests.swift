import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The live board's screen (SPEC §10), laid out without a terminal: exact
/// line counts and widths for a given size, the clocks for a given instant,
/// and ages that tick between two instants.
@Suite("Board frame layout")
struct BoardFrameTests {
    /// 2026-11-25 10:30:05 UTC, 19:30:05 KST.
    static let now: Int64 = 1_795_602_605

    static func panel(rows: Int = 5, notices: [String] = []) -> BoardPanel {
        let table =
            ["통화     이름                1 USD       KRW"]
            + (0..<rows).map { "JPY 100  일본 엔화 \($0)          157.25   849.135" }
        return BoardPanel(
            caption: "기준 1 USD · open-er-api (저장됨) · 2026-11-25 10:00 UTC",
            ages: [BoardAge(Localized(ko: "데이터", en: "data"), time: now - 192)], table: table,
            notices: notices)
    }

    static func frame(_ width: Int, _ height: Int, language: Language = .ko, now: Int64 = now) -> BoardFrame {
        BoardFrame(kind: .rates, width: width, height: height, language: language, palette: .plain, now: now)
    }

    @Test(
        "every frame has exactly the terminal's rows and no line wider than its columns",
        arguments: [(80, 24), (40, 10), (20, 5), (120, 50), (10, 3), (1, 1), (7, 30)])
    func fitsTheTerminal(width: Int, height: Int) {
        for language in Language.allCases {
            for rows in [0, 3, 40] {
                let lines = Self.frame(width, height, language: language).lines(
                    Self.panel(rows: rows, notices: ["could not fetch rates"]))
                #expect(lines.count == height, "\(width)x\(height) \(language) \(rows)")
                for line in lines { #expect(DisplayWidth.ofVisible(line) <= width, "\(line)") }
            }
        }
    }

    @Test(
        "80x24: title, both clocks with dates, the source with its age, the table, the footer at the bottom")
    func eightyByTwentyFour() {
        let lines = Self.frame(80, 24).lines(Self.panel())
        #expect(lines[0] == "hwan · 환율 · 실시간")
        #expect(lines[1] == "UTC 2026-11-25 (수) 10:30:05 · KST 2026-11-25 (수) 19:30:05")
        #expect(lines[2] == "기준 1 USD · open-er-api (저장됨) · 2026-11-25 10:00 UTC · 데이터 3분 12초 전")
        #expect(lines[3] == "")
        #expect(lines[4].hasPrefix("통화"))
        #expect(lines[23] == "q, Esc: 나가기")
        let blank = lines[10...22].allSatisfy { $0.isEmpty }
        #expect(blank)
    }

    @Test("40x10: the clocks lose their dates, the ages come before the caption, hidden rows are counted")
    func fortyByTen() {
        let lines = Self.frame(40, 10).lines(Self.panel(rows: 20))
        #expect(lines[1] == "UTC 10:30:05 · KST 19:30:05")
        #expect(lines[2] == "데이터 3분 12초 전")
        #expect(lines[3].hasPrefix("기준 1 USD · open-er-api"))
        // The caption breaks before its time rather than cutting it.
        #expect(lines[4] == "  · 2026-11-25 10:00 UTC")
        #expect(lines[8] == "… 19줄 더 (창을 키우세요)")
        #expect(lines[9] == "q, Esc: 나가기")
    }

    @Test("a table taller than the screen gives way before the notices do")
    func noticesSurviveACut() {
        let lines = Self.frame(80, 10).lines(Self.panel(rows: 30, notices: ["환율을 받지 못했습니다"]))
        #expect(lines.contains("! 환율을 받지 못했습니다"))
        #expect(lines.contains { $0.hasPrefix("… ") })
        #expect(lines.last == "q, Esc: 나가기")
    }

    @Test("text from outside in a notice cannot move the cursor or clear the screen")
    func noticesMadeVisible() {
        let lines = Self.frame(80, 24).lines(Self.panel(notices: ["bad\u{1B}[2J\u{1B}[Hbody"]))
        #expect(lines.contains("! bad^[[2J^[[Hbody"))
        #expect(!lines.joined().contains("\u{1B}"))
    }

    @Test(
        "on a tiny screen the clocks stay longest, then the footer, then the ages",
        arguments: [
            (1, ["UTC 10:30:05 · KST 19:30:05"]),
            (2, ["UTC 10:30:05 · KST 19:30:05", "q, Esc: quit"]),
            (3, ["UTC 10:30:05 · KST 19:30:05", "data 3m 12s ago", "q, Esc: quit"]),
        ])
    func tinyScreens(height: Int, expected: [String]) {
        #expect(Self.frame(30, height, language: .en).lines(Self.panel()) == expected)
    }

    @Test("no rows or no columns: nothing to draw")
    func empty() {
        #expect(Self.frame(80, 0).lines(Self.panel()).isEmpty)
        #expect(Self.frame(0, 24).lines(Self.panel()).isEmpty)
    }

    @Test(
        "the clocks show UTC and KST for the instant with the weekday, across KST's midnight too",
        arguments: [
            (1_795_602_605, "UTC 2026-11-25 (수) 10:30:05 · KST 2026-11-25 (수) 19:30:05"),
            (1_795_636_800, "UTC 2026-11-25 (수) 20:00:00 · KST 2026-11-26 (목) 05:00:00"),
            (1_795_636_799, "UTC 2026-11-25 (수) 19:59:59 · KST 2026-11-26 (목) 04:59:59"),
            (1_795_624_080, "UTC 2026-11-25 (수) 16:28:00 · KST 2026-11-26 (목) 01:28:00"),
        ] as [(Int64, String)])
    func clocks(now: Int64, expected: String) {
        #expect(Self.frame(80, 24, now: now).clocks == expected)
    }

    @Test("in English the weekday is Thu; a narrow screen drops the weekdays first, then the dates")
    func clocksEnglishAndNarrow() {
        let now: Int64 = 1_795_624_080
        let english = BoardFrame(
            kind: .coins, width: 80, height: 24, language: .en, palette: .plain, now: now)
        #expect(english.clocks == "UTC 2026-11-25 (Wed) 16:28:00 · KST 2026-11-26 (Thu) 01:28:00")
        let fifty = BoardFrame(kind: .coins, width: 50, height: 24, language: .en, palette: .plain, now: now)
        #expect(fifty.clocks == "UTC 2026-11-25 16:28:00 · KST 2026-11-26 01:28:00")
        let narrow = BoardFrame(kind: .coins, width: 30, height: 24, language: .en, palette: .plain, now: now)
        #expect(narrow.clocks == "UTC 16:28:00 · KST 01:28:00")
    }

    /// Every day of the week from a known Sunday (2026-11-22), and days before 1970, against a count by hand.
    @Test("the weekday of any instant, 400 years either side of now", arguments: [7, 1_000, 146_097])
    func weekdays(step: Int64) {
        let sunday: Int64 = 1_795_305_600  // 2026-11-22 00:00:00 UTC, a Sunday
        for k in Int64(-200)...200 {
            let days = k * step
            let time = sunday + days * 86_400 + 43_200
            let expected = Int(((days % 7) + 7) % 7)
            #expect(TimeText.weekday(time) == expected, "\(time)")
            #expect(TimeText.weekday(time - 43_201) == (expected + 6) % 7, "\(time)")
        }
        #expect(TimeText.weekday(0) == 4)
        #expect(TimeText.weekday(-1) == 3)
    }

    @Test("the age ticks between two instants a second apart, in both languages")
    func ageTicks() {
        let panel = Self.panel()
        let first = Self.frame(80, 24, now: Self.now).lines(panel)[2]
        let second = Self.frame(80, 24, now: Self.now + 1).lines(panel)[2]
        #expect(first.hasSuffix("데이터 3분 12초 전"))
        #expect(second.hasSuffix("데이터 3분 13초 전"))
        let english = Self.frame(100, 24, language: .en, now: Self.now + 1).lines(panel)[2]
        #expect(english.hasSuffix("data 3m 13s ago"))
        let future = BoardAge(Localized(ko: "다음 갱신", en: "next update"), time: Self.now + 3_720)
        #expect(future.text(now: Self.now, language: .ko) == "다음 갱신 1시간 2분 후")
        #expect(future.text(now: Self.now, language: .en) == "next update in 1h 2m")
    }

    @Test("a fetch under way is said in the title")
    func fetching() {
        var frame = Self.frame(80, 24, language: .en)
        frame.fetching = true
        #expect(frame.lines(Self.panel())[0] == "hwan · Exchange rates · live · updating…")
    }

    @Test("a painted frame keeps its colours, measured without the escape bytes")
    func painted() {
        let frame = BoardFrame(
            kind: .coins, width: 30, height: 6, language: .en, palette: Palette(), now: Self.now)
        let lines = frame.lines(Self.panel())
        #expect(lines[0].hasPrefix("\u{1B}[1m"))
        #expect(lines.allSatisfy { DisplayWidth.ofVisible($0) <= 30 })
    }
}

/// Cutting lines to the terminal's width with Hangul counted twice.
@Suite("Fitting a line to the width")
struct DisplayWidthFittingTests {
    @Test(
        "lines are cut on whole characters, never wider than asked",
        arguments: [
            ("hello world", 5, "hello"),
            ("일본 엔화", 4, "일본"),
            ("일본 엔화", 5, "일본 "),
            ("일본 엔화", 6, "일본 "),  // 엔 would take columns 6 and 7
            ("일본 엔화", 7, "일본 엔"),
            ("일본엔화", 3, "일"),  // the second syllable would straddle the edge
            ("short", 80, "short"),
            ("anything", 0, ""),
        ])
    func cuts(line: String, width: Int, expected: String) {
        #expect(DisplayWidth.fit(line, to: width) == expected)
        #expect(DisplayWidth.of(DisplayWidth.fit(line, to: width)) <= width)
    }

    @Test("colour sequences take no columns, and a cut inside colour ends with a reset")
    func colours() {
        let red = "\u{1B}[31m▲ 1.25%\u{1B}[0m rest"
        #expect(DisplayWidth.ofVisible(red) == 12)
        #expect(DisplayWidth.fit(red, to: 12) == red)
        #expect(DisplayWidth.fit(red, to: 3) == "\u{1B}[31m▲ 1\u{1B}[0m")
    }
}
