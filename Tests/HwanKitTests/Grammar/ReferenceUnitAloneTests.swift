import Testing

@testable import HwanCatalog
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanSession

/// SPEC §2, how results are shown: a quantity already in its dimension's
/// reference unit goes to the everyday other unit (`100 m²` → 평, `1 h` → min)
/// only where that number reads as well, from 1 to below 10^6; otherwise it
/// stays as written (`1 min`, `1 g`, `1 L`), never `0.01666666667 h`.
@Suite("A quantity alone in its reference unit")
struct ReferenceUnitAloneTests {
    /// (reference symbol, other symbol, other units per reference unit as a fraction).
    static let pairs: [(String, String, (Int, Int))] = [
        ("min", "h", (1, 60)),
        ("g", "lb", (100_000, 45_359_237)),
        ("L", "gal", (1_000_000_000, 3_785_411_784)),
        ("m", "ft", (10_000, 3_048)),
        ("m²", "평", (121, 400)),
    ]

    @Test(
        "seeded amounts: the other unit where its number is from 1 to below 10^6, else the amount as written")
    func otherOnlyWhereItReads() throws {
        let terse = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        let human = try SessionHarness.session(language: .en, mode: .human, sharedCache: true)
        var g = SeededGenerator(seed: 0x5e7e)
        var stayed = 0
        var moved = 0
        for (reference, other, factor) in Self.pairs {
            for _ in 0..<40 {
                // Amounts from 1 to 999,999 in the reference unit (below 1 the ladder decides).
                let amount =
                    [1, 2, 5, 30, 59, 61, 120, 999, 5000, 999_997][Int(g.next() % 10)]
                    + Int(g.next() % 3)
                let line = "\(amount) \(reference)"
                let (numerator, denominator) = factor
                let reads = amount * numerator >= denominator && amount * numerator < 1_000_000 * denominator
                let shown = human.execute(line).output
                if reads {
                    moved += 1
                    #expect(shown.first?.hasSuffix(" \(other)") == true, "\(line): \(shown)")
                } else {
                    stayed += 1
                    #expect(shown == [Self.grouped(amount) + " \(reference)"], "\(line): \(shown)")
                    #expect(terse.execute(line).output == ["\(amount)"], "\(line)")
                }
            }
        }
        #expect(stayed >= 20 && moved >= 20)
    }

    /// `5000` → `5,000`, written here apart from the formatter under test.
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var out = ""
        while digits.count > 3 {
            out = "," + String(digits.suffix(3)) + out
            digits.removeLast(3)
        }
        return String(digits) + out
    }
}
