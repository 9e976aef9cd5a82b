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
        // The currencies the line's conversions met, for the pivot of a coin target.
        let seen = CodeSet()
        // Coins are priced by the exchanges (SPEC §9), everything else by the rates.
        let rate = { (from: Currency, to: Currency) throws(EvaluationError) -> ExactFraction in
            seen.codes.formUnion([from.code, to.code])
            if let coin = try coins.rate(from: from, to: to, rates: rates) { return coin }
            return try rates.rate(from: from, to: to)
        }
        var evaluation: Evaluation
        let evaluator: Evaluator
        do {
            evaluator = try Evaluator(line: parsed, ans: ans, home: home) {
                (from, to) throws(EvaluationError) in
                try rate(from, to)
            }
            evaluation = try evaluator.evaluate(parsed)
            if !coins.used.isEmpty {
                evaluation = try Self.repriced(evaluation, parsed, evaluator, coins, seen)
            }
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

    /// A line that priced a coin, evaluated again for each money result with
    /// every coin and currency valued in that result's pivot
    /// (`CoinPrices.pivot`), so that each target's coins come from one
    /// exchange whatever the order of the terms.
    private static func repriced(
        _ evaluation: Evaluation, _ parsed: ParsedLine, _ evaluator: Evaluator, _ coins: CoinPrices,
        _ seen: CodeSet
    ) throws(EvaluationError) -> Evaluation {
        let pivots = evaluation.results.map { result -> String? in
            guard case .money(let target) = result.kind else { return nil }
            return CoinPrices.pivot(forTarget: target.code, codes: seen.codes)
        }
        guard let first = pivots.first ?? nil else { return evaluation }
        coins.used = []
        var results = evaluation.results
        var value = evaluation.value
        for (index, pivot) in pivots.enumerated() {
            guard let pivot else { continue }
            coins.pivot = pivot
            let again = try evaluator.evaluate(parsed)
            guard again.results.count == results.count else { continue }
            results[index] = again.results[index]
            if index == 0 { value = again.value }
        }
        // The per-unit rates printed after: in the one pivot, or pair by pair when the targets differ.
        coins.pivot = Set(pivots.compactMap { $0 }).count == 1 ? first : nil
        return Evaluation(value: value, results: results, targetsGiven: evaluation.targetsGiven)
    }

    private static func involvesMoney(_ evaluation: Evaluation) -> Bool {
        if case .money = evaluation.value.kind { return true }
        return false
    }
}

/// The line and a caret under the columns an error is about, for the REPL and
/// one-shot mode: `1 USD to JYP` / `         ^^^`.

/// Currency codes collected by the rate lookup of one line.
final class CodeSet {
    var codes: Set<String> = []
}
