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

    /// Amounts of 64 bits over 64 (whole numbers as a batch line has them, fractions,
    /// the edges of 64 bits, zero, both signs): `Scalar.quickScaled` answers most
    /// conversions between linear units, and must give what the checked steps give.
    @Test(
        "machine-integer conversions agree with the checked steps over 40,000 seeded amounts and unit pairs")
    func seededMachineIntegerConversions() {
        var generator = SeededGenerator(seed: 2026_1126_0751)
        // The written-out units: the prefix rule's extreme prefixes (`qm`, `Qm`,
        // 10^±30) have factors beyond 64 bits by design and would drown the share
        // measured here (`seededConversions` checks them with every other unit).
        let units = UnitCatalog.standard.all.filter { !$0.isPrefixedByRule }
        let edges: [UInt64] = [
            0, 1, 2, 1000, UInt64(Int64.max) - 1, UInt64(Int64.max), UInt64(Int64.max) + 1, .max - 1, .max,
        ]
        var quick = 0
        for _ in 0..<40000 {
            let from = units.randomElement(using: &generator)!
            let to = units.randomElement(using: &generator)!
            let numerator: UInt64 =
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: edges.randomElement(using: &generator)!
                case 1: UInt64.random(in: 0...100_000, using: &generator)
                default:
                    UInt64.random(
                        in: 0...(UInt64.max >> Int.random(in: 0...63, using: &generator)), using: &generator)
                }
            let denominator: UInt64 =
                Bool.random(using: &generator)
                ? 1
                : UInt64.random(
                    in: 1...(UInt64.max >> Int.random(in: 0...63, using: &generator)), using: &generator)
            let amount = Scalar(
                ExactFraction(
                    negative: Bool.random(using: &generator), numerator: BigUInt(numerator),
                    denominator: BigUInt(denominator)))
            if let factor = from.smallFactorParts, let divisor = to.smallFactorParts,
                amount.quickScaled(by: factor, over: divisor) != nil
            {
                quick += 1
            }
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
        #expect(quick > 15000, "\(quick) conversions in machine integers")
    }
}

extension UInt128 {
    fileprivate func power(_ n: Int) -> UInt128 { (0..<n).reduce(1) { product, _ in product * self } }
}
