/// Rates as a provider gave them: units of each currency per one `base`, at `time`.
/// Any pair converts through the base, so a USD-based and a KRW-based table
/// answer the same questions.
public struct RateTable: Sendable, Equatable {
    public let base: String
    /// When the provider last updated these rates (Unix seconds, UTC).
    public let time: Int64
    public let rates: [String: ExactDecimal]

    public init(base: String, time: Int64, rates: [String: ExactDecimal]) {
        self.base = base
        self.time = time
        var all = rates
        all[base] = 1
        self.rates = all
    }

    public func contains(_ code: String) -> Bool { rates[code] != nil }

    /// Units of `to` for one `from` (the cross rate through the base, exactly
    /// rate[to] / rate[from]), or nil when the table lacks either currency.
    public func rate(from: String, to: String) -> ExactFraction? {
        guard let f = rates[from], let t = rates[to], f > 0 else { return nil }
        if from == to { return .one }
        return try? ExactFraction(numerator: t, denominator: f)
    }

    /// `amount` of `from` in `to`, exactly.
    public func convert(_ amount: ExactFraction, from: String, to: String) -> ExactFraction? {
        rate(from: from, to: to).map { amount * $0 }
    }
}
