import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `UnitSystem.mentions` searches bytes where `String.contains` searched characters;
/// a unit's system is settled once, as the evaluator once asked it on every sum.
@Suite("The byte search that sorts units into systems")
struct UnitSystemTests {
    @Test("agrees with String.contains over seeded ASCII texts and needles")
    func agreesWithContains() {
        var generator = SeededGenerator(seed: 44)
        let alphabet = Array("NIST HB 4UKWeights")
        for _ in 0..<20000 {
            let text = String(
                (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            for needle: StaticString in ["NIST HB 44", "UK Weights", "N", "B 4", "ts"] {
                #expect(
                    UnitSystem.mentions(text, needle) == text.contains(needle.description),
                    "\(text) / \(needle)")
            }
        }
    }

    @Test("every unit of the catalog falls in the system a character search puts it in")
    func everyUnit() {
        for unit in UnitCatalog.standard.all {
            let old = unit.source.contains("NIST HB 44") || unit.source.contains("UK Weights")
            #expect(
                (UnitSystem.mentions(unit.source, "NIST HB 44")
                    || UnitSystem.mentions(unit.source, "UK Weights")) == old,
                "\(unit.id)")
        }
    }

    @Test("every unit's settled system is the one its fields say, and sums mix only within one")
    func everyUnitsSystem() throws {
        for unit in UnitCatalog.standard.all {
            // The classification as it was written before it was settled per unit.
            let expected: UnitSystem =
                unit.dimension == .duration
                ? .time
                : unit.isKoreanTraditional
                    ? .korean
                    : unit.source.contains("NIST HB 44") || unit.source.contains("UK Weights")
                        || unit.id.hasPrefix("imperial") ? .imperial : .metric
            #expect(unit.system == expected, "\(unit.id)")
        }
        // Of each kind there is a unit, so no case is dead.
        let systems = UnitCatalog.standard.all.map(\.system)
        for system: UnitSystem in [.time, .korean, .imperial, .metric] {
            #expect(systems.contains(system), "\(system)")
        }
    }

    /// A unit's first spelling of lowercase ASCII letters, if any.
    static func name(_ unit: UnitDefinition) -> String? {
        unit.asciiSymbols.first { symbol in symbol.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
    }

    @Test("a sum of two units of one dimension reads as one amount only within one system")
    func mixedSumsWithinOneSystem() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        // Linear units named by an ASCII symbol the line can use, by dimension.
        let units = UnitCatalog.standard.all.filter { unit in
            unit.shape == .linear && unit.dimension != .duration && Self.name(unit) != nil
        }
        var generator = SeededGenerator(seed: 1811)
        var accepted = 0
        var refused = 0
        for _ in 0..<3000 {
            let first = units.randomElement(using: &generator)!
            let second = units.randomElement(using: &generator)!
            guard first.dimension == second.dimension, second.exactFactor < first.exactFactor else {
                continue
            }
            let line = "5 \(Self.name(first)!) 3 \(Self.name(second)!)"
            let reply = session.execute(line)
            let reads = reply.status == .success
            // The symbols must name these units alone (another unit may own a spelling).
            guard UnitCatalog.standard.candidates(for: Self.name(first)!).map(\.id) == [first.id],
                UnitCatalog.standard.candidates(for: Self.name(second)!).map(\.id) == [second.id]
            else { continue }
            #expect(reads == (first.system == second.system), "\(line): \(reply.output) \(reply.error ?? "")")
            // Refused for that reason, not another.
            if !reads { #expect(reply.error?.contains("descend within one system") == true, "\(line)") }
            if reads { accepted += 1 } else { refused += 1 }
        }
        #expect(accepted > 20 && refused > 20, "accepted \(accepted), refused \(refused)")
    }
}
