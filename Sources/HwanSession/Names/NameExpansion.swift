/// A line with the user's names written out: each variable as its value,
/// each definition as its expression in parentheses (as it stands after `to`
/// when it is a unit with no number, `원/평`), each call of a function as its
/// body with the arguments in place of the parameters. The grammar then reads
/// the line as if the user had typed it so.
struct NameExpansion {
    /// Lines longer than this once written out are refused (a definition that
    /// uses another many times over would otherwise grow without bound).
    static let lengthLimit = 64 * 1024
    static let depthLimit = 32

    let variable: (String) -> Quantity?
    let definitions: DefinitionsFile

    /// `line` written out; nil when it names nothing of the user's.
    func expand(_ line: String) throws(NamesError) -> String? {
        let expanded = try expand(Array(line.unicodeScalars), parameters: [:], depth: 0)
        return expanded.changed ? expanded.text : nil
    }

    /// Whether `word` is one of the user's names.
    func knows(_ word: String) -> Bool { variable(word) != nil || definitions.byName[word] != nil }

    private func expand(_ scalars: [Unicode.Scalar], parameters: [String: String], depth: Int)
        throws(NamesError) -> (text: String, changed: Bool)
    {
        guard depth <= Self.depthLimit else { throw .expansionTooLong }
        var out = String.UnicodeScalarView()
        var changed = false
        var cursor = 0
        for run in UserName.runs(in: scalars) where run.lowerBound >= cursor {
            var word = String(String.UnicodeScalarView(scalars[run]))
            var end = run.upperBound
            var particle = false
            if parameters[word] == nil && !knows(word) {
                // `평당가로`: the name and the particle that makes it a target.
                guard let stem = Self.stem(word), knows(stem) || parameters[stem] != nil else { continue }
                word = stem
                particle = true
            }
            out.append(contentsOf: scalars[cursor..<run.lowerBound])
            let target = particle || Self.isTarget(before: run.lowerBound, in: scalars)
            if particle { out.append(contentsOf: " to ".unicodeScalars) }
            let replacement: String
            if let argument = parameters[word] {
                replacement = "(\(argument))"
            } else if let value = variable(word) {
                replacement = value.expressionText
            } else {
                let definition = definitions.byName[word]!
                if let names = definition.parameters {
                    let (arguments, close) = try Self.arguments(of: word, in: scalars, after: run.upperBound)
                    let values = arguments.count == names.count ? arguments : Self.regrouped(arguments)
                    guard values.count == names.count else {
                        throw .wrongArguments(word, expected: names.count, found: values.count)
                    }
                    var bound: [String: String] = [:]
                    for (name, value) in zip(names, values) {
                        bound[name] = try expand(
                            Array(value.unicodeScalars), parameters: parameters, depth: depth + 1
                        )
                        .text
                    }
                    let body = try expand(
                        Array(definition.body.unicodeScalars), parameters: bound, depth: depth + 1)
                    replacement = "(\(body.text))"
                    end = close
                } else {
                    let body = try expand(
                        Array(definition.body.unicodeScalars), parameters: [:], depth: depth + 1)
                    replacement = target && definition.isPureUnit ? body.text : "(\(body.text))"
                }
            }
            if !target, Self.followsAmount(before: run.lowerBound, in: scalars) {
                out.append(contentsOf: " * ".unicodeScalars)
            }
            out.append(contentsOf: replacement.unicodeScalars)
            guard out.count <= Self.lengthLimit else { throw .expansionTooLong }
            cursor = end
            changed = true
        }
        out.append(contentsOf: scalars[cursor...])
        return (String(out), changed)
    }

    /// `평당가로` → `평당가`, `smoot으로` → `smoot`: a word without the target particle.
    private static func stem(_ word: String) -> String? {
        for particle in ["으로", "로"] where word.hasSuffix(particle) && word.count > particle.count {
            return String(word.dropLast(particle.count))
        }
        return nil
    }

    /// Whether the name at `index` stands where a conversion's target does
    /// (after `to`, `in`, `as`, `into`, `=`, `->`, `→`).
    private static func isTarget(before index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var i = index - 1
        while i >= 0, LineText.isSpace(scalars[i]) { i -= 1 }
        guard i >= 0 else { return false }
        if scalars[i] == "=" || scalars[i] == "→" || scalars[i] == ">" { return true }
        var start = i
        while start >= 0, Lexer.isLatinLetter(scalars[start]) { start -= 1 }
        guard start < i else { return false }
        let word = String(String.UnicodeScalarView(scalars[(start + 1)...i])).lowercased()
        return ["to", "in", "as", "into"].contains(word)
    }

    /// Whether an amount stands just before the name (`3 smoot`, `(1+2) x`):
    /// then the name is multiplied by it.
    private static func followsAmount(before index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var i = index - 1
        while i >= 0, LineText.isSpace(scalars[i]) { i -= 1 }
        guard i >= 0 else { return false }
        return ("0"..."9").contains(scalars[i]) || scalars[i] == ")" || scalars[i] == "%"
            || UserName.isHangul(scalars[i])
                && ["만", "억", "천", "백", "십", "조"].contains(Character(scalars[i]))
    }

    /// Arguments split at every comma joined again where a comma groups digits
    /// (`area(1,000, 2)`: a piece of three digits after a number).
    private static func regrouped(_ pieces: [String]) -> [String] {
        var joined: [String] = []
        for piece in pieces {
            let digits = piece.prefix { ("0"..."9").contains($0) }
            if let last = joined.last, digits.count == 3, piece.first != " ",
                let end = last.last, ("0"..."9").contains(end)
            {
                joined[joined.count - 1] = last + "," + piece
            } else {
                joined.append(piece)
            }
        }
        return joined
    }

    /// The arguments of a call `name(a, b)` whose name ends at `start`: the text
    /// between its parentheses split at the commas outside inner ones, and where
    /// the call ends.
    private static func arguments(of name: String, in scalars: [Unicode.Scalar], after start: Int)
        throws(NamesError) -> (arguments: [String], end: Int)
    {
        var i = start
        while i < scalars.count, LineText.isSpace(scalars[i]) { i += 1 }
        guard i < scalars.count, scalars[i] == "(" else { throw .wrongArguments(name, expected: 1, found: 0) }
        var depth = 0
        var arguments: [String] = []
        var current = String.UnicodeScalarView()
        var k = i
        while k < scalars.count {
            let scalar = scalars[k]
            if scalar == "(" {
                depth += 1
                if depth == 1 {
                    k += 1
                    continue
                }
            } else if scalar == ")" {
                depth -= 1
                if depth == 0 {
                    arguments.append(String(current).trimmed())
                    return (arguments.filter { !$0.isEmpty }, k + 1)
                }
            } else if scalar == ",", depth == 1 {
                arguments.append(String(current).trimmed())
                current = String.UnicodeScalarView()
                k += 1
                continue
            }
            current.append(scalar)
            k += 1
        }
        throw .wrongArguments(name, expected: 1, found: 0)
    }
}
