import HwanKit
import Testing

@Suite("Tab completion")
struct CompletionTests {
    static let names = [
        "convert", "currencies", "remit", "rates", "refresh", "status", "units", "help", "quit", "exit",
        "USD", "USN", "KRW", "KWD", "JPY", "km", "kg", "미국달러", "미터", "원",
    ]
    let completer = Completer { CompletionTests.names }

    private func complete(_ line: String, cursor: Int? = nil) -> Completer.Result {
        let buffer = Array(line)
        return completer.complete(buffer, cursor: cursor ?? buffer.count)
    }

    private func completed(_ line: String) -> String? {
        guard case .completed(let buffer, _) = complete(line) else { return nil }
        return String(buffer)
    }

    @Test(
        "one match replaces the word with the name and a space, ignoring ASCII case",
        arguments: [
            ("con", "convert "), ("100 usd to kr", "100 usd to KRW "), ("JP", "JPY "), ("Sta", "status "),
            ("100jp", "100JPY "), ("(1+2)kr", "(1+2)KRW "), ("3 kr", "3 KRW "), ("100 미국", "100 미국달러 "),
            ("1 usd -> 원", "1 usd -> 원 "), ("kg", "kg "),
        ])
    func single(line: String, expected: String) {
        #expect((completed(line) ?? line) == expected)
    }

    @Test("a longer match is found among several names, and a stuck prefix adds nothing")
    func commonPrefix() {
        #expect(completed("cu") == "currencies ")
        #expect(completed("ref") == "refresh ")
        for stuck in ["re", "r", "us", "k", "미"] {
            #expect(completed(stuck) == nil, "\(stuck) has several matches and no longer common prefix")
        }
    }

    @Test("names sharing a longer prefix are extended in their own spelling when they agree")
    func extendsPrefix() {
        let completer = Completer { ["meter", "meters", "metre"] }
        guard case .completed(let buffer, let cursor) = completer.complete(Array("me"), cursor: 2) else {
            Issue.record("expected a completion")
            return
        }
        #expect(String(buffer) == "met" && cursor == 3)
        let mixed = Completer { ["MEGAbyte", "megabit", "MEGAbar"] }
        guard case .completed(let typed, _) = mixed.complete(Array("me"), cursor: 2) else {
            Issue.record("expected a completion")
            return
        }
        #expect(String(typed) == "megab")
    }

    @Test("ambiguous words list every match, sorted without regard to case")
    func ambiguous() {
        #expect(complete("r") == .ambiguous(["rates", "refresh", "remit"]))
        #expect(complete("U") == .ambiguous(["units", "USD", "USN"]))
        #expect(complete("미") == .ambiguous(["미국달러", "미터"]))
    }

    @Test(
        "Hangul must match exactly and nothing completes an empty word",
        arguments: ["", "100 ", "달러", "x", "미터기"])
    func noMatch(line: String) {
        #expect(complete(line) == .noMatch)
    }

    @Test("completing in the middle of a line does not add a second space")
    func middle() {
        guard case .completed(let buffer, let cursor) = complete("con 100", cursor: 3) else {
            Issue.record("expected a completion")
            return
        }
        #expect(String(buffer) == "convert 100")
        #expect(cursor == 7)
    }

    @Test("tab in the editor completes once, rings on ambiguity, and lists on the second tab")
    func inTheEditor() {
        var editor = LineEditor(completer: completer)
        #expect(editor.feed(Array("100 usd to kr\t".utf8)).isEmpty)
        #expect(editor.line == "100 usd to KRW ")
        #expect(editor.feed(Array("\u{15}re\t".utf8)) == [.bell])
        #expect(editor.feed(Array("\t".utf8)) == [.showCandidates(["refresh", "remit"])])
        #expect(editor.feed(Array("f\t".utf8)).isEmpty)
        #expect(editor.line == "refresh ")
        #expect(editor.feed(Array("\u{15}xyz\t".utf8)) == [.bell])
    }

    @Test("a tab after another key starts over instead of listing")
    func tabsMustBeConsecutive() {
        var editor = LineEditor(completer: completer)
        #expect(editor.feed(Array("r\t".utf8)) == [.bell])
        #expect(editor.feed(Array("e\u{7F}\t".utf8)) == [.bell])
        #expect(editor.feed(Array("\t".utf8)) == [.showCandidates(["rates", "refresh", "remit"])])
    }

    @Test(
        "candidates are laid out in columns read downwards, fitting the width in display columns",
        arguments: [
            (["a", "b", "c"], 80, ["a  b  c"]),
            (["one", "two", "six", "ten"], 12, ["one  six", "two  ten"]),
            (["미국달러", "미터", "m"], 30, ["미국달러  미터      m"]),
            (["미국달러", "미터", "m"], 20, ["미국달러  m", "미터"]),
            (["미국달러", "미터", "m"], 16, ["미국달러", "미터", "m"]),
            (["a-very-long-name", "b"], 5, ["a-very-long-name", "b"]),
        ])
    func columns(names: [String], width: Int, expected: [String]) {
        #expect(CandidateColumns.layout(names, width: width) == expected)
    }
}
