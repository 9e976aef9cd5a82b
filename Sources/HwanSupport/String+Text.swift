/// Small text helpers that FoundationEssentials does not offer on every platform.
extension StringProtocol {
    /// Without leading and trailing whitespace (including full-width spaces).
    public func trimmed() -> String {
        // Nothing to trim when both ends are ASCII and not white space (a
        // character ending in one cannot start with white space either).
        let string = String(self)
        if let first = string.utf8.first, let last = string.utf8.last, first < 0x80, last < 0x80,
            !Self.isASCIIWhitespace(first), !Self.isASCIIWhitespace(last)
        {
            return string
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
