import Testing

@testable import HwanKit
@testable import HwanSupport

/// The live board on a narrow screen: its caption and its notices break
/// between words rather than losing their ends at the edge, so a time or a
/// number at the end of a line is never cut (SPEC §10).
@Suite("Board lines break, never cut")
struct BoardWrappingTests {
    @Test(
        "at 30 to 79 columns the caption's time and a long notice arrive whole",
        arguments: [30, 44, 50, 61, 79])
    func wholeWords(width: Int) {
        let caption = "기준 1 USD · open-er-api (저장됨) · 2026-04-03 06:47 UTC"
        let notice = "저장된 환율이 오래되었습니다 (2026-04-03 06:47 UTC, 247일 14시간 전; 최근에 이미 받아서 잠시 기다리는 중)"
        let panel = BoardPanel(
            caption: caption,
            ages: [BoardAge(Localized(ko: "데이터", en: "data"), time: BoardFrameTests.now - 192)],
            table: ["통화  1 USD  KRW", "EUR  0.8675  1,573.21"], notices: [notice])
        let lines = BoardFrame(
            kind: .rates, width: width, height: 24, language: .ko, palette: .plain, now: BoardFrameTests.now
        ).lines(panel)
        #expect(lines.count == 24)
        for line in lines { #expect(DisplayWidth.ofVisible(line) <= width, "\(width): \(line)") }
        let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
        for word in (caption + " " + notice).split(separator: " ") {
            #expect(words.contains(String(word)), "\(width): \(word) not whole in \(lines)")
        }
    }
}
