/// Whether a bank's quote may become the won's rate: a damaged or hostile
/// body can carry any positive price below the decoder's bounds (1e-300, ten
/// times the real rate), and one such number must never price a conversion.
///
/// A quote is accepted only when
/// - its 매매기준율 is a positive number of won per unit,
/// - it lies between the bank's own prices around it, when the bank gives
///   them: 현찰 팔 때 ≤ 매매기준율 ≤ 현찰 살 때, and 송금 받을 때 ≤
///   매매기준율 ≤ 송금 보낼 때 (Korea Exim's `ttb` ≤ `deal_bas_r` ≤ `tts`),
/// - and it is within `band` (±10%) of the provider's rate for the currency.
///   A bank's reference rate and the mid-market rate differ by well under 1%
///   on any real day; 10% leaves room for a provider table a day or two old
///   in a volatile market, and still refuses a price off by a power of ten.
///
/// Without a provider rate there is nothing to hold the quote against, and
/// it is refused: the provider cannot answer either, so nothing is priced.
///
/// Pure: (quote, provider rate) in, the verdict out.
public enum BankQuoteCheck {
    /// How far (as a fraction) a quote may lie from the provider's rate.
    public static let band = ExactFraction(ExactDecimal(negative: false, coefficient: 1, exponent: -1))

    /// How far a cash or transfer price may lie from the 매매기준율 it surrounds
    /// before `exchange` or `remit` refuses to charge it: banks' widest cash
    /// spreads (VND, IDR) stay under 15%.
    public static let priceBand = ExactFraction(ExactDecimal(negative: false, coefficient: 2, exponent: -1))

    public enum Verdict: Sendable, Equatable {
        case accepted
        case rejected(BankQuoteRejection)
    }

    /// The verdict on `quote` against the provider's `providerRate` (KRW per one
    /// unit of the quote's currency; nil when the provider has none).
    public static func check(_ quote: BankQuote, providerRate: ExactFraction?) -> Verdict {
        guard quote.unit > 0, quote.base > 0, let perOne = perOne(quote.base, unit: quote.unit) else {
            return .rejected(.notPositive(quote))
        }
        if let cashSell = quote.cashSell, let cashBuy = quote.cashBuy,
            !(cashSell <= quote.base && quote.base <= cashBuy)
        {
            return .rejected(.outsideCashPrices(quote, sell: cashSell, buy: cashBuy))
        }
        if let receive = quote.ttReceive, let send = quote.ttSend,
            !(receive <= quote.base && quote.base <= send)
        {
            return .rejected(.outsideTransferPrices(quote, receive: receive, send: send))
        }
        guard let providerRate, providerRate > .zero else { return .rejected(.noProviderRate(quote)) }
        let distance = (perOne - providerRate).magnitude
        guard distance <= providerRate * band else {
            return .rejected(.farFromProvider(quote, providerRate: providerRate))
        }
        return .accepted
    }

    /// The check of a price the customer is charged (`exchange`'s cash price,
    /// `remit`'s transfer price) against an accepted 매매기준율: nil when it may be used.
    public static func checkPrice(_ price: ExactDecimal, field: Localized, of quote: BankQuote)
        -> BankQuoteRejection?
    {
        let base = ExactFraction(quote.base)
        guard price > 0, (ExactFraction(price) - base).magnitude <= base * priceBand else {
            return .priceFarFromBase(quote, field: field, price: price)
        }
        return nil
    }

    /// KRW per one unit of a price quoted per `unit` (JPY's price is for 100).
    static func perOne(_ price: ExactDecimal, unit: Int) -> ExactFraction? {
        guard unit > 0, price > 0 else { return nil }
        return try? ExactFraction(numerator: price, denominator: ExactDecimal(unit))
    }
}
