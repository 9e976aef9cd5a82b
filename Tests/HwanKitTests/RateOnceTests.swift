import HwanKit
import Testing

/// SPEC §3: a conversion shows the rate the way a person reads it; when the
/// amount is the rate's own unit (1 USD; 100 JPY for a currency quoted per
/// 100) the rate is the answer, so the line says it once, at the rate's
/// precision, instead of one value twice (`1 USD = 1,510원 · 1 USD = 1,510.03원`).
@Suite("One value per quantity on a line")
struct RateOnceTests {
    static let codes = ["USD", "EUR", "GBP", "CNY", "JPY", "VND", "IDR", "CHF", "THB", "AUD", "KWD", "TWD"]

    @Test(
        "the rate's unit converted prints the rate once; any other amount prints the result and the rate",
        arguments: [Language.ko, .en])
    func generated(language: Language) throws {
        let session = try SessionHarness.session(language: language, sharedCache: true)
        var random = SeededGenerator(seed: 2)
        for _ in 0..<120 {
            let from = Self.codes.randomElement(using: &random)!
            let to = (Self.codes + ["KRW", "KRW", "KRW"]).filter { $0 != from }.randomElement(using: &random)!
            // Reading the rate line tells which currency it counts and how many of it.
            let rateLine = try #require(session.execute("1 \(from) to \(to)").output.first)
            let counted = try #require(rateLine.split(separator: " · ").last?.split(separator: " = ").first)
            let parts = counted.split(separator: " ")
            let (count, unit) = (String(parts[0]), String(parts[1]))
            let line = try #require(
                session.execute("\(count) \(unit) to \(unit == from ? to : from)").output.first)
            #expect(line.components(separatedBy: " = ").count == 2, "\(count) \(unit): \(line)")
            #expect(line.hasPrefix("\(count) \(unit) = "), "\(line)")
            let other = try #require(
                session.execute(
                    "\(Int.random(in: 2...99, using: &random) * 3) \(unit) to \(unit == from ? to : from)"
                ).output.first)
            #expect(other.components(separatedBy: " = ").count == 3, "\(other)")
        }
    }

    @Test("1달러 and 100엔, as the commonest questions are asked")
    func korean() throws {
        let session = try SessionHarness.session(language: .ko, sharedCache: true)
        #expect(session.execute("1달러").output == ["1 USD = 1,510.03원 (미국 달러 → 대한민국 원)"])
        #expect(session.execute("100엔").output == ["100 JPY = 946.32원 (일본 엔화 → 대한민국 원)"])
        #expect(session.execute("1엔").output == ["1 JPY = 9.463원 · 100 JPY = 946.32원 (일본 엔화 → 대한민국 원)"])
    }
}
