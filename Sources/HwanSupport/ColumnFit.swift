/// Which columns of a table a terminal has room for: the table gives up
/// whole columns in a stated order rather than cutting a cell, so every
/// number shown is shown whole.
public enum ColumnFit {
    /// The indices of the columns kept, in order: columns of `dropOrder` are
    /// left out one by one, first to last, until the widths (with `gap`
    /// columns between cells) fit in `width`; columns not named there always stay.
    public static func kept(widths: [Int], dropOrder: [Int], width: Int, gap: Int = 2) -> [Int] {
        var kept = Set(widths.indices)
        func total() -> Int {
            let cells = kept.reduce(0) { $0 + widths[$1] }
            return cells + gap * max(0, kept.count - 1)
        }
        for column in dropOrder where total() > width {
            kept.remove(column)
        }
        return kept.sorted()
    }

    /// `좁은 화면이라 뺀 열: Bybit, OKX (--json 에 모두)`: what a fitted table
    /// says below itself about the columns it left out, named in its header's words.
    public static func leftOutNote(_ names: [String]) -> Localized {
        let list = names.joined(separator: ", ")
        return Localized(
            ko: "좁은 화면이라 뺀 열: \(list) (--json 에 모두)", en: "narrow screen, left out: \(list) (all in --json)")
    }
}
