import Testing

@testable import HwanKit
@testable import HwanNumbers
@testable import HwanSupport

/// The significant digits of a 64-bit fraction, written without the general
/// steps (`DecimalFormatting.writeSignificantQuotient`): its digit counts and
/// its `String` form must agree with the general ones.
@Suite("Significant digits of a 64-bit quotient")
struct QuotientTextTests {
    @Test("a 64-bit value's digit count is BigUInt's, at every power of ten and between")
    func digitCounts() {
        var generator = SeededGenerator(seed: 1019)
        var values: [UInt64] = [1, 9, UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for _ in 0..<20000 {
            let bits = Int.random(in: 1...64, using: &generator)
            values.append(max(1, UInt64.random(in: 0...UInt64.max, using: &generator) >> (64 - bits)))
        }
        for value in values {
            #expect(
                DecimalFormatting.decimalDigitCount(value) == BigUInt(value).decimalDigitCount, "\(value)")
        }
    }

    @Test("the String of the quotient's digits is the bytes appended, for every digit count and grouping")
    func stringIsTheBytes() {
        var generator = SeededGenerator(seed: 7_1818)
        var taken = 0
        for _ in 0..<20000 {
            let value = ExactShortStepTests.printed(&generator)
            let digits = Int.random(in: 1...18, using: &generator)
            let grouping = Bool.random(using: &generator)
            var bytes: [UInt8] = []
            let took = DecimalFormatting.appendSignificantQuotient(
                of: value, digits: digits, grouping: grouping, to: &bytes)
            let text = DecimalFormatting.significantQuotient(of: value, digits: digits, grouping: grouping)
            #expect(text == (took ? String(decoding: bytes, as: UTF8.self) : nil), "\(value) \(digits)")
            if took { taken += 1 }
        }
        #expect(taken > 10000)
    }
}
