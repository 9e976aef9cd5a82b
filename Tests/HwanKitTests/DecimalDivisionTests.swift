import HwanKit
import Testing

@Suite("Decimal division")
struct DecimalDivisionTests {
    @Test(
        "quotients by long divisors multiply back to the dividend",
        arguments: [
            ("96939420213600000000", "3.1415926535897932384626433832795028842"),
            ("1", "0.33333333333333333333333333333333333333"),
            ("100", "0.42857142857142857142857142857142857143"),
            ("1510.025482", "0.000012989444"), ("2", "1.4142135623730950488016887242096980786"),
        ])
    func multipliesBack(dividend: String, divisor: String) throws {
        let a = try #require(DecimalParsing.parse(dividend))
        let b = try #require(DecimalParsing.parse(divisor))
        let q = DecimalDivision.quotient(a, b)
        #expect(isClose(q * b, a, relative: Decimal(string: "1e-30")!))
    }

    @Test("exact quotients stay exact")
    func exact() {
        #expect(DecimalDivision.quotient(1, 8) == Decimal(string: "0.125"))
        #expect(DecimalDivision.quotient(15956.8504, 100) == Decimal(string: "159.568504"))
    }
}
