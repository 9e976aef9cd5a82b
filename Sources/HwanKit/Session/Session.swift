/// The façade: turns one line into a `Reply`. The REPL, one-shot and batch
/// modes all go through `execute`, so a line means the same everywhere.
public final class Session {
    public let language: Language
    public let mode: OutputMode
    /// What the user chose (home currency, colours, providers, coins); `language` and `mode` come from it.
    public let preferences: Preferences
    let rateService: RateService
    let zone: LocalZone
    /// The last numeric result, for `ans`: the same value whichever path made it.
    /// (`@exclusivity(unchecked)` here and below: the batch loop reads and writes these
    /// on every line from one thread; the dynamic check was a tenth of its time.)
    @exclusivity(unchecked) public private(set) var ans: Scalar?
    /// Exact cross rates for the terse batch fast path, by the six bytes of `AAABBB`:
    /// the very values in `rateMemo`.
    @exclusivity(unchecked) var fastRates: [UInt64: ExactFraction] = [:]
    /// Rates obtained for this session; fetched at most once until they expire.
    @exclusivity(unchecked) var rates: RatesAnswer?
    /// Notices already shown, so batch mode does not repeat them per line.
    var shownNotices: Set<String> = []
    /// Currencies already looked up by plain code.
    var codeMemo: [String: Currency] = [:]
    /// Exact cross rates of the current table, by `FROM` + `TO` code.
    var rateMemo: [String: ExactFraction] = [:]

    public init(preferences: Preferences, rateService: RateService, zone: LocalZone) {
        self.preferences = preferences
        self.language = preferences.language
        self.mode = preferences.mode
        self.rateService = rateService
        self.zone = zone
    }

    /// A session with every other preference at its default.
    public convenience init(language: Language, mode: OutputMode, rateService: RateService, zone: LocalZone) {
        self.init(
            preferences: Preferences(language: language, mode: mode), rateService: rateService, zone: zone)
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
        case .completions(let shell): try completions(shell, into: &reply)
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
        guard let source = rates?.source else { return false }
        guard let nextUpdate = rates?.nextUpdate else { return true }
        return rateService.clock() < nextUpdate || source == .bundled || rateService.offline
    }

    func evaluateAmount(_ token: LineToken) throws(SessionError) -> Scalar {
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
        case .human: reply.output.append(NumberText.calculatorHuman(value))
        case .terse: reply.output.append(NumberText.calculatorTerse(value))
        case .json:
            var writer = JSONWriter()
            writer.string("kind", "number")
            writer.string("expression", String(token.text))
            writer.number("result", raw: NumberText.calculatorJSON(value))
            reply.output.append(writer.finish())
        }
    }

    func remember(_ value: Scalar) {
        ans = value
    }
}
