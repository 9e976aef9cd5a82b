/// "Did you mean ...?" for a word that names nothing: the nearest spellings in
/// the name index, bounded so that a pasted 100 KB word costs nothing.
extension NameIndex {
    /// Up to three spellings within edit distance 1 (words of one or two
    /// letters) or 2, nearest first; codes and symbols before names among equals.
    public static func suggestions(for word: String, among kind: Kind? = nil) -> [String] {
        let typed = LineText(word)
        let key = String(String.UnicodeScalarView(typed.folded))
        let length = typed.count
        // Nothing within two edits of a word longer than every key by more than two.
        guard length > 0, length <= longestKey + 2 else { return [] }
        let limit = length <= 2 ? 1 : 2
        let typedScalars = Array(key.unicodeScalars)
        let letters = typedScalars.sorted()
        var scored: [(text: String, distance: Int, anagram: Int, rank: Int)] = []
        // A Hangul word is never offered a Latin symbol (`반` is not 'J', 'K' or 'V').
        let hangul = typedScalars.contains(where: \.isHangulSyllable)
        for candidate in suggestionKeys where abs(candidate.scalars.count - length) <= limit {
            if hangul && !candidate.scalars.contains(where: \.isHangulSyllable) { continue }
            let entries =
                kind.map { kind in candidate.entries.filter { $0.kind == kind } } ?? candidate.entries
            guard !entries.isEmpty else { continue }
            let distance = EditDistance.between(typedScalars, candidate.scalars, limit: limit)
            guard distance <= limit, distance > 0 || candidate.scalars != typedScalars else { continue }
            // `mm` names both Mm and mm: show the entry spelled as the key, if any.
            let text = candidate.key
            let entry = entries.first { display(text, $0) == text } ?? entries[0]
            // A swapped pair of letters (`JYP`) is the likeliest slip of all.
            let anagram = candidate.scalars.sorted() == letters ? 0 : 1
            scored.append((display(text, entry), distance, anagram, rank(entry)))
        }
        scored.sort { a, b in
            (a.distance, a.anagram, a.rank, a.text) < (b.distance, b.anagram, b.rank, b.text)
        }
        var seen = Set<String>()
        return Array(scored.map(\.text).filter { seen.insert($0).inserted }.prefix(3))
    }

    /// Every key with its entries, read once per process, and only when a word
    /// named nothing (a one-shot command that succeeds never builds it).
    private static let suggestionKeys: [(key: String, scalars: [Unicode.Scalar], entries: [Entry])] = {
        var keys: [(key: String, scalars: [Unicode.Scalar], entries: [Entry])] = []
        forEachKey { key, entries in keys.append((key, Array(key.unicodeScalars), entries)) }
        return keys
    }()

    /// Currencies or units, to keep suggestions to what the line is about.
    public enum Kind: Sendable { case currency, unit }

    /// How a key is shown: codes in capitals, symbols in their own case.
    static func display(_ key: String, _ entry: Entry) -> String {
        switch entry.spelling {
        case .code: key.uppercased()
        case .symbol(let exact), .asciiSymbol(let exact): exact
        case .name, .alias, .sign: key
        }
    }

    private static func rank(_ entry: Entry) -> Int {
        switch entry.spelling {
        case .code, .symbol, .sign: 0
        case .name: 1
        case .asciiSymbol, .alias: 2
        }
    }
}

extension NameIndex {
    /// Every name tab completion offers: codes in capitals, unit symbols in their
    /// own case, names and aliases as indexed (Korean without their spaces, so a
    /// completed word is one word). Each is a key of this index, so the grammar
    /// reads every word it offers.
    public static func completionWords() -> [String] {
        // English names of several words are indexed joined too (`usdollar`,
        // `kilometre-per-hour`); offering those would only bury the real words.
        var joined = Set<String>()
        forEachKey { key, _ in
            if key.contains(" ") && !key.unicodeScalars.contains(where: \.isHangulSyllable) {
                joined.insert(String(key.filter { $0 != " " }))
            }
        }
        var words: [String] = []
        var seen = Set<String>()
        forEachKey { key, entries in
            guard !key.contains(" "), !key.contains("-"), !joined.contains(key) else { return }
            for entry in entries {
                let word = display(key, entry)
                // Offer a symbol only in its own case: `mm` and `Mm`, not a lower-cased `Mm`.
                if case .symbol(let exact) = entry.spelling, exact != word { continue }
                if seen.insert(word).inserted { words.append(word) }
            }
        }
        return words
    }
}

extension NameIndex.Entry {
    public var kind: NameIndex.Kind {
        switch target {
        case .currency: .currency
        case .unit: .unit
        }
    }
}
