import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// A calculator result that does not terminate (`95385/7`) is written from its
/// leading digits found by one 128-bit division when numerator and
/// denominator are below 10^19; it must read as the long division wrote it.
@Suite("Calculator text's short path")
struct CalculatorTextShortPathTests {
    @Test("agrees with the long division over 20,000 seeded fractions, terse, JSON and human")
    func seededFractions() {
        var generator = SeededGenerator(seed: 95385)
        var checked = 0
        while checked < 20000 {
            let numerator = UInt128.random(
                in: 0...(UInt128(1) << Int.random(in: 1...63, using: &generator)), using: &generator)
            let denominator = UInt128.random(
                in: 1...(UInt128(1) << Int.random(in: 1...63, using: &generator)), using: &generator)
            let fraction = ExactFraction(
                negative: Bool.random(using: &generator), numerator: BigUInt(numerator),
                denominator: BigUInt(denominator))
            guard fraction.exactDecimal == nil else { continue }
            checked += 1
            for (digits, grouping) in [(12, false), (NumberText.jsonDigits, false), (12, true), (15, true)] {
                let expected = DecimalFormatting.significant(
                    fraction.decimal(significantDigits: digits + 1, rounding: .towardZero), digits: digits,
                    grouping: grouping)
                #expect(
                    NumberText.calculator(Scalar(fraction), digits: digits, grouping: grouping) == expected,
                    "\(fraction) \(digits) \(grouping)")
            }
        }
    }
}
