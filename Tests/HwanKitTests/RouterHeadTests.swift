import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `Command.parse` reads the head of a line by scalars when it is ASCII; the
/// characters it drops before that head must be the ones the reading by
/// characters dropped, whatever spaces, marks and joiners come first.
@Suite("The router's head read by scalars")
struct RouterHeadTests {
    /// The reading by characters: a calculation when the first character after
    /// the spaces starts with an ASCII non-letter no command word starts with.
    static func reference(_ line: String) -> Command? {
        let text = Substring(line).drop { LineText.isSpace($0.unicodeScalars.first!) }
        guard let head = text.unicodeScalars.first else { return nil }
        guard head.isASCII && !Lexer.isLatinLetter(head) && !Command.otherHeads.contains(head) else {
            return nil
        }
        return .calculate(String(text))
    }

    @Test("agrees with the reading by characters over 20,000 seeded lines")
    func seededLines() throws {
        var generator = SeededGenerator(seed: 1801)
        let alphabet: [Unicode.Scalar] = [
            " ", " ", "\t", "\r", "\n", "\u{A0}", "\u{3000}", "\u{2003}", "\u{301}", "\u{200D}", "\u{600}",
            "1", "(", "-", "+", ".", "?", ":", "q", "c", "원", "😀",
        ]
        for _ in 0..<20000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let line = String(text)
            // Where the scalar reading takes its short path, the character reading
            // would have routed the line the same way (elsewhere it is that reading).
            let head = line.unicodeScalars.first { !LineText.isSpace($0) }
            let short =
                head.map { $0.isASCII && !Lexer.isLatinLetter($0) && !Command.otherHeads.contains($0) }
                ?? false
            guard short else { continue }
            let expected = Self.reference(line)
            #expect(expected != nil, "\(line.unicodeScalars.map(\.value))")
            #expect(try Command.parse(line) == expected, "\(line.unicodeScalars.map(\.value))")
        }
    }

    @Test("the calculation heads written out are the ones the command table gives, byte by byte")
    func calculationHeadsAreTheTable() {
        for byte in UInt8(0)..<0x80 {
            let head = Unicode.Scalar(byte)
            let fromTable =
                !LineText.isSpace(head) && !Lexer.isLatinLetter(head) && !Command.otherHeads.contains(head)
            #expect(Command.startsCalculation(byte: byte) == fromTable, "\(byte)")
        }
        for byte in UInt8(0x80)...0xFF { #expect(!Command.startsCalculation(byte: byte)) }
    }
}

/// `convert`'s first word is blanked byte by byte in an ASCII line; the walk
/// by characters it shortcuts must give the same text.
@Suite("The first word blanked by bytes")
struct BlankingFirstWordTests {
    @Test("agrees with the walk by characters over 20,000 seeded ASCII lines")
    func seededLines() {
        var generator = SeededGenerator(seed: 77)
        let alphabet: [Unicode.Scalar] = [
            " ", " ", "\t", "\r", "\n", "\u{7}", "\u{7F}", "c", "V", "1", ".", "#", "-",
        ]
        for _ in 0..<20000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let line = String(text)
            #expect(
                Session.blankingFirstWord(of: line) == Session.blankingFirstWordByCharacters(of: line),
                "\(line.unicodeScalars.map(\.value))")
        }
    }
}

/// `Command.parse` finds the end of a line's first word by scalars while they
/// are ASCII; it must be where the walk by characters finds it.
@Suite("The first word's end read by scalars")
struct FirstWordEndTests {
    @Test("agrees with the walk by characters over 20,000 seeded lines, marks, joiners and CR LF included")
    func seededLines() {
        var generator = SeededGenerator(seed: 1802)
        let alphabet: [Unicode.Scalar] = [
            " ", "\t", "\r", "\n", "\u{A0}", "\u{3000}", "\u{301}", "\u{200D}", "\u{600}", "c", "V", "1", "원",
            "😀", "-",
        ]
        for _ in 0..<20000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let line = Substring(String(text))
            let expected = line.firstIndex { LineText.isSpace($0.unicodeScalars.first!) } ?? line.endIndex
            #expect(Command.firstWordEnd(line) == expected, "\(line.unicodeScalars.map(\.value))")
        }
    }
}
