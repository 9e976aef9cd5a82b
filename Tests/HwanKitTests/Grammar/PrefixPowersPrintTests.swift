import Testing

@testable import HwanKit
@testable import HwanSession

/// SPEC §3 for prefixed units: a power of ten is exact, so `1 Pm to m` prints
/// it in full (`1,000,000,000,000,000 m`; `-t` `1000000000000000`), never
/// `1e+15`; values with more digits than are shown keep scientific notation.
@Suite("Prefix powers print in full")
struct PrefixPowersPrintTests {
    /// Every SI prefix and its power of ten (SI Brochure 9th ed. §3, 2022 for R Q r q).
    static let prefixes: [(symbol: String, power: Int)] = [
        ("Q", 30), ("R", 27), ("Y", 24), ("Z", 21), ("E", 18), ("P", 15), ("T", 12), ("G", 9), ("M", 6),
        ("k", 3), ("h", 2), ("da", 1), ("d", -1), ("c", -2), ("m", -3), ("µ", -6), ("n", -9), ("p", -12),
        ("f", -15), ("a", -18), ("z", -21), ("y", -24), ("r", -27), ("q", -30),
    ]
    /// Stems that take every SI prefix.
    static let stems = ["m", "s", "J", "W", "Pa", "Hz", "V", "mol"]

    /// 10^power written out, independently of the formatter: grouped by three
    /// with `,` when `grouping`.
    static func written(_ power: Int, grouping: Bool) -> String {
        if power < 0 { return "0." + String(repeating: "0", count: -power - 1) + "1" }
        var text = "1" + String(repeating: "0", count: power)
        guard grouping else { return text }
        var index = text.endIndex
        var count = 0
        while index > text.index(after: text.startIndex) {
            index = text.index(before: index)
            count += 1
            if count % 3 == 0 { text.insert(",", at: index) }
        }
        return text
    }

    @Test("every prefix × stems, human and terse: 10^n in full")
    func everyPrefixInFull() throws {
        let human = try SessionHarness.session(language: .en, mode: .human, sharedCache: true)
        let terse = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        var checked = 0
        for stem in Self.stems {
            for prefix in Self.prefixes {
                let unit = prefix.symbol + stem
                let line = "1 \(unit) to \(stem)"
                let people = human.execute(line)
                #expect(people.error == nil, "\(line): \(people.error ?? "")")
                #expect(
                    people.output == ["1 \(unit) = \(Self.written(prefix.power, grouping: true)) \(stem)"],
                    "\(line)")
                #expect(
                    terse.execute(line).output == [Self.written(prefix.power, grouping: false)], "\(line)")
                // And back: the stem in the prefixed unit.
                let back = "1 \(stem) to \(unit)"
                #expect(
                    terse.execute(back).output == [Self.written(-prefix.power, grouping: false)], "\(back)")
                checked += 1
            }
        }
        #expect(checked == Self.stems.count * Self.prefixes.count)
    }

    @Test(
        "values with more digits than are shown keep scientific notation",
        arguments: [
            ("1 EiB to B", "1 EiB = 1.152921504606847e+18 B", "1.15292150461e+18"),
            ("1 ly to m", "1 ly = 9,460,730,472,580,800 m", "9.46073047258e+15"),
            ("1 PiB to B", "1 PiB = 1,125,899,906,842,624 B", "1.12589990684e+15"),
            ("3 Tm to m", "3 Tm = 3,000,000,000,000 m", "3000000000000"),
        ])
    func longValues(line: String, human: String, terse: String) throws {
        let people = try SessionHarness.session(language: .en, mode: .human, sharedCache: true)
        let scripts = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        #expect(people.execute(line).output == [human])
        #expect(scripts.execute(line).output == [terse])
    }
}
