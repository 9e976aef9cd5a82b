import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The one rendering of a reply's stderr lines that one-shot, batch and the REPL share.
@Suite("Reply stderr lines")
struct ReplyTests {
    @Test("notices first, then the prefixed error, then the caret only when asked for")
    func order() {
        var reply = Reply()
        reply.notices = ["rates are 3 days old"]
        reply.error = "unknown word 'kmx'"
        reply.caret = ["kmx", "^^^"]
        let plain = Palette.plain
        #expect(
            reply.errorLines(prefix: "line 2: ", palette: plain, caret: false) == [
                "rates are 3 days old", "line 2: unknown word 'kmx'",
            ])
        #expect(
            reply.errorLines(palette: plain, caret: true) == [
                "rates are 3 days old", "unknown word 'kmx'", "kmx", "^^^",
            ])
    }

    @Test("one reply reused line after line, cleared between, reads as a new reply for each line")
    func reused() throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        let fresh = try SessionHarness.session(language: .en, sharedCache: true)
        var reply = Reply()
        for line in ["100 USD to KRW, JPY", "1 USD to JYP", "(1+2", "", "help", "quit", "5 km to mi"] {
            reply.clear()
            session.execute(line, into: &reply)
            #expect(reply == fresh.execute(line), "\(line)")
        }
        reply.clear()
        #expect(reply == Reply())
    }

    @Test("a reply without an error shows its notices and no caret")
    func noticesOnly() {
        var reply = Reply()
        reply.notices = ["using the bundled snapshot"]
        reply.caret = ["stale"]
        #expect(reply.errorLines(palette: Palette.plain, caret: true) == ["using the bundled snapshot"])
    }

    @Test("the error is painted, the notices and caret are not")
    func painted() {
        var reply = Reply()
        reply.error = "bad"
        reply.caret = ["x", "^"]
        let lines = reply.errorLines(palette: Palette(), caret: true)
        #expect(lines == [Palette().error("bad"), "x", "^"])
        #expect(lines[0] != "bad")
    }
}
