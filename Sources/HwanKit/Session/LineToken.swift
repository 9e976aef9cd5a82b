/// A word of a command line and the column (in Characters) where it starts,
/// so that errors can point at it.
public struct LineToken: Sendable, Equatable {
    public let text: Substring
    public let column: Int

    /// Splits on whitespace, keeping a parenthesised group with spaces inside
    /// (`(1 + 2)`) as one token, as SPEC §2 allows for amounts.
    public static func split(_ line: String) -> [LineToken] {
        var tokens: [LineToken] = []
        var start: String.Index?
        var startColumn = 0
        var depth = 0
        var column = 0
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character.isWhitespace && depth == 0 {
                if let s = start {
                    tokens.append(LineToken(text: line[s..<index], column: startColumn))
                    start = nil
                }
            } else {
                if start == nil {
                    start = index
                    startColumn = column
                }
                if character == "(" { depth += 1 }
                if character == ")" { depth = max(0, depth - 1) }
            }
            index = line.index(after: index)
            column += 1
        }
        if let s = start { tokens.append(LineToken(text: line[s...], column: startColumn)) }
        return tokens
    }
}
