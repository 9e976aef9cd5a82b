import HwanKit
import Testing

@Suite("Line rendering")
struct LineEditorRenderingTests {
    private static let esc = "\u{1B}"

    @Test(
        "a line that fits is drawn whole and the cursor goes to its display column",
        arguments: [
            ("> ", "1+2", 3, "\r> 1+2\(esc)[K\r\(esc)[5C"),
            ("> ", "1+2", 0, "\r> 1+2\(esc)[K\r\(esc)[2C"),
            ("", "", 0, "\r\(esc)[K\r"),
            ("환> ", "3만원", 2, "\r환> 3만원\(esc)[K\r\(esc)[7C"),
            ("환> ", "3만원", 3, "\r환> 3만원\(esc)[K\r\(esc)[9C"),
            ("> ", "e\u{301}x", 1, "\r> e\u{301}x\(esc)[K\r\(esc)[3C"),
        ])
    func fits(prompt: String, line: String, cursor: Int, expected: String) {
        #expect(
            LineRenderer.render(prompt: prompt, buffer: Array(line), cursor: cursor, width: 80) == expected)
    }

    @Test("a long line scrolls sideways and marks the hidden side")
    func scrolls() {
        let line = Array("abcdefghijklmnopqrstuvwxyz0123")
        #expect(
            LineRenderer.render(prompt: "> ", buffer: line, cursor: 0, width: 20)
                == "\r> abcdefghijklmnop>\(Self.esc)[K\r\(Self.esc)[2C")
        #expect(
            LineRenderer.render(prompt: "> ", buffer: line, cursor: 30, width: 20)
                == "\r> <qrstuvwxyz0123\(Self.esc)[K\r\(Self.esc)[17C")
        let hangul = Array(String(repeating: "가", count: 10))
        #expect(
            LineRenderer.render(prompt: "> ", buffer: hangul, cursor: 10, width: 20)
                == "\r> <가가가가가가가\(Self.esc)[K\r\(Self.esc)[17C")
    }

    /// The drawn text and the cursor column, read back from the renderer's output.
    private func screen(_ output: String) -> (text: String, column: Int) {
        let parts = output.dropFirst().split(separator: "\(Self.esc)[K\r", omittingEmptySubsequences: false)
        let move = parts[1].dropFirst(2).dropLast()
        return (String(parts[0]), Int(move) ?? 0)
    }

    @Test(
        "at every cursor position of a long mixed line the row never wraps and the cursor is on its character",
        arguments: [10, 11, 20, 33, 80])
    func neverWraps(width: Int) {
        let prompt = "환율> "
        let line = Array("100 usd to 원화 3만 엔 convert 1억2천만 krw to usd 미국달러 km/h 킬로미터")
        for cursor in 0...line.count {
            let (text, column) = screen(
                LineRenderer.render(prompt: prompt, buffer: line, cursor: cursor, width: width))
            #expect(
                DisplayWidth.of(text) <= max(width - 1, DisplayWidth.of(prompt) + 2),
                "width \(width) cursor \(cursor)")
            #expect(column < width, "width \(width) cursor \(cursor)")
            // Walk the drawn text to the cursor column: the character there is the one under the cursor.
            var walked = 0
            var under: Character?
            for character in text {
                if walked == column { under = character }
                walked += DisplayWidth.of(character)
            }
            let expected: Character? = cursor < line.count ? line[cursor] : nil
            if expected != nil || under != nil {
                #expect(
                    under == expected || (cursor == line.count && under == ">"),
                    "width \(width) cursor \(cursor)")
            }
        }
    }
}
