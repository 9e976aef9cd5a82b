import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `BigUInt.smallPowersOfTen` is written out as literals; the digit counts read it.
@Suite("The table of small powers of ten")
struct PowerOfTenTableTests {
    @Test("holds 10^0 ... 10^38, each ten times the one before")
    func table() {
        let powers = BigUInt.smallPowersOfTen
        #expect(powers.count == 39)
        #expect(powers[0] == 1)
        for i in 1..<powers.count { #expect(powers[i] == powers[i - 1] * 10, "10^\(i)") }
        #expect(powers[38] > UInt128.max / 10)
    }

    @Test("digit counts agree with the decimal text at every power's edges")
    func digitCounts() {
        for power in BigUInt.smallPowersOfTen {
            for value in [power - 1, power, power + 1] where value > 0 {
                #expect(BigUInt(value).decimalDigitCount == String(value).count, "\(value)")
            }
        }
    }
}
