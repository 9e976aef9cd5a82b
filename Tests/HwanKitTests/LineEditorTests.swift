import HwanKit
import Testing

/// Keystrokes as a terminal in raw mode sends them.
enum Keys {
    static let left = "\u{1B}[D", right = "\u{1B}[C", up = "\u{1B}[A", down = "\u{1B}[B"
    static let home = "\u{1B}[H", end = "\u{1B}[F", delete = "\u{1B}[3~"
    static let backspace = "\u{7F}", tab = "\t", enter = "\r", escape = "\u{1B}"

    static func control(_ letter: Character) -> String {
        String(Unicode.Scalar(letter.asciiValue! - 0x60))
    }

    /// `script` with `{left}`, `{bs}`, `{^a}` (ctrl-a) and the like replaced by their bytes.
    static func expand(_ script: String) -> String {
        let named = [
            "left": left, "right": right, "up": up, "down": down, "home": home, "end": end, "delete": delete,
            "bs": backspace, "tab": tab, "enter": enter, "esc": escape,
        ]
        var result = ""
        var rest = Substring(script)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            if name.hasPrefix("^"), let letter = name.last {
                result += control(letter)
            } else {
                result += named[String(name)] ?? "{\(name)}"
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// Feeds `script` in one read, or one byte per read, and returns the events.
private func type(_ script: String, into editor: inout LineEditor, byteByByte: Bool = false) -> [LineEditor
    .Event]
{
    let bytes = Array(script.utf8)
    guard byteByByte else { return editor.feed(bytes) }
    return bytes.flatMap { editor.feed([$0]) }
}

/// The events other than bells after typing `script` and Enter, read whole and byte by byte.
private func submitted(_ script: String) -> (whole: [LineEditor.Event], split: [LineEditor.Event]) {
    var whole = LineEditor()
    var split = LineEditor()
    let notBell: (LineEditor.Event) -> Bool = { $0 != .bell }
    return (
        type(script + Keys.enter, into: &whole).filter(notBell),
        type(script + Keys.enter, into: &split, byteByByte: true).filter(notBell)
    )
}

@Suite("Line editor")
struct LineEditorTests {
    @Test(
        "editing keys change the line as on a readline terminal, even when every byte arrives alone",
        arguments: [
            ("1+2", "1+2"),
            ("abc{left}{left}X", "aXbc"),
            ("abc\u{1B}OD\u{1B}ODX\u{1B}OCY", "aXbYc"),
            ("bc{home}a", "abc"), ("bc\u{1B}[1~a", "abc"), ("bc\u{1B}OHa", "abc"),
            ("bc\u{1B}[7~a", "abc"), ("bc{^a}a", "abc"),
            ("ab{home}{end}c", "abc"), ("ab{home}\u{1B}[4~c", "abc"),
            ("ab{home}\u{1B}OFc", "abc"), ("ab{home}\u{1B}[8~c", "abc"),
            ("ab{home}{^e}c", "abc"),
            ("ac{^b}b", "abc"), ("ac{home}{^f}b", "abc"),
            ("abc{bs}", "ab"), ("abc\u{08}", "ab"), ("{bs}a", "a"),
            ("abc{home}{delete}", "bc"), ("abc{delete}", "abc"),
            ("abcd{left}{left}{^k}", "ab"),
            ("abcd{left}{left}{^u}", "cd"),
            ("convert 100 usd{^w}", "convert 100 "),
            ("convert 100 usd  {^w}", "convert 100 "),
            ("usd to{^w}{home}{^y}", "tousd "),
            ("one two\u{1B}bX", "one Xtwo"), ("one two{home}\u{1B}fX", "oneX two"),
            ("one two\u{1B}[1;5DX", "one Xtwo"), ("one two{home}\u{1B}[1;5CX", "oneX two"),
            ("one two\u{1B}\u{7F}", "one "),
            ("a\u{1B}[15~b", "ab"), ("\u{1B}[200~x\u{1B}[201~", "x"),
            ("a\u{1B}OPb", "ab"), ("a\u{1B}[[Ab", "ab"), ("a\u{1B}[5;2~b", "ab"),
            ("a\u{1B}xb", "ab"), ("a{esc}{left}b", "ba"),
            ("a{^t}{^g}\u{00}b", "ab"),
            ("3만 엔", "3만 엔"), ("3만원{bs}", "3만"), ("환율{left}x", "환x율"),
            ("가나다{home}{right}{delete}", "가다"), ("é{left}e\u{301}", "éé"),
        ])
    func editing(script: String, expected: String) {
        let (whole, split) = submitted(Keys.expand(script))
        #expect(whole == [.submit(expected)])
        #expect(split == [.submit(expected)])
    }

    @Test("a Hangul syllable split across reads is inserted once it is complete")
    func splitHangul() {
        var editor = LineEditor()
        let bytes = Array("원".utf8)
        #expect(editor.feed(bytes[0..<1]).isEmpty)
        #expect(editor.buffer.isEmpty)
        #expect(editor.feed(bytes[1..<3] + Array("화".utf8)[0..<2]).isEmpty)
        #expect(editor.buffer == ["원"])
        #expect(editor.feed(Array("화".utf8)[2...]).isEmpty)
        #expect(editor.line == "원화")
        #expect(editor.cursor == 2)
    }

    @Test("a broken UTF-8 sequence is dropped and the byte that broke it is kept")
    func brokenUTF8() {
        var editor = LineEditor()
        _ = editor.feed([0xEC, 0x9B, UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")])
        #expect(editor.line == "ab")
    }

    @Test("the cursor counts characters, so one Hangul syllable is one step")
    func cursorInCharacters() {
        var editor = LineEditor()
        _ = editor.feed(Array(("한국" + Keys.left).utf8))
        #expect(editor.cursor == 1)
        #expect(editor.buffer == ["한", "국"])
    }

    @Test("several lines in one read are submitted in order and the rest stays on the line")
    func pastedLines() {
        var editor = LineEditor()
        #expect(editor.feed(Array("1+2\n3*4\r5".utf8)) == [.submit("1+2"), .submit("3*4")])
        #expect(editor.line == "5")
    }

    @Test("ctrl-c drops the line and asks for a fresh prompt")
    func controlC() {
        var editor = LineEditor()
        #expect(type("half a line" + Keys.control("c"), into: &editor) == [.cancel])
        #expect(editor.buffer.isEmpty && editor.cursor == 0)
        #expect(type("ok" + Keys.enter, into: &editor) == [.submit("ok")])
    }

    @Test("ctrl-d ends the input on an empty line and deletes under the cursor otherwise")
    func controlD() {
        var editor = LineEditor()
        #expect(type(Keys.control("d"), into: &editor) == [.endOfInput])
        #expect(type("abc" + Keys.home + Keys.control("d"), into: &editor).isEmpty)
        #expect(editor.line == "bc")
        #expect(type(Keys.end + Keys.control("d"), into: &editor) == [.bell])
        #expect(editor.line == "bc")
    }

    @Test("ctrl-l asks to clear the screen and keeps the line")
    func controlL() {
        var editor = LineEditor()
        #expect(type("12" + Keys.control("l"), into: &editor) == [.clearScreen])
        #expect(editor.line == "12")
    }

    @Test("ctrl-z asks to suspend and keeps the line for when the REPL continues")
    func controlZ() {
        var editor = LineEditor()
        #expect(type("12" + Keys.control("z"), into: &editor) == [.suspend])
        #expect(editor.line == "12")
    }

    @Test("backspace at the start and moving past the ends do nothing harmful")
    func edges() {
        var editor = LineEditor()
        #expect(type(Keys.backspace, into: &editor) == [.bell])
        #expect(type(Keys.left + Keys.left + "a" + Keys.right + Keys.right, into: &editor).isEmpty)
        #expect(editor.line == "a" && editor.cursor == 1)
    }
}

@Suite("Line editor history recall")
struct LineEditorHistoryTests {
    private func editor(with entries: [String]) -> LineEditor {
        LineEditor(history: History(entries: entries))
    }

    @Test("up recalls older lines, down comes back and restores the line being typed")
    func upAndDown() {
        var editor = editor(with: ["1+2", "3 usd to krw"])
        _ = type("draft", into: &editor)
        _ = type(Keys.up, into: &editor)
        #expect(editor.line == "3 usd to krw" && editor.cursor == 12)
        _ = type(Keys.up, into: &editor)
        #expect(editor.line == "1+2")
        #expect(type(Keys.up, into: &editor) == [.bell])
        #expect(editor.line == "1+2")
        _ = type(Keys.down, into: &editor)
        #expect(editor.line == "3 usd to krw")
        _ = type(Keys.down, into: &editor)
        #expect(editor.line == "draft")
        #expect(type(Keys.down, into: &editor) == [.bell])
        #expect(editor.line == "draft")
    }

    @Test("ctrl-p and ctrl-n browse like up and down")
    func controlPN() {
        var editor = editor(with: ["a", "b"])
        _ = type(Keys.control("p") + Keys.control("p"), into: &editor)
        #expect(editor.line == "a")
        _ = type(Keys.control("n") + Keys.control("n"), into: &editor)
        #expect(editor.line == "")
    }

    @Test("a recalled line can be edited and submitted, and becomes the newest entry")
    func editRecalled() {
        var editor = editor(with: ["100 usd to krw"])
        #expect(
            type(Keys.up + Keys.control("w") + "jpy" + Keys.enter, into: &editor) == [
                .submit("100 usd to jpy")
            ])
        #expect(editor.history.entries == ["100 usd to krw", "100 usd to jpy"])
        _ = type(Keys.up, into: &editor)
        #expect(editor.line == "100 usd to jpy")
    }

    @Test("submitting resets browsing, and blank or repeated lines are not recorded")
    func recording() {
        var editor = editor(with: [])
        #expect(type(Keys.up, into: &editor) == [.bell])
        _ = type("1+2\r1+2\r   \r\r2*3\r", into: &editor)
        #expect(editor.history.entries == ["1+2", "2*3"])
        _ = type(Keys.up + Keys.up + Keys.enter + Keys.up, into: &editor)
        #expect(editor.line == "1+2")
    }

    @Test("ctrl-c while browsing returns to an empty new line")
    func cancelWhileBrowsing() {
        var editor = editor(with: ["a"])
        _ = type("draft" + Keys.up + Keys.control("c"), into: &editor)
        #expect(editor.line == "")
        _ = type(Keys.up, into: &editor)
        #expect(editor.line == "a")
    }
}
