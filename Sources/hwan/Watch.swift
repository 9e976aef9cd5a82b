import HwanKit

/// `watch [rates|bank|coins] [CODE...]` from the command line or the REPL:
/// reads the words, checks for a terminal, picks the board's source and runs
/// `BoardScreen`. Returns the exit status and, when the board could not
/// start, what to say on standard error.
///
/// The sources: `rates` is `RatesBoardSource` over this run's `RateService`;
/// `bank` and `coins` are the plug points for the bank quotes (SPEC §7) and
/// the exchanges (SPEC §9). Each becomes a `ScheduledBoardSource`:
///
///     ScheduledBoardSource(every: interval ?? IntervalSchedule.defaultSeconds,
///                          fetch: { now in <all exchanges in parallel, through their cached stores> },
///                          render: { snapshot, view in BoardPanel(
///                              caption: <source and time>, ages: <one BoardAge per exchange>,
///                              table: <CoinsTableText lines for view.width/language/palette>,
///                              notices: <one line per failed exchange>) })
///
/// and for the bank `every: 2` with `currentUntil:` the quote's freshness
/// (60 s for Dunamu, the next business day's 11:00 KST for Exim), so its
/// store's policy decides as rates' does.
@MainActor func runWatch(
    _ arguments: String, service: RateService, preferences: Preferences, interval: Int64?
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
    case .bank, .coins:
        // Wired in with the bank and coins providers (see above); until then, said plainly.
        _ = interval
        let error = BoardError.unavailable(request.kind)
        return (error.status, error.message(in: language))
    }
    let status = BoardScreen.run(
        source: source, kind: request.kind, language: language,
        palette: preferences.palette(onTerminal: true), clock: SystemEffects.now)
    return (status, nil)
}
