/// Damerau–Levenshtein (optimal string alignment) distance, for "Did you mean ...?".
public enum EditDistance {
    /// The distance between two texts, ignoring ASCII case.
    public static func between(_ a: String, _ b: String) -> Int {
        between(Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars), limit: Int.max - 1)
    }

    /// The distance, or `limit + 1` as soon as it is certain to exceed `limit`:
    /// the name index compares a word with thousands of keys, most of them far.
    public static func between(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int {
        if x.isEmpty { return min(y.count, limit + 1) }
        if y.isEmpty { return min(x.count, limit + 1) }
        if abs(x.count - y.count) > limit { return limit + 1 }
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
}
