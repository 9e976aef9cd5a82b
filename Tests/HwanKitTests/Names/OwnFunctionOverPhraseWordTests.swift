import Testing

@testable import HwanKit
@testable import HwanSession

/// SPEC §14 with §2's phrase words: a function of the definitions file named
/// like a phrase word (`vat(x) = x * 1.2`) is the user's when called with
/// parentheses; the word said beside an amount keeps its meaning.
@Suite("A user's function named like a phrase word wins when called")
struct OwnFunctionOverPhraseWordTests {
    static let definitions = """
        vat(x) = x * 1.2
        tip(x) = x * 1.5
        할인(x) = x / 2
        """

    static func session(_ text: String = definitions, mode: OutputMode = .terse) throws -> Session {
        let session = try SessionHarness.session(language: .en, mode: mode, sharedCache: true)
        session.definitionsLoader = { DefinitionsFile.parse(text, path: "/cfg/hwan/definitions") }
        return session
    }

    @Test(
        "called with parentheses: the user's function",
        arguments: [
            ("vat(100)", "120"), ("vat (100)", "120"), ("tip(48)", "72"), ("할인(3만)", "15000"),
            ("vat(100) + 5", "125"), ("2 * vat(10)", "24"), ("vat(vat(100))", "144"),
        ])
    func ownFunctionWins(line: String, expected: String) throws {
        let session = try Self.session()
        let reply = session.execute(line)
        #expect(reply.error == nil, "\(line): \(reply.error ?? "")")
        #expect(reply.output == [expected], "\(line)")
    }

    @Test(
        "beside an amount, or with no function of that name, the phrase word",
        arguments: [
            ("5만원 + 부가세", "55000"), ("100 vat", "110"), ("48달러 팁 15%", "55.2"), ("2만원에서 20% 할인", "16000"),
        ])
    func phraseWordStays(line: String, expected: String) throws {
        let session = try Self.session()
        #expect(session.execute(line).output == [expected], "\(line)")
        let plain = try Self.session("")
        #expect(plain.execute(line).output == [expected], "\(line) with no definitions")
    }

    @Test("with no function of that name, vat(100) is the phrase word's 110")
    func noFunctionKeepsWord() throws {
        #expect(try Self.session("").execute("vat(100)").output == ["110"])
        #expect(try Self.session("vat = 3").execute("vat(100)").output == ["110"])
    }

    @Test("the same in batch lines, read from their bytes")
    func batchLines() throws {
        let session = try Self.session()
        var output: [UInt8] = []
        for line in ["vat(100)", "vat(200)", "100 vat", "vat(100)"] {
            var reply = Reply()
            if !session.executeTerse(ArraySlice(line.utf8), into: &output, reply: &reply) {
                output += Array(reply.output.joined(separator: "\t").utf8)
            }
            output.append(10)
        }
        #expect(String(decoding: output, as: UTF8.self) == "120\n240\n110\n120\n")
    }
}
