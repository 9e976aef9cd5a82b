/// The two premiums of SPEC §9, exact: fractions until the renderer rounds them.
public enum Premium {
    /// Between exchanges: `(high − low) / low`, as a percent (0.1 = 0.1%).
    public static func spread(high: ExactDecimal, low: ExactDecimal) -> ExactFraction? {
        guard low > .zero else { return nil }
        return try? ExactFraction(numerator: (high - low).scaled(byPowerOfTen: 2), denominator: low)
    }

    /// The kimchi premium: `KRW price / (USDT price × USD/KRW) − 1`, as a
    /// percent, USDT taken as USD.
    public static func kimchi(krw: ExactDecimal, usdt: ExactDecimal, usdKrw: ExactFraction) -> ExactFraction?
    {
        guard krw > .zero, usdt > .zero, !usdKrw.isZero, !usdKrw.isNegative else { return nil }
        guard let ratio = try? ExactFraction(krw) / (ExactFraction(usdt) * usdKrw) else { return nil }
        return (ratio - .one) * ExactFraction(100)
    }
}
