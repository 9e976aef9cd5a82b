/// Builds one-line JSON objects for `--json` output and the cache metadata.
public struct JSONWriter {
    /// The object's UTF-8 so far: bytes appended in place (a `String` paid about
    /// 300 instructions an append), made a `String` once by `finish`.
    private var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var first = true

    public init() { bytes.reserveCapacity(240) }

    public mutating func string(_ key: String, _ value: String) {
        member(key)
        Self.appendQuoted(value, to: &bytes)
    }

    /// A number written from its exact decimal text.
    public mutating func number(_ key: String, raw value: String) {
        member(key)
        bytes.append(contentsOf: value.utf8)
    }

    public mutating func bool(_ key: String, _ value: Bool) {
        member(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A nested object or array already rendered.
    public mutating func raw(_ key: String, _ json: String) {
        member(key)
        bytes.append(contentsOf: json.utf8)
    }

    public func finish() -> String {
        var text = bytes
        text.append(UInt8(ascii: "}"))
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func member(_ key: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        Self.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// `quote(value)`'s bytes appended in place, with no string of its own when nothing needs escaping.
    static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        if needsNoEscape(value) {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
        } else {
            bytes.append(contentsOf: quoteEscaping(value).utf8)
        }
    }

    /// No quote, backslash or control byte: the string is its own JSON text.
    static func needsNoEscape(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    public static func quote(_ value: String) -> String {
        // Most strings (codes, kinds, names) need no escape: quoted as they are,
        // byte for byte what the walk below writes for them.
        if needsNoEscape(value) { return "\"" + value + "\"" }
        return quoteEscaping(value)
    }

    /// `quote` scalar by scalar, escaping quotes, backslashes and control characters.
    static func quoteEscaping(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
