/// A quantity expression (`100 USD to JPY`, `34평`, `(120+35)*3`): read by the
/// grammar, its names resolved, computed, and printed. Rates are fetched only
/// when two different currencies meet.
extension Session {
    func calculate(_ line: String, requireTarget: Bool, into outcome: inout LineOutcome) throws(SessionError)
    {
        try calculate(line, requireTarget: requireTarget, expanding: true, into: &outcome)
    }

    /// `expanding`: whether a line that fails on a word nothing knows is read
    /// as a date line, then with the user's names written out (SPEC §14).
    func calculate(_ line: String, requireTarget: Bool, expanding: Bool, into outcome: inout LineOutcome)
        throws(SessionError)
    {
        // A date written with digits is a date before it is arithmetic (`2026-12-25`).
        if expanding, Self.hasNumericDate(line), try answeredDate(line, into: &outcome) { return }
        if expanding, try calculatedWithOwnFunction(line, requireTarget: requireTarget, into: &outcome) {
            return
        }
        let known = lineShapes.reading(line, requireTarget: requireTarget)
        do {
            try calculate(LineSource(line), known: known, requireTarget: requireTarget, into: &outcome)
        } catch {
            guard expanding, try recovered(line, error, requireTarget: requireTarget, into: &outcome) else {
                throw error
            }
        }
    }

    /// A line that failed on a word nothing knows, answered as a date line or
    /// with the user's names; false when it is neither.
    private func recovered(
        _ line: String, _ error: SessionError, requireTarget: Bool, into outcome: inout LineOutcome
    ) throws(SessionError) -> Bool {
        guard case .grammar = error else { return false }
        // (The failed reading's caret is not the date line's.)
        let span = outcome.span
        outcome.span = nil
        if try answeredDate(line, into: &outcome) { return true }
        outcome.span = span
        return try calculatedWithNames(line, requireTarget: requireTarget, into: &outcome)
    }

    /// `calculate` of the line whose UTF-8 is `bytes` (the batch loop's): a line
    /// of a kept shape is read from its bytes, and no `String` is made of it
    /// unless it fails; any other line is read from the `String` they decode to.
    func calculate(bytes: UnsafeBufferPointer<UInt8>, requireTarget: Bool, into outcome: inout LineOutcome)
        throws(SessionError)
    {
        if DateLine.hasNumericDate(bytes) {
            let line = String(decoding: bytes, as: UTF8.self)
            if try answeredDate(line, into: &outcome) { return }
        }
        // (A user's function is called with parentheses: no other line needs a `String` here.)
        if bytes.contains(UInt8(ascii: "(")),
            try calculatedWithOwnFunction(
                String(decoding: bytes, as: UTF8.self), requireTarget: requireTarget, into: &outcome)
        {
            return
        }
        let known = lineShapes.reading(bytes: bytes, requireTarget: requireTarget)
        do {
            try calculate(LineSource(bytes), known: known, requireTarget: requireTarget, into: &outcome)
        } catch {
            let line = String(decoding: bytes, as: UTF8.self)
            guard try recovered(line, error, requireTarget: requireTarget, into: &outcome) else {
                throw error
            }
        }
    }

    /// `known`: the line's reading from a kept line of its shape, asked of the memo
    /// once (it marks the shapes it meets). `day`: the rates of a day given beside
    /// the line (a dated batch's `DATE<TAB>line`); with it the line is declined
    /// (false, nothing done) when it names a day of its own or its result is no
    /// money, so that the caller reads it whole as any dated line.
    @discardableResult
    func calculate(
        _ line: LineSource, known: LineShapes.Reading?, requireTarget: Bool, day: DatedAnswer? = nil,
        into outcome: inout LineOutcome
    ) throws(SessionError) -> Bool {
        // (The known reading moved, not copied: one retain a line, the memo's.)
        let reading: LineShapes.Reading
        switch consume known {
        case .some(let known): reading = known
        case .none: reading = try read(line, requireTarget: requireTarget, into: &outcome)
        }
        // (The session's objects read through `self`, not kept in locals: no retain each.)
        coins.startLine()
        rates.startLine()
        // The currencies the line's conversions met, for the pivot of a coin target
        // (one set for the session, emptied for each line; the session's `lineRate` fills it).
        seenCodes.clear()
        // `ans` moves into the line's evaluator (no copy), and back when the line fails.
        // (A line of a kept shape: its numbers beside the kept tree, which it keeps.)
        // A line naming a past day: that day's rates (`Session+Dated`).
        var dated: DatedAnswer? = day
        if day != nil, reading.parsed.date != nil { return false }
        if let phrase = reading.parsed.date {
            do {
                dated = try datedAnswer(phrase, at: reading.parsed.dateRange, text: reading.text)
            } catch {
                outcome.span = ErrorSpan(
                    line: line.string, columns: reading.text.columnSpan(reading.parsed.dateRange))
                throw error
            }
        }
        let evaluator = Evaluator(
            meanings: reading.meanings, ans: takeLastResult(), home: home,
            rate: dated.map(Self.datedLookup) ?? lineRate,
            numbers: reading.numbers, shallowLine: reading.isShallow)
        var evaluation: Evaluation
        // The exchanges that priced a coin (nil when none did: most lines).
        var coinSources: [Exchange]? = nil
        do {
            if let query = reading.parsed.rateQuery {
                evaluation = try rateQuery(reading.parsed, evaluator: evaluator, at: query)
                if coins.usedAny { coinSources = coins.used }
            } else {
                evaluation = try reading.evaluated(by: evaluator)
                if coins.usedAny {
                    evaluation = try Self.repriced(evaluation, reading.parsed, evaluator, coins, seenCodes)
                    if coins.usedAny { coinSources = coins.used }
                }
            }
        } catch {
            restoreLastResult(evaluator.previousResult)
            outcome.span = ErrorSpan(line: line.string, columns: reading.text.columnSpan(error.range))
            throw .evaluation(error)
        }
        do {
            try reading.checkLabels(evaluator: evaluator)
        } catch {
            restoreLastResult(evaluator.previousResult)
            outcome.span = ErrorSpan(line: line.string, columns: reading.text.columnSpan(error.range))
            throw .grammar(error)
        }
        // Money always says where its rates come from, even when none was needed (`1 EUR to EUR`).
        // (The kind looked at in place: no copy of the evaluation.)
        let money: Bool
        if case .money = evaluation.value.kind { money = true } else { money = false }
        if day != nil, !money {
            restoreLastResult(evaluator.previousResult)
            return false
        }
        remember(evaluation.lastValue)
        // (`current()` itself when the table must be looked at again: a current one is not
        // copied out. Without an answer the rates are not current. A conversion of this
        // line that found them current has read the clock for it: `foundCurrent`.)
        if money, dated == nil, !rates.foundCurrent, !rates.isCurrent() { rates.current() }
        // Every part moved into the outcome, none copied (`consume`: their last use);
        // the reading and the answer by reference, one each.
        let calculation = CalculationOutcome(
            evaluation: consume evaluation, reading: consume reading,
            provenanceBox: money ? (dated?.provenanceBox ?? rates.answerReference) : nil,
            exchanges: coinSources,
            evaluator: consume evaluator,
            bankRates: money && coinSources == nil && dated == nil ? rates : nil,
            dated: dated)
        // A coin's price says how old it is (SPEC §9), as the rates' table does.
        if let coinSources { calculation.coinAges = coinSources.map { coins.priceAge(of: $0) } }
        outcome.result = .calculation(calculation)
        return true
    }

    /// The line's text, tree and resolved names, read the full way (no numbers
    /// beside its tree: a line of a shape read before takes the memo's reading,
    /// its kept tree with the line's numbers beside it); kept in the memo when its
    /// shape was met before.
    private func read(_ source: LineSource, requireTarget: Bool, into outcome: inout LineOutcome)
        throws(SessionError) -> LineShapes.Reading
    {
        let line = source.string
        let keeps = lineShapes.keepsMiss
        var digits: [Int32] = []
        let text: LineText
        if keeps {
            digits.reserveCapacity(16)
            text = LineText(line, digits: &digits)
        } else {
            text = LineText(line)
        }
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
            outcome.span = ErrorSpan(line: line, columns: text.columnSpan(error.range))
            throw .grammar(error)
        }
        // `conver 100 USD JPY`: a first Latin word read as a label but close to a command is
        // taken for one (a Hangul word is a label: `원금` is no `송금`).
        if let label = parsed.labels.first, label.dimension == nil, label.range.lowerBound == 0 {
            let word = text.text(label.range)
            if word.unicodeScalars.allSatisfy(Lexer.isLatinLetter),
                let command = Command.nearestWord(to: word)
            {
                let error = GrammarError(.unknownCommand(word, suggestion: command), at: label.range)
                outcome.span = ErrorSpan(line: line, columns: text.columnSpan(error.range))
                throw .grammar(error)
            }
        }
        let meanings: NameResolution.Meanings
        do {
            meanings = try NameResolution.resolve(parsed)
        } catch {
            outcome.span = ErrorSpan(line: line, columns: text.columnSpan(error.range))
            throw .evaluation(error)
        }
        if keeps {
            lineShapes.keep(
                line, requireTarget: requireTarget, text: text, digits: digits, parsed: parsed,
                meanings: meanings)
        }
        // Its own reading, which the outcome holds as it holds a kept one (the tree's own numbers).
        return LineShapes.Reading(
            text: text, parsed: parsed, meanings: meanings, numbers: [],
            isShallow: Evaluator.isShallow(parsed.expression, depth: 0))
    }

    /// Whether a number of the line was read colloquially (`1억 2천`): its plain
    /// result then shows the reading too.
    static func hasColloquialNumber(_ expression: Expression) -> Bool {
        switch expression {
        case .number(let literal, _): literal.implied != nil
        case .ans, .pi, .euler: false
        case .quantity(let amount, _, _): amount.map(hasColloquialNumber) ?? false
        case .negate(let e, _), .percent(let e, _), .factorial(let e, _), .call(_, let e, _),
            .group(let e, _):
            hasColloquialNumber(e)
        case .binary(_, let l, let r, _): hasColloquialNumber(l) || hasColloquialNumber(r)
        case .chain(let first, let links):
            hasColloquialNumber(first) || links.contains { hasColloquialNumber($0.operand) }
        }
    }

    /// `엔화 환율`, `USD 환율`, `exchange rate EUR`: one unit of the currency (100
    /// for JPY, IDR, VND, as banks quote) in the home currency; the home currency
    /// itself against USD.
    private func rateQuery(_ parsed: ParsedLine, evaluator: Evaluator, at range: Range<Int>)
        throws(EvaluationError) -> Evaluation
    {
        // `엔화 환율`: the bank's unit (100 JPY); `100 JPY 환율`: that amount.
        guard case .quantity(let amount, _, let nameRange) = parsed.expression,
            case .money(let currency) = try evaluator.kind(of: nameRange)
        else { throw .nothingToConvert(at: range) }
        let count = Currency.quotedPerHundred.contains(currency.code) ? 100 : 1
        let value =
            amount == nil
            ? Quantity(Scalar(ExactFraction(count)), .money(currency))
            : try evaluator.evaluate(parsed.expression)
        var results: [Quantity] = []
        let targets = parsed.targets.isEmpty ? [nil] : parsed.targets.map(Optional.some)
        for target in targets {
            let kind: Quantity.Kind
            if let target {
                kind = try evaluator.kind(of: target.range)
            } else {
                let code = currency.code == home ? (home == "USD" ? "KRW" : "USD") : home
                guard let found = CurrencyCatalog.quickCurrency(code: code) else {
                    throw .nothingToConvert(at: range)
                }
                kind = .money(found)
            }
            results.append(try evaluator.convert(value, to: kind, at: range))
        }
        return Evaluation(value: value, results: results, targetsGiven: !parsed.targets.isEmpty)
    }

    /// SPEC §2: a topic word that names a dimension (`키`, `연봉`) labels a quantity
    /// of that dimension; anything else after it is an error that says so.
    /// (`line`: the line's reading, whose text is asked for the message only.)
    static func checkLabels(_ parsed: ParsedLine, evaluator: Evaluator, line: LineShapes.Reading)
        throws(GrammarError)
    {
        for label in parsed.labels {
            guard let expected = label.dimension else { continue }
            guard case .quantity(_, _, let nameRange) = label.subject,
                let kind = try? evaluator.kind(of: nameRange)
            else {
                // A bare number after a money word is an amount (`연봉 3억 5천`); after any other, too.
                continue
            }
            let found: String
            switch kind {
            case .number, .compound: continue
            case .money: found = "money"
            case .unit(let unit): found = unit.dimension.rawValue
            }
            if found != expected {
                throw GrammarError(
                    .topicMismatch(topic: line.text.text(label.range), expected: expected, found: found),
                    at: label.subject.range)
            }
        }
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
}

extension LineShapes.Reading {
    /// The line evaluated: its tree read in place (a class's stored property
    /// passed on from outside is copied, three retains and releases a use).
    fileprivate func evaluated(by evaluator: Evaluator) throws(EvaluationError) -> Evaluation {
        try evaluator.evaluate(parsed)
    }

    /// `Session.checkLabels` of the line, its tree read in place.
    fileprivate func checkLabels(evaluator: Evaluator) throws(GrammarError) {
        if parsed.labels.isEmpty { return }
        try Session.checkLabels(parsed, evaluator: evaluator, line: self)
    }
}

/// A line as the session was given it: its `String`, or its UTF-8 bytes (the
/// batch loop's), decoded as `String(decoding:as:)` decodes them (an invalid
/// sequence read as U+FFFD) when the `String` is asked for: a line of a kept
/// shape that does not fail never asks.
struct LineSource {
    private let text: String?
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ line: String) {
        text = line
        bytes = UnsafeBufferPointer(start: nil, count: 0)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        text = nil
        self.bytes = bytes
    }

    var string: String { text ?? String(decoding: bytes, as: UTF8.self) }
}

/// Currency codes collected by the rate lookup of one line.
/// (The first two in place, the others in a short list searched in place of a
/// set: a line meets a pair or a few codes, and most lines never read them.)
final class CodeSet {
    /// (`@exclusivity(unchecked)`: emptied on every line from one thread, as `Session.lastResult`.)
    /// (Currencies, not their codes: a catalog currency is copied with no reference
    /// counted, and the same row is known by its address before its code is read.)
    @exclusivity(unchecked) private var first: Currency?
    @exclusivity(unchecked) private var second: Currency?
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var others: [Currency] = []

    var codes: Set<String> {
        var codes = Set(others.map(\.code))
        if count > 0, let first { codes.insert(first.code) }
        if count > 1, let second { codes.insert(second.code) }
        return codes
    }

    func insert(_ currency: Currency) {
        if count > 0, let first, first.hasCode(of: currency) { return }
        if count > 1, let second, second.hasCode(of: currency) { return }
        switch count {
        case 0:
            first = currency
            count = 1
        case 1:
            second = currency
            count = 2
        default:
            if !others.contains(where: { $0.hasCode(of: currency) }) { others.append(currency) }
        }
    }

    /// Empties the set for the next line, keeping its storage.
    func clear() {
        count = 0
        if !others.isEmpty { others.removeAll(keepingCapacity: true) }
    }
}
