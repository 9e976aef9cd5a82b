import HwanKit
import Testing

/// Ctrl-r (SPEC §1): reverse incremental search of the history, byte by byte
/// as a terminal in raw mode sends the keys.
@Suite("Line editor: ctrl-r search")
struct LineEditorSearchTests {
    static let entries = ["100 USD to KRW", "34평", "5 ft 11 in to cm", "100 USD to JPY", "sin(30°)"]

    /// A search is on when the prompt the renderer draws is the search's (the editor shows no other sign).
    static func isSearching(_ editor: LineEditor) -> Bool { editor.displayPrompt("> ") != "> " }

    private func editor() -> LineEditor { LineEditor(history: History(entries: Self.entries)) }

    private func feed(_ script: String, _ editor: inout LineEditor) -> [LineEditor.Event] {
        editor.feed(Array(Keys.expand(script).utf8))
    }

    @Test("typing narrows to the newest match; ctrl-r again finds older ones; enter runs the match")
    func search() {
        var e = editor()
        #expect(feed("{^r}", &e).isEmpty)
        #expect(Self.isSearching(e))
        #expect(e.displayPrompt("> ") == "(reverse-i-search)'': ")
        _ = feed("USD", &e)
        #expect(e.line == "100 USD to JPY")
        #expect(e.cursor == 4)
        #expect(e.displayPrompt("> ") == "(reverse-i-search)'USD': ")
        _ = feed("{^r}", &e)
        #expect(e.line == "100 USD to KRW")
        // No older match: the bell, and the match stays.
        #expect(feed("{^r}", &e) == [.bell])
        #expect(e.line == "100 USD to KRW")
        #expect(feed("{enter}", &e) == [.submit("100 USD to KRW")])
        #expect(!Self.isSearching(e))
        #expect(e.line.isEmpty)
    }

    @Test("esc and ctrl-g put back the line typed before the search")
    func cancel() {
        for key in ["{^g}", "{esc}"] {
            var e = editor()
            _ = feed("3만 엔", &e)
            _ = feed("{^r}ft", &e)
            #expect(e.line == "5 ft 11 in to cm")
            _ = feed(key, &e)
            #expect(!Self.isSearching(e), "\(key)")
            #expect(e.line == "3만 엔", "\(key)")
            #expect(e.cursor == 4)
        }
    }

    @Test("a failing search says so; backspace widens it again; Korean queries match")
    func failing() {
        var e = editor()
        #expect(feed("{^r}USDx", &e) == [.bell])
        #expect(e.displayPrompt("> ") == "(failing reverse-i-search)'USDx': ")
        _ = feed("{bs}", &e)
        #expect(e.displayPrompt("> ") == "(reverse-i-search)'USD': ")
        #expect(e.line == "100 USD to JPY")
        _ = feed("{^g}{^r}평", &e)
        #expect(e.line == "34평")
    }

    @Test("another key takes the match and acts on it; ctrl-c drops the line")
    func otherKeys() {
        var e = editor()
        _ = feed("{^r}sin{^e} + 1", &e)
        #expect(!Self.isSearching(e))
        #expect(e.line == "sin(30°) + 1")
        var f = editor()
        #expect(feed("{^r}USD{^c}", &f) == [.cancel])
        #expect(!Self.isSearching(f))
        #expect(f.line.isEmpty)
    }

    @Test("seeded searches: the match is always the newest entry containing the query")
    func seeded() {
        var generator = SeededGenerator(seed: 0x5EA2C4)
        let alphabet = Array("ab평1 ")
        for _ in 0..<300 {
            let entries = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String(
                    (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    })
            }
            let query = String(
                (0..<Int.random(in: 1...2, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            var e = LineEditor(history: History(entries: entries))
            _ = e.feed(Array((Keys.control("r") + query).utf8))
            let stored = e.history.entries
            let expected = stored.last { $0.contains(query) }
            if let expected {
                #expect(e.line == expected, "\(stored) \(query)")
            } else {
                #expect(e.displayPrompt("> ").hasPrefix("(failing"), "\(stored) \(query)")
            }
        }
    }

    @Test("alt-b and alt-f move by words, byte by byte")
    func wordMoves() {
        var e = editor()
        _ = feed("100 USD to KRW", &e)
        _ = feed("\u{1B}b\u{1B}b", &e)
        #expect(e.cursor == 8)
        _ = feed("\u{1B}f", &e)
        #expect(e.cursor == 10)
    }
}
