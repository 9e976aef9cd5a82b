import Testing

@testable import HwanCatalog
@testable import HwanNumbers
@testable import HwanRates

/// The session's table of computed cross rates (`PairRateTable`), which a batch
/// of currency pairs asks on every line: it must answer as a dictionary would,
/// through growth, collisions and emptying.
@Suite("Pair rate table")
struct PairRateTableTests {
    /// A pair key as `SessionRates.pairKey` makes it: two codes' three bytes.
    static func key(_ generator: inout SeededGenerator, capitals: Bool) -> UInt64 {
        func code() -> UInt64 {
            var key: UInt64 = 0
            for _ in 0..<3 {
                let byte =
                    capitals
                    ? UInt64.random(in: 0x41...0x5A, using: &generator)
                    : UInt64.random(in: 1...0xFF, using: &generator)
                key = key << 8 | byte
            }
            return key
        }
        return code() << 24 | code()
    }

    @Test("it answers as a dictionary over 200 seeded runs of sets, gets and emptyings, through every growth")
    func agreesWithDictionary() {
        var generator = SeededGenerator(seed: 1_806)
        for run in 0..<200 {
            var table = PairRateTable()
            var reference: [UInt64: ExactFraction] = [:]
            // Few distinct keys in some runs (overwrites), many in others (growth, long probes).
            let universe = (0..<Int.random(in: 1...600, using: &generator)).map { _ in
                Self.key(&generator, capitals: run % 2 == 0)
            }
            for _ in 0..<Int.random(in: 0...1_500, using: &generator) {
                let key = universe.randomElement(using: &generator)!
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    let rate = ExactFraction(magnitude: UInt64.random(in: 0...UInt64.max, using: &generator))
                    table.set(rate, for: key)
                    reference[key] = rate
                case 5..<9:
                    #expect(table[key] == reference[key])
                default:
                    if Int.random(in: 0..<40, using: &generator) == 0 {
                        table.removeAll()
                        reference = [:]
                    }
                }
                #expect(table.count == reference.count)
            }
            #expect(table.isEmpty == reference.isEmpty)
            for key in universe { #expect(table[key] == reference[key]) }
            let entries = table.entries
            #expect(entries.count == reference.count)
            for (key, rate) in entries { #expect(reference[key] == rate) }
        }
    }

    @Test("keys that share their home slot are all kept and found (linear probing past each other)")
    func collisions() {
        var table = PairRateTable()
        // Multiples of 2^58 differ only in the bits the product's top bits of a 64-slot table
        // ignore or share: many land on few slots.
        let keys = (1...30).map { UInt64($0) << 58 | 0x41_4141 }
        for (index, key) in keys.enumerated() { table.set(ExactFraction(magnitude: UInt64(index)), for: key) }
        for (index, key) in keys.enumerated() {
            #expect(table[key] == ExactFraction(magnitude: UInt64(index)))
        }
        #expect(table[0x42_4242] == nil)
        #expect(table.count == 30)
    }
}
