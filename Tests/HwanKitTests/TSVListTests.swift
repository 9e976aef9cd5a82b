import HwanSupport
import Testing

/// `TSV.list` reads a field's bytes in place; over seeded fields of ASCII,
/// Korean, separators (leading, trailing, doubled) and empty ones it must give
/// exactly the byte split, and an empty field no item at all.
@Suite("TSV lists")
struct TSVListTests {
    @Test("a list field splits at its separator bytes exactly, empty items kept; an empty field is no list")
    func seededFields() {
        let pieces = ["a", "US", "미국", "ü", " ", "|", ",", "||", "푸에르토리코", "\u{1F4B0}"]
        var generator = SeededGenerator(seed: 2018)
        #expect(TSV.list("").isEmpty)
        for _ in 0..<2000 {
            var field = ""
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                field += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            for separator in [UInt8(ascii: "|"), UInt8(ascii: ",")] {
                let expected =
                    field.isEmpty
                    ? []
                    : field.utf8.split(separator: separator, omittingEmptySubsequences: false).map {
                        String(decoding: $0, as: UTF8.self)
                    }
                #expect(TSV.list(field, separator: separator) == expected)
            }
        }
    }
}
