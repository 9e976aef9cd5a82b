import Testing

@testable import HwanSupport

/// `DisplayWidth.of` counts text of printable ASCII and Hangul syllables from
/// its bytes (`plainWidth`) and breaks anything else into grapheme clusters
/// (`clusterWidth`, the rule). Over seeded text mixing those with what may
/// join a cluster or take other widths (jamo, combining marks, emoji with
/// modifiers, CJK, controls, CR LF), both must give the same width, and the
/// byte count must answer exactly for the text it accepts.
@Suite("Display width of plain text")
struct DisplayWidthPlainTests {
    static let plainPieces = ["a", "Z", " ", "~", "0", "1,740.66", "JPY 100", "가", "힣", "유로", "일본 엔", "-"]
    static let otherPieces = [
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{0301}", "e\u{0301}", "\u{200D}", "\u{FE0F}", "\u{1F44D}",
        "\u{1F3FB}", "\u{1F1F0}\u{1F1F7}", "中", "ｱ", "\r\n", "\t", "\u{7F}", "\u{A0}", "é", "\u{D7B0}",
        "\u{AC00}\u{11A8}",
        "\u{3131}", "\u{FF01}",
    ]

    @Test("plain text's width is the cluster width; other text is left to the clusters")
    func seededTexts() {
        var generator = SeededGenerator(seed: 1818)
        var plainSeen = 0
        for round in 0..<4000 {
            var text = ""
            let mixOthers = round % 2 == 1
            for _ in 0..<Int.random(in: 0...10, using: &generator) {
                if mixOthers && Int.random(in: 0..<4, using: &generator) == 0 {
                    text += Self.otherPieces[Int.random(in: 0..<Self.otherPieces.count, using: &generator)]
                } else {
                    text += Self.plainPieces[Int.random(in: 0..<Self.plainPieces.count, using: &generator)]
                }
            }
            #expect(
                DisplayWidth.of(text) == DisplayWidth.clusterWidth(text),
                "\(text.unicodeScalars.map(\.value))")
            #expect(DisplayWidth.of(Substring(text)) == DisplayWidth.clusterWidth(text))
            if let plain = DisplayWidth.plainWidth(text.utf8) {
                plainSeen += 1
                #expect(plain == DisplayWidth.clusterWidth(text))
                #expect(
                    text.unicodeScalars.allSatisfy {
                        ($0.value >= 0x20 && $0.value < 0x7F) || ($0.value >= 0xAC00 && $0.value <= 0xD7A3)
                    })
            } else {
                #expect(
                    !text.unicodeScalars.allSatisfy {
                        ($0.value >= 0x20 && $0.value < 0x7F) || ($0.value >= 0xAC00 && $0.value <= 0xD7A3)
                    })
            }
        }
        #expect(plainSeen > 2000)
    }

    @Test("every Hangul syllable and printable ASCII byte alone, and the scalars just outside")
    func edges() {
        for value in UInt32(0x20)..<0x7F {
            let text = String(Character(Unicode.Scalar(value)!))
            #expect(DisplayWidth.plainWidth(text.utf8) == 1)
        }
        for value in UInt32(0xAC00)...0xD7A3 {
            let text = String(Character(Unicode.Scalar(value)!))
            #expect(DisplayWidth.plainWidth(text.utf8) == 2)
            #expect(DisplayWidth.clusterWidth(text) == 2)
        }
        for value: UInt32 in [0x00, 0x1F, 0x7F, 0x80, 0xA0, 0xABFF, 0xD7A4, 0xD7B0, 0x3131, 0xE000, 0xFFFD] {
            let text = String(Character(Unicode.Scalar(value)!))
            #expect(DisplayWidth.plainWidth(text.utf8) == nil, "\(value)")
            #expect(DisplayWidth.of(text) == DisplayWidth.clusterWidth(text))
        }
    }
}
