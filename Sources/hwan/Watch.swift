import HwanKit

/// `watch [rates|bank|coins|futures] [CODE...]` from the command line or the REPL:
/// reads the words, checks for a terminal, picks the board's source and runs
/// `BoardScreen`. Returns the exit status and, when the board could not
/// start, what to say on standard error.
///
/// The sources: `rates` is `RatesBoardSource` over this run's `RateService`
/// (asked again when its policy says so); `bank` the chosen bank's quotes,
/// asked again when they expire (60 s for Dunamu, the next business day's
/// 11:00 KST for Korea Exim); `coins` and `futures` every exchange in
/// parallel every `--interval` seconds (`CoinsBoardSource`).
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
        source = RatesBoardSource(
            service: service, codes: request.codes.isEmpty ? (preferences.rates ?? []) : request.codes,
            home: preferences.home, bank: preferences.rate == .mid ? nil : bank)
    case .bank:
        guard let bank else {
            let error = BankError.notConfigured
            return (error.status, error.message(in: language))
        }
        source = BankBoardSource.make(bank: bank, codes: request.codes)
    case .coins, .futures:
        do {
            source = try CoinsBoardSource.make(
                markets: markets, rates: service, symbols: request.codes, defaults: preferences.coins,
                market: request.kind == .futures ? .futures : .spot,
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
