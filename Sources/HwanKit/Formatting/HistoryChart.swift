/// The plot `history` draws on a screen (SPEC §12): `rows` lines of Unicode
/// blocks (an area under the rate, in eighths of a line), the rate axis
/// labelled at its maximum (top) and minimum (bottom) on the left, a line
/// marking the highest (▲) and lowest (▼) day, and the first and last dates
/// under the plot. Every line fits `width` columns (Hangul counting two).
///
///     1,520.30 ┤      ▂▅█▇▅
///              │   ▂▅█████▇▆
///     1,432.10 ┤▃▆██████████
///                    ▼   ▲
///               2024-01-02  2024-01-31
///
/// More points than columns are resampled to one point a column, each the last
/// of its run, except that the runs holding the minimum and the maximum show
/// them; fewer points are stretched over the columns. Pure: the values, their
/// labels and dates come in.
public struct HistoryChart {
    /// Lines of plot.
    public static let rows = 8
    /// Levels of a cell, from empty to full, in eighths.
    static let cells: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public let values: [ExactFraction]
    /// Each point's day as the table shows it (`2024-01-02`).
    public let dates: [String]
    /// A rate as the axis shows it (the table's precision).
    public let label: (ExactFraction) -> String

    public init(values: [ExactFraction], dates: [String], label: @escaping (ExactFraction) -> String) {
        self.values = values
        self.dates = dates
        self.label = label
    }

    /// The index of the first lowest and the first highest value.
    var extremes: (low: Int, high: Int)? {
        guard var low = values.indices.first else { return nil }
        var high = low
        for index in values.indices {
            if values[index] < values[low] { low = index }
            if values[index] > values[high] { high = index }
        }
        return (low, high)
    }

    /// Which point each of `columns` columns shows.
    static func resampled(count: Int, columns: Int, low: Int, high: Int) -> [Int] {
        guard count > 0, columns > 0 else { return [] }
        guard count > columns else { return (0..<columns).map { $0 * count / columns } }
        // Column c shows the last point of its run, or the run's minimum or maximum.
        // Run c holds the points from c·count/columns up to the next run's first.
        let starts = (0...columns).map { $0 * count / columns }
        var shown = (0..<columns).map { starts[$0 + 1] - 1 }
        func run(of index: Int) -> Int { (starts.lastIndex { $0 <= index } ?? 0).clamped(below: columns) }
        shown[run(of: low)] = low
        let highColumn = run(of: high)
        if highColumn != run(of: low) || low == high {
            shown[highColumn] = high
        } else {
            // Both in one run: the later of the two moves to the next column (or the earlier to the one before).
            if highColumn + 1 < columns {
                shown[highColumn] = min(low, high)
                shown[highColumn + 1] = max(low, high)
            } else {
                shown[highColumn] = max(low, high)
                shown[highColumn - 1] = min(low, high)
            }
        }
        return shown
    }

    /// The plot and its axes in at most `width` columns; empty with fewer than two points.
    public func lines(width: Int) -> [String] {
        guard values.count >= 2, let (low, high) = extremes else { return [] }
        let lowText = label(values[low])
        let highText = label(values[high])
        let labelWidth = max(DisplayWidth.of(lowText), DisplayWidth.of(highText))
        let columns = width - labelWidth - 2
        guard columns >= 2 else { return [] }
        let shown = Self.resampled(count: values.count, columns: columns, low: low, high: high)
        let span = values[high] - values[low]
        let eighths = Self.rows * 8
        let heights = shown.map { index -> Int in
            guard !span.isZero else { return eighths / 2 }
            // 1 + (value − min) / span × (eighths − 1), to the nearest eighth.
            guard let scaled = try? (values[index] - values[low]) / span * ExactFraction(eighths - 1) else {
                return 1
            }
            let level =
                scaled.decimal(significantDigits: 40, rounding: .down)
                .rounded(fractionDigits: 0, rounding: .toNearestOrAwayFromZero).int64Value ?? 0
            return 1 + Int(min(max(level, 0), Int64(eighths - 1)))
        }
        var lines: [String] = []
        for row in (0..<Self.rows).reversed() {
            let axis: String
            if row == Self.rows - 1 {
                axis = DisplayWidth.pad(highText, to: labelWidth, alignRight: true) + " ┤"
            } else if row == 0 {
                axis = DisplayWidth.pad(lowText, to: labelWidth, alignRight: true) + " ┤"
            } else {
                axis = String(repeating: " ", count: labelWidth) + " │"
            }
            let cells = heights.map { Self.cells[min(max($0 - row * 8, 0), 8)] }
            lines.append(TextTable.trimmingTrailingSpaces(axis + String(cells)))
        }
        // The highest and lowest days, under their columns.
        let indent = String(repeating: " ", count: labelWidth + 2)
        var marks = [Character](repeating: " ", count: columns)
        if let column = shown.firstIndex(of: high) { marks[column] = "▲" }
        if let column = shown.firstIndex(of: low) { marks[column] = "▼" }
        lines.append(TextTable.trimmingTrailingSpaces(indent + String(marks)))
        let first = dates.first ?? ""
        let last = dates.last ?? ""
        let both = DisplayWidth.of(first) + DisplayWidth.of(last) + 1
        if both <= columns {
            lines.append(indent + first + String(repeating: " ", count: columns - both + 1) + last)
        } else {
            lines.append(DisplayWidth.fit(first + " … " + last, to: width))
        }
        return lines
    }
}

extension Int {
    /// At most `limit` − 1, at least 0.
    fileprivate func clamped(below limit: Int) -> Int { Swift.min(Swift.max(self, 0), limit - 1) }
}
