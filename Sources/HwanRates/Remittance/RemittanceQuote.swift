/// A remittance quote: `amount` of `from` sent, `received` of `to` paid out at
/// `rate` (units of `to` per one `from`), from rates of `ratesTime`.
public struct RemittanceQuote: Sendable, Equatable {
    public let amount: ExactDecimal
    public let from: String
    public let to: String
    public let rate: ExactFraction
    public let received: ExactFraction
    /// When the provider published the rates (Unix seconds, UTC).
    public let ratesTime: Int64

    public init(
        amount: ExactDecimal, from: String, to: String, rate: ExactFraction, received: ExactFraction,
        ratesTime: Int64
    ) {
        self.amount = amount
        self.from = from
        self.to = to
        self.rate = rate
        self.received = received
        self.ratesTime = ratesTime
    }

    /// A quote whose received amount is `amount` × `rate`, unrounded (rounding is display's job).
    public init(amount: ExactDecimal, from: String, to: String, rate: ExactFraction, ratesTime: Int64) {
        self.init(
            amount: amount, from: from, to: to, rate: rate, received: ExactFraction(amount) * rate,
            ratesTime: ratesTime)
    }
}
