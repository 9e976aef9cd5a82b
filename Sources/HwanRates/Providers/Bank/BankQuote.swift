/// One currency as a Korean bank quotes it: every price is KRW per `unit`
/// of the currency, seen from the customer (SPEC §7). A price the bank does
/// not give is nil.
public struct BankQuote: Sendable, Equatable {
    /// ISO code of the foreign currency (`USD`, `JPY`, `CNH`).
    public var code: String
    /// How many units of the currency the prices are for: 100 for JPY, IDR, VND.
    public var unit: Int
    /// 매매기준율: the bank's reference rate.
    public var base: ExactDecimal
    /// 현찰 살 때: what the customer pays to buy cash.
    public var cashBuy: ExactDecimal?
    /// 현찰 팔 때: what the customer gets for selling cash.
    public var cashSell: ExactDecimal?
    /// 송금 보낼 때: the rate of a transfer the customer sends abroad.
    public var ttSend: ExactDecimal?
    /// 송금 받을 때: the rate of a transfer the customer receives.
    public var ttReceive: ExactDecimal?
    /// Signed KRW change of `base` since the previous day.
    public var change: ExactDecimal?
    /// Signed fraction of that change (0.0019 is +0.19%).
    public var changeRate: ExactDecimal?
    /// When the bank set these prices (Unix seconds).
    public var time: Int64
    /// The bank gave no 매매기준율 (0 or null) and `base` is the mean of
    /// `cashBuy` and `cashSell` (SPEC §7), so every display marks it.
    public var baseIsCashMean = false

    /// The day's opening 매매기준율 (SPEC §7): `base − change`, as Dunamu's
    /// `basePrice − signedChangePrice`; nil when the bank gives no change.
    public var open: ExactDecimal? { change.map { base - $0 } }

    public init(
        code: String, unit: Int, base: ExactDecimal, cashBuy: ExactDecimal? = nil,
        cashSell: ExactDecimal? = nil,
        ttSend: ExactDecimal? = nil, ttReceive: ExactDecimal? = nil, change: ExactDecimal? = nil,
        changeRate: ExactDecimal? = nil, time: Int64
    ) {
        self.code = code
        self.unit = unit
        self.base = base
        self.cashBuy = cashBuy
        self.cashSell = cashSell
        self.ttSend = ttSend
        self.ttReceive = ttReceive
        self.change = change
        self.changeRate = changeRate
        self.time = time
    }
}

/// All the quotes of one response, in the provider's order.
public struct BankTable: Sendable, Equatable {
    public var bank: BankID
    public var quotes: [BankQuote]

    public init(bank: BankID, quotes: [BankQuote]) {
        self.bank = bank
        self.quotes = quotes
    }

    /// The latest quote time: the time of the table as a whole.
    public var time: Int64 { quotes.map(\.time).max() ?? 0 }

    /// The quote for `code`; Korea Exim quotes the offshore yuan (CNH) where
    /// others quote CNY, so a CNY question finds the CNH row.
    public func quote(for code: String) -> BankQuote? {
        if let found = quotes.first(where: { $0.code == code }) { return found }
        if code == "CNY" { return quotes.first { $0.code == "CNH" } }
        return nil
    }
}
