import HwanKit

/// `watch [rates|bank|coins] [CODE...]` from the command line or the REPL:
/// reads the words, checks for a terminal, picks the board's source and runs
/// `BoardScreen`. Returns the exit status and, when the board could not
/// start, what to say on standard error.
///
/// The sources: `rates` is `RatesBoardSource` over this run's `RateService`
/// (asked again when its policy says so); `bank` the chosen bank's quotes,
/// asked again when they expire (60 s for Dunamu, the next business day's
/// 11:00 KST for Korea Exim); `coins` every exchange in parallel every
/// `--interval` seconds (`CoinsBoardSource`).
@MainActor func runWatch(
    _ arguments: String, service: RateService, bank: BankService?, markets: MarketService,
    preferences: Preferences, interval: Int64?
) -> (status: ExitStatus, error: String?) {
    let language = preferences.language
    let request: BoardRequest
    do {
        request = try BoardRequest.parse(arguments)
    } catch {
        return (error.status, error.message(in: language))
    }
    guard SystemEffects.isTerminal(1) else {
        let error = BoardError.needsTerminal
        return (error.status, error.message(in: language))
    }
    let source: any BoardSource
    switch request.kind {
    case .rates:
        source = RatesBoardSource(service: service, codes: request.codes, home: preferences.home)
    case .bank:
        guard let bank else {
            let error = BankError.notConfigured
            return (error.status, error.message(in: language))
        }
        source = bankBoard(bank, codes: request.codes)
    case .coins:
        do {
            source = try CoinsBoardSource.make(
                markets: markets, rates: service, symbols: request.codes, defaults: preferences.coins,
                every: interval ?? IntervalSchedule.defaultSeconds)
        } catch {
            return (error.status, error.message(in: language))
        }
    }
    let status = BoardScreen.run(
        source: source, kind: request.kind, language: language,
        palette: preferences.palette(onTerminal: true), clock: SystemEffects.now)
    return (status, nil)
}

/// `watch bank`: the bank's quotes through its cached store, asked again only
/// when the store says they may be replaced (60 s for Dunamu, the next
/// business day's 11:00 KST for Korea Exim), drawn by the `bank` command's table.
func bankBoard(_ bank: BankService, codes: [String]) -> ScheduledBoardSource<BankAnswer> {
    let wanted = codes.isEmpty ? BankTableText.defaultCodes : codes
    return ScheduledBoardSource(
        every: 2, currentUntil: { $0.currentUntil },
        fetch: { _ in bank.current(wanted: wanted) },
        render: { answer, view in
            guard let answer else {
                return BoardPanel(caption: bank.settings.id.bankName(view.language), table: [])
            }
            var notices = answer.notices.map { $0(view.language) }
            if let failure = answer.failure { notices.append(failure.message(in: view.language)) }
            guard let table = answer.table else {
                return BoardPanel(caption: bank.settings.id.bankName(view.language), table: [], notices: notices)
            }
            let quotes = wanted.compactMap { table.quote(for: $0) }
            let missing = wanted.filter { table.quote(for: $0) == nil }
            if !codes.isEmpty, !missing.isEmpty {
                notices.append(BankError.notQuoted(table.bank, code: missing.joined(separator: ", ")).message(in: view.language))
            }
            let lines = BankTableText.lines(
                quotes: quotes, bank: table.bank, language: view.language, palette: view.palette, now: view.now)
            var ages: [BoardAge] = []
            if let fetched = answer.fetchedAt {
                ages.append(BoardAge(Localized(ko: "가져옴", en: "fetched"), time: fetched))
            }
            // The caption is shown as text (escape bytes made visible), so it goes unpainted.
            let caption = BankTableText.header(
                bank: table.bank, time: quotes.map(\.time).max() ?? view.now, now: view.now,
                language: view.language)
            return BoardPanel(caption: caption, ages: ages, table: Array(lines.dropFirst()), notices: notices)
        })
}
