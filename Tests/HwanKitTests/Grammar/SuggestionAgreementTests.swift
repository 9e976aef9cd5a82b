import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// One suggestion engine. A misspelt currency
/// gets the same "did you mean" wherever it is typed: in a conversion (the
/// parser), as a command's argument (`rates`, `bank`, `remit`, `history`,
/// `watch` read `CurrencyArguments`), as a `currencies` query that matches
/// nothing; and every word suggested is one tab completion offers.
///
/// The class: seeded typos (a character dropped, two neighbours swapped, one
/// replaced) of every currency code and of a sample of currency names.
@Suite("Did you mean: one answer from every entry point")
struct SuggestionAgreementTests {
    /// Seeded slips of `word`: one dropped, one swapped and one replaced character.
    static func typos(of word: String, _ generator: inout SeededGenerator) -> [String] {
        let letters = Array(word)
        guard letters.count >= 2 else { return [] }
        let latin = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let hangul = Array("가나다라마바사아자차카타파하원달러엔유로")
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        var dropped = letters
        dropped.remove(at: pick(letters.count))
        var swapped = letters
        let at = pick(letters.count - 1)
        swapped.swapAt(at, at + 1)
        var replaced = letters
        let spot = pick(letters.count)
        let pool = replaced[spot].unicodeScalars.contains(where: \.isHangulSyllable) ? hangul : latin
        replaced[spot] = pool[pick(pool.count)]
        return [dropped, swapped, replaced].map { String($0) }.filter { $0 != word }
    }

    /// Every code, and every fifth single-word English and Korean name, each with its typos.
    static let cases: [String] = {
        var generator = SeededGenerator(seed: 18)
        let catalog = CurrencyCatalog.standard
        var words = catalog.all.map(\.code)
        let names = catalog.all.flatMap { [$0.englishName.lowercased(), $0.koreanName] }
            .filter { !$0.contains(" ") && !$0.contains("-") }
        words += names.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
        var typos: [String] = []
        var seen = Set<String>()
        for word in words {
            for typo in Self.typos(of: word, &generator)
            where NameIndex.entries(for: typo) == nil && seen.insert(typo).inserted {
                typos.append(typo)
            }
        }
        return typos
    }()

    /// What the parser suggests for `word` where a currency belongs, when it
    /// reads the word as one unknown word (nil when the lexer reads it otherwise).
    static func parserSuggestions(_ word: String) -> [String]? {
        do {
            _ = try Parser.parse(LineText("1 USD to " + word))
            return nil
        } catch {
            guard case .unknownCurrency(let found, let suggestions) = error.kind, found == word else {
                return nil
            }
            return suggestions
        }
    }

    @Test("the parser, command arguments and currencies QUERY offer the same names for every typo")
    func sameEverywhere() throws {
        let completion = Set(Session.completionWords())
        var compared = 0
        var suggested = 0
        for typo in Self.cases {
            guard let parser = Self.parserSuggestions(typo) else { continue }
            compared += 1
            if !parser.isEmpty { suggested += 1 }
            // The engine itself.
            #expect(NameIndex.suggestions(for: typo, among: .currency) == parser, "\(typo)")
            // rates, bank, remit, history, watch: their currency words.
            do {
                _ = try CurrencyArguments.parse(typo)
                Issue.record("\(typo) named a currency as an argument")
            } catch {
                #expect(error == .unknown(typo, suggestions: parser), "\(typo)")
            }
            // The catalog's own lookup (config `home`, remittance targets).
            #expect(throws: CurrencyLookupError.unknown(typo, suggestions: parser)) {
                try CurrencyCatalog.standard.resolve(typo)
            }
            // currencies QUERY, when the query is in no code, name or country.
            if CurrencyCatalog.standard.search(typo).isEmpty {
                #expect(throws: CurrencyLookupError.noMatch(typo, suggestions: parser)) {
                    try CurrencyListing.matches(query: typo, catalog: .standard)
                }
            }
            // Tab completion offers every word suggested, so a suggestion can be typed with Tab.
            for word in parser { #expect(completion.contains(word), "\(typo) → \(word)") }
        }
        // The class is large and mostly answered, not a handful of lucky cases.
        #expect(compared >= Self.cases.count * 3 / 4, "\(compared) of \(Self.cases.count)")
        #expect(suggested >= compared / 2, "\(suggested) of \(compared)")
    }

    /// "Did you mean X, Y or Z?" → [X, Y, Z], with or without quotes.
    static func offered(in message: String?) -> [String]? {
        guard let message, let range = message.firstRange(of: "Did you mean ") else { return nil }
        let list = message[range.upperBound...].prefix { $0 != "?" }
        return list.replacing(", ", with: " or ").split(separator: " or ").map {
            String($0.filter { $0 != "'" })
        }
    }

    @Test(
        "a session says the same for a typo in a conversion, rates, remit, history, exchange and currencies")
    func sameInEveryCommand() throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        var generator = SeededGenerator(seed: 1818)
        var compared = 0
        for _ in 0..<40 {
            let typo = Self.cases[Int(generator.next() % UInt64(Self.cases.count))]
            guard let parser = Self.parserSuggestions(typo), !parser.isEmpty else { continue }
            compared += 1
            let lines = [
                "1 USD to \(typo)", "convert 1 \(typo) KRW", "rates \(typo)", "remit 100 USD \(typo)",
                "history \(typo)", "exchange 100 USD \(typo)", "watch rates \(typo)",
            ]
            for line in lines {
                #expect(Self.offered(in: session.execute(line).error) == parser, "\(line)")
            }
            if CurrencyCatalog.standard.search(typo).isEmpty {
                #expect(Self.offered(in: session.execute("currencies \(typo)").error) == parser, "\(typo)")
            }
        }
        #expect(compared >= 10)
    }

    @Test(
        "the reported cases: a swapped pair is offered alone, wherever it is typed",
        arguments: [("JYP", ["JPY"]), ("EUF", ["EUR", "HUF"]), ("KRWW", ["KRW"]), ("유료", ["유로"])])
    func reported(typo: String, expected: [String]) throws {
        #expect(Self.parserSuggestions(typo) == expected)
        #expect(throws: CurrencyLookupError.unknown(typo, suggestions: expected)) {
            try CurrencyArguments.parse(typo)
        }
    }
}
