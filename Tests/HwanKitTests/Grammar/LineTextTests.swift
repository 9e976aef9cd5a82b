import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// `LineText` reads plain spaces and encodes its folded bytes by hand, and
/// keeps its arrays in one shared object: it must read every line as the
/// plain loop it replaced.
@Suite("A line made ready for reading, on its short paths")
struct LineTextTests {
    /// The old reading: every scalar but printable ASCII and Hangul through the
    /// width and the compatibility forms; bytes by the standard encoder.
    static func reference(_ line: String) -> (scalars: [Unicode.Scalar], columns: [Int], bytes: [UInt8]) {
        var scalars: [Unicode.Scalar] = []
        var columns: [Int] = []
        var column = 0
        var lastWasSpace = true
        for scalar in line.unicodeScalars {
            if (scalar.value > 0x20 && scalar.value < 0x7F)
                || (scalar.value >= 0xAC00 && scalar.value <= 0xD7A3)
            {
                lastWasSpace = false
                scalars.append(scalar)
                columns.append(column)
                column += scalar.value < 0x7F ? 1 : 2
                continue
            }
            let width = DisplayWidth.of(scalar)
            defer { column += width }
            let pieces = LineText.compatibilityForm(scalar.value).map { Array($0.unicodeScalars) } ?? [scalar]
            for piece in pieces {
                if LineText.isSpace(piece) {
                    if lastWasSpace { continue }
                    lastWasSpace = true
                    scalars.append(" ")
                } else if piece.value < 0x20 || piece.value == 0x7F || (0x80..<0xA0).contains(piece.value) {
                    continue
                } else {
                    lastWasSpace = false
                    scalars.append(piece)
                }
                columns.append(column)
            }
        }
        if scalars.last == " " {
            scalars.removeLast()
            columns.removeLast()
        }
        columns.append(column)
        var bytes: [UInt8] = []
        for scalar in scalars { bytes.append(contentsOf: UTF8.encode(LineText.fold(scalar))!) }
        return (scalars, columns, bytes)
    }

    @Test("agrees with the plain loop over 20,000 seeded lines")
    func seededLines() {
        var generator = SeededGenerator(seed: 180)
        let alphabet: [Unicode.Scalar] = [
            " ", " ", " ", "\t", "\u{A0}", "\u{3000}", "\u{2003}", "\u{0007}", "\u{7F}", "\u{85}",
            "1", "5", ".", "k", "m", "K", "M", "U", "S", "D", "(", "+",
            "만", "원", "엔", "을", "평", "µ", "μ", "²", "㎡", "℃", "１", "Ｕ", "°", "€", "😀", "\u{301}",
        ]
        for _ in 0..<20000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...16, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let line = String(text)
            let read = LineText(line)
            let expected = Self.reference(line)
            #expect(read.scalars == expected.scalars, "\(line.unicodeScalars.map(\.value))")
            #expect(read.columns == expected.columns, "\(line.unicodeScalars.map(\.value))")
            #expect(read.folded == read.scalars.map(LineText.fold))
            #expect(
                Array(read.foldedBytes(0..<read.count)) == expected.bytes,
                "\(line.unicodeScalars.map(\.value))")
        }
    }
}
