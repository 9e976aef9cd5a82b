/// A computed quantity expression: the evaluation (values, results, readings)
/// with what its text says about the sources: the rate of each pair, where the
/// rates came from, the exchanges that priced a coin, the bank that answered.
struct CalculationOutcome {
    let evaluation: Evaluation
    /// The expression as the human line repeats it (`100 USD`, `1억 2천`).
    let echo: String
    /// The line as typed, for JSON's `expression`.
    let expression: String
    /// Whether a number was read colloquially (`1억 2천`): the plain result then shows the reading.
    let showsReading: Bool
    /// `엔화 환율`: the rate itself, the bank way, in human mode.
    let isRateQuery: Bool
    /// The rate the evaluation used for a pair. Asked only by a renderer that
    /// shows it, at rendering time, so a mode that does not show it costs nothing.
    let rate: (Currency, Currency) -> ExactFraction?
    /// Where the rates came from; nil when no money was involved.
    let provenance: RatesAnswer?
    /// The exchanges whose prices a coin conversion used (SPEC §9).
    let coinSources: [Exchange]
    /// The bank's rate when it answered the pair (SPEC §7); nil when a coin was priced.
    let bankRate: ((Currency, Currency) -> WonRate?)?
}
