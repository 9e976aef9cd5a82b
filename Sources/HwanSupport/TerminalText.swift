/// Text from outside (a provider's error message, a cache file, the user's
/// own line) made safe to print: a terminal obeys control characters, so an
/// `ESC [ 2 J` in a provider's message would clear the screen, and one in the
/// cache would do it on every `status`.
///
/// | in | out |
/// | --- | --- |
/// | ESC, BEL, NUL, CR, LF (C0 controls) | `^[`, `^G`, `^@`, `^M`, `^J` |
/// | TAB | a space |
/// | DEL | `^?` |
/// | U+0080...U+009F (C1 controls, e.g. the one-byte CSI U+009B) | `�` |
public enum TerminalText {
    /// `text` with every control character made visible (see the table above).
    public static func visible<Text: StringProtocol>(_ text: Text) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: out.append(" ")
            case 0x00...0x1F:
                out.append("^")
                out.append(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            case 0x7F: out.append(contentsOf: "^?".unicodeScalars)
            case 0x80...0x9F: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// Bytes as text, each byte that is not part of valid UTF-8 written as
    /// `\xNN`: a binary body quoted in a reason line reads as what it is,
    /// not as a run of `�`. (Control characters are left to `visible`.)
    public static func escapingInvalidUTF8(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var out = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return "\\x" + (digits.count == 1 ? "0" : "") + digits
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<min(bytes.count, position + length)] {
                    out.append(contentsOf: hex(byte).unicodeScalars)
                }
                position += length
            case .emptyInput:
                return String(out)
            }
        }
    }

    /// The most characters of the user's input a message quotes.
    public static let echoLimit = 40

    /// A piece of the user's input as a message quotes it: made visible and cut
    /// to `limit` characters, the cut marked with `…`, so that a 100 MB line
    /// is answered with a readable line (`unknown unit 'aaaaaaaa…'`).
    public static func echo<Text: StringProtocol>(_ input: Text, limit: Int = echoLimit) -> String {
        // `prefix` walks at most `limit` characters, however long the input.
        let whole = Substring(input)
        guard whole.prefix(limit).endIndex < whole.endIndex else { return visible(whole) }
        return visible(whole.prefix(max(1, limit - 1))) + "…"
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
