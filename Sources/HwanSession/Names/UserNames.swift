/// The user's own names for one session: the variables assigned so far (in
/// the REPL they last the session; in batch, across its lines) and the
/// definitions file, read the first time a line names something nothing else
/// knows, so a line that needs none of it costs nothing.
final class UserNames {
    /// The variables in the order they were first assigned.
    private(set) var variables: [(name: String, value: Quantity)] = []
    /// Reads the definitions file; nil: there is none.
    var loader: (() -> DefinitionsFile)?
    private var loaded: DefinitionsFile?

    func variable(named name: String) -> Quantity? {
        variables.first { $0.name == name }?.value
    }

    func assign(_ name: String, _ value: Quantity) {
        if let index = variables.firstIndex(where: { $0.name == name }) {
            variables[index].value = value
        } else {
            variables.append((name, value))
        }
    }

    /// Whether the definitions file has been read.
    var hasLoaded: Bool { loaded != nil }

    /// The definitions, read on the first ask; `problems` gets the file's bad
    /// lines that first time only (they are reported once a session).
    func definitions(problems: inout [NamesError]) -> DefinitionsFile {
        if let loaded { return loaded }
        let file = loader?() ?? .empty
        loaded = file
        problems = file.problems
        return file
    }

    /// `line` with the user's names written out (`NameExpansion`); nil when it
    /// names nothing of the user's.
    func expand(_ line: String, problems: inout [NamesError]) throws(NamesError) -> String? {
        // A line with no word in it (`1 +`) names nothing: the file is not read for it.
        guard !UserName.runs(in: Array(line.unicodeScalars)).isEmpty else { return nil }
        let file = definitions(problems: &problems)
        guard !variables.isEmpty || !file.byName.isEmpty else { return nil }
        return try NameExpansion(variable: variable(named:), definitions: file).expand(line)
    }
}
