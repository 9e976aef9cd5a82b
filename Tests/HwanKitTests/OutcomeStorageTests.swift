import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// A calculation's outcome is an object (`CalculationOutcome`, a final class
/// with constant parts): a line's `Outcome` holds one reference, so it is a few
/// words on its way to the renderer, not a value of hundreds of bytes copied,
/// moved and destroyed part by part. Its parts never change once made, and
/// every line gets one of its own, so an outcome kept (or copied: the copy
/// shares the object) reads as it did at its line whatever lines come after.
@Suite("Calculation outcomes held by reference")
struct OutcomeStorageTests {
    @Test(
        "a line's outcome is a few words: a calculation is one reference, the other cases a few words or a box"
    )
    func outcomeIsSmall() {
        // (A calculation held in place made `Outcome` 416 bytes, `LineOutcome` 464.)
        #expect(MemoryLayout<CalculationOutcome>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<Outcome>.size <= 32, "\(MemoryLayout<Outcome>.size)")
        #expect(MemoryLayout<LineOutcome>.size <= 96, "\(MemoryLayout<LineOutcome>.size)")
    }

    @Test(
        "every calculation line gets an outcome object of its own, and copies of outcomes kept over thousands of later lines render as at their line",
        arguments: [(Language.en, OutputMode.human), (.ko, .json), (.en, .terse), (.ko, .terse)])
    func keptOutcomesAreTheirLines(language: Language, mode: OutputMode) throws {
        let session = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        // Seeded lines of many shapes (most taken from the memo), and `exchange`
        // lines, whose outcome is the inner calculation's (`atTheRate`).
        var lines = LineBytesTests.lines(seed: 1806).prefix(2_000).map { String(decoding: $0, as: UTF8.self) }
        var generator = SeededGenerator(seed: 18)
        for _ in 0..<100 {
            let amount = Int.random(in: 1...99_999, using: &generator)
            let at = Int.random(in: 0...lines.count, using: &generator)
            lines.insert("exchange \(amount) USD JPY", at: at)
        }
        var kept: [(line: String, outcome: LineOutcome, reply: Reply)] = []
        var objects: [ObjectIdentifier: String] = [:]
        var calculations: [CalculationOutcome] = []
        for line in lines {
            let outcome = session.outcome(of: line)
            var reply = Reply()
            OutcomeRenderer(for: session).render(outcome, into: &reply)
            switch outcome.result {
            case .calculation(let calculation), .atTheRate(let calculation):
                // (Each object kept alive, so that its identity is never reused.)
                calculations.append(calculation)
                let id = ObjectIdentifier(calculation)
                #expect(objects[id] == nil, "\(line) shares its outcome with \(objects[id] ?? "")")
                objects[id] = line
            default: break
            }
            // A copy of the outcome (it shares the calculation object) kept for later.
            let copy = outcome
            kept.append((line, copy, reply))
        }
        #expect(calculations.count > lines.count / 2)
        // After every other line: each kept copy renders as it did at its line.
        for (line, outcome, expected) in kept {
            var later = Reply()
            OutcomeRenderer(for: session).render(outcome, into: &later)
            #expect(later == expected, "\(line)")
        }
    }
}
