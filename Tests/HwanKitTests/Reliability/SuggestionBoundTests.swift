import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// "Did you mean" is bounded by the word's length before any
/// distance is computed, so a pasted megabyte costs one length check per name.
/// The criterion is the number of edit-distance cells the comparisons set out
/// to fill (`EditDistance.Meter`), not a duration.
@Suite("Suggestions are bounded by the word's length")
struct SuggestionBoundTests {
    static let megabyte = String(repeating: "a", count: 1 << 20)

    /// Runs `body` with a fresh meter and returns how many cells it filled.
    static func cells(_ body: () throws -> Void) rethrows -> Int {
        let meter = EditDistance.Meter()
        try EditDistance.$meter.withValue(meter) { try body() }
        return meter.cells.load(ordering: .relaxed)
    }

    @Test("a word far longer than every name computes no distance anywhere", arguments: [100_000, 1 << 20])
    func longWordsComputeNothing(length: Int) throws {
        var generator = SeededGenerator(seed: UInt64(length))
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz원달러엔")
        let word = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        let used = Self.cells {
            #expect(NameIndex.suggestions(for: word, among: .currency).isEmpty)
            #expect(NameIndex.suggestions(for: word, among: .unit).isEmpty)
            #expect(NameIndex.suggestions(for: word).isEmpty)
            #expect(EditDistance.nearest(to: word, among: ConfigKey.allCases.map(\.rawValue)) == nil)
            #expect(EditDistance.nearest(to: "--" + word, among: ["--terse", "--json", "--offline"]) == nil)
            #expect(EditDistance.between(word, "krw", limit: 2) == 3)
            #expect(throws: CurrencyLookupError.self) { _ = try CurrencyCatalog.standard.resolve(word) }
            #expect(throws: CurrencyLookupError.self) {
                _ = try CurrencyListing.matches(query: word, catalog: .standard)
            }
        }
        #expect(used == 0)
    }

    @Test("currencies with a 1 MB word says no match, and quotes at most 40 characters of it")
    func listingEchoIsBounded() {
        do {
            _ = try CurrencyListing.render(query: Self.megabyte, catalog: .standard, language: .en)
            Issue.record("a megabyte matched a currency")
        } catch {
            let message = error.message(in: .en)
            #expect(message.count < 200)
            #expect(message.contains("no currency matches"))
        }
    }

    /// The class of words: for random lengths, the cells filled never exceed
    /// what names of at most `longest + 2` characters can cost, whatever the
    /// word's own length.
    @Test("cells used do not grow with the word's length", arguments: 0..<8)
    func cellsDoNotGrow(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 77)
        let alphabet = Array("abcdefgjkmnopqrsuwxyz")
        var ceiling = 0
        for length in [12, 40, 400, 4_000, 40_000] {
            let word = String(
                (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let used = Self.cells {
                _ = NameIndex.suggestions(for: word, among: .currency)
                _ = NameIndex.suggestions(for: word, among: .unit)
                _ = NameIndex.suggestions(for: word)
            }
            if length >= 400 { #expect(used <= ceiling, "length \(length) filled \(used) cells") }
            ceiling = max(ceiling, used)
        }
    }

    @Test("near words still get their suggestions")
    func typosStillSuggest() {
        #expect(NameIndex.suggestions(for: "JYP", among: .currency) == ["JPY"])
        #expect(EditDistance.nearest(to: "--ofline", among: ["--terse", "--offline"]) == "--offline")
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("KRW", "krw") == 0)
    }
}
