/// Terminal column widths, so that Korean (double-width) text lines up in
/// tables, carets and the line editor.
public enum DisplayWidth {
    /// Columns taken by one scalar: 0 for combining marks and controls, 2 for
    /// East Asian wide and fullwidth characters, else 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 || v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if isZeroWidth(v) { return 0 }
        return isWide(v) ? 2 : 1
    }

    public static func of(_ character: Character) -> Int {
        var width = 0
        for (index, scalar) in character.unicodeScalars.enumerated() {
            // Only the first scalar of a cluster takes columns (jamo clusters, emoji sequences).
            width = index == 0 ? of(scalar) : width
        }
        return width
    }

    /// `of` a `String`, its bytes read in place (a table measures a hundred cells).
    public static func of(_ text: String) -> Int {
        var text = text
        if let width = text.withUTF8({ plainWidth($0) }) { return width }
        return clusterWidth(text)
    }

    public static func of<S: StringProtocol>(_ text: S) -> Int {
        if let width = plainWidth(text.utf8) { return width }
        return clusterWidth(text)
    }

    /// The width by grapheme clusters (`of(_: Character)` each): the rule.
    static func clusterWidth<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The width of text made only of printable ASCII (1 column each) and
    /// precomposed Hangul syllables U+AC00...U+D7A3 (2 each), read from its
    /// bytes; nil when any other scalar occurs. Exactly `clusterWidth` for such
    /// text: no two of those scalars join into one cluster (a syllable joins
    /// only conjoining jamo after it), and each is its own cluster's first.
    /// Most table cells (codes, numbers, Korean names) are such text, and
    /// breaking them into `Character`s cost a `rates` table most of its time.
    static func plainWidth<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
        var width = 0
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            if byte >= 0x20 && byte < 0x7F {
                width += 1
                continue
            }
            // U+AC00...U+D7A3 is EA B0 80 ... ED 9E A3 in UTF-8.
            guard byte >= 0xEA && byte <= 0xED, let second = iterator.next(), let third = iterator.next(),
                second & 0xC0 == 0x80, third & 0xC0 == 0x80
            else { return nil }
            let scalar = UInt32(byte & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            guard scalar >= 0xAC00 && scalar <= 0xD7A3 else { return nil }
            width += 2
        }
        return width
    }

    /// `text` padded with spaces to `width` columns (never truncated).
    public static func pad<S: StringProtocol>(_ text: S, to width: Int, alignRight: Bool = false) -> String {
        let gap = max(0, width - of(text))
        let spaces = String(repeating: " ", count: gap)
        return alignRight ? spaces + text : text + spaces
    }

    private static func isZeroWidth(_ v: UInt32) -> Bool {
        (v >= 0x0300 && v <= 0x036F) || (v >= 0x1160 && v <= 0x11FF) || (v >= 0x200B && v <= 0x200F)
            || (v >= 0xFE00 && v <= 0xFE0F) || (v >= 0xD7B0 && v <= 0xD7FF)
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0x303E) || (v >= 0x3041 && v <= 0x33FF)
            || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xA000 && v <= 0xA4CF)
            || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F)
            || (v >= 0xFF00 && v <= 0xFF60) || (v >= 0xFFE0 && v <= 0xFFE6) || (v >= 0x1F300 && v <= 0x1F64F)
            || (v >= 0x1F900 && v <= 0x1F9FF) || (v >= 0x20000 && v <= 0x3FFFD)
    }
}
