/// Which rate answers the won (SPEC §7, "the bank as the rate"), as Korean
/// apps quote it: with a bank chosen, the bank's 매매기준율 from 08:25 to
/// 24:00 KST on a day the bank's quote is dated today; before 08:25, at
/// weekends and on holidays (a quote dated another day) the provider's rate.
///
/// The change is measured from the bank: while the bank answers, from the
/// day's open (`basePrice − signedChangePrice`); while the provider answers,
/// from the bank's last close (its last 매매기준율).
///
/// | now (KST)            | quote dated     | answers  | change from              |
/// | -------------------- | --------------- | -------- | ------------------------ |
/// | Tue 08:24:59         | Tue             | provider | the quote's base (close) |
/// | Tue 08:25:00         | Tue             | bank     | base − signedChangePrice |
/// | Tue 23:59:59         | Tue             | bank     | base − signedChangePrice |
/// | Wed 00:00:00         | Tue             | provider | the quote's base (close) |
/// | Sat 14:00            | Fri             | provider | the quote's base (close) |
///
/// Pure: a function of (bank quote, provider table, now), tested as tables.
public enum WonRateRule {
    /// 08:25 KST, in seconds after midnight KST: when Hana Bank's first table of the day stands.
    public static let bankOpens: Int64 = 8 * 3600 + 25 * 60

    /// Whether a quote set at `quoteTime` is the won's rate at `now`.
    public static func bankAnswers(quoteTime: Int64, now: Int64) -> Bool {
        let day = BankSchedule.kstDay(of: now)
        guard BankSchedule.kstDay(of: quoteTime) == day else { return false }
        return secondOfDay(now) >= bankOpens
    }

    /// The next instant after `now` when the rule may decide differently:
    /// the coming 08:25 or midnight KST, whichever is first.
    public static func nextSwitch(after now: Int64) -> Int64 {
        let second = secondOfDay(now)
        let midnight = BankSchedule.clamped(now) - second + 86_400
        return second < bankOpens ? midnight - 86_400 + bankOpens : midnight
    }

    /// Seconds since midnight KST at `time`.
    static func secondOfDay(_ time: Int64) -> Int64 {
        let local = BankSchedule.clamped(time) + BankSchedule.kstOffset
        return ((local % 86_400) + 86_400) % 86_400
    }

    /// The won's rate for one `code` (KRW per one unit), or nil when neither
    /// the bank nor the provider can price it. A quote `BankQuoteCheck`
    /// refuses is not used at all (neither as the rate nor as the open): the
    /// provider answers and the answer carries the rejection to be said.
    ///
    /// - Parameters:
    ///   - quote: the bank's quote for `code`, nil when the bank has none
    ///     (then the provider answers and there is no open to measure from).
    ///   - provider: the provider's table.
    public static func rate(code: String, quote: BankQuote?, bank: BankID, provider: RateTable, now: Int64)
        -> WonRate?
    {
        let mid = provider.rate(from: code, to: "KRW")
        var rejection: BankQuoteRejection?
        var checked = quote
        if let quote, case .rejected(let why) = BankQuoteCheck.check(quote, providerRate: mid) {
            rejection = why
            checked = nil
        }
        let bankRate = checked.flatMap(perOne)
        let dayOpen = checked.flatMap { q in perOne(q.base - (q.change ?? 0), unit: q.unit) }
        if let quote = checked, let bankRate, bankAnswers(quoteTime: quote.time, now: now) {
            return WonRate(
                code: code, krwPerUnit: bankRate, source: .bank(bank), time: quote.time,
                open: quote.change == nil ? nil : dayOpen, baseIsCashMean: quote.baseIsCashMean)
        }
        guard let mid else { return nil }
        var answer = WonRate(
            code: code, krwPerUnit: mid, source: .provider, time: provider.time, open: bankRate)
        answer.rejection = rejection
        return answer
    }

    /// KRW per one unit of a bank quote's 매매기준율 (JPY's price is for 100).
    static func perOne(_ quote: BankQuote) -> ExactFraction? {
        perOne(quote.base, unit: quote.unit)
    }

    static func perOne(_ price: ExactDecimal, unit: Int) -> ExactFraction? {
        guard unit > 0, price > 0 else { return nil }
        return try? ExactFraction(numerator: price, denominator: ExactDecimal(unit))
    }
}

/// The won's rate for one currency, with where it came from and the open its change is measured from.
public struct WonRate: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// The bank's 매매기준율.
        case bank(BankID)
        /// The provider's mid-market rate.
        case provider
    }

    /// The foreign currency.
    public let code: String
    /// KRW for one unit of `code`.
    public let krwPerUnit: ExactFraction
    public let source: Source
    /// When the answering source set this rate (Unix seconds).
    public let time: Int64
    /// KRW per unit the change is measured from: the bank's day open while it
    /// answers, its last close while the provider does; nil when unknown.
    public let open: ExactFraction?
    /// The bank gave no 매매기준율 and its base is the mean of cash buy and sell.
    public var baseIsCashMean = false
    /// The bank's quote `BankQuoteCheck` refused, which the provider's rate replaces.
    public var rejection: BankQuoteRejection?

    /// Signed KRW per unit since `open`.
    public var change: ExactFraction? { open.map { krwPerUnit - $0 } }
    /// `change / open`, a signed fraction (0.0019 is +0.19%).
    public var changeRate: ExactFraction? {
        open.flatMap { ExactFraction.relativeChange(from: $0, to: krwPerUnit) }
    }

    public var isBank: Bool {
        if case .bank = source { return true }
        return false
    }
}
