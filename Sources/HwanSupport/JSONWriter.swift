/// Builds one-line JSON objects for `--json` output and the cache metadata.
public struct JSONWriter {
    private var text = "{"
    private var first = true

    public init() {}

    public mutating func string(_ key: String, _ value: String) {
        member(key)
        text += Self.quote(value)
    }

    /// A number written from its exact decimal text.
    public mutating func number(_ key: String, raw value: String) {
        member(key)
        text += value
    }

    public mutating func bool(_ key: String, _ value: Bool) {
        member(key)
        text += value ? "true" : "false"
    }

    /// A nested object or array already rendered.
    public mutating func raw(_ key: String, _ json: String) {
        member(key)
        text += json
    }

    public func finish() -> String { text + "}" }

    private mutating func member(_ key: String) {
        if !first { text += "," }
        first = false
        text += Self.quote(key) + ":"
    }

    public static func quote(_ value: String) -> String {
        // Most strings (codes, kinds, names) need no escape: quoted as they are,
        // byte for byte what the walk below writes for them.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + value + "\""
        }
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
