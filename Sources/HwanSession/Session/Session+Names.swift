/// The user's own names in a line (SPEC §14): `name = expression` keeps a
/// value, `vars` lists them, and a line naming something nothing else knows
/// is read again with the user's names written out.
extension Session {
    /// `x = 5 km`, `price = 3만원`, `rate = 1 USD to KRW`: the expression is
    /// calculated (and printed) as any line, and its value kept under the
    /// name; false, with nothing done, for a line not spelt as an assignment.
    /// A name hwan already knows makes the line what it always was (`USD =
    /// JPY` converts); only when that fails is the name refused.
    func assigned(_ line: String, into outcome: inout LineOutcome) throws(SessionError) -> Bool {
        guard let (name, start) = UserName.assignment(in: line) else { return false }
        if let what = ReservedName.of(name) {
            do {
                try calculate(line, requireTarget: false, into: &outcome)
            } catch {
                outcome.span = nil
                throw .names(.reserved(name, what: what))
            }
            return true
        }
        // The name and `=` made blanks, so that a caret points into the line as typed.
        var expression = ""
        for character in line[..<start] {
            expression += String(repeating: " ", count: DisplayWidth.of(character))
        }
        expression += line[start...]
        try calculate(expression, requireTarget: false, into: &outcome)
        // The value as written (`5 km`, `3만원`), converted only when the line asked (`1 USD to KRW`).
        if case .calculation(let calculation) = outcome.result {
            let evaluation = calculation.evaluation
            userNames.assign(name, evaluation.targetsGiven ? evaluation.lastValue : evaluation.value)
        } else if let value = lastResult {
            userNames.assign(name, value)
        }
        return true
    }

    /// `vars`: the variables, then the definitions file (read if it was not yet).
    func variables(into outcome: inout LineOutcome) {
        var problems: [NamesError] = []
        let file = userNames.definitions(problems: &problems)
        report(problems, into: &outcome)
        outcome.result = .variables(
            VariablesOutcome(
                variables: userNames.variables.map {
                    VariablesOutcome.Variable(name: $0.name, value: $0.value)
                },
                definitions: file.definitions.map {
                    VariablesOutcome.Named(
                        name: $0.name, aliases: $0.aliases, parameters: $0.parameters, expression: $0.body)
                }))
    }

    /// A line that failed on a word nothing knew, calculated again with the
    /// user's names written out; false when it names nothing of the user's.
    func calculatedWithNames(_ line: String, requireTarget: Bool, into outcome: inout LineOutcome)
        throws(SessionError) -> Bool
    {
        var problems: [NamesError] = []
        let expanded: String?
        do {
            expanded = try userNames.expand(line, problems: &problems)
        } catch {
            report(problems, into: &outcome)
            throw .names(error)
        }
        report(problems, into: &outcome)
        guard let expanded else { return false }
        let status = outcome.status
        outcome.span = nil
        try calculate(expanded, requireTarget: requireTarget, expanding: false, into: &outcome)
        outcome.status = max(outcome.status, status)
        return true
    }

    /// `vat(100)` when the definitions file has `vat(x) = x * 1.2`: a function
    /// of the user's called with parentheses wins over the phrase word of the
    /// same name (the word said beside an amount, `5만원 + 부가세`, `100 vat`,
    /// keeps its meaning); false when the line calls no such function.
    func calculatedWithOwnFunction(_ line: String, requireTarget: Bool, into outcome: inout LineOutcome)
        throws(SessionError) -> Bool
    {
        let called = Self.phraseWordsCalled(in: line)
        guard !called.isEmpty else { return false }
        var problems: [NamesError] = []
        let file = userNames.definitions(problems: &problems)
        report(problems, into: &outcome)
        guard called.contains(where: { file.byName[$0]?.parameters != nil }) else { return false }
        return try calculatedWithNames(line, requireTarget: requireTarget, into: &outcome)
    }

    /// The phrase words of `line` written as calls (`vat(`, `tip (`).
    static func phraseWordsCalled(in line: String) -> [String] {
        let scalars = Array(line.unicodeScalars)
        var called: [String] = []
        for run in UserName.runs(in: scalars) {
            var i = run.upperBound
            while i < scalars.count, LineText.isSpace(scalars[i]) { i += 1 }
            guard i < scalars.count, scalars[i] == "(" else { continue }
            let word = String(String.UnicodeScalarView(scalars[run]))
            if ReservedName.isPhraseWord(word) { called.append(word) }
        }
        return called
    }

    /// The definitions file's bad lines, on stderr with the line's answer; the
    /// line's exit status is then 64, as for a bad config line (SPEC §11, §14).
    func report(_ problems: [NamesError], into outcome: inout LineOutcome) {
        guard !problems.isEmpty else { return }
        outcome.notices += problems.map { $0.message(in: language) }
        outcome.status = .usage
    }
}
