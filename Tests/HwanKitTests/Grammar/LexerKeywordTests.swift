import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `Lexer.keyword(in:at:)` packs a word's letters into an integer where it once
/// built a `String` and switched over it: both must read every word alike.
@Suite("Keywords read from packed letters")
struct LexerKeywordTests {
    /// The `String` reading the packed one replaced.
    static func reference(_ line: LineText, at start: Int) -> (Token.Kind, Int)? {
        var end = start
        while end < line.count && Lexer.isLatinLetter(line.folded(at: end)) { end += 1 }
        guard end > start else { return nil }
        var word = line.foldedText(start..<end)
        if word == "log", end < line.count, line.folded(at: end) == "2" {
            word = "log2"
            end += 1
        } else if word == "log", end + 1 < line.count, line.folded(at: end) == "1",
            line.folded(at: end + 1) == "0"
        {
            word = "log10"
            end += 2
        }
        switch word {
        case "to", "into": return (.connector, end)
        case "in": return (.inWord, end)
        case "of": return (.of, end)
        case "mod": return (.modulo, end)
        case "ans": return (.ans, end)
        case "pi": return (.pi, end)
        default: return MathFunction(rawValue: word).map { (.function($0), end) }
        }
    }

    static func agree(_ text: String) -> Bool {
        let line = LineText(text)
        return (0..<line.count).allSatisfy { start in
            let packed = Lexer.keyword(in: line, at: start)
            let expected = reference(line, at: start)
            return packed?.0 == expected?.0 && packed?.1 == expected?.1
        }
    }

    @Test("every keyword and function name, in any case and with what may follow it")
    func everyWord() {
        let words =
            ["to", "into", "in", "of", "mod", "ans", "pi", "log2"] + MathFunction.allCases.map(\.rawValue)
        for word in words {
            for text in [
                word, word.uppercased(), word + "2", word + "x", "x" + word, word + " 5", word + "(",
            ] {
                #expect(Self.agree(text), "\(text)")
            }
        }
    }

    @Test("the packed keywords are their words packed")
    func packedConstants() {
        let constants: [(UInt64, StaticString)] = [
            (PackedKeyword.to, "to"), (PackedKeyword.into, "into"), (PackedKeyword.in, "in"),
            (PackedKeyword.of, "of"), (PackedKeyword.mod, "mod"), (PackedKeyword.ans, "ans"),
            (PackedKeyword.pi, "pi"), (PackedKeyword.log, "log"), (PackedKeyword.log2, "log2"),
            (PackedKeyword.thousand, "thousand"), (PackedKeyword.million, "million"),
            (PackedKeyword.billion, "billion"), (PackedKeyword.trillion, "trillion"),
        ]
        for (constant, word) in constants { #expect(constant == Lexer.packed(word), "\(word)") }
    }

    @Test("agrees with the String reading over 20,000 seeded words")
    func seededWords() {
        var generator = SeededGenerator(seed: 18)
        // Letters of the keywords (both cases), digits, a space and one Hangul syllable.
        let alphabet = Array("tointofmdaspilg2qrecbuxhnTOINFMDASPLG 2원")
        for _ in 0..<20000 {
            let text = String(
                (0..<Int.random(in: 1...14, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            #expect(Self.agree(text), "\(text)")
        }
    }
}

/// `WordTable` keeps the particles and question words as one run of scalars;
/// it must pick what the list of arrays it replaced picked.
@Suite("Particles and question words matched from one table")
struct WordTableTests {
    /// The longest word at `start` ending by `limit`, the first among equals: the old loop.
    static func reference(_ words: [String], _ line: [Unicode.Scalar], at start: Int, limit: Int) -> (
        Int, Int
    )? {
        var best: (Int, Int)?
        for (index, word) in words.enumerated() {
            let scalars = Array(word.unicodeScalars)
            let end = start + scalars.count
            guard end <= limit, end > (best?.1 ?? 0) else { continue }
            if (0..<scalars.count).allSatisfy({ line[start + $0] == scalars[$0] }) { best = (index, end) }
        }
        return best
    }

    @Test("agrees with the old loop over 3,000 seeded Hangul runs, for every limit")
    func seededRuns() {
        var generator = SeededGenerator(seed: 1818)
        let lists = [KoreanWords.questions, KoreanWords.particles.map(\.word)]
        // The syllables of the words themselves, so that matches are common.
        let syllables = Array(Set(lists.joined().flatMap(\.unicodeScalars))).sorted { $0.value < $1.value }
        let tables = lists.map { words in WordTable(words.enumerated().map { ($0.element, $0.offset) }) }
        for _ in 0..<3000 {
            let line = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                syllables.randomElement(using: &generator)!
            }
            for (words, table) in zip(lists, tables) {
                for start in 0..<line.count {
                    for limit in start...line.count {
                        let found = table.longest(in: line, at: start, limit: limit)
                        let expected = Self.reference(words, line, at: start, limit: limit)
                        #expect(
                            found?.0 == expected?.0 && found?.1 == expected?.1, "\(line) \(start) \(limit)")
                    }
                }
            }
        }
    }
}
