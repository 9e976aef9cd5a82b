/// "Did you mean ...?" for a word that names nothing: the nearest spellings in
/// the name index, bounded so that a pasted 100 KB word costs nothing.
///
/// This is the one suggestion engine for names: the parser's errors, the
/// currency arguments of `rates`, `bank`, `remit`, `exchange`, `history` and
/// `watch` (through `CurrencyCatalog.resolve`), `currencies QUERY` with no match,
/// and the config's `home`. Commands, options, config keys and boards are closed
/// lists and use the same rule through `EditDistance.nearest`
/// (`EditDistance.rankSuggestions` holds the rule once for both).
extension NameIndex {
    /// Up to three spellings from the nearest tier (see
    /// `EditDistance.rankSuggestions`): codes and symbols before names among
    /// equals; a Hangul word is offered Hangul names only.
    public static func suggestions(for word: String, among kind: Kind? = nil) -> [String] {
        let typed = LineText(word)
        let length = typed.folded.count
        // Nothing within two edits of a word longer than every key by more than two.
        guard length > 0, length <= longestKey + 2 else { return [] }
        let typedScalars = typed.folded
        // A Hangul word is never offered a Latin symbol (`반` is not 'J', 'K' or 'V').
        let hangul = typedScalars.contains(where: \.isHangulSyllable)
        let limit = EditDistance.typoLimit(forLength: length)
        let letters = suggestionLetters(typedScalars)
        let capitals = word.unicodeScalars.contains { $0.value >= 0x41 && $0.value <= 0x5A }
        let shortWord = !hangul && !capitals && length <= 3
        let sortedTyped = typedScalars.sorted { $0.value < $1.value }
        let near = suggestionKeys.lazy.filter { abs($0.scalars.count - length) <= limit }
        let candidates = near.compactMap { candidate -> EditDistance.Candidate? in
            if hangul && !candidate.scalars.contains(where: \.isHangulSyllable) { return nil }
            // A short lower-case word (`for`, `gas`) is a word of its own: a name with one
            // letter changed (`fur`, `gal`) is no slip of it; one letter more or less, or
            // the same letters reordered, is (`kmm`, `mkm`).
            if shortWord, candidate.scalars.count == length, candidate.scalars != typedScalars,
                candidate.scalars.sorted(by: { $0.value < $1.value }) != sortedTyped
            {
                return nil
            }
            let entries = candidate.entries.filter { entry in
                !entry.isByRule && kind.map { entry.kind == $0 } ?? true
            }
            guard !entries.isEmpty else { return nil }
            // `mm` names both Mm and mm: show the entry spelled as the key, if any.
            let key = candidate.key
            let entry = entries.first { display(key, $0) == key } ?? entries[0]
            let text = display(key, entry)
            // The word itself is no suggestion (`MM` may still be offered `mm` and `Mm`).
            guard text != word else { return nil }
            return EditDistance.Candidate(text: text, scalars: jamo(candidate.scalars), rank: rank(entry))
        }
        return EditDistance.rankSuggestions(for: jamo(typedScalars), among: candidates, letters: letters)
    }

    /// The length the typo limit is read from: a word of five letters is
    /// offered names at most one edit away (`flour` is not `hour`).
    static func suggestionLetters(_ typed: [Unicode.Scalar]) -> Int {
        if typed.contains(where: \.isHangulSyllable) { return typed.count }
        return typed.count == 5 ? 4 : typed.count
    }

    /// Hangul syllables as their letters (jamo), so that a slip is one letter
    /// (`달라` is one from `달러`) and another syllable is two or more (`버터` is
    /// not `리터`); anything else as it is.
    static func jamo(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard scalars.contains(where: \.isHangulSyllable) else { return scalars }
        var letters: [Unicode.Scalar] = []
        for scalar in scalars {
            guard scalar.isHangulSyllable else {
                letters.append(scalar)
                continue
            }
            let index = scalar.value - 0xAC00
            letters.append(Unicode.Scalar(0x1100 + index / 588)!)
            letters.append(Unicode.Scalar(0x1161 + (index % 588) / 28)!)
            if index % 28 != 0 { letters.append(Unicode.Scalar(0x11A7 + index % 28)!) }
        }
        return letters
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
