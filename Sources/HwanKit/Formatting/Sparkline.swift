/// A one-line chart of values with the eight block heights `▁▂▃▄▅▆▇█` (SPEC §8):
/// the lowest value is `▁`, the highest `█`, the rest in between by exact
/// arithmetic. A flat series draws `▄`s. More values than `width` are thinned
/// to the last value of each of `width` equal runs, so the newest always shows.
///
///     Sparkline.render([1, 2, 3, 8])      // "▁▂▃█"
public enum Sparkline {
    public static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    public static let defaultWidth = 40

    public static func render(_ values: [ExactFraction], width: Int = defaultWidth) -> String {
        let shown = thinned(values, to: max(width, 1))
        guard let low = shown.min(), let high = shown.max() else { return "" }
        let span = high - low
        guard !span.isZero else { return String(repeating: levels[3], count: shown.count) }
        let top = ExactFraction(levels.count - 1)
        return String(
            shown.map { value -> Character in
                // (value − low) / span × 7, rounded to the nearest level.
                guard let scaled = try? (value - low) / span * top else { return levels[0] }
                // scaled lies in 0...7: rounding to the nearest whole level needs no floor of negatives.
                let level =
                    scaled.decimal(significantDigits: 40, rounding: .down)
                    .rounded(fractionDigits: 0, rounding: .toNearestOrAwayFromZero).int64Value ?? 0
                return levels[Int(min(max(level, 0), Int64(levels.count - 1)))]
            })
    }

    /// At most `width` values: the last of each of `width` equal runs.
    static func thinned(_ values: [ExactFraction], to width: Int) -> [ExactFraction] {
        guard values.count > width else { return values }
        return (1...width).map { run in values[(run * values.count + width - 1) / width - 1] }
    }
}
