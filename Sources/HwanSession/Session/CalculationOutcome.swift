/// A computed quantity expression: the evaluation (values, results, readings)
/// with what its text says about the sources: the rate of each pair, where the
/// rates came from, the exchanges that priced a coin, the bank that answered.
///
/// (A final class of constants: `Outcome.calculation` holds one reference, so a
/// line's outcome is a few words on its way to the renderer, where a value of
/// 416 bytes would be copied (memcpy), and destroyed part by part, at each step. Its
/// parts are moved in once, when the session makes it, and never change: a
/// kept outcome, or a copy of one (which shares the object), reads as it did at
/// its line; every line makes its own.)
package final class CalculationOutcome {
    package let evaluation: Evaluation
    /// The expression as read, for the human line to repeat (`100 USD`, `30,000 JPY`);
    /// for a line of a kept shape its numbers are `numbers` (the tree is the kept line's).
    package var tree: Expression { reading.parsed.expression }
    /// The line as read: its text (for JSON's `expression`), tree, names and
    /// numbers, held by reference, one retain: a line of a kept shape holds the
    /// memo's reading (which the memo then no longer rewrites: `LineShapes`),
    /// any other a reading of its own. Nothing of it is copied into the outcome.
    let reading: LineShapes.Reading
    var parsed: ParsedLine { reading.parsed }
    var line: LineText { reading.text }
    /// The value `ans` stood for when the line was read (the evaluator's own, not a second copy).
    package var ans: Quantity? { evaluator.previousResult }
    /// `엔화 환율`: the rate itself, the bank way, in human mode.
    package var isRateQuery: Bool { reading.parsed.rateQuery != nil }
    /// The words that only label the amount (`설탕`, `of flour`, `지폐`), as typed, and
    /// whether each stood before it: shown beside the echo (SPEC §2).
    package var wordLabels: [(text: String, before: Bool)] {
        reading.parsed.labels.compactMap { label in
            guard label.dimension == nil else { return nil }
            return (line.text(label.range), label.range.upperBound <= label.subject.range.lowerBound)
        }
    }
    /// Where the rates came from; nil when no money was involved.
    package var provenance: RatesAnswer? { provenanceBox?.answer }
    /// The session's answer as it was for this line, held by reference (a copy
    /// only for a renderer that reads it).
    let provenanceBox: RatesAnswerBox?
    /// The exchanges whose prices a coin conversion used (SPEC §9).
    package var coinSources: [Exchange] { exchanges ?? [] }
    /// nil when no coin was priced (most lines: no array held).
    let exchanges: [Exchange]?
    /// How old each of `coinSources`' prices is, in the same order (nil: unknown).
    package var coinAges: [QuoteAge?] = []
    /// `exchange` at the rate because the chosen bank's cash price was refused
    /// (the notice says why); nil when no bank was chosen.
    package var cashRefusedBy: BankID? = nil
    /// What a renderer may ask about the line's names and pairs, answered when
    /// asked (`kinds`, `rate`, `bankRate`): the line's evaluator (its names and
    /// its rate lookup, the session's) and the rates whose bank answered (nil
    /// when a coin was priced, and when the value is not money: only a money
    /// result asks for the bank's rate), kept in the outcome itself, not in an
    /// object of their own made each line.
    let evaluator: Evaluator
    let bankRates: SessionRates?
    /// The day's rates of a dated line (SPEC §12); nil for today's.
    package let dated: DatedAnswer?

    init(
        evaluation: consuming Evaluation, reading: consuming LineShapes.Reading,
        provenanceBox: RatesAnswerBox?,
        exchanges: [Exchange]?, evaluator: consuming Evaluator, bankRates: SessionRates?,
        dated: DatedAnswer? = nil
    ) {
        self.dated = dated
        self.evaluation = evaluation
        self.reading = reading
        self.provenanceBox = provenanceBox
        self.exchanges = exchanges
        self.evaluator = evaluator
        self.bankRates = bankRates
    }

    /// `body` of the evaluation lent in place (a read of it from outside the
    /// module copied each part it passed on).
    package func withEvaluation(_ body: (borrowing Evaluation) -> Bool) -> Bool {
        body(evaluation)
    }

    /// The line's numbers kept beside its tree, which stand for the tree's by
    /// range (`Evaluator.numbers`); empty when the tree has the line's own.
    package var numbers: [PlacedNumber] { evaluator.numbers }

    /// What each name of the expression stands for, by its range in the line.
    package var kinds: (Range<Int>) -> Quantity.Kind? {
        let evaluator = evaluator
        return { try? evaluator.kind(of: $0) }
    }

    /// The rate the evaluation used for a pair. Asked only by a renderer that
    /// shows it, at rendering time, so a mode that does not show it costs nothing.
    package var rate: (Currency, Currency) -> ExactFraction? {
        let rate = evaluator.rateLookup
        return { try? rate($0, $1) }
    }

    /// The session's clock, read when asked: the age of the bank's rate that
    /// answered a pair is said beside it; nil when no bank can answer.
    package var now: Int64? { bankRates?.service.clock() }

    /// The bank's rate when it answered the pair (SPEC §7); nil when a coin was priced.
    package var bankRate: ((Currency, Currency) -> WonRate?)? {
        guard let rates = bankRates else { return nil }
        return { rates.bankRate(from: $0, to: $1) }
    }
}

/// One printed result of a calculation, by what it converts: what every
/// output mode prints a line for.
package enum CalculationResult {
    /// `255 to hex`: the whole-number value written in a base.
    case based(Scalar, NumberBase)
    /// `180 cm to ft in`: the value, then whole parts and the rest, largest unit first;
    /// `korean` when the targets were Korean names (`3시간 20분`).
    case mixed(Quantity, parts: [Quantity], korean: Bool)
    case money(amount: Scalar, from: Currency, result: Scalar, to: Currency)
    case unit(amount: Scalar, from: UnitDefinition, result: Scalar, to: UnitDefinition)
    /// A derived unit (`5 m/s`, `원/평`), or money against a unit.
    case derived(amount: Scalar, from: Quantity.Kind, result: Scalar, to: Quantity.Kind)
    /// A plain number; `echoed` when the line's colloquial reading is shown with it (`1억 2천 = 120,000,000`).
    case number(Scalar, echoed: Bool)
}

extension CalculationOutcome {
    /// Whether a number was read colloquially (`1억 2천`): a plain result then shows the reading.
    /// (The kept tree's numbers have the line's forms, implied words included: `LineShapes`.)
    var showsReading: Bool { Session.hasColloquialNumber(tree) }

    /// The line as typed (JSON's `expression`).
    package var expression: String { line.text(0..<line.count) }

    /// The line's text at `range` (a number echoed as written: `0xff`).
    package func text(_ range: Range<Int>) -> String { line.text(range) }

    /// The results a line prints, one a line: a based or mixed value, or one per target.
    package var results: [CalculationResult] {
        let value = evaluation.value
        if let base = evaluation.base { return [.based(value.value, base)] }
        if let parts = evaluation.mixed {
            return [.mixed(value, parts: parts, korean: evaluation.mixedKorean)]
        }
        guard evaluation.resultCount > 0 else {
            // A derived unit no named unit matches stays as composed: `2,000 원/kg`.
            if case .compound = value.kind {
                return [.derived(amount: value.value, from: value.kind, result: value.value, to: value.kind)]
            }
            return [.number(value.value, echoed: showsReading)]
        }
        return evaluation.results.map { result in
            switch (value.kind, result.kind) {
            case (.money(let from), .money(let to)):
                .money(amount: value.value, from: from, result: result.value, to: to)
            case (.unit(let from), .unit(let to)):
                .unit(amount: value.value, from: from, result: result.value, to: to)
            case (.compound, _), (_, .compound), (.unit, .money), (.money, .unit):
                .derived(amount: value.value, from: value.kind, result: result.value, to: result.kind)
            default:
                .number(result.value, echoed: false)
            }
        }
    }
}
