/// A quantity expression (`100 USD to JPY`, `34평`, `(120+35)*3`): read by the
/// grammar, its names resolved, computed, and printed. Rates are fetched only
/// when two different currencies meet.
extension Session {
    func calculate(_ line: String, requireTarget: Bool, into reply: inout Reply) throws(SessionError) {
        let text = LineText(line)
        let parsed: ParsedLine
        do {
            parsed = try Parser.parse(text, requireTarget: requireTarget)
        } catch {
            var error = error
            // `conver 100 USD JPY`: a first word close to a command is taken for one.
            if error.range.lowerBound == 0, let word = error.unknownWord,
                let command = Command.nearestWord(to: word)
            {
                error = GrammarError(.unknownCommand(word, suggestion: command), at: error.range)
            }
            reply.caret = Caret.lines(under: line, columns: text.columnSpan(error.range))
            throw .grammar(error)
        }
        let rates = self.rates
        let coins = self.coins
        coins.startLine()
        // Coins are priced by the exchanges (SPEC §9), everything else by the rates.
        let rate = { (from: Currency, to: Currency) throws(EvaluationError) -> ExactFraction in
            if let coin = try coins.rate(from: from, to: to, rates: rates) { return coin }
            return try rates.rate(from: from, to: to)
        }
        let evaluation: Evaluation
        let evaluator: Evaluator
        do {
            evaluator = try Evaluator(line: parsed, ans: ans, home: home) {
                (from, to) throws(EvaluationError) in
                try rate(from, to)
            }
            evaluation = try evaluator.evaluate(parsed)
        } catch {
            reply.caret = Caret.lines(under: line, columns: text.columnSpan(error.range))
            throw .evaluation(error)
        }
        remember(evaluation.results.last?.value ?? evaluation.value.value)
        // Money always says where its rates come from, even when none was needed (`1 EUR to EUR`).
        if Self.involvesMoney(evaluation) { rates.current() }
        let echo = ExpressionEcho(kinds: { try? evaluator.kind(of: $0) }, ans: ans).text(parsed.expression)
        var renderer = CalculationText(
            language: language, mode: mode, rate: { try? rate($0, $1) },
            provenance: Self.involvesMoney(evaluation) ? rates.answer : nil, coinSources: coins.used)
        if coins.used.isEmpty { renderer.bankRate = { rates.bankRate(from: $0, to: $1) } }
        reply.output.append(
            contentsOf: renderer.lines(evaluation, echo: echo, expression: text.text(0..<text.count)))
    }

    private static func involvesMoney(_ evaluation: Evaluation) -> Bool {
        if case .money = evaluation.value.kind { return true }
        return false
    }
}

/// The line and a caret under the columns an error is about, for the REPL and
/// one-shot mode: `1 USD to JYP` / `         ^^^`.
