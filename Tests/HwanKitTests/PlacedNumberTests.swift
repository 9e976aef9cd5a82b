import Testing

@testable import HwanGrammar

/// A number of a read line kept beside its tree (`PlacedNumber`): a number of
/// one run of digits is written by its value alone (the memo of line shapes,
/// no string made a line), and reads back as the literal that value spells,
/// with as many digits as the run had.
@Suite("Placed numbers")
struct PlacedNumberTests {
    static func digits(_ count: Int, _ generator: inout SeededGenerator) -> String {
        String(
            (0..<count).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x30...0x39, using: &generator)))
            })
    }

    @Test(
        "a literal reads back as given, and its plain value is the long way's whole value, over 20,000 seeded literals"
    )
    func literalAndPlain() {
        var generator = SeededGenerator(seed: 4_242)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...24, using: &generator)
            let text = Self.digits(count, &generator)
            let literal: NumberLiteral
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: literal = NumberLiteral(parts: [.digits(text + ".5")])
            case 1: literal = NumberLiteral(parts: [.digits(text), .big(4)])
            case 2: literal = NumberLiteral(parts: [.digits(text), .small(3), .big(4)], implied: .big(4))
            case 3: literal = NumberLiteral(parts: [.big(8), .digits(text), .big(4)])
            default: literal = NumberLiteral(parts: [.digits(text)])
            }
            let number = PlacedNumber(0..<count, literal)
            #expect(number.literal == literal)
            let isRun = literal.parts == [.digits(text)] && count <= 18
            // The value, when there is one, is the long way's (the decimal parser's, SPEC §2's
            // reading); one run, or a run and a word that fit, always have one; a point never.
            if let plain = number.plain {
                #expect(String(plain) == (try? literal.value(at: 0..<count))?.description, "\(literal)")
            }
            let fits = isRun || literal.parts == [.digits(text), .big(4)] && count <= 14
            #expect(!fits || number.plain != nil, "\(literal)")
            #expect(literal.parts != [.digits(text + ".5")] || number.plain == nil)
            #expect(number.runLength == (isRun ? count : nil))
        }
    }

    @Test(
        "a run written by its value reads as that value's digits, zero-padded to the run, over 20,000 seeded writes"
    )
    func writtenByValue() {
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...18, using: &generator)
            var number = PlacedNumber(
                3..<3 + count, NumberLiteral(parts: [.digits(Self.digits(count, &generator))]))
            let written = Self.digits(count, &generator)
            number.setPlain(UInt64(written)!)
            #expect(number.literal == NumberLiteral(parts: [.digits(written)]), "\(written)")
            #expect(number.plain == UInt64(written))
            #expect(number.runLength == count)
            // Equal to a number read from those digits; not to one of other digits.
            #expect(number == PlacedNumber(3..<3 + count, NumberLiteral(parts: [.digits(written)])))
            let other = written == "0" ? "1" : String(written.dropLast()) + (written.last == "0" ? "1" : "0")
            #expect(number != PlacedNumber(3..<3 + count, NumberLiteral(parts: [.digits(other)])))
            // A literal changed in place starts from the written digits, and its value follows it.
            var changed = number
            changed.changeLiteral { $0.parts.append(.big(4)) }
            #expect(changed.literal == NumberLiteral(parts: [.digits(written), .big(4)]))
            #expect(changed.runLength == nil)
            let (worded, overflow) = UInt64(written)!.multipliedReportingOverflow(by: 10_000)
            #expect(changed.plain == (overflow ? nil : worded), "\(written)만")
            changed.changeLiteral { $0.parts.removeLast() }
            #expect(changed == number)
        }
    }
}
