import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// Batch input split into lines in linear time, with over-long lines skipped.
@Suite("Line reader")
struct LineReaderTests {
    /// A reader over `input`, handing out at most `chunk` bytes a call.
    static func reader(_ input: [UInt8], chunk: Int = 7, maximum: Int = 64) -> LineReader {
        var offset = 0
        return LineReader(maximumBytes: maximum, chunkBytes: chunk) { buffer in
            let count = min(buffer.count, input.count - offset)
            for i in 0..<count { buffer[i] = input[offset + i] }
            offset += count
            return count
        }
    }

    static func lines(_ text: String, chunk: Int = 7, maximum: Int = 64) -> [String] {
        var reader = reader(Array(text.utf8), chunk: chunk, maximum: maximum)
        var result: [String] = []
        while let line = reader.next() {
            switch line {
            case .text(let bytes): result.append(String(decoding: bytes, as: UTF8.self))
            case .tooLong(let count): result.append("<too long: \(count)>")
            }
        }
        return result
    }

    @Test("lines across chunk boundaries, CRLF, an empty line and a last line without newline")
    func splitting() {
        for chunk in [1, 2, 3, 7, 64] {
            #expect(
                Self.lines("convert 100 USD JPY\r\n\n5 km to mi\n만원 to 엔", chunk: chunk) == [
                    "convert 100 USD JPY", "", "5 km to mi", "만원 to 엔",
                ])
        }
        #expect(Self.lines("").isEmpty)
        #expect(Self.lines("\n") == [""])
    }

    @Test("a line over the limit is skipped whole, counted, and the next line still comes")
    func tooLong() {
        let long = String(repeating: "x", count: 200)
        #expect(Self.lines("1+1\n\(long)\n2+2") == ["1+1", "<too long: 200>", "2+2"])
        #expect(Self.lines("\(long)") == ["<too long: 200>"])
        #expect(
            Self.lines(String(repeating: "y", count: 64) + "\nz") == [String(repeating: "y", count: 64), "z"])
        #expect(Self.lines(String(repeating: "y", count: 65) + "\nz") == ["<too long: 65>", "z"])
    }

    @Test("a 100 MB line is read in bounded memory and linear time")
    func hugeLine() {
        let total = 100 << 20
        var produced = 0
        var reader = LineReader(maximumBytes: 1 << 20) { buffer in
            let count = min(buffer.count, total - produced)
            if count > 0 {
                buffer.baseAddress!.initializeMemory(as: UInt8.self, repeating: 0x31, count: count)
            }
            produced += count
            if count == 0 { return 0 }
            return count
        }
        #expect(reader.next() == .tooLong(bytes: total))
        #expect(reader.next() == nil)
    }

    /// The lines of `input` as a plain split reads them: split at each newline (the
    /// last line without one kept when not empty), a `\r` before the newline dropped,
    /// a line over `maximum` bytes given as its byte count.
    static func reference(_ input: [UInt8], maximum: Int) -> [LineReader.Line] {
        var lines: [LineReader.Line] = []
        var parts = input.split(separator: 0x0A, omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true { parts.removeLast() }
        for part in parts {
            if part.count > maximum {
                lines.append(.tooLong(bytes: part.count))
                continue
            }
            var line = ArraySlice(Array(part))
            if line.last == 0x0D { line.removeLast() }
            lines.append(.text(line))
        }
        return lines
    }

    @Test(
        "lines lent as bytes are the plain split's, over 3,000 seeded streams of any chunk size, with CR, long lines and any bytes"
    )
    func lentLinesAreTheSplit() {
        var generator = SeededGenerator(seed: 1_020)
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D, 0x0A], [0x0D], Array("5 km to mi".utf8), Array("14736만 엔을 원으로".utf8),
            [0xFF, 0x00],
            Array(repeating: 0x37, count: 70), Array(repeating: 0x0A, count: 3), [0x23],
        ]
        for _ in 0..<3_000 {
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                input += pieces.randomElement(using: &generator)!
            }
            let maximum = [8, 64, 100].randomElement(using: &generator)!
            let chunk = Int.random(in: 1...96, using: &generator)
            var reader = Self.reader(input, chunk: chunk, maximum: maximum)
            var lines: [LineReader.Line] = []
            var tooLong = 0
            while true {
                tooLong = 0
                // Copied at once: a lent line holds until the next call only.
                if let bytes = reader.nextLine(tooLong: &tooLong) {
                    lines.append(.text(ArraySlice(Array(bytes))))
                } else if tooLong > 0 {
                    lines.append(.tooLong(bytes: tooLong))
                } else {
                    break
                }
            }
            #expect(
                lines == Self.reference(input, maximum: maximum), "\(input) chunk \(chunk) max \(maximum)")
        }
    }
}
