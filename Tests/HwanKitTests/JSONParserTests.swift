import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The parser every provider body goes through: strict RFC 8259, numbers kept as text.
@Suite("JSON parser")
struct JSONParserTests {
    @Test(
        "valid documents",
        arguments: [
            ("{}", JSONValue.object([:])),
            ("[]", .array([])),
            (
                " [1, -2.5, 3e-7, 0.000012989444] ",
                .array([.number("1"), .number("-2.5"), .number("3e-7"), .number("0.000012989444")])
            ),
            (
                "{\"a\":{\"b\":[true,false,null]}}",
                .object(["a": .object(["b": .array([.bool(true), .bool(false), .null])])])
            ),
            ("\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", .string("\"\\/\u{8}\u{C}\n\r\t")),
            ("\"\\u00e9\\uD55C\"", .string("é한")),
            ("\u{FEFF}{\"x\":1}", .object(["x": .number("1")])),
        ])
    func valid(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
    }

    @Test(
        "invalid documents are refused with a reason, never a crash",
        arguments: [
            "", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "01x", "-", "1.", "1e", "tru", "nul", "\"abc",
            "\"\\x\"", "\"\\u12\"", "\"\\u12G4\"", "[1] 2", "{1:2}", "\"a\u{1}b\"", "<html>502</html>",
            "{\"k\":1,\"k\":2}",  // a key twice: refused, never "last wins"
        ])
    func invalid(text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    }

    @Test("a surrogate pair is one character; a lone half becomes U+FFFD and keeps what follows")
    func surrogates() throws {
        #expect(try JSONParser.parse("\"\\uD83D\\uDCB0\"") == .string("💰"))
        #expect(try JSONParser.parse("\"\\uD83Dx\"") == .string("\u{FFFD}x"))
        #expect(try JSONParser.parse("\"\\uD83D\\u0041\"") == .string("\u{FFFD}A"))
        #expect(try JSONParser.parse("\"\\uD83D\\n\"") == .string("\u{FFFD}\n"))
        #expect(try JSONParser.parse("\"\\uDCB0z\"") == .string("\u{FFFD}z"))
        #expect(try JSONParser.parse("\"\\uD83D\\uD83D\\uDCB0\"") == .string("\u{FFFD}💰"))
        #expect(try JSONParser.parse("\"\\uD83D\"") == .string("\u{FFFD}"))
    }

    @Test("nesting is bounded: 128 levels parse, deeper is an error and the stack survives")
    func depth() throws {
        let fine = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(throws: Never.self) { try JSONParser.parse(fine) }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
        let deepObjects = String(repeating: "{\"a\":", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deepObjects) }
    }

    @Test("huge numbers stay text; turning them into values is bounded, never a trap")
    func hugeNumbers() throws {
        let digits = String(repeating: "9", count: 5_000)
        let value = try JSONParser.parse(
            "[\(digits), 1e999999999999999999999, -1e-999999999999, 9223372036854775808]")
        guard case .array(let items) = value else {
            Issue.record("not an array")
            return
        }
        #expect(items[0] == .number(digits))
        #expect(items[1].int64Value == nil)
        #expect(items[3].int64Value == nil)
        _ = items[1].decimalValue
        _ = items[2].decimalValue
        #expect(JSONValue.number("1775198851").int64Value == 1_775_198_851)
        #expect(JSONValue.number("1.5e3").int64Value == 1_500)
    }

    @Test("invalid UTF-8 inside a string is refused (RFC 8259 §8.1), never shown as mojibake")
    func invalidUTF8() throws {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0x22]
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(bytes) }
    }

    /// Strings read in place (ASCII), validated in place (other UTF-8) and copied
    /// (with escapes) all give what the bytes say, and any invalid UTF-8 is refused,
    /// over seeded mixes of ASCII, multi-byte characters, stray bytes and escapes.
    @Test("a string's value is its decoded bytes, whichever path reads it; invalid UTF-8 is refused")
    func stringPaths() throws {
        // (raw bytes in the document, the bytes they stand for)
        let pieces: [([UInt8], [UInt8])] = [
            (Array("a".utf8), Array("a".utf8)), (Array("KRW".utf8), Array("KRW".utf8)),
            (Array(" ".utf8), Array(" ".utf8)), (Array("é".utf8), Array("é".utf8)),
            (Array("한".utf8), Array("한".utf8)), (Array("💰".utf8), Array("💰".utf8)),
            ([0xFF], [0xFF]), ([0x80], [0x80]), ([0xE2, 0x82], [0xE2, 0x82]), ([0xC3], [0xC3]),
            (Array("\\n".utf8), [0x0A]), (Array("\\\"".utf8), [0x22]), (Array("\\\\".utf8), [0x5C]),
            (Array("\\u00e9".utf8), Array("é".utf8)), (Array("\\uD55C".utf8), Array("한".utf8)),
        ]
        var generator = SeededGenerator(seed: 18)
        for _ in 0..<3000 {
            var raw: [UInt8] = [0x22]
            var decoded: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                raw += piece.0
                decoded += piece.1
            }
            raw.append(0x22)
            if String(validating: decoded, as: UTF8.self) != nil {
                #expect(try JSONParser.parse(raw) == .string(String(decoding: decoded, as: UTF8.self)))
                #expect(
                    try JSONParser.parse([0x7B] + raw + Array(":1}".utf8))[
                        String(decoding: decoded, as: UTF8.self)] == .number("1"))
            } else {
                #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(raw) }
            }
        }
    }
}
