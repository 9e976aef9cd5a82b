/// The router: turns one line into a `Reply`. The REPL, one-shot and batch
/// modes all go through `execute`, so a line means the same everywhere.
///
/// It owns only the session's state — `ans` and the session's rates — and
/// routes each command to the extension that handles it (Session+Calculate,
/// Session+Rates, Session+Catalog); what the rates are and when they expire is
/// `SessionRates`' business. A line becomes a `LineOutcome`; how it reads is
/// the business of the layer above (HwanKit's `OutcomeRenderer`, one per
/// output mode): this target cannot see it, so it cannot format.
public final class Session {
    public let language: Language
    public let mode: OutputMode
    /// What the user chose (home currency, colours, providers, coins); `language` and `mode` come from it.
    public let preferences: Preferences
    /// The local time zone, for the renderer's times.
    public let zone: LocalZone
    /// Where a currency with no target goes (SPEC §2, §11 `home`).
    let home: String
    let rates: SessionRates
    /// The chosen bank's quotes (SPEC §7); nil when no bank was chosen.
    let bank: SessionBank?
    /// The exchanges, for `coins`, `futures` and coin conversions (SPEC §9).
    let markets: MarketService
    /// Coin prices for conversions, kept for the session while fresh.
    let coins: CoinPrices
    /// The last numeric result, for `ans`: the same value whichever path made it.
    /// (`@exclusivity(unchecked)`: the batch loop reads and writes it on every line
    /// from one thread; the dynamic check would be a tenth of its time.)
    @exclusivity(unchecked) public private(set) var lastResult: Quantity?
    /// The last result's number.
    public var ans: Scalar? { lastResult?.value }
    /// The currencies the current line's conversions met (`calculate`), kept
    /// here so that a line does not allocate a set of its own.
    let seenCodes: CodeSet
    /// The rate lookup of every calculation line: coins priced by the exchanges
    /// (SPEC §9), everything else by the rates, each pair's codes noted in
    /// `seenCodes`. Made once: it holds only objects the session owns.
    let lineRate: Evaluator.RateLookup
    /// Frankfurter's base URL for days after the bundled history (`HWAN_HISTORY_BASE_URL`,
    /// set by the executable; nil: the default).
    public var historyBaseURL: String?
    /// Seconds east of UTC of the home currency's zone, for "today" (`HomeZone`), read once.
    lazy var homeOffset = HomeZone.offset(forCurrency: home)
    /// The rates of past days, made when a line first names one: the bank's
    /// published rate first when it is the won's rate (SPEC §7, §12), then the
    /// keyed provider's, then the ECB's.
    lazy var datedRates: DatedRates = {
        datedRatesMade = true
        return DatedRates(
            cacheDirectory: rateService.store.directory.path, http: rateService.http, baseURL: historyBaseURL,
            offline: rateService.offline,
            sources: DatedSourceOrder(bank: rates.bank?.service.settings, provider: rateService.settings))
    }()
    /// Whether `datedRates` was made, so that a line without a date never makes it to ask for notices.
    private var datedRatesMade = false
    /// Whether a dated batch's `DATE<TAB>line` takes its quick way (tests compare both ways).
    package var fastDatedBatch = true
    /// The shapes of the lines read so far, so that a line of a known shape is not read again.
    let lineShapes = LineShapes()
    /// The user's variables and definitions (SPEC §14).
    let userNames = UserNames()
    /// Reads the definitions file (SPEC §14) the first time a line names
    /// something nothing else knows; nil (tests, no file) is no definitions.
    public var definitionsLoader: (() -> DefinitionsFile)? {
        get { userNames.loader }
        set { userNames.loader = newValue }
    }
    /// Runs `watch`'s board where a terminal can show one: the executable sets
    /// it for one-shot commands and the REPL; without it (batch) `watch` is an
    /// error. `watch` is routed here only (`Session+Watch`).
    public var board: ((BoardRequest) throws(SessionError) -> ExitStatus)?
    /// Columns of the screen people read the output on (`COLUMNS`, else the
    /// terminal's size); tables give up columns and long lines break to fit
    /// it. Nil when output goes to a pipe or a file: lines stay whole.
    public var width: Int?

    /// `markets` defaults to the exchanges' own hosts, through the rates' cache directory and transport.
    public init(
        preferences: Preferences, rateService: RateService, zone: LocalZone, bankService: BankService? = nil,
        markets: MarketService? = nil
    ) {
        self.markets =
            markets
            ?? MarketService(
                cacheDirectory: rateService.store.directory.path, http: rateService.http,
                clock: rateService.clock, offline: rateService.offline)
        let coins = CoinPrices(markets: self.markets)
        coins.language = preferences.language
        self.coins = coins
        self.preferences = preferences
        self.language = preferences.language
        self.mode = preferences.mode
        self.zone = zone
        self.home = preferences.home
        let bank = bankService.map(SessionBank.init)
        self.bank = bank
        // SPEC §7: with a bank chosen, its 매매기준율 answers the won unless `rate = mid`.
        let rates = SessionRates(service: rateService, bank: preferences.rate == .mid ? nil : bank)
        self.rates = rates
        let seen = CodeSet()
        self.seenCodes = seen
        self.lineRate = { (from: Currency, to: Currency) throws(EvaluationError) -> ExactFraction in
            seen.insert(from)
            seen.insert(to)
            // The exchanges answer a pair with a coin only (`CoinPrices.isCoin`, by the codes alone).
            if CoinPrices.isCoin(from) || CoinPrices.isCoin(to),
                let coin = try coins.rate(from: from, to: to, rates: rates)
            {
                return coin
            }
            return try rates.rate(from: from, to: to)
        }
    }

    /// A session with every other preference at its default.
    public convenience init(language: Language, mode: OutputMode, rateService: RateService, zone: LocalZone) {
        self.init(
            preferences: Preferences(language: language, mode: mode), rateService: rateService, zone: zone)
    }

    var rateService: RateService { rates.service }

    /// What `line` means, before it is text.
    package func outcome(of line: String) -> LineOutcome {
        var outcome = LineOutcome()
        self.outcome(of: line, into: &outcome)
        return outcome
    }

    /// `outcome(of:)` into the caller's empty `LineOutcome`, so that it is built
    /// in place and never copied on its way to the renderer.
    /// (Read from its UTF-8, as a batch line is: one routing for both.)
    package func outcome(of line: String, into outcome: inout LineOutcome) {
        var line = line
        line.withUTF8 { self.outcome(of: $0, into: &outcome) }
    }

    /// `outcome(of:into:)` of the line whose UTF-8 is `bytes` (the batch loop's),
    /// which means what the `String` they decode to means (`String(decoding:as:)`:
    /// an invalid sequence reads as U+FFFD, and no ASCII byte changes). Most
    /// batch lines are routed by their bytes: a calculation by its first byte, with
    /// no comment (what `strippingComment` and `Command.parse` would give is the
    /// line itself), and `convert N A B` of ASCII (as `Command.parse` routes it);
    /// a calculation line of a kept shape is read from its bytes (`LineShapes`),
    /// and no `String` is made of it unless it fails. Any other line is made one
    /// and goes through the command table (`run`).
    package func outcome(of bytes: UnsafeBufferPointer<UInt8>, into outcome: inout LineOutcome) {
        do throws(SessionError) {
            if bytes.count > 10, bytes[10] == 0x09 || bytes[9] == 0x09 || bytes[8] == 0x09,
                calculatedDatedBatchLine(bytes, into: &outcome)
            {
                // `DATE<TAB>line` of a dated batch (`Session+DatedBatch`).
            } else if let first = bytes.first, Command.startsCalculation(byte: first),
                let base = bytes.baseAddress, memchr(base, 0x23, bytes.count) == nil
            {
                do {
                    try calculate(bytes: bytes, requireTarget: false, into: &outcome)
                } catch {
                    guard try ratedDay(String(decoding: bytes, as: UTF8.self), into: &outcome) else {
                        throw error
                    }
                }
            } else if try !calculatedConvert(bytes, into: &outcome) {
                try run(String(decoding: bytes, as: UTF8.self), into: &outcome)
            }
        } catch {
            fail(error, into: &outcome)
        }
        takeNotices(into: &outcome)
    }

    /// `convert N A B` of ASCII (`Command.blankConvert`) calculated with its word made
    /// spaces, in a buffer on the stack that lives for the call; false, with nothing
    /// done, for any other line.
    private func calculatedConvert(_ bytes: UnsafeBufferPointer<UInt8>, into outcome: inout LineOutcome)
        throws(SessionError) -> Bool
    {
        guard bytes.first == 0x63, let base = bytes.baseAddress, memchr(base, 0x23, bytes.count) == nil else {
            return false
        }
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) {
            (blanked) throws(SessionError) -> Bool in
            guard Command.blankConvert(bytes, into: blanked) else { return false }
            try calculate(bytes: UnsafeBufferPointer(blanked), requireTarget: true, into: &outcome)
            return true
        }
    }

    /// Notices go first on stderr and each once per session (most lines have none:
    /// they only ask whether there are any).
    func takeNotices(into outcome: inout LineOutcome) {
        let datedNotices = datedRatesMade && !datedRates.notices.isEmpty
        guard rates.hasNotices || coins.hasNotices || bank?.hasNotices == true || datedNotices else { return }
        var rateNotices = rates.takeNotices(in: language)
        if datedNotices {
            rateNotices += datedRates.notices.map { $0(language) }
            datedRates.notices.removeAll()
        }
        let coinNotices = coins.takeNotices(in: language)
        let bankNotices = bank?.takeNotices(in: language) ?? []
        if !rateNotices.isEmpty || !coinNotices.isEmpty || !bankNotices.isEmpty {
            // A notice the line said itself (a refused bank quote) is not said twice.
            var seen = Set<String>()
            outcome.notices = (rateNotices + coinNotices + bankNotices + outcome.notices).filter {
                seen.insert($0).inserted
            }
        }
    }

    /// `어제 환율`, `2024-03-04 rates per EUR`, which the calculator refused: the
    /// table of that day (SPEC §12), in a fresh outcome; false for any other line.
    private func ratedDay(_ line: String, into outcome: inout LineOutcome) throws(SessionError) -> Bool {
        guard case .rates(let arguments)? = Command.datedRates(Substring(line)) else { return false }
        outcome = LineOutcome()
        try ratesTable(arguments, into: &outcome)
        return true
    }

    /// A line `outcome(of:into:)` does not route by its bytes: through the command table.
    func run(_ line: String, into outcome: inout LineOutcome) throws(SessionError) {
        let line = Self.strippingComment(line)
        // `rates = 4`: a command's name is not a variable's (SPEC §14).
        if let (name, _) = UserName.assignment(in: line), Command.command(named: name.lowercased()) != nil {
            throw .names(.reserved(name, what: .command))
        }
        let command: Command
        do { command = try Command.parse(line) } catch { throw .command(error) }
        switch command {
        case .empty: return
        case .quit: outcome.quit = true
        case .calculate:
            if try assigned(line, into: &outcome) { return }
            do {
                try calculate(line, requireTarget: false, into: &outcome)
            } catch {
                guard try ratedDay(line, into: &outcome) else { throw error }
            }
        case .convert: try calculate(Self.blankingFirstWord(of: line), requireTarget: true, into: &outcome)
        case .remit(let arguments): try remit(arguments, into: &outcome)
        case .rates(let arguments): try ratesTable(arguments, into: &outcome)
        case .bank(let arguments): try bankTable(arguments, into: &outcome)
        case .exchange(let arguments): try exchange(arguments, into: &outcome)
        case .history(let arguments): try history(arguments, into: &outcome)
        case .status: status(into: &outcome)
        case .refresh: try refresh(into: &outcome)
        case .currencies(let query): try currencies(query, into: &outcome)
        case .units(let query): try units(query, into: &outcome)
        case .vars: variables(into: &outcome)
        case .coins(let arguments): try coins(arguments, market: .spot, into: &outcome)
        case .futures(let arguments): try coins(arguments, market: .futures, into: &outcome)
        case .help(let topic):
            guard let lines = HelpText.lines(topic: topic, language: language) else {
                throw .command(.usage("help"))
            }
            outcome.result = .text(kind: "help", lines: lines)
        case .completions(let shell): try completions(shell, into: &outcome)
        case .watch(let arguments): try watch(arguments, into: &outcome)
        case .csv: try csvLine(into: &outcome)
        }
    }

    /// `100 USD to KRW  # lunch` → `100 USD to KRW  ` (SPEC §1: `#` starts a
    /// comment to the end of the line in every mode). Nothing hwan reads is
    /// spelled with `#`.
    static func strippingComment(_ line: String) -> String {
        // Bytes, not characters: a search by Character would load the grapheme
        // tables into every one-shot run (0.7 MB of resident memory).
        if hasNoComment(line) { return line }
        guard let hash = line.utf8.firstIndex(of: UInt8(ascii: "#")) else { return line }
        return String(line[..<hash])
    }

    /// Whether `line` surely has no `#`: a native string's bytes searched in place
    /// by `memchr` (the generic search cost a hundred instructions a line); false
    /// when it has one, or its bytes are not contiguous.
    static func hasNoComment(_ line: String) -> Bool {
        line.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return true }
            return memchr(base, 0x23, bytes.count) == nil
        } ?? false
    }

    /// `line` with its first word turned into spaces, so that the rest keeps its
    /// columns for the caret (`convert 100 USD JYP` points at `JYP`).
    package static func blankingFirstWord(of line: String) -> String {
        // ASCII: one byte a character (CR LF, one character, is spaces either way),
        // a column for each printable one: the same walk over bytes.
        // (Over the line's own bytes, written in place: no array between.)
        let blanked = line.utf8.withContiguousStorageIfAvailable { line -> String? in
            guard !line.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: line.count) { bytes in
                var count = 0
                var seenWord = false
                var inFirst = true
                for byte in line {
                    let isSpace = LineText.isSpace(Unicode.Scalar(byte))
                    if inFirst && !isSpace {
                        seenWord = true
                        if byte >= 0x20 && byte != 0x7F {
                            bytes[count] = 0x20
                            count += 1
                        }
                        continue
                    }
                    if seenWord && isSpace { inFirst = false }
                    bytes[count] = byte
                    count += 1
                }
                return count
            }
        }
        return (blanked ?? nil) ?? blankingFirstWordByCharacters(of: line)
    }

    /// `blankingFirstWord` by characters: any line, a blank per display column.
    package static func blankingFirstWordByCharacters(of line: String) -> String {
        var seenWord = false
        var result = ""
        var inFirst = true
        for character in line {
            let isSpace = character.unicodeScalars.allSatisfy(LineText.isSpace)
            if inFirst && !isSpace {
                seenWord = true
                result += String(repeating: " ", count: DisplayWidth.of(character))
                continue
            }
            if seenWord && isSpace { inFirst = false }
            result.append(character)
        }
        return result
    }

    /// The outcome for a batch line `LineReader` skipped as too long.
    package func lineTooLongOutcome(bytes: Int) -> LineOutcome {
        var outcome = LineOutcome()
        fail(.grammar(GrammarError(.lineTooLong(bytes: bytes), at: 0..<0)), into: &outcome)
        return outcome
    }

    /// The line failed: its outcome is the error, with the message redacted and
    /// the span the line's handler pointed at, if any.
    func fail(_ error: SessionError, into outcome: inout LineOutcome) {
        // A provider may echo the key back in its error text; it never reaches the user.
        var message = rateService.settings.redact(error.message(in: language))
        if let bank { message = bank.service.settings.redact(message) }
        outcome.status = error.status
        outcome.result = .failure(FailureOutcome(error: error, message: message, span: outcome.span))
    }

    func remember(_ value: Scalar) {
        lastResult = Quantity(value)
    }

    /// SPEC §2: `ans` is the last result with its unit or currency.
    func remember(_ value: Quantity) {
        lastResult = value
    }

    /// The last result moved out for a line's evaluator (not copied): `remember`
    /// sets the line's own, `restoreLastResult` puts this one back when the line fails.
    func takeLastResult() -> Quantity? { lastResult.take() }

    func restoreLastResult(_ value: Quantity?) { lastResult = value }
}
