import Foundation
import HwanKit
import Testing

@Suite("Decimal formatting")
struct DecimalFormattingTests {
    @Test(
        "fixed rounds half away from zero and groups thousands",
        arguments: [
            ("1380.255", 2, "1,380.26"), ("0", 2, "0.00"), ("-0.004", 2, "0.00"), ("999.995", 2, "1,000.00"),
            ("1234567", 0, "1,234,567"), ("0.5", 0, "1"), ("-2.5", 0, "-3"), ("15512.4999", 0, "15,512"),
            ("0.0001", 3, "0.000"), ("123.4", 3, "123.400"),
        ])
    func fixed(input: String, digits: Int, expected: String) throws {
        let value = try #require(ExactDecimal(input))
        #expect(DecimalFormatting.fixed(value, fractionDigits: digits) == expected)
    }

    @Test(
        "significant keeps at most N digits and switches to exponents outside 1e-6...1e15",
        arguments: [
            ("0.1", "0.1"), ("155123.456789012345", "155123.456789"), ("1e20", "1e+20"),
            ("0.0000001234", "1.234e-7"), ("0.000001", "0.000001"), ("-42", "-42"), ("0", "0"),
            ("999999999999.9", "1000000000000"), ("123456789012345", "123456789012000"),
        ])
    func significant(input: String, expected: String) throws {
        let value = try #require(ExactDecimal(input))
        #expect(DecimalFormatting.significant(value, digits: 12) == expected)
    }

    @Test("two thirds prints twelve significant digits")
    func twoThirds() throws {
        #expect(
            DecimalFormatting.significant(try ExactFraction(numerator: 2, denominator: 3), digits: 12)
                == "0.666666666667")
    }

    @Test(
        "parsing refuses words and keeps tenths exact",
        arguments: ["nan", "inf", "", ".", "1e", "abc", "1.2.3"])
    func refuses(input: String) {
        #expect(ExactDecimal(input) == nil)
    }

    @Test("0.1 + 0.2 is exactly 0.3")
    func tenths() throws {
        let sum = try #require(ExactDecimal("0.1")) + #require(ExactDecimal("0.2"))
        #expect(sum == (try #require(ExactDecimal("0.3"))))
    }
}
