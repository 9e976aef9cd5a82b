import Testing

@testable import HwanKit
@testable import HwanSession

/// SPEC §2, how results are shown: a quantity alone whose reference number is
/// below 1 or from 10^6 up goes along its ladder; past either end of the
/// ladder, or in a dimension with none, the unit it was written in is kept
/// when that gives 1 to below 1000 (`3 fs`, `2 TWh`, `1 nF`), never
/// `0.000003 ns`, `7,200,000 GJ` or `0.000000001 F`.
@Suite("A quantity alone past its ladder keeps its own unit")
struct LadderEndsTests {
    static let units = [
        "fs", "as", "zs", "ys", "pg", "fg", "ag", "pm", "fm", "am", "Qg", "Rg", "Yg", "Ym", "Zm", "Qm", "TWh",
        "PWh",
        "EJ", "ZJ", "nF", "pF", "µH", "nH", "mT", "µT", "km²", "mm²",
    ]

    @Test("every unit past a ladder end × seeded amounts from 1 to 999: itself, human and terse")
    func ownUnitKept() throws {
        let human = try SessionHarness.session(language: .en, mode: .human, sharedCache: true)
        let terse = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        var g = SeededGenerator(seed: 0x1adde5)
        for unit in Self.units {
            for _ in 0..<3 {
                let amount = 1 + Int(g.next() % 999)
                let line = "\(amount) \(unit)"
                #expect(human.execute(line).output == [line], "\(line)")
                #expect(terse.execute(line).output == ["\(amount)"], "\(line)")
            }
        }
    }

    @Test(
        "inside the ladder the rung still decides",
        arguments: [
            ("0.003 g", "0.003 g = 3 mg"), ("100000000000 B", "100,000,000,000 B = 100 GB"), ("1 µs", "1 µs"),
            ("2000000 m", "2,000,000 m = 2,000 km"), ("5000 fs", "5,000 fs = 0.005 ns"),
        ])
    func rungsDecide(line: String, expected: String) throws {
        let human = try SessionHarness.session(language: .en, mode: .human, sharedCache: true)
        #expect(human.execute(line).output == [expected])
    }
}
