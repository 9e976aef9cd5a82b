import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `Evaluator.mentions` searches bytes where `String.contains` searched characters.
@Suite("The byte search that sorts units into systems")
struct UnitSystemTests {
    @Test("agrees with String.contains over seeded ASCII texts and needles")
    func agreesWithContains() {
        var generator = SeededGenerator(seed: 44)
        let alphabet = Array("NIST HB 4UKWeights")
        for _ in 0..<20000 {
            let text = String(
                (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            for needle: StaticString in ["NIST HB 44", "UK Weights", "N", "B 4", "ts"] {
                #expect(
                    Evaluator.mentions(text, needle) == text.contains(needle.description),
                    "\(text) / \(needle)")
            }
        }
    }

    @Test("every unit of the catalog falls in the system a character search puts it in")
    func everyUnit() {
        for unit in UnitCatalog.standard.all {
            let old = unit.source.contains("NIST HB 44") || unit.source.contains("UK Weights")
            #expect(
                (Evaluator.mentions(unit.source, "NIST HB 44")
                    || Evaluator.mentions(unit.source, "UK Weights")) == old,
                "\(unit.id)")
        }
    }
}
