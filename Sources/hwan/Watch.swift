import HwanKit

/// The board of `watch [rates|bank|coins|futures] [CODE...]`, which `Session`
/// routes here (its `board`) from the command line or the REPL: checks for a
/// terminal, picks the board's source and runs `BoardScreen`. Returns the exit
/// status; a board that cannot start throws what to say.
///
/// The sources: `rates` is `RatesBoardSource` over this run's `RateService`
/// (asked again when its policy says so); `bank` the chosen bank's quotes,
/// asked again when they expire (60 s for Dunamu, the next business day's
/// 11:00 KST for Korea Exim); `coins` and `futures` every exchange in
/// parallel every `--interval` seconds (`CoinsBoardSource`).
@MainActor func runWatch(
    _ request: BoardRequest, service: RateService, bank: BankService?, markets: MarketService,
    preferences: Preferences, interval: Int64?
) throws(SessionError) -> ExitStatus {
    guard SystemEffects.isTerminal(1) else { throw .board(.needsTerminal) }
    let source: any BoardSource
    switch request.kind {
    case .rates:
        source = RatesBoardSource(
            service: service, codes: request.codes.isEmpty ? (preferences.rates ?? []) : request.codes,
            home: preferences.home, bank: preferences.rate == .mid ? nil : bank)
    case .bank:
        guard let bank else { throw .bank(.notConfigured) }
        source = BankBoardSource.make(bank: bank, codes: request.codes)
    case .coins, .futures:
        do {
            source = try CoinsBoardSource.make(
                markets: markets, rates: service, symbols: request.codes, defaults: preferences.coins,
                market: request.kind == .futures ? .futures : .spot,
                every: interval ?? IntervalSchedule.defaultSeconds)
        } catch {
            throw .market(error)
        }
    }
    return BoardScreen.run(
        source: source, kind: request.kind, language: preferences.language,
        palette: preferences.palette(onTerminal: true), clock: SystemEffects.now)
}
