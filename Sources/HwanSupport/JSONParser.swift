/// A small strict JSON parser (RFC 8259) over UTF-8 bytes. Hand-written rather
/// than `JSONDecoder` so that numbers stay exact text and start-up stays cheap.
public struct JSONParser {
    public struct Failure: Error, Equatable, Sendable {
        public let offset: Int
        public let reason: String
        /// The member name an object repeated: a provider never sends one
        /// twice, and a body that does is not one to trust (which value
        /// would be the rate?), so it is refused rather than "last wins".
        public var duplicateKey: String? = nil

        /// Why, in words a reason line can quote: the repeated key made
        /// visible and bounded, or the parser's reason.
        public var summary: Localized {
            guard let key = duplicateKey else {
                return Localized(ko: "JSON이 아닙니다 (\(reason))", en: "not JSON (\(reason))")
            }
            let shown = TerminalText.echo(key, limit: 24)
            return Localized(ko: "같은 키가 두 번 있습니다: \"\(shown)\"", en: "duplicate key \"\(shown)\"")
        }
    }

    private let bytes: [UInt8]
    /// `Redaction.secrets` when the parse began: a string spelling one is refused.
    private let secrets: [String]
    private var index = 0
    private var depth = 0
    private static let maxDepth = 128

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        // A UTF-8 byte-order mark is tolerated, as some mirrors send one.
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.fail("trailing characters") }
        return value
    }

    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        // The task-local is read only while some decoding scope is open: its
        // first read instantiates generic metadata a one-shot command needs
        // for nothing else (bench/README.md).
        self.secrets = Redaction.anyScopeOpen ? Redaction.secrets : []
    }

    private func fail(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        default: return .number(try parseNumber())
        }
    }

    private mutating func expect(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("unexpected end") }
        let start = word.utf8Start
        for i in 0..<count where bytes[index + i] != start[i] { throw fail("invalid literal") }
        index += count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maxDepth { throw fail("nested too deeply") }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enter()
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("expected a key")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            index += 1
            let value = try parseValue()
            guard members.updateValue(value, forKey: key) == nil else {
                throw Failure(offset: index, reason: "duplicate key", duplicateKey: key)
            }
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            throw fail("expected ',' or '}'")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                break
            }
            throw fail("expected ',' or ']'")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
            index += 1
            digits += 1
        }
        guard digits > 0 else { throw fail("invalid value") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var fraction = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                index += 1
                fraction += 1
            }
            guard fraction > 0 else { throw fail("invalid number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            var exponent = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                index += 1
                exponent += 1
            }
            guard exponent > 0 else { throw fail("invalid number") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var runStart = index
        // Only a string with escapes is copied; the common one is validated where it lies.
        var buffer: [UInt8] = []
        var escaped = false
        var ascii = true
        func flush(_ end: Int) {
            if end > runStart { buffer.append(contentsOf: bytes[runStart..<end]) }
        }
        while index < bytes.count {
            // A run of printable ASCII but quote and backslash, in one tight loop
            // (a cache's metadata holds a string of kilobytes).
            let from = index
            index = bytes.withUnsafeBufferPointer { buffer in
                var at = from
                while at < buffer.count {
                    let byte = buffer[at]
                    if byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C { break }
                    at += 1
                }
                return at
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // RFC 8259 §8.1: JSON text is UTF-8. Invalid bytes are refused, never
                // turned into U+FFFD and shown as mojibake in a reason line.
                let text: String?
                if escaped {
                    flush(index)
                    text = String(validating: buffer, as: UTF8.self)
                } else if ascii {
                    // ASCII is valid UTF-8: nothing to check, and the generic validation is slow.
                    text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                } else {
                    text = String(validating: bytes[runStart..<index], as: UTF8.self)
                }
                index += 1
                guard let string = text else { throw fail("invalid UTF-8 in a string") }
                // Raw secrets were masked in the bytes; one spelled with escapes is whole only now.
                if !secrets.isEmpty, secrets.contains(where: { string.contains($0) }) {
                    throw fail("a string quotes the request's key")
                }
                return string
            }
            if byte < 0x20 { throw fail("control character in string") }
            if byte >= 0x80 { ascii = false }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                flush(index)
                index += 1
                guard index < bytes.count else { throw fail("unexpected end") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    // A high surrogate pairs only with a low one; anything else after it
                    // is kept as its own escape, and the lone half becomes U+FFFD.
                    if (0xD800...0xDBFF).contains(code), index + 5 < bytes.count,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        let saved = index
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = saved
                        }
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw fail("invalid escape")
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw fail("unterminated string")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("unexpected end") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 48...57: digit = UInt32(byte - 48)
            case 65...70: digit = UInt32(byte - 55)
            case 97...102: digit = UInt32(byte - 87)
            default: throw fail("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
