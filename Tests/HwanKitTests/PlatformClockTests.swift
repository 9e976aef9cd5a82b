import Testing

@testable import HwanSupport

/// The wall clock's seconds (`unixSecondsNow`): the coarse one, which the rates'
/// expiry reads on every money line, lags the fine one by less than a second.
@Suite("Platform clock")
struct PlatformClockTests {
    @Test("the coarse clock reads the fine clock's second, or the one before it, 10,000 times")
    func coarseFollowsFine() {
        for _ in 0..<10_000 {
            let before = unixSecondsNow()
            let coarse = unixSecondsNow(coarse: true)
            let after = unixSecondsNow()
            #expect(coarse >= before - 1 && coarse <= after, "\(before) \(coarse) \(after)")
        }
        // A plausible Unix time (after 2020-01-01), on both clocks.
        #expect(unixSecondsNow() > 1_577_836_800 && unixSecondsNow(coarse: true) > 1_577_836_800)
    }
}
