/// Breaking a line of text for a terminal narrower than it, so that nothing is
/// cut: a line breaks before a ` · ` separator where it can, else between
/// words, never inside one (a number stays whole, even when it alone is wider).
/// Runs of spaces that align columns are kept within a line.
extension DisplayWidth {
    /// `line` as lines of at most `width` columns (Hangul counting two, ANSI
    /// SGR sequences none); lines after the first start under the line's last
    /// column (after a run of two or more spaces in the left half), else two
    /// columns in. A line that fits is returned alone.
    public static func wrap(_ line: String, to width: Int) -> [String] {
        guard width > 0, ofVisible(line) > width else { return [line] }
        let ownIndent = line.prefix { $0 == " " }.count
        // Words with the run of spaces before each (runs align help columns; kept within a line).
        var words: [(gap: Int, text: String, width: Int)] = []
        var pending = 0
        for word in line.dropFirst(ownIndent).split(separator: " ", omittingEmptySubsequences: false) {
            if word.isEmpty {
                pending += 1
                continue
            }
            let text = String(word)
            words.append((words.isEmpty ? 0 : pending + 1, text, ofVisible(text)))
            pending = 0
        }
        // A two-column line (help, listings) continues under its last column
        // when that starts in the left half; any other line two columns in.
        var indent = ownIndent + 2 <= width / 2 ? ownIndent + 2 : min(ownIndent, width / 2)
        var column = ownIndent
        for (index, word) in words.enumerated() {
            column += word.gap
            if index > 0, word.gap >= 2, column <= width / 2 { indent = column }
            column += word.width
        }
        var lines: [String] = []
        var current: [(gap: Int, text: String, width: Int)] = []
        var start = ownIndent
        func used(_ words: ArraySlice<(gap: Int, text: String, width: Int)>) -> Int {
            words.enumerated().reduce(0) { $0 + ($1.offset == 0 ? 0 : $1.element.gap) + $1.element.width }
        }
        func flush(_ words: ArraySlice<(gap: Int, text: String, width: Int)>) {
            var text = String(repeating: " ", count: start)
            for (index, word) in words.enumerated() {
                if index > 0 { text += String(repeating: " ", count: word.gap) }
                text += word.text
            }
            lines.append(text)
            start = indent
        }
        for word in words {
            if current.isEmpty || start + used(current[...]) + word.gap + word.width <= width {
                current.append(word)
                continue
            }
            // Break before the last `·` of the line when what follows it still fits on the next.
            if let dot = current.lastIndex(where: { $0.text == "·" }), dot > 0,
                indent + used(current[dot...]) + word.gap + word.width <= width
            {
                flush(current[..<dot])
                current = Array(current[dot...])
            } else {
                flush(current[...])
                current = []
            }
            current.append(word)
        }
        if !current.isEmpty { flush(current[...]) }
        return lines
    }
}
