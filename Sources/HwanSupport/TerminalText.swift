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
/// | invisible and direction-changing characters (Unicode's format class Cf: U+200B...U+200F, U+202A...U+202E, U+2060...U+2069, U+FEFF, U+00AD ...) | `<U+202E>` |
///
/// The invisible ones print nothing, yet U+202E reverses the text after it
/// and U+200B splits a code the reader sees whole: shown as their code
/// points, the reader sees that they are there.
public enum TerminalText {
    /// `text` with every control character made visible (see the table above).
    public static func visible<Text: StringProtocol>(_ text: Text) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return String(text) }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                out.append(contentsOf: codePoint(scalar).unicodeScalars)
                continue
            }
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

    /// A character that prints nothing yet changes what is seen: Unicode's
    /// format characters (zero-width spaces and joiners, bidirectional marks,
    /// embeddings, overrides and isolates, the byte-order mark, the soft
    /// hyphen, tag characters), and the unassigned U+2065 among the isolates.
    /// Below U+00AD there are none, so ASCII text is never looked up.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0xAD else { return false }
        if (0x2060...0x2069).contains(scalar.value) { return true }
        return scalar.properties.generalCategory == .format
    }

    /// What no text from outside may bring to the terminal as it is: a
    /// control character or an invisible one.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isInvisible(scalar)
    }

    /// `<U+202E>`: an invisible character named by its code point.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ">"
    }
}
