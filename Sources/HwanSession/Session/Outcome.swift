/// What a line means once routed and computed, before it is text. `Session`
/// makes one per line; one renderer per output mode (`HumanRenderer`,
/// `TerseRenderer`, `JSONRenderer`, chosen once by `OutcomeRenderer`) turns
/// it into the `Reply`'s lines (SPEC §3), so no output mode reaches Session.
/// (An outcome is as large as its largest case, moved and destroyed whole: a
/// calculation, most lines, is one reference (`CalculationOutcome` is a class),
/// and the larger cases of commands are `indirect`, one box each.)
package enum Outcome {
    /// A blank or comment line, or `quit`: nothing on stdout.
    case nothing
    /// A quantity expression: `100 USD to JPY`, `34평`, `(120+35)*3`, `엔화 환율`.
    case calculation(CalculationOutcome)
    /// Lines that read the same in every mode but JSON (`{"kind":..,"lines":[..]}`): help, completion scripts.
    case text(kind: String, lines: [String])
    /// `currencies [QUERY]`: the matching currencies, best first.
    case currencies([Currency])
    /// `units [QUERY]`: the unit types, one type's units, or the matches.
    case units(UnitListing.Selection)
    /// `rates [CODE...] [per BASE]`: the board of rates against a base.
    indirect case rates(RatesBoard)
    /// `coins` / `futures`: every exchange's prices of the symbols asked.
    indirect case coins(CoinsOutcome)
    /// `bank [CODE...]`: the chosen bank's quotes.
    case bank(BankOutcome)
    /// `history CODE [BASE] [DAYS]`: the stored rates of a pair over the last `days`.
    indirect case history(HistorySeries, days: Int)
    /// `status`: where the rates come from and how old they are.
    indirect case status(StatusOutcome)
    /// `refresh`: what a forced fetch brought.
    indirect case refresh(RefreshOutcome)
    /// `remit AMOUNT [FROM] TO`: what arrives, and the bank's transfer price when it answers.
    indirect case remittance(RemittanceOutcome)
    /// `exchange AMOUNT FROM TO` with a bank: a cash exchange at its cash price.
    indirect case exchange(ExchangeOutcome)
    /// `exchange` with no bank chosen: the conversion at the rate, said not to be a cash price.
    case atTheRate(CalculationOutcome)
    /// A date line: a day, a count of days, or an age (SPEC §14).
    indirect case date(DateAnswer)
    /// `vars`: the session's variables and the definitions file's names.
    case variables(VariablesOutcome)
    /// The line failed: the error, its message and where it points.
    indirect case failure(FailureOutcome)
}
