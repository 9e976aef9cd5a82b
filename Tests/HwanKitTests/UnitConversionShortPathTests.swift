import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `UnitConversion.convert` computes an exact amount between linear units in
/// one go; it must give what the checked steps give, for every kind of unit.
@Suite("Unit conversion's one-step path")
struct UnitConversionShortPathTests {
    /// The value (compared exactly), or the failure.
    static func outcome(_ body: () throws(ArithmeticFailure) -> Scalar) -> Result<Scalar, ArithmeticFailure> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    @Test("agrees with the checked steps over 20,000 seeded amounts and unit pairs")
    func seededConversions() {
        var generator = SeededGenerator(seed: 1818_18)
        let units = UnitCatalog.standard.all
        for round in 0..<20000 {
            let from = units.randomElement(using: &generator)!
            let to = units.randomElement(using: &generator)!
            // Small and large numerators, plain and long denominators, zero, both signs;
            // every 50th amount beyond 128 bits, where the checked steps answer.
            let numerator =
                round % 50 == 0
                ? BigUInt.powerOfTen(Int.random(in: 39...60, using: &generator))
                : BigUInt(
                    UInt128.random(
                        in: 0...(UInt128(1) << Int.random(in: 1...126, using: &generator)), using: &generator)
                )
            let denominator = BigUInt(
                UInt128.random(
                    in: 1...UInt128(10).power(Int.random(in: 0...20, using: &generator)), using: &generator))
            let amount = Scalar(
                ExactFraction(
                    negative: Bool.random(using: &generator), numerator: numerator, denominator: denominator))
            for interval in [false, true] {
                let fast = Self.outcome { () throws(ArithmeticFailure) in
                    try UnitConversion.convert(amount, from: from, to: to, asInterval: interval)
                }
                let checked = Self.outcome { () throws(ArithmeticFailure) in
                    try UnitConversion.convertChecked(amount, from: from, to: to, asInterval: interval)
                }
                #expect(fast == checked, "\(amount) \(from.id) → \(to.id)")
            }
        }
    }
}

extension UInt128 {
    fileprivate func power(_ n: Int) -> UInt128 { (0..<n).reduce(1) { product, _ in product * self } }
}
