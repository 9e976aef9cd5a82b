import Testing

@testable import HwanKit

@Suite("Decimal memory layout")
struct DecimalLayoutTests {
    @Test("the layout read for fast formatting matches this toolchain's Decimal")
    func verified() { #expect(DecimalLayout.isVerified) }
}
