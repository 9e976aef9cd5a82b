/// A cash exchange at a Korean bank (SPEC §2 `exchange`, 환전): foreign cash
/// bought at the bank's 현찰 살 때 price, sold at its 현찰 팔 때 price, and the
/// spread of that price against the 매매기준율.
///
/// 환율우대 N% (a preferential rate) takes N% off the spread, as Korean banks
/// compute it: with base 1,338.00 and 현찰 살 때 1,361.41 (spread 23.41),
/// 우대 50% makes the price 1,338.00 + 23.41 × 0.5 = 1,349.705.
///
/// A bank exchanges cash against the won, so one side is KRW: `KRW → USD`
/// buys dollars (현찰 살 때), `USD → KRW` sells them (현찰 팔 때). Pure:
/// the quote, the amount and the discount in, the exchange out.
public struct CashExchange: Sendable, Equatable {
    /// Which of the bank's cash prices applies, seen from the customer.
    public enum Side: String, Sendable, Equatable {
        /// 현찰 살 때: the customer buys foreign cash.
        case cashBuy
        /// 현찰 팔 때: the customer sells foreign cash.
        case cashSell
    }

    public let bank: BankID
    /// The foreign currency, and how many units the prices are for (100 for JPY).
    public let code: String
    public let unit: Int
    public let side: Side
    /// 매매기준율 per `unit`.
    public let base: ExactDecimal
    /// The bank's listed cash price per `unit`, before any discount.
    public let listed: ExactDecimal
    /// The fraction of the spread waived (0.5 for 우대 50%).
    public let discount: ExactFraction
    public let amount: ExactFraction
    public let from: String
    public let to: String
    public let quoteTime: Int64

    /// The price paid or received per `unit` after the discount.
    public var price: ExactFraction {
        let base = ExactFraction(self.base)
        return base + (ExactFraction(listed) - base) * (.one - discount)
    }

    /// The price's distance from the 매매기준율 per `unit` (positive).
    public var spread: ExactFraction { (price - ExactFraction(base)).magnitude }

    /// `spread / base`: 0.0175 is 1.75%.
    public var spreadRate: ExactFraction { (try? spread / ExactFraction(base)) ?? .zero }

    /// What the customer gets, in `to`.
    public var result: ExactFraction {
        guard let perOne = try? price / ExactFraction(unit) else { return .zero }
        if from == "KRW" { return (try? amount / perOne) ?? .zero }
        return amount * perOne
    }

    /// The exchange of `amount` of `from` into `to` at `quote`'s cash price.
    ///
    /// - Parameter discount: 환율우대 as a fraction of the spread, 0...1.
    public static func quote(
        amount: ExactFraction, from: String, to: String, quote: BankQuote, bank: BankID,
        discount: ExactFraction = .zero
    ) throws(BankError) -> CashExchange {
        guard from != to, from == "KRW" || to == "KRW" else {
            throw .cashNotAgainstWon(from: from, to: to)
        }
        let side: Side = from == "KRW" ? .cashBuy : .cashSell
        guard let listed = side == .cashBuy ? quote.cashBuy : quote.cashSell else {
            throw .noCashPrice(bank, code: quote.code, buying: side == .cashBuy)
        }
        return CashExchange(
            bank: bank, code: quote.code, unit: quote.unit, side: side, base: quote.base, listed: listed,
            discount: discount, amount: amount, from: from, to: to, quoteTime: quote.time)
    }

    /// `우대 50%`, `우대50`, `--discount 50`, `--discount=50`: the words that set
    /// 환율우대 in an `exchange` line, taken out of it. Nil when none is there;
    /// the percent as written otherwise (checked by `discount(percent:)`).
    public static func takeDiscount(from words: inout [String]) -> String? {
        var found: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            var value: String?
            var taken = 1
            for prefix in ["--discount=", "우대율", "우대"]
            where word.hasPrefix(prefix) && word.count > prefix.count {
                value = String(word.dropFirst(prefix.count))
            }
            if value == nil, ["--discount", "우대", "우대율", "환율우대"].contains(word), index + 1 < words.count {
                value = words[index + 1]
                taken = 2
            }
            if let value {
                found = value
                words.removeSubrange(index..<(index + taken))
            } else {
                index += 1
            }
        }
        return found
    }

    /// `50`, `50%`, `12.5` → the fraction of the spread waived; nil outside 0...100.
    public static func discount(percent text: String) -> ExactFraction? {
        var digits = Substring(text)
        if digits.hasSuffix("%") { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.utf8.count <= 12,
            digits.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }),
            let value = ExactDecimal(String(digits)), value >= 0, value <= 100
        else { return nil }
        return (try? ExactFraction(value) / ExactFraction(100)) ?? nil
    }
}
