import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("Won amounts read the Korean way")
struct KoreanAmountTests {
    @Test(
        "each amount reads in 만, 억, 조 groups",
        arguments: [
            ("1510003", "151만 3원"),
            ("120000000", "1억 2,000만원"),
            ("100000000", "1억원"),
            ("10000", "1만원"),
            ("15100300", "1,510만 300원"),
            ("12345.67", "1만 2,345.67원"),
            ("-1510003", "-151만 3원"),
            ("1000000000000", "1조원"),
            ("1234567890123456789", "123경 4,567조 8,901억 2,345만 6,789원"),
        ])
    func reads(plain: String, reading: String) {
        #expect(KoreanAmount.reading(plain) == reading)
    }

    @Test("below 1만 the digits say it already", arguments: ["9999", "0", "123.45", "-5000"])
    func small(plain: String) {
        #expect(KoreanAmount.reading(plain) == nil)
    }
}
