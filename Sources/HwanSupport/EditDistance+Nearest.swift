extension EditDistance {
    /// The largest distance still read as a typo of a word of `length`
    /// characters: none for 1 or 2 characters (every guess is one edit away),
    /// 1 edit up to 4 characters, 2 beyond.
    static func typoLimit(forLength length: Int) -> Int {
        length <= 2 ? 0 : length <= 4 ? 1 : 2
    }

    /// The candidate closest to `word` when it is close enough to be a typo
    /// (see `typoLimit`), for "did you mean" after a misspelt option, value or
    /// key; ties go to the earlier candidate. A word longer than every
    /// candidate by more than the limit is compared with none of them.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let limit = typoLimit(forLength: word.count)
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = between(typed, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }
}
