/// Turns the bytes a terminal sends in raw mode into `Key`s.
///
/// Reads may split a key anywhere (a Hangul syllable is three UTF-8 bytes, an
/// arrow is `ESC [ D`), so incomplete sequences are kept until the next call.
/// Escape sequences are parsed by their ECMA-48 shape, so an unknown one
/// (F-keys, page up, bracketed paste markers) is swallowed whole instead of
/// leaking `[15~` into the line.
///
/// | bytes | key |
/// | --- | --- |
/// | `ESC [ A/B/C/D`, `ESC O A/B/C/D` | up, down, right, left |
/// | `ESC [ H/F`, `ESC O H/F`, `ESC [ 1~/7~`, `ESC [ 4~/8~` | home, end |
/// | `ESC [ 3 ~` | delete |
/// | `ESC [ 1;5 C/D`, `ESC [ 1;3 C/D`, `ESC f/b` | word right, word left |
/// | `ESC DEL` | alt-backspace, reported as ctrl-w |
/// | CR, LF / TAB / DEL, BS | enter / tab / backspace |
/// | other 0x01...0x1A | `.control(letter)` |
public struct KeyDecoder: Sendable {
    /// Bytes of a key that has not been completed yet.
    private var pending: [UInt8] = []

    /// Longest escape sequence kept before it is thrown away as garbage.
    private static let maximumSequenceLength = 32

    public init() {}

    /// True while a partial UTF-8 character or escape sequence waits for more bytes.
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// An escape byte that ended a read by itself: a terminal sends a key's whole
    /// sequence in one write, so this was the Esc key. Taken, it is no longer pending.
    mutating func takeLoneEscape() -> Bool {
        guard pending == [0x1B] else { return false }
        pending = []
        return true
    }

    public mutating func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            if let key = feed(byte) { keys.append(key) }
        }
        return keys
    }

    private mutating func feed(_ byte: UInt8) -> Key? {
        if pending.isEmpty { return start(byte) }
        pending.append(byte)
        return pending[0] == 0x1B ? continueEscape() : continueUTF8()
    }

    private mutating func start(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x1B, 0xC2...0xF4:
            pending = [byte]
            return nil
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        default: return .ignored  // NUL, ctrl-\ ... ctrl-_, stray continuation bytes
        }
    }

    private mutating func continueUTF8() -> Key? {
        let byte = pending[pending.count - 1]
        guard byte & 0xC0 == 0x80 else {
            // The character was cut short: drop it and read this byte afresh.
            pending = []
            return start(byte)
        }
        let lead = pending[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard pending.count == length else { return nil }
        defer { pending = [] }
        guard let text = String(validating: pending, as: UTF8.self), let character = text.first,
            let scalar = text.unicodeScalars.first, !(0x80...0x9F).contains(scalar.value)
        else { return .ignored }
        return .character(character)
    }

    private mutating func continueEscape() -> Key? {
        let byte = pending[pending.count - 1]
        if pending.count == 2 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "O"): return nil
            case 0x1B:
                // ESC ESC: the first was a lone escape key; the second may start a sequence.
                pending = [0x1B]
                return nil
            default:
                pending = []
                return altKey(byte)
            }
        }
        if pending[1] == UInt8(ascii: "O") {
            pending = []
            return finalKey(byte, parameters: [])
        }
        // CSI: parameter bytes 0x30-0x3F, intermediates 0x20-0x2F, then one final byte 0x40-0x7E.
        // The Linux console's F1-F5 are `ESC [ [ A`...: one more byte after the second `[`.
        if pending.count == 4 && pending[2] == UInt8(ascii: "[") {
            pending = []
            return .ignored
        }
        if pending.count == 3 && byte == UInt8(ascii: "[") { return nil }
        switch byte {
        case 0x20...0x3F:
            if pending.count >= Self.maximumSequenceLength {
                pending = []
                return .ignored
            }
            return nil
        case 0x40...0x7E:
            let parameters = Array(pending[2..<(pending.count - 1)])
            pending = []
            return finalKey(byte, parameters: parameters)
        default:
            // Not a well-formed sequence: drop what came before and read this byte afresh.
            pending = []
            return start(byte)
        }
    }

    private func altKey(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return .wordLeft
        case UInt8(ascii: "f"), UInt8(ascii: "F"): return .wordRight
        case 0x7F, 0x08: return .control("w")
        default: return .ignored
        }
    }

    private func finalKey(_ final: UInt8, parameters: [UInt8]) -> Key {
        let text = String(decoding: parameters, as: UTF8.self)
        // `1;5` is ctrl, `1;3` alt: both move by words on the horizontal arrows.
        let modified = text.hasSuffix(";5") || text.hasSuffix(";3")
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return modified ? .wordRight : .right
        case UInt8(ascii: "D"): return modified ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch text {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .ignored
            }
        default: return .ignored
        }
    }
}
