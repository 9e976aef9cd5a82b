/// The line and a row of `^` under the offending columns. A long line shows
/// only a window of `width` columns around the error, cut with `…`, so that a
/// pasted megabyte never floods the terminal; a line with control characters
/// or invisible characters is not shown at all.
enum Caret {
    static let width = 80

    static func lines(under line: String, columns: Range<Int>) -> [String] {
        let hasControl = line.unicodeScalars.contains { $0 != "\t" && TerminalText.isUnsafe($0) }
        guard !line.isEmpty, !hasControl else { return [] }
        let total = DisplayWidth.of(line)
        guard total > width else {
            return [line, marks(at: columns.lowerBound, count: columns.count)]
        }
        // Room for an ellipsis on each side; the error starts a quarter in.
        let from = max(0, min(columns.lowerBound - width / 4, total - (width - 2)))
        let to = min(total, from + width - 2)
        var shown = from > 0 ? "…" : ""
        var column = 0
        for character in line {
            let next = column + DisplayWidth.of(character)
            if column >= from && next <= to { shown.append(character) }
            if next >= to { break }
            column = next
        }
        if to < total { shown += "…" }
        let start = columns.lowerBound - from + (from > 0 ? 1 : 0)
        let count = max(1, min(columns.count, to - columns.lowerBound))
        return [shown, marks(at: start, count: count)]
    }

    private static func marks(at column: Int, count: Int) -> String {
        String(repeating: " ", count: max(0, column)) + String(repeating: "^", count: max(1, count))
    }
}
