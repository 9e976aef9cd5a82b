import Synchronization

/// Damerau–Levenshtein (optimal string alignment) distance, for "Did you mean ...?".
///
/// Every comparison is bounded by its `limit` first: two texts whose lengths
/// differ by more than the limit are far apart without a single cell of the
/// table being computed, so a pasted megabyte costs one length check per name.
public enum EditDistance {
    /// The distance between two texts, ignoring ASCII case, or `limit + 1` as
    /// soon as it is certain to exceed `limit`.
    public static func between(_ a: String, _ b: String, limit: Int = Int.max - 1) -> Int {
        // Lengths first: lowering a megabyte is linear, comparing it is not.
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        return between(x, y, limit: limit)
    }

    /// The distance, or `limit + 1` as soon as it is certain to exceed `limit`:
    /// the name index compares a word with thousands of keys, most of them far.
    public static func between(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int {
        if x.isEmpty { return min(y.count, limit + 1) }
        if y.isEmpty { return min(x.count, limit + 1) }
        if abs(x.count - y.count) > limit { return limit + 1 }
        meter?.cells.add(x.count * y.count, ordering: .relaxed)
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return min(previous[y.count], limit + 1)
    }

    /// Counts the table cells comparisons set out to fill (at most
    /// `x.count × y.count` each), so that tests can show a search stays
    /// linear without timing it.
    public final class Meter: Sendable {
        public let cells = Atomic<Int>(0)
        public init() {}
    }

    /// The meter of the current task, if a test set one.
    @TaskLocal public static var meter: Meter?
}
