import Testing

@testable import HwanKit
@testable import HwanSupport

/// One reply reused for every batch line (`Reply.clear`): whatever a line
/// left in it, the next line starts from an empty reply.
@Suite("A reply reused line after line")
struct ReplyReuseTests {
    @Test("clear leaves what a new reply is, over 2,000 seeded replies")
    func clearIsANewReply() {
        var generator = SeededGenerator(seed: 164)
        var reply = Reply()
        func lines() -> [String] {
            (0..<Int.random(in: 0...4, using: &generator)).map { index in
                String(repeating: "x", count: Int.random(in: 0...40, using: &generator)) + "\(index)"
            }
        }
        for _ in 0..<2000 {
            reply.output += lines()
            reply.notices += lines()
            reply.caret += lines()
            if Bool.random(using: &generator) { reply.error = "line 3: no" }
            if Bool.random(using: &generator) { reply.status = .inputError }
            reply.quit = Bool.random(using: &generator)
            reply.clear()
            #expect(reply == Reply())
        }
    }
}
