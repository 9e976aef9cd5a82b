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
}
