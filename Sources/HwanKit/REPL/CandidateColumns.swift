/// Completion candidates laid out in columns, read top to bottom like `ls`,
/// measured in display columns so Korean names line up.
public enum CandidateColumns {
    /// Rows of text, without line ends or trailing spaces, that fit in `width` columns
    /// (a name wider than the row gets a row of its own).
    public static func layout(_ names: [String], width: Int) -> [String] {
        guard !names.isEmpty else { return [] }
        let gap = 2
        let cell = names.map { DisplayWidth.of($0) }.max()! + gap
        let columns = max(1, (max(1, width - 1) + gap) / cell)
        let rows = (names.count + columns - 1) / columns
        return (0..<rows).map { row in
            var text = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < names.count else { break }
                let isLast = column == columns - 1 || index + rows >= names.count
                text += isLast ? names[index] : DisplayWidth.pad(names[index], to: cell)
            }
            return text
        }
    }
}
