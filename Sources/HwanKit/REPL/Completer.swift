/// Tab completion of the word before the cursor from names the caller knows
/// (commands, currency codes, unit names).
///
/// ASCII letters match without regard to case (`kr` finds `KRW`); everything
/// else, Hangul included, must match exactly. A number glued to the word is
/// not part of it, so `100us` completes `us`.
public struct Completer {
    /// What a tab press does to the line.
    public enum Result: Equatable, Sendable {
        /// Nothing starts with the word (or there is no word).
        case noMatch
        /// The word was replaced: by the one match plus a space, or by the longer common prefix of several.
        case completed(buffer: [Character], cursor: Int)
        /// Several names match and nothing can be added; these are they, sorted.
        case ambiguous([String])
    }

    private let candidates: () -> [String]

    /// `candidates` is asked on each tab press, so it may change as the session goes on.
    public init(candidates: @escaping () -> [String]) {
        self.candidates = candidates
    }

    public func complete(_ buffer: [Character], cursor: Int) -> Result {
        let cursor = min(max(0, cursor), buffer.count)
        let start = Self.wordStart(in: buffer, before: cursor)
        let word = Array(buffer[start..<cursor])
        guard !word.isEmpty else { return .noMatch }
        let folded = word.map(Self.fold)

        var seen = Set<String>()
        let matches = candidates().filter { name in
            let characters = Array(name)
            guard characters.count >= word.count, seen.insert(name).inserted else { return false }
            return zip(characters, folded).allSatisfy { Self.fold($0) == $1 }
        }
        guard let first = matches.first.map(Array.init) else { return .noMatch }

        if matches.count == 1 {
            let needsSpace = cursor == buffer.count || !buffer[cursor].isWhitespace
            return replacing(buffer, start..<cursor, with: first + (needsSpace ? [" "] : []))
        }

        let others = matches.dropFirst().map(Array.init)
        var common = first.count
        for other in others {
            common = min(common, zip(first, other).prefix { Self.fold($0) == Self.fold($1) }.count)
        }
        guard common > word.count else {
            return .ambiguous(matches.sorted { (Self.folded($0), $0) < (Self.folded($1), $1) })
        }
        // Take the names' own spelling when they agree on it; else keep what the user typed and
        // continue in the spelling of a name that starts exactly so (`me` + `MEGAbyte`, `megabit`: `megab`).
        let all = [first] + others
        let replacement: [Character]
        if others.allSatisfy({ $0.prefix(common) == first.prefix(common) }) {
            replacement = Array(first.prefix(common))
        } else {
            let model = all.first { $0.starts(with: word) } ?? first
            replacement = word + model[word.count..<common]
        }
        return replacing(buffer, start..<cursor, with: replacement)
    }

    private func replacing(_ buffer: [Character], _ range: Range<Int>, with text: [Character]) -> Result {
        var edited = buffer
        edited.replaceSubrange(range, with: text)
        return .completed(buffer: edited, cursor: range.lowerBound + text.count)
    }

    /// Start of the word ending at `cursor`: after the last space, bracket or leading number.
    static func wordStart(in buffer: [Character], before cursor: Int) -> Int {
        var start = cursor
        while start > 0 && !buffer[start - 1].isWhitespace && !"()".contains(buffer[start - 1]) {
            start -= 1
        }
        while start < cursor && "0123456789.,+-*/^%".contains(buffer[start]) {
            start += 1
        }
        return start
    }

    /// ASCII letters in lower case; every other character as it is.
    static func fold(_ character: Character) -> Character {
        guard let ascii = character.asciiValue, (65...90).contains(ascii) else { return character }
        return Character(Unicode.Scalar(ascii + 32))
    }

    private static func folded(_ text: String) -> String { String(text.map(fold)) }
}
