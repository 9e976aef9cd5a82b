import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `Scalar`'s `+`, `×` and `÷` of two small exact operands skip the limit
/// checks; they must answer exactly as the checked steps do.
@Suite("Scalar arithmetic's short path")
struct ScalarShortPathTests {
    static func outcome(_ body: () throws(ArithmeticFailure) -> Scalar) -> Result<Scalar, ArithmeticFailure> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    /// Mostly small exact values (zero, both signs, up to 128 bits), some beyond 128 bits, some approximate.
    static func value(_ generator: inout SeededGenerator) -> Scalar {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: return .zero
        case 1: return Scalar(approximation: ExactDecimal(Int.random(in: -99999...99999, using: &generator)))
        case 2:
            return Scalar(
                ExactFraction(
                    negative: Bool.random(using: &generator),
                    numerator: BigUInt.powerOfTen(Int.random(in: 38...90, using: &generator)),
                    denominator: .one))
        default:
            let numerator = UInt128.random(
                in: 0...(UInt128(1) << Int.random(in: 1...127, using: &generator)), using: &generator)
            let denominator = UInt128.random(
                in: 1...(UInt128(1) << Int.random(in: 1...127, using: &generator)), using: &generator)
            return Scalar(
                ExactFraction(
                    negative: Bool.random(using: &generator), numerator: BigUInt(numerator),
                    denominator: BigUInt(denominator)))
        }
    }

    @Test("agrees with the checked steps over 30,000 seeded pairs")
    func seededPairs() {
        var generator = SeededGenerator(seed: 2026_1126)
        for _ in 0..<30000 {
            let a = Self.value(&generator)
            let b = Self.value(&generator)
            #expect(
                Self.outcome { () throws(ArithmeticFailure) in try a.adding(b) }
                    == Self.outcome { () throws(ArithmeticFailure) in try a.addingChecked(b) }, "\(a) + \(b)")
            #expect(
                Self.outcome { () throws(ArithmeticFailure) in try a.multiplied(by: b) }
                    == Self.outcome { () throws(ArithmeticFailure) in try a.multipliedChecked(by: b) },
                "\(a) × \(b)")
            #expect(
                Self.outcome { () throws(ArithmeticFailure) in try a.divided(by: b) }
                    == Self.outcome { () throws(ArithmeticFailure) in try a.dividedChecked(by: b) },
                "\(a) ÷ \(b)")
        }
    }
}
