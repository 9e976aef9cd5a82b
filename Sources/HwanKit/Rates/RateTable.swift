/// Rates as a provider gave them: units of each currency per one `base`, at `time`.
/// Any pair converts through the base, so a USD-based and a KRW-based table
/// answer the same questions.
public struct RateTable: Sendable, Equatable {
    public let base: String
    /// When the provider last updated these rates (Unix seconds, UTC).
    public let time: Int64
    public let rates: [String: Decimal]

    public init(base: String, time: Int64, rates: [String: Decimal]) {
        self.base = base
        self.time = time
        var all = rates
        all[base] = 1
        self.rates = all
    }

    public func contains(_ code: String) -> Bool { rates[code] != nil }

    /// Units of `to` for one `from` (the cross rate through the base), or nil
    /// when the table lacks either currency.
    public func rate(from: String, to: String) -> Decimal? {
        guard let f = rates[from], let t = rates[to], f > 0 else { return nil }
        if from == to { return 1 }
        return DecimalDivision.quotient(t, f)
    }

    /// `amount` of `from` in `to`. Multiplies before dividing so that results
    /// stay exact whenever the quotient terminates.
    public func convert(_ amount: Decimal, from: String, to: String) -> Decimal? {
        guard let f = rates[from], let t = rates[to], f > 0 else { return nil }
        if from == to { return amount }
        return DecimalDivision.quotient(amount * t, f)
    }
}
