import HwanKit
import Testing

@Suite("rates board golden files")
struct RatesBoardGoldenTests {
    @Test("the rates table for a fixed response, in Korean and English", arguments: [Language.ko, .en])
    func defaultBoard(language: Language) throws {
        let text = try SessionHarness.transcript(
            ["rates", "rates EUR JPY VND KWD", "rates KRW"], language: language)
        let (actual, expected) = SessionHarness.check(text, against: "rates-\(language.rawValue).txt")
        #expect(actual == expected)
    }

    @Test("the KRW column quotes small-unit currencies per 100, as Korean banks do")
    func perHundred() throws {
        let session = try SessionHarness.session(language: .en)
        let lines = session.execute("rates USD JPY IDR VND CNY").output
        #expect(lines.contains { $0.hasPrefix("JPY 100 ") })
        #expect(lines.contains { $0.hasPrefix("IDR 100 ") })
        #expect(lines.contains { $0.hasPrefix("VND 100 ") })
        #expect(lines.contains { $0.hasPrefix("CNY ") && !$0.hasPrefix("CNY 100") })
    }
}
