/// The bytes that redraw the prompt and the line being edited in place.
///
/// The output goes back to the start of the row (`\r`), writes the prompt and
/// the visible part of the line, clears the rest of the row (`ESC [ K`), and
/// puts the cursor on its column counted in display columns, so a Hangul
/// syllable moves it by two.
///
/// A line too long for the row scrolls sideways: the window shows the cursor,
/// starting at the line's beginning while that fits, and `<` / `>` in the
/// edge columns say that text is hidden on that side. The last column of the
/// row is never written, so the terminal never wraps.
public enum LineRenderer {
    /// The visible slice of the line and the markers around it.
    struct Window: Equatable {
        var range: Range<Int>
        var hiddenBefore: Bool
        var hiddenAfter: Bool
    }

    /// `prompt` is plain text (no escape sequences); `width` is the terminal's column count.
    public static func render(prompt: String, buffer: [Character], cursor: Int, width: Int) -> String {
        let cursor = min(max(0, cursor), buffer.count)
        let promptWidth = DisplayWidth.of(prompt)
        let room = max(1, width - promptWidth - 1)
        let widths = buffer.map { DisplayWidth.of($0) }
        let window = window(widths: widths, cursor: cursor, room: room)

        var output = "\r" + prompt
        if window.hiddenBefore { output += "<" }
        output += String(buffer[window.range])
        if window.hiddenAfter { output += ">" }
        output += "\u{1B}[K"
        let column =
            promptWidth + (window.hiddenBefore ? 1 : 0)
            + widths[window.range.lowerBound..<cursor].reduce(0, +)
        output += "\r"
        if column > 0 { output += "\u{1B}[\(column)C" }
        return output
    }

    /// The characters to show in `room` columns so that the cursor (which needs
    /// one column of its own at the end of the line) is inside the window.
    static func window(widths: [Int], cursor: Int, room: Int) -> Window {
        let cursorCell = cursor < widths.count ? widths[cursor] : 1
        let needed = widths.reduce(0, +) + (cursor == widths.count ? 1 : 0)
        guard needed > room else {
            return Window(range: 0..<widths.count, hiddenBefore: false, hiddenAfter: false)
        }

        let markers = room >= 4  // a narrower row has no column to spare for them
        let marker = markers ? 1 : 0
        var start = 0
        if widths[0..<cursor].reduce(0, +) + cursorCell > room - marker {
            // Scrolled: the cursor sits at the right edge, left of the `>` marker.
            let inner = max(cursorCell, room - 2 * marker)
            start = cursor
            var used = cursorCell
            while start > 0 && used + widths[start - 1] <= inner {
                start -= 1
                used += widths[start]
            }
        }
        let hiddenBefore = markers && start > 0
        func end(within available: Int) -> Int {
            var end = start
            var used = 0
            while end < widths.count && used + widths[end] <= available {
                used += widths[end]
                end += 1
            }
            return end
        }
        var last = end(within: room - (hiddenBefore ? 1 : 0))
        if markers && last < widths.count { last = end(within: room - (hiddenBefore ? 1 : 0) - 1) }
        return Window(
            range: start..<last, hiddenBefore: hiddenBefore, hiddenAfter: markers && last < widths.count)
    }
}
