/// The one aligner of every table hwan prints (rates, units, bank quotes, coins):
/// Hangul counts two columns, columns are two spaces apart, and no line ends in spaces.
public enum TextTable {
    /// Rows padded to common column widths; `rightAligned` holds the numeric columns.
    /// A left-aligned last column is not padded.
    public static func lines(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = row.enumerated().map { column, text in
                column == row.count - 1 && !rightAligned.contains(column)
                    ? text
                    : DisplayWidth.pad(text, to: widths[column], alignRight: rightAligned.contains(column))
            }
            return trimmingTrailingSpaces(cells.joined(separator: "  "))
        }
    }

    /// Cut on UTF-8 bytes: a space is one byte, so the cut is always on a character boundary.
    public static func trimmingTrailingSpaces(_ line: String) -> String {
        let utf8 = line.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
            end = utf8.index(before: end)
        }
        return String(line[..<end])
    }
}
