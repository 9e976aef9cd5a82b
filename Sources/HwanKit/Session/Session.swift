/// The façade: turns one line into a `Reply`. The REPL, one-shot and batch
/// modes all go through `execute`, so a line means the same everywhere.
public final class Session {
    public let language: Language
    public let mode: OutputMode
    let rateService: RateService
    let zone: LocalZone
    /// The last numeric result, for `ans`.
    public var ans: Decimal? {
        if let fast = lastFastResult {
            let text = DecimalFormatting.significant(
                DigitString(negative: false, mantissa: fast.mantissa, power: fast.power), digits: 40,
                grouping: false)
            return DecimalParsing.parse(text)
        }
        return lastResult
    }
    var lastResult: Decimal?
    /// The batch fast path's last result, turned into a `Decimal` only if `ans` is used.
    var lastFastResult: (mantissa: UInt128, power: Int)?
    /// Cross rates for the terse batch fast path, by the six bytes of `AAABBB`.
    var fastRates: [UInt64: FastRate] = [:]
    /// Rates obtained for this session; fetched at most once until they expire.
    var rates: RatesAnswer?
    /// Notices already shown, so batch mode does not repeat them per line.
    var shownNotices: Set<String> = []
    /// Currencies already looked up by plain code.
    var codeMemo: [String: Currency] = [:]
    /// Cross rates of the current table, by `FROM` + `TO` code.
    var rateMemo: [String: Decimal] = [:]

    public init(language: Language, mode: OutputMode, rateService: RateService, zone: LocalZone) {
        self.language = language
        self.mode = mode
        self.rateService = rateService
        self.zone = zone
    }

    public func execute(_ line: String) -> Reply {
        var reply = Reply()
        do throws(SessionError) {
            try run(line, into: &reply)
        } catch {
            fail(error, line: line, into: &reply)
        }
        return reply
    }

    func run(_ line: String, into reply: inout Reply) throws(SessionError) {
        let command: Command
        do { command = try Command.parse(line) } catch { throw .command(error) }
        switch command {
        case .empty: return
        case .quit: reply.quit = true
        case .expression(let token): try evaluate(token, into: &reply)
        case .convert(let amount, let from, let to): try convert(amount, from, to, into: &reply)
        case .quickConvert(let amount, let from): try quickConvert(amount, from, into: &reply)
        case .remit(let amount, let from, let to): try remit(amount, from, to, into: &reply)
        case .rates(let base, let codes): try ratesTable(base: base, codes: codes, into: &reply)
        case .status: status(into: &reply)
        case .refresh: try refresh(into: &reply)
        case .currencies(let query): try currencies(query, into: &reply)
        case .units(let query): try units(query, into: &reply)
        case .help(let topic):
            guard let lines = HelpText.lines(topic: topic, language: language) else {
                throw .command(.usage("help"))
            }
            emitText(lines, kind: "help", into: &reply)
        }
    }

    func fail(_ error: SessionError, line: String, into reply: inout Reply) {
        // A provider may echo the key back in its error text; it never reaches the user.
        let message = rateService.settings.redact(error.message(in: language))
        reply.status = error.status
        switch mode {
        case .json:
            var inner = JSONWriter()
            inner.string("code", error.code)
            inner.string("message", message)
            var outer = JSONWriter()
            outer.raw("error", inner.finish())
            reply.output.append(outer.finish())
        case .human, .terse:
            reply.error = message
            if case .expression(let expressionError) = error {
                reply.caret = expressionError.caretLine(for: line).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .map(String.init)
            }
        }
    }

    /// Text blocks (help, listings, tables): as lines in human and terse mode,
    /// as one JSON object with a `lines` array in JSON mode.
    func emitText(_ lines: [String], kind: String, into reply: inout Reply) {
        if mode == .json {
            var writer = JSONWriter()
            writer.string("kind", kind)
            writer.raw("lines", "[" + lines.map(JSONWriter.quote).joined(separator: ",") + "]")
            reply.output.append(writer.finish())
        } else {
            reply.output.append(contentsOf: lines)
        }
    }

    /// The rates for this command, fetching at most once per session unless
    /// the table's next update has passed (a long REPL session).
    func currentRates(forced: Bool = false, into reply: inout Reply) -> RatesAnswer {
        if !forced, let rates, ratesAreCurrent() { return rates }
        let answer = rateService.current(forced: forced)
        rates = answer
        rateMemo = [:]
        fastRates = [:]
        for notice in answer.notices {
            let text = notice(language)
            if shownNotices.insert(text).inserted { reply.notices.append(text) }
        }
        return answer
    }

    /// Whether this session's rates may still be used now: the one expiry check
    /// that the full path and the batch fast path both ask, on every line.
    func ratesAreCurrent() -> Bool {
        guard let rates else { return false }
        return rates.isCurrent(at: rateService.clock())
    }

    func evaluateAmount(_ token: LineToken) throws(SessionError) -> Decimal {
        do {
            return try ExpressionEvaluator(ans: ans).evaluate(token.text, column: token.column)
        } catch {
            throw .expression(error)
        }
    }

    func evaluate(_ token: LineToken, into reply: inout Reply) throws(SessionError) {
        let value = try evaluateAmount(token)
        remember(value)
        switch mode {
        case .human: reply.output.append(NumberText.human(value))
        case .terse: reply.output.append(NumberText.terse(value))
        case .json:
            var writer = JSONWriter()
            writer.string("kind", "number")
            writer.string("expression", String(token.text))
            writer.number("result", raw: NumberText.json(value))
            reply.output.append(writer.finish())
        }
    }

    func remember(_ value: Decimal) {
        lastResult = value
        lastFastResult = nil
    }
}
