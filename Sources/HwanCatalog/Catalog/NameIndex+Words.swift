/// The grammar's token classes in the name index (Resources/grammar-words.tsv):
/// words that are not names but that the lexer meets the same way, longest
/// match first, so that a word is read one way everywhere.
extension NameIndex {
    /// What a grammar word does (SPEC §2).
    public enum Word: Sendable, Equatable {
        /// A label before a quantity (`키`, `월세`, `price`): the dimension it names
        /// (a `UnitDimension` raw value or `money`), nil when it names none.
        case topic(dimension: String?)
        /// `환율`, `exchange rate`: the rate of the currency beside it.
        case rate
        /// `섭씨`, `시속`: a scale word before a number names its unit.
        case scale(ScaleWord)
        /// `how much is`, `what is`: nothing.
        case filler
        /// `and`: joins quantities or targets.
        case join
        /// A word said around the numbers (`나누기`, `할인`, `명`, `per`, `half`).
        case phrase(Phrase)
    }

    /// A scale word's units: `unit` with nothing after the number, `speeds[L]` when
    /// a length unit L follows (`시속 60마일` = 60 mph), and the words after the
    /// number that only repeat the scale (`섭씨 30도`).
    public struct ScaleWord: Sendable, Equatable {
        public let unit: String
        public let speeds: [String: String]
        public let repeats: [String]
    }

    /// `w:CLASS:MEANING` fields of one line of the table.
    static func parseWords(_ text: Substring) -> [Word] {
        var words: [Word] = []
        for field in text.split(separator: "\t").dropFirst() where field.hasPrefix("w:") {
            let parts = field.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let meaning = String(parts[2])
            switch parts[1] {
            case "topic": words.append(.topic(dimension: meaning == "-" ? nil : meaning))
            case "rate": words.append(.rate)
            case "filler": words.append(.filler)
            case "join": words.append(.join)
            case "scale":
                var unit = ""
                var speeds: [String: String] = [:]
                var repeats: [String] = []
                for piece in meaning.split(separator: "|") {
                    if piece.hasPrefix("~") {
                        repeats.append(String(piece.dropFirst()))
                    } else if let equals = piece.firstIndex(of: "=") {
                        speeds[String(piece[..<equals])] = String(piece[piece.index(after: equals)...])
                    } else {
                        unit = String(piece)
                    }
                }
                words.append(.scale(ScaleWord(unit: unit, speeds: speeds, repeats: repeats)))
            default:
                if let phrase = phrase(class: parts[1], meaning: meaning) { words.append(.phrase(phrase)) }
            }
        }
        return words
    }

    /// The grammar words of exactly this text (folded as a typed line is).
    public static func words(for text: String) -> [Word] {
        let line = LineText(text)
        let key = Array(line.foldedBytes(0..<line.count))
        return table.withUTF8Buffer { buffer in
            guard let found = find(key, in: buffer) else { return [] }
            return parseWords(
                Substring(String(decoding: UnsafeBufferPointer(rebasing: buffer[found]), as: UTF8.self)))
        }
    }
}
