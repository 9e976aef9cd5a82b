import HwanKit
import Testing

/// SPEC §3: the left side of a result line shows what was read, rounded as
/// results are, each unit once: `ans` echoes the number its line printed
/// (`3.106855961 mi`, not `3.10685596118667 mi`), `ans JPY` says JPY once, and
/// a number written in a base is echoed as written (`0xff = 255`).
@Suite("The echo shows what was read")
struct EchoTests {
    static let moneyCodes = ["USD", "EUR", "JPY", "KRW", "GBP", "CNY", "KWD", "VND"]
    static let units = [("km", "mi"), ("kg", "lb"), ("L", "gal"), ("m2", "평"), ("°C", "°F"), ("in", "cm")]

    /// `15,725 JPY` from `100 USD = 15,725 JPY · ...`: the result as the line printed it.
    static func printedResult(_ line: String) -> String {
        let afterEquals = line.components(separatedBy: " = ")[1]
        return String(afterEquals.split(separator: " · ").first ?? "")
    }

    @Test(
        "ans echoes the previous line's printed result, for 200 seeded conversions", arguments: [Language.en])
    func ansRounded(language: Language) throws {
        let session = try SessionHarness.session(language: language, sharedCache: true)
        var random = SeededGenerator(seed: 4)
        for _ in 0..<200 {
            let amount =
                String(Int.random(in: 1...99_999, using: &random)) + "."
                + String(Int.random(in: 1...99, using: &random))
            let line: String
            let next: String
            if Bool.random(using: &random) {
                let from = Self.moneyCodes.randomElement(using: &random)!
                let to = Self.moneyCodes.filter { $0 != from }.randomElement(using: &random)!
                line = "\(amount) \(from) to \(to)"
                next = "ans to \(from)"
            } else {
                let (from, to) = Self.units.randomElement(using: &random)!
                line = "\(amount) \(from) to \(to)"
                next = "ans to \(from)"
            }
            let first = try #require(session.execute(line).output.first, "\(line)")
            let printed = Self.printedResult(first).replacingOccurrences(of: " (", with: "\u{0}").split(
                separator: "\u{0}")[0]
            let echoed = try #require(session.execute(next).output.first, "\(next)")
            #expect(echoed.hasPrefix(printed + " = "), "\(line) → \(first); \(next) → \(echoed)")
        }
    }

    @Test("ans CODE names the currency once")
    func unitOnce() throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        _ = session.execute("100 USD to JPY")
        let line = try #require(session.execute("ans JPY").output.first)
        #expect(line.hasPrefix("15,957 JPY = "), "\(line)")
        #expect(!line.contains("JPY JPY"), "\(line)")
    }

    @Test("a number written in a base is echoed as written, for 100 seeded numbers")
    func bases() throws {
        let session = try SessionHarness.session(language: .ko, sharedCache: true)
        var random = SeededGenerator(seed: 16)
        for _ in 0..<100 {
            let value = Int.random(in: 1...1_000_000, using: &random)
            let (prefix, radix) = [("0x", 16), ("0b", 2), ("0o", 8)].randomElement(using: &random)!
            let written = prefix + String(value, radix: radix)
            let line = try #require(session.execute("\(written) to dec").output.first)
            #expect(line == "\(written) = \(value)", "\(line)")
        }
    }
}
