import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("The name index laid out at generation time")
struct NameIndexTests {
    @Test("every word tab completion offers is read by the grammar as that one name")
    func completionWordsParse() {
        let words = NameIndex.completionWords()
        #expect(words.count > 1000)
        for word in words {
            let line = LineText(word)
            let tokens = Lexer.tokens(line)
            if tokens.first?.kind == .inWord, tokens.count == 2 { continue }  // the inch, where an amount is
            // A scale word (섭씨, 시속) is a name too where no number follows it.
            var name: NameMatch?
            switch tokens.first?.kind {
            case .name(let match)?, .scale(let match?, _)?: name = match
            default: name = nil
            }
            guard let match = name, tokens.count == 2 else {
                Issue.record("'\(word)' is offered but reads as \(tokens.map(\.kind))")
                continue
            }
            #expect(match.text == line.text(0..<line.count))
        }
    }

    @Test("tab completion offers Korean currency and unit names")
    func koreanNames() {
        let words = Set(NameIndex.completionWords())
        for name in ["미국달러", "엔화", "평", "제곱미터", "평방미터", "근", "킬로그램", "USD", "km", "Mm", "mm"] {
            #expect(words.contains(name), "\(name)")
        }
    }

    @Test("every entry points at the row of its unit or currency in the embedded data")
    func rowsMatch() {
        NameIndex.forEachKey { key, entries in
            for entry in entries {
                switch entry.target {
                case .currency(let code):
                    let fields = EmbeddedRows.fields(of: EmbeddedResource.currenciesTsv, at: entry.row)
                    #expect(fields?.first == code, "\(key) → \(code)")
                case .unit(let id):
                    let fields = EmbeddedRows.fields(of: EmbeddedResource.unitsTsv, at: entry.row)
                    #expect(fields?.count ?? 0 > 1 && fields?[1] == id, "\(key) → \(id)")
                }
            }
        }
    }

    @Test("keys are sorted and unique, so binary search finds every one of them")
    func sortedKeys() {
        var previous: [UInt8] = []
        var count = 0
        NameIndex.forEachKey { key, _ in
            let bytes = Array(key.utf8)
            #expect(previous.lexicographicallyPrecedes(bytes), "\(key)")
            #expect(NameIndex.entries(forKey: bytes) != nil, "\(key)")
            previous = bytes
            count += 1
        }
        #expect(count > 2000)
    }
}
