/// The definitions file of SPEC §14, read and checked: one
/// `name[, alias…] = expression` or `name(p, q) = expression` a line, `#`
/// comments. A bad line is reported with its path and line and left out; the
/// rest load. Names that define each other in a circle are all left out, and
/// the cycle named.
public struct DefinitionsFile: Sendable {
    /// A definitions file is a few hundred lines; anything past this is not one.
    public static let sizeLimit = 1024 * 1024

    let path: String
    /// Every good definition, by each of its names.
    let byName: [String: Definition]
    /// The good definitions in file order.
    let definitions: [Definition]
    /// The bad lines, in file order.
    let problems: [NamesError]

    static let empty = DefinitionsFile(path: "", byName: [:], definitions: [], problems: [])

    /// SPEC §14: `$XDG_CONFIG_HOME/hwan/definitions` (an absolute one), else
    /// `$HOME/.config/hwan/definitions`; nil with neither.
    public static func location(environment: Environment) -> String? {
        guard let config = ConfigFile.location(environment: environment) else { return nil }
        return String(config.dropLast("config".count)) + "definitions"
    }

    /// The file at `location(environment:)`, read through `read` and parsed. A
    /// missing or unreachable file is no definitions; one that cannot be used
    /// (not a regular file, too large) is a problem naming the path.
    public static func load(
        environment: Environment,
        read: ConfigFile.Reader = { path throws(POSIXIO.Failure) in
            try ConfigFile.readFollowingLinks(path, limit: sizeLimit)
        }
    ) -> DefinitionsFile {
        guard let path = location(environment: environment) else { return .empty }
        do {
            guard let bytes = try read(path) else { return .empty }
            return parse(String(decoding: bytes, as: UTF8.self), path: path)
        } catch {
            let problem: String
            switch error {
            case .system(let number) where ConfigFile.isAbsence(number): return .empty
            case .system(let number): problem = "errno \(number)"
            case .notRegularFile: problem = "not a regular file"
            case .tooLarge(let limit): problem = "larger than \(limit) bytes"
            }
            return DefinitionsFile(
                path: path, byName: [:], definitions: [],
                problems: [.badDefinition(path: path, line: 0, problem: .missingEquals(problem))])
        }
    }

    /// `text` read as the file at `path`.
    static func parse(_ text: String, path: String) -> DefinitionsFile {
        var definitions: [Definition] = []
        var firstLine: [String: Int] = [:]
        var problems: [(line: Int, problem: DefinitionProblem)] = []
        var number = 0
        var rest = Substring(text)
        if rest.hasPrefix("\u{FEFF}") { rest = rest.dropFirst() }
        // (`\r\n` is one Character: split at either ending.)
        for raw in rest.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        {
            number += 1
            var line = raw
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = String(line).trimmed()
            if trimmed.isEmpty { continue }
            switch definition(trimmed, line: number) {
            case .failure(let problem): problems.append((number, problem))
            case .success(let definition):
                if let name = definition.names.first(where: { firstLine[$0] != nil }) {
                    problems.append((number, .duplicate(name, firstLine: firstLine[name]!)))
                    continue
                }
                for name in definition.names { firstLine[name] = number }
                definitions.append(definition)
            }
        }
        // Cycles and recursion: every definition on one is left out.
        let cycles = Self.cycles(in: definitions)
        var excluded = Set<String>()
        for cycle in cycles {
            let definition = definitions.first { $0.name == cycle[0] }!
            let problem: DefinitionProblem =
                cycle.count == 2 && definition.parameters != nil ? .recursion(cycle[0]) : .cycle(cycle)
            problems.append((definition.line, problem))
            excluded.formUnion(cycle)
        }
        definitions.removeAll { excluded.contains($0.name) }
        var byName: [String: Definition] = [:]
        for definition in definitions {
            for name in definition.names { byName[name] = definition }
        }
        // A body that does not read once its names are written out is a bad line too.
        let partial = DefinitionsFile(path: path, byName: byName, definitions: definitions, problems: [])
        var readable: [Definition] = []
        for definition in definitions {
            if let reason = partial.unreadableReason(definition) {
                problems.append((definition.line, .unreadable(definition.name, reason: reason)))
                for name in definition.names { byName[name] = nil }
            } else {
                readable.append(definition)
            }
        }
        problems.sort { $0.line < $1.line }
        return DefinitionsFile(
            path: path, byName: byName, definitions: readable,
            problems: problems.map { .badDefinition(path: path, line: $0.line, problem: $0.problem) })
    }

    /// One line, `name[, alias…] = expression` or `name(p, …) = expression`.
    static func definition(_ text: String, line: Int) -> Result<Definition, DefinitionProblem> {
        guard let equals = text.firstIndex(of: "=") else { return .failure(.missingEquals(text)) }
        let left = text[..<equals].trimmingSpaces
        let body = text[text.index(after: equals)...].trimmingSpaces
        var parameters: [String]? = nil
        var namesPart = left
        if let open = left.firstIndex(of: "("), left.hasSuffix(")") {
            namesPart = left[..<open].trimmingSpaces
            let inside = left[left.index(after: open)..<left.index(before: left.endIndex)]
            let list = inside.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingSpaces
            }
            for parameter in list where !UserName.isValid(parameter) {
                return .failure(.badName(String(parameter)))
            }
            guard Set(list).count == list.count else { return .failure(.badName(String(inside))) }
            parameters = list.map(String.init)
        }
        let names = namesPart.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces
        }
        for name in names where !UserName.isValid(name) { return .failure(.badName(String(name))) }
        for name in names {
            if let what = ReservedName.of(String(name)) {
                return .failure(.reserved(String(name), what: what))
            }
        }
        guard !body.isEmpty else { return .failure(.emptyExpression(String(names[0]))) }
        return .success(
            Definition(
                name: String(names[0]), aliases: names.dropFirst().map(String.init), parameters: parameters,
                body: String(body), line: line))
    }

    /// Every circle of definitions that name each other, each once, from its
    /// first name in file order round to it again (`a → b → a`).
    static func cycles(in definitions: [Definition]) -> [[String]] {
        var byName: [String: Definition] = [:]
        for definition in definitions {
            for name in definition.names { byName[name] = definition }
        }
        func uses(_ definition: Definition) -> [String] {
            let scalars = Array(definition.body.unicodeScalars)
            var found: [String] = []
            for run in UserName.runs(in: scalars) {
                let word = String(String.UnicodeScalarView(scalars[run]))
                if definition.parameters?.contains(word) == true { continue }
                if let used = byName[word]?.name, !found.contains(used) { found.append(used) }
            }
            return found
        }
        var state: [String: Int] = [:]  // 1 on the path, 2 done
        var cycles: [[String]] = []
        var path: [String] = []
        func visit(_ name: String) {
            state[name] = 1
            path.append(name)
            for next in uses(byName[name]!) {
                switch state[next] {
                case 1:
                    let start = path.firstIndex(of: next)!
                    cycles.append(Array(path[start...]) + [next])
                case 2: continue
                default: visit(next)
                }
            }
            path.removeLast()
            state[name] = 2
        }
        for definition in definitions where state[definition.name] == nil { visit(definition.name) }
        return cycles
    }
}

extension Substring {
    /// Without the spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.unicodeScalars.first, LineText.isSpace(first) { text = text.dropFirst() }
        while let last = text.unicodeScalars.last, LineText.isSpace(last) { text = text.dropLast() }
        return text
    }
}
