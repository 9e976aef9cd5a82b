import HwanSupport
import Testing

/// `trimmed()` reads ASCII ends from bytes; it must trim exactly as the
/// character-by-character definition does.
@Suite("Trimming white space")
struct TrimmedTests {
    static func reference(_ text: String) -> String {
        let characters = Array(text)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = characters.lastIndex(where: { !$0.isWhitespace })!
        return String(characters[first...last])
    }

    @Test("seeded strings of ASCII, white space, combining and prepended marks trim as characters do")
    func agreesWithCharacters() {
        var generator = SeededGenerator(seed: 1818)
        let pieces = [
            " ", "\t", "\n", "\r\n", "\r", "a", "Z", "1", "#", "\u{301}", "\u{600}", "\u{3000}", "\u{A0}",
            "원", "가", "\u{1100}", "\u{11A8}", "\u{D7A4}", "\u{1F1F0}",
            "\u{7F}", "\u{1}",
        ]
        for _ in 0..<20000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                text += pieces.randomElement(using: &generator)!
            }
            #expect(text.trimmed() == Self.reference(text), "\(Array(text.unicodeScalars))")
            #expect(text.dropFirst(0).trimmed() == Self.reference(text))
        }
    }
}
