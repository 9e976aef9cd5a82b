/// Small text helpers that FoundationEssentials does not offer on every platform.
extension StringProtocol {
    /// Without leading and trailing whitespace (including full-width spaces).
    public func trimmed() -> String {
        // Nothing to trim when both ends are ASCII and not white space (a
        // character ending in one cannot start with white space either).
        // ASCII white space at the ends, up to ASCII that is not: the characters
        // are those bytes (no cluster joins ASCII white space to ASCII).
        let string = String(self)
        let utf8 = string.utf8
        var front = utf8.startIndex
        while front < utf8.endIndex, Self.isASCIIWhitespace(utf8[front]) { front = utf8.index(after: front) }
        if front == utf8.endIndex { return "" }
        var back = utf8.index(before: utf8.endIndex)
        while back > front, Self.isASCIIWhitespace(utf8[back]) { back = utf8.index(before: back) }
        if utf8[front] < 0x80, utf8[back] < 0x80 {
            if front == utf8.startIndex && utf8.index(after: back) == utf8.endIndex { return string }
            return String(string[front..<utf8.index(after: back)])
        }
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let last = characters.lastIndex(where: { !$0.isWhitespace })!
        return String(characters[first...last])
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
