extension EditDistance {
    /// The largest distance still read as a typo of a word of `length`
    /// characters: none for one character (every guess is one edit away),
    /// 1 edit up to 4 characters, 2 beyond. The one rule of every "did you
    /// mean" in hwan (names, commands, options, config keys, boards).
    public static func typoLimit(forLength length: Int) -> Int {
        length <= 1 ? 0 : length <= 4 ? 1 : 2
    }

    /// One spelling a typo may have meant, as `rankSuggestions` weighs it.
    public struct Candidate {
        /// What the suggestion shows (`JPY`, `mile`, `--offline`).
        public let text: String
        /// The folded spelling the typed word is compared with (`jpy`).
        public let scalars: [Unicode.Scalar]
        /// Among equally near candidates, lower first (codes before names, or table order).
        public let rank: Int

        public init(text: String, scalars: [Unicode.Scalar], rank: Int) {
            self.text = text
            self.scalars = scalars
            self.rank = rank
        }
    }

    /// "Did you mean ...?": the candidates nearest to `typed` (already folded,
    /// e.g. lower-cased), at most `maximum` of them, all from the nearest tier.
    ///
    /// A candidate is a typo of the word when it lies within
    /// `typoLimit(forLength:)` edits; a candidate spelt like the word in other
    /// letter case is at distance 0 and still offered (`KG` → `kg`). Only the
    /// nearest tier is offered, and within it a reordering of the same letters
    /// (`JYP` → `JPY`) beats other slips (`JEP`); then `rank`, then the text.
    /// A candidate longer or shorter than the word by more than the limit costs
    /// one length check, so a pasted megabyte computes nothing. `letters`, when
    /// given, is the length the limit is read from (an option's letters after its dashes).
    public static func rankSuggestions(
        for typed: [Unicode.Scalar], among candidates: some Sequence<Candidate>, maximum: Int = 3,
        letters: Int? = nil
    ) -> [String] {
        let limit = typoLimit(forLength: letters ?? typed.count)
        guard !typed.isEmpty else { return [] }
        lazy var letters = typed.sorted { $0.value < $1.value }
        var scored: [(text: String, distance: Int, reordered: Int, rank: Int)] = []
        for candidate in candidates where abs(candidate.scalars.count - typed.count) <= limit {
            let distance = between(typed, candidate.scalars, limit: limit)
            guard distance <= limit else { continue }
            let reordered = candidate.scalars.sorted { $0.value < $1.value } == letters ? 0 : 1
            scored.append((candidate.text, distance, reordered, candidate.rank))
        }
        guard let best = scored.min(by: { ($0.distance, $0.reordered) < ($1.distance, $1.reordered) }) else {
            return []
        }
        let nearest = scored.filter { $0.distance == best.distance && $0.reordered == best.reordered }
            .sorted { ($0.rank, $0.text) < ($1.rank, $1.text) }
        var seen = Set<String>()
        return Array(nearest.map(\.text).filter { seen.insert($0).inserted }.prefix(maximum))
    }

    /// The candidate closest to `word` when it is close enough to be a typo,
    /// for "did you mean" after a misspelt option, value, key or command: the
    /// first of `rankSuggestions` over the list, compared without regard to
    /// case; ties go to the earlier candidate. An option's dashes are no letters
    /// of it: `-x` is a one-letter word, too short to be anyone's typo.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        let letters = typed.drop { $0 == "-" }.count
        // Lengths first: lowering a megabyte is linear, comparing it is not.
        return rankSuggestions(
            for: typed,
            among: candidates.lazy.enumerated().map { index, text in
                Candidate(text: text, scalars: Array(text.lowercased().unicodeScalars), rank: index)
            }, maximum: 1, letters: letters
        ).first
    }
}
