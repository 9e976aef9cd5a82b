extension EditDistance {
    /// The candidate closest to `word` when it is close enough to be a typo
    /// (none for 1 or 2 characters, where every guess is one edit away; 1
    /// edit up to 4 characters; 2 beyond), for
    /// "did you mean" after a misspelt option, value or key; ties go to the
    /// earlier candidate.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let limit = word.count <= 2 ? 0 : word.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }
}
