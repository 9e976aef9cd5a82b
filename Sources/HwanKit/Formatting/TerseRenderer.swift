/// `-t` (SPEC §3): numbers only, no separators, one line per result, so
/// `paste input <(hwan -t < input)` lines up; tables as plain rows. Text that
/// has no number form (help, status, listings) and errors read as in human mode.
struct TerseRenderer {
    let human: HumanRenderer

    var language: Language { human.language }

    func render(_ outcome: Outcome, into reply: inout Reply) {
        switch outcome {
        case .nothing: break
        case .calculation(let calculation):
            Self.calculation(calculation, into: &reply.output)
        case .text, .currencies, .units, .status, .refresh, .failure:
            human.render(outcome, into: &reply)
        case .rates(let board):
            reply.output += board.terseLines()
        case .coins(let coins):
            reply.output += CoinsTableText.terse(market: coins.market, quotes: coins.quotes)
            human.noPrices(coins, into: &reply)
        case .bank(let bank):
            // Tab-free `CODE -` keeps one line per currency asked for, as the human table does.
            reply.output += bank.rows.map { row in
                switch row {
                case .quote(let quote): BankTableText.terse(quote)
                case .missing(let code): code + " -"
                }
            }
        case .history(let series, let days):
            reply.output += HistoryText(series: series, days: days, zone: human.zone).terseLines()
        case .remittance(let remittance):
            reply.output.append(
                DecimalFormatting.fixed(remittance.quote.received, fractionDigits: 2, grouping: false))
        case .exchange(let exchange):
            reply.output.append(CalculationText.terse(Scalar(exchange.exchange.result)))
        case .date(let answer): reply.output.append(DateText.terse(answer))
        case .variables(let variables): reply.output += VariablesText.terse(variables)
        case .atTheRate(let calculation):
            Self.calculation(calculation, into: &reply.output)
            reply.notices.append(ExchangeText.atTheRateNote(language, refusedBy: calculation.cashRefusedBy))
        }
    }

    /// A computed line: one bare number a result (no separators, at most 12
    /// significant digits); a based value as hwan reads it back (`0xff`); a
    /// mixed one as its parts' numbers (`5 10.87`).
    static func calculation(_ outcome: CalculationOutcome) -> [String] {
        var lines: [String] = []
        calculation(outcome, into: &lines)
        return lines
    }

    /// `calculation`, appended to the reply's lines (no array of its own).
    static func calculation(_ outcome: borrowing CalculationOutcome, into lines: inout [String]) {
        // Most lines: one value per target, no base, no mixed parts. The numbers
        // `results` would hold, without its array (the same cases, in order),
        // read in place: neither the evaluation nor a result is copied.
        if outcome.evaluation.base == nil, outcome.evaluation.mixed == nil,
            outcome.evaluation.resultCount > 0
        {
            let fromPlain = Self.isPlain(outcome.evaluation.value.kind)
            let fromCompound = Self.isCompound(outcome.evaluation.value.kind)
            // (The first result, then the others, each read in place.)
            lines.append(
                Self.text(outcome.evaluation.firstResult, fromPlain: fromPlain, fromCompound: fromCompound))
            if outcome.evaluation.resultCount > 1 {
                for result in outcome.evaluation.laterResults {
                    lines.append(Self.text(result, fromPlain: fromPlain, fromCompound: fromCompound))
                }
            }
            return
        }
        // A plain number (`(120+35)*3`), or a derived unit no named one matches: its one value, no array.
        if outcome.evaluation.base == nil, outcome.evaluation.mixed == nil {
            let compound = Self.isCompound(outcome.evaluation.value.kind)
            lines.append(
                compound
                    ? CalculationText.terse(outcome.evaluation.value.value)
                    : NumberText.calculatorTerse(outcome.evaluation.value.value))
            return
        }
        for result in outcome.results {
            switch result {
            case .based(let value, let base): lines.append(CalculationText.basedText(value, base))
            case .mixed(_, let parts, _):
                lines.append(
                    parts.map { CalculationText.mixedAmount($0, grouping: false) }.joined(separator: " "))
            case .money(_, _, let result, _), .unit(_, _, let result, _), .derived(_, _, let result, _):
                lines.append(CalculationText.terse(result))
            case .number(let value, _): lines.append(NumberText.calculatorTerse(value))
            }
        }
    }

    /// A computed line's paired `-t` bytes (`appendPairedCalculation`); false,
    /// with nothing written, for any other outcome. (The outcome is borrowed:
    /// its calculation is read in place, not copied out of a variable.)
    static func appendPaired(_ outcome: Outcome, to bytes: inout [UInt8]) -> Bool {
        switch outcome {
        case .calculation(let calculation): appendPairedCalculation(calculation, to: &bytes)
        case .nothing, .text, .currencies, .units, .rates, .coins, .bank, .history, .status, .refresh,
            .remittance, .exchange, .atTheRate, .date, .variables, .failure:
            false
        }
    }

    /// `calculation`'s lines as the one paired `-t` line's bytes (the lines
    /// joined by tabs, as `Reply.pairedLine` joins them), for the batch loop
    /// that writes them without a `String` a line; false, with nothing
    /// written, for a based or mixed value (the reply path renders those).
    static func appendPairedCalculation(_ outcome: borrowing CalculationOutcome, to bytes: inout [UInt8])
        -> Bool
    {
        outcome.withEvaluation { appendPaired($0, to: &bytes) }
    }

    /// `appendPairedCalculation` of the outcome's evaluation, lent in place.
    private static func appendPaired(_ evaluation: borrowing Evaluation, to bytes: inout [UInt8]) -> Bool {
        guard evaluation.base == nil, evaluation.mixed == nil else { return false }
        // The same cases as `calculation(_:into:)`, in order.
        let fromPlain = Self.isPlain(evaluation.value.kind)
        let fromCompound = Self.isCompound(evaluation.value.kind)
        if evaluation.resultCount == 0 {
            if fromCompound {
                CalculationText.appendTerse(evaluation.value.value, to: &bytes)
            } else {
                NumberText.appendCalculatorTerse(evaluation.value.value, to: &bytes)
            }
            return true
        }
        Self.append(evaluation.firstResult, fromPlain: fromPlain, fromCompound: fromCompound, to: &bytes)
        if evaluation.resultCount > 1 {
            for result in evaluation.laterResults {
                bytes.append(UInt8(ascii: "\t"))
                Self.append(result, fromPlain: fromPlain, fromCompound: fromCompound, to: &bytes)
            }
        }
        return true
    }

    /// One result of a line whose value is `fromPlain`/`fromCompound`: a plain number
    /// on one side and no compound unit on the other is the calculator's number.
    private static func isPlainResult(_ result: borrowing Quantity, fromPlain: Bool, fromCompound: Bool)
        -> Bool
    {
        fromPlain && !Self.isCompound(result.kind) || !fromCompound && Self.isPlain(result.kind)
    }

    private static func text(_ result: borrowing Quantity, fromPlain: Bool, fromCompound: Bool) -> String {
        isPlainResult(result, fromPlain: fromPlain, fromCompound: fromCompound)
            ? NumberText.calculatorTerse(result.value) : CalculationText.terse(result.value)
    }

    private static func append(
        _ result: borrowing Quantity, fromPlain: Bool, fromCompound: Bool, to bytes: inout [UInt8]
    ) {
        if isPlainResult(result, fromPlain: fromPlain, fromCompound: fromCompound) {
            NumberText.appendCalculatorTerse(result.value, to: &bytes)
        } else {
            CalculationText.appendTerse(result.value, to: &bytes)
        }
    }

    private static func isPlain(_ kind: Quantity.Kind) -> Bool {
        if case .number = kind { return true }
        return false
    }

    private static func isCompound(_ kind: Quantity.Kind) -> Bool {
        if case .compound = kind { return true }
        return false
    }
}
