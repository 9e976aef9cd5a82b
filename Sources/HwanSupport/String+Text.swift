/// Small text helpers that FoundationEssentials does not offer on every platform.
extension StringProtocol {
    /// Without leading and trailing whitespace (including full-width spaces).
    public func trimmed() -> String {
        // Nothing to trim when both ends are ASCII and not white space (a
        // character ending in one cannot start with white space either).
        // ASCII white space at the ends, up to ASCII that is not or a Hangul
        // syllable: those bytes are whole characters (no cluster joins ASCII
        // white space to either), and the kept ends start no white character.
        var string = String(self)
        let kept: Range<Int>? = string.withUTF8 { bytes in
            var front = 0
            while front < bytes.count, Self.isASCIIWhitespace(bytes[front]) { front += 1 }
            if front == bytes.count { return 0..<0 }
            var end = bytes.count
            while end > front, Self.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
            let plainFront =
                bytes[front] < 0x80 || (front + 3 <= end && Self.isHangulSyllable(bytes, at: front))
            let plainEnd =
                bytes[end - 1] < 0x80 || (end - 3 >= front && Self.isHangulSyllable(bytes, at: end - 3))
            return plainFront && plainEnd ? front..<end : nil
        }
        if let kept {
            if kept.count == string.utf8.count { return string }
            return string.withUTF8 {
                String(decoding: UnsafeBufferPointer(rebasing: $0[kept]), as: UTF8.self)
            }
        }
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = characters.lastIndex(where: { !$0.isWhitespace })!
        return String(characters[first...last])
    }

    /// Whether the three bytes at `index` encode a Hangul syllable (U+AC00...U+D7A3).
    private static func isHangulSyllable(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let (a, b, c) = (bytes[index], bytes[index + 1], bytes[index + 2])
        guard a & 0xF0 == 0xE0, b & 0xC0 == 0x80, c & 0xC0 == 0x80 else { return false }
        let value = UInt32(a & 0x0F) << 12 | UInt32(b & 0x3F) << 6 | UInt32(c & 0x3F)
        return value >= 0xAC00 && value <= 0xD7A3
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Every occurrence of `target` replaced by `replacement`.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let source = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, source.count >= needle.count else { return String(self) }
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            if index + needle.count <= source.count,
                source[index..<index + needle.count].elementsEqual(needle)
            {
                out.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                out.append(source[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    /// The string upper-cased when it is exactly `count` ASCII letters (what
    /// `uppercased()` gives then), else nil: read byte by byte, so a valid
    /// code costs no Unicode case table (see bench/README.md).
    package func uppercasedASCIILetters(count: Int) -> String? {
        var string = self
        return string.withUTF8 { bytes -> String? in
            guard bytes.count == count else { return nil }
            for byte in bytes where !(byte >= 0x41 && byte <= 0x5A) && !(byte >= 0x61 && byte <= 0x7A) {
                return nil
            }
            return String(unsafeUninitializedCapacity: count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    buffer[index] = byte >= 0x61 ? byte - 0x20 : byte
                }
                return count
            }
        }
    }
}

/// The decimal digits of `magnitude`, after a `-` when `negative`, as
/// `String(_:)` writes an integer, built from bytes (the standard library's
/// integer description lies far from the code a one-shot command runs; see
/// bench/README.md).
private func decimalText(magnitude: UInt64, negative: Bool) -> String {
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
        rest /= 10
        digits += 1
    }
    let count = digits + (negative ? 1 : 0)
    return String(unsafeUninitializedCapacity: count) { buffer in
        var value = magnitude
        for index in stride(from: count - 1, through: count - digits, by: -1) {
            buffer[index] = UInt8(truncatingIfNeeded: value % 10) + 0x30
            value /= 10
        }
        if negative { buffer[0] = UInt8(ascii: "-") }
        return count
    }
}

extension UInt32 {
    /// The decimal digits of the value, as `String(self)` writes them.
    package var decimalText: String { HwanSupport.decimalText(magnitude: UInt64(self), negative: false) }
}

extension Int64 {
    /// The value in decimal, as `String(self)` writes it.
    package var decimalText: String { HwanSupport.decimalText(magnitude: magnitude, negative: self < 0) }
}

extension Int {
    /// The value in decimal, as `String(self)` writes it.
    package var decimalText: String {
        HwanSupport.decimalText(magnitude: UInt64(magnitude), negative: self < 0)
    }
}

extension [String] {
    /// The strings joined with single spaces, as `joined(separator: " ")`
    /// gives: a concrete loop, as the generic `joined` is not specialized and
    /// looks up its collection's associated types by name at run time, which
    /// scans every conformance record of the binary (bench/README.md).
    package func joinedWithSpaces() -> String {
        var text = ""
        for (index, word) in enumerated() {
            if index > 0 { text += " " }
            text += word
        }
        return text
    }
}

extension Substring {
    /// `lowercased()`, with ASCII text lower-cased byte by byte (the general
    /// case mapping's code and tables lie far from a one-shot command's).
    /// On Substring and String, not StringProtocol: a generic body runs
    /// unspecialized and looks up its associated types by name at run time,
    /// which scans every conformance record of the binary (bench/README.md).
    package func lowercasedFast() -> String {
        let count = utf8.count
        var isASCII = true
        var hasUpper = false
        for byte in utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= 0x41 && byte <= 0x5A { hasUpper = true }
        }
        guard isASCII else { return lowercased() }
        guard hasUpper else { return String(self) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            for (index, byte) in utf8.enumerated() {
                buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            }
            return count
        }
    }
}

extension String {
    /// `lowercased()`, with ASCII text lower-cased byte by byte.
    package func lowercasedFast() -> String { Substring(self).lowercasedFast() }
}
