/// The spelling of a name the user gives (a variable, a definition, a
/// function or a parameter): a letter or Hangul syllable first, then letters,
/// Hangul, digits or `_`, at most 64 scalars.
enum UserName {
    static let maximumLength = 64

    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        Lexer.isLatinLetter(scalar) || scalar == "_" || isHangul(scalar)
    }

    static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || ("0"..."9").contains(scalar)
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x3131...0x318E).contains(scalar.value)
    }

    /// Whether `text` is spelt as a name.
    static func isValid(_ text: Substring) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, isHead(first), scalars.count <= maximumLength else { return false }
        return scalars.allSatisfy(isBody)
    }

    /// Every maximal run of name scalars in `scalars` that starts with a head
    /// (a run after a digit starts there too: `3smoot`), with its bounds.
    static func runs(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var i = 0
        while i < scalars.count {
            guard isHead(scalars[i]) else {
                // A digit run inside a word (`x2`) belongs to the word found before.
                i += 1
                continue
            }
            var end = i + 1
            while end < scalars.count, isBody(scalars[end]) { end += 1 }
            runs.append(i..<end)
            i = end
        }
        return runs
    }

    /// `x = 5 km`: the name before a lone `=` and where the expression starts;
    /// nil when the line is not spelt as an assignment.
    static func assignment(in line: String) -> (name: String, expressionStart: String.Index)? {
        let scalars = line.unicodeScalars
        var i = scalars.startIndex
        while i < scalars.endIndex, LineText.isSpace(scalars[i]) { scalars.formIndex(after: &i) }
        let nameStart = i
        guard i < scalars.endIndex, isHead(scalars[i]) else { return nil }
        while i < scalars.endIndex, isBody(scalars[i]) { scalars.formIndex(after: &i) }
        let name = String(scalars[nameStart..<i])
        while i < scalars.endIndex, LineText.isSpace(scalars[i]) { scalars.formIndex(after: &i) }
        guard i < scalars.endIndex, scalars[i] == "=" else { return nil }
        scalars.formIndex(after: &i)
        guard i < scalars.endIndex, scalars[i] != "=", scalars[i] != ">" else { return nil }
        guard scalars[i...].contains(where: { !LineText.isSpace($0) }),
            name.unicodeScalars.count <= maximumLength
        else { return nil }
        return (name, i)
    }
}
