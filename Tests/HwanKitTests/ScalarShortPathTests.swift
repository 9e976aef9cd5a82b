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

/// `Scalar.quickSum` and `quickProduct` (+ − × ÷ of values of 64 bits over 64 in
/// machine integers, taken first by `adding`… and by the evaluator for two plain
/// numbers) must give exactly what the checked steps give, near every edge.
@Suite("Scalar arithmetic in machine integers")
struct ScalarMachineIntegerTests {
    /// Magnitudes near the edges of 64 and 128 bits, and small ones.
    static let edges: [UInt128] = [
        0, 1, 2, 3, 7, 10, 35, 1000,
        UInt128(Int64.max) - 1, UInt128(Int64.max), UInt128(Int64.max) + 1, UInt128(Int64.max) + 2,
        UInt128(UInt64.max) - 1, UInt128(UInt64.max), UInt128(UInt64.max) + 1, UInt128(UInt64.max) + 2,
        UInt128.max - 1, UInt128.max,
    ]

    static func magnitude(_ generator: inout SeededGenerator) -> UInt128 {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: return edges.randomElement(using: &generator)!
        case 1: return UInt128.random(in: 0...1000, using: &generator)
        case 2: return UInt128(UInt64.random(in: 0...UInt64.max, using: &generator))
        case 3...6:
            return UInt128.random(
                in: 0...(UInt128(1) << Int.random(in: 1...64, using: &generator)), using: &generator)
        default:
            return UInt128.random(
                in: 0...(UInt128(1) << Int.random(in: 1...127, using: &generator)), using: &generator)
        }
    }

    /// Mostly whole numbers and fractions of 64 bits (both signs), some beyond 64
    /// and 128 bits, huge denominators, approximations.
    static func value(_ generator: inout SeededGenerator) -> Scalar {
        let negative = Bool.random(using: &generator)
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return Scalar(approximation: ExactDecimal(Int.random(in: -99999...99999, using: &generator)))
        case 1:
            return Scalar(
                ExactFraction(
                    negative: negative, numerator: BigUInt(magnitude(&generator)) + 1,
                    denominator: BigUInt.powerOfTen(Int.random(in: 19...60, using: &generator))))
        case 2:
            return Scalar(
                ExactFraction(
                    negative: negative,
                    numerator: BigUInt.powerOfTen(Int.random(in: 38...60, using: &generator)),
                    denominator: .one))
        case 3...8:
            return Scalar(
                ExactFraction(
                    negative: negative, numerator: BigUInt(magnitude(&generator)), denominator: .one))
        default:
            return Scalar(
                ExactFraction(
                    negative: negative, numerator: BigUInt(magnitude(&generator)),
                    denominator: BigUInt(max(1, magnitude(&generator)))))
        }
    }

    static func outcome(_ body: () throws(ArithmeticFailure) -> Scalar) -> Result<Scalar, ArithmeticFailure> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    @Test("agree with the checked steps over 60,000 seeded pairs")
    func seededPairs() {
        var generator = SeededGenerator(seed: 2026_1126_0830)
        var quick = (sum: 0, difference: 0, product: 0, quotient: 0)
        for _ in 0..<60000 {
            let a = Self.value(&generator)
            let b = Self.value(&generator)
            let sum = Self.outcome { () throws(ArithmeticFailure) in try a.addingChecked(b) }
            let difference = Self.outcome { () throws(ArithmeticFailure) in try a.addingChecked(b.negated()) }
            let product = Self.outcome { () throws(ArithmeticFailure) in try a.multipliedChecked(by: b) }
            let quotient = Self.outcome { () throws(ArithmeticFailure) in try a.dividedChecked(by: b) }
            if let value = a.quickSum(b, subtracting: false) {
                quick.sum += 1
                #expect(.success(value) == sum, "\(a) + \(b)")
            }
            if let value = a.quickSum(b, subtracting: true) {
                quick.difference += 1
                #expect(.success(value) == difference, "\(a) - \(b)")
            }
            if let value = a.quickProduct(b, dividing: false) {
                quick.product += 1
                #expect(.success(value) == product, "\(a) × \(b)")
            }
            if let value = a.quickProduct(b, dividing: true) {
                quick.quotient += 1
                #expect(.success(value) == quotient, "\(a) ÷ \(b)")
            }
            #expect(Self.outcome { () throws(ArithmeticFailure) in try a.adding(b) } == sum, "\(a) + \(b)")
            #expect(
                Self.outcome { () throws(ArithmeticFailure) in try a.subtracting(b) } == difference,
                "\(a) - \(b)")
            #expect(
                Self.outcome { () throws(ArithmeticFailure) in try a.multiplied(by: b) } == product,
                "\(a) × \(b)")
            #expect(
                Self.outcome { () throws(ArithmeticFailure) in try a.divided(by: b) } == quotient,
                "\(a) ÷ \(b)")
        }
        // The machine-integer steps answered a good share of each operation.
        #expect(quick.sum > 10000 && quick.difference > 10000, "\(quick)")
        #expect(quick.product > 20000 && quick.quotient > 20000, "\(quick)")
    }

    @Test("the edges pairwise: every pair of ± edge values, whole and over each other")
    func edgePairs() {
        var values: [Scalar] = []
        for magnitude in Self.edges {
            for negative in [false, true] {
                values.append(
                    Scalar(
                        ExactFraction(negative: negative, numerator: BigUInt(magnitude), denominator: .one)))
                values.append(
                    Scalar(
                        ExactFraction(
                            negative: negative, numerator: BigUInt(magnitude), denominator: BigUInt(UInt64(7))
                        )))
                values.append(
                    Scalar(
                        ExactFraction(
                            negative: negative, numerator: BigUInt(UInt64(3)),
                            denominator: BigUInt(max(1, magnitude)))))
            }
        }
        for a in values {
            for b in values {
                let sum = Self.outcome { () throws(ArithmeticFailure) in try a.addingChecked(b) }
                let difference = Self.outcome { () throws(ArithmeticFailure) in
                    try a.addingChecked(b.negated())
                }
                if let value = a.quickSum(b, subtracting: false) {
                    #expect(.success(value) == sum, "\(a) + \(b)")
                }
                if let value = a.quickSum(b, subtracting: true) {
                    #expect(.success(value) == difference, "\(a) - \(b)")
                }
                if let value = a.quickProduct(b, dividing: false) {
                    #expect(
                        .success(value)
                            == Self.outcome { () throws(ArithmeticFailure) in try a.multipliedChecked(by: b) },
                        "\(a) × \(b)")
                }
                if let value = a.quickProduct(b, dividing: true) {
                    #expect(
                        .success(value)
                            == Self.outcome { () throws(ArithmeticFailure) in try a.dividedChecked(by: b) },
                        "\(a) ÷ \(b)")
                }
                #expect(Self.outcome { () throws(ArithmeticFailure) in try a.subtracting(b) } == difference)
            }
        }
    }
}
