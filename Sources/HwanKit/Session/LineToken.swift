/// A word of a command line and the column where it starts (counted in
/// Unicode scalars, which is Characters for Korean and ASCII), so that errors
/// can point at it.
public struct LineToken: Sendable, Equatable {
    public let text: Substring
    public let column: Int

    /// Splits on whitespace, keeping a parenthesised group with spaces inside
    /// (`(1 + 2)`) as one token, as SPEC §2 allows for amounts. Works on UTF-8
    /// bytes: batch mode splits hundreds of thousands of lines.
    public static func split(_ line: String) -> [LineToken] {
        var tokens: [LineToken] = []
        let utf8 = line.utf8
        var start: String.Index?
        var startColumn = 0
        var depth = 0
        var column = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let isSpace: Bool
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
                isSpace = true
            } else if byte == 0xE3,
                utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex).map({ $0 < utf8.endIndex }) == true,
                utf8[utf8.index(after: index)] == 0x80, utf8[utf8.index(index, offsetBy: 2)] == 0x80
            {
                isSpace = true  // U+3000 IDEOGRAPHIC SPACE, typed by Korean input methods
            } else {
                isSpace = false
            }
            if isSpace && depth == 0 {
                if let s = start {
                    tokens.append(LineToken(text: line[s..<index], column: startColumn))
                    start = nil
                }
            } else if !isSpace || depth > 0 {
                if start == nil {
                    start = index
                    startColumn = column
                }
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            index = utf8.index(after: index)
        }
        if let s = start { tokens.append(LineToken(text: line[s...], column: startColumn)) }
        return tokens
    }
}
