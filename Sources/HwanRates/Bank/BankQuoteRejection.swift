/// Why a bank's quote did not become the won's rate (`BankQuoteCheck`), said
/// in one line that names the bank's quote, why, and that the provider answers.
public enum BankQuoteRejection: Sendable, Equatable {
    /// A 매매기준율 of zero or less, or a unit that is not positive.
    case notPositive(BankQuote)
    /// The 매매기준율 is not between 현찰 팔 때 and 현찰 살 때.
    case outsideCashPrices(BankQuote, sell: ExactDecimal, buy: ExactDecimal)
    /// The 매매기준율 is not between 송금 받을 때 and 송금 보낼 때.
    case outsideTransferPrices(BankQuote, receive: ExactDecimal, send: ExactDecimal)
    /// The provider has no rate for the currency to hold the quote against.
    case noProviderRate(BankQuote)
    /// More than `BankQuoteCheck.band` from the provider's rate (KRW per one unit).
    case farFromProvider(BankQuote, providerRate: ExactFraction)
    /// A cash or transfer price too far from its 매매기준율 to be charged.
    case priceFarFromBase(BankQuote, field: Localized, price: ExactDecimal)

    public var quote: BankQuote {
        switch self {
        case .notPositive(let quote), .outsideCashPrices(let quote, _, _),
            .outsideTransferPrices(let quote, _, _), .noProviderRate(let quote),
            .farFromProvider(let quote, _), .priceFarFromBase(let quote, _, _):
            quote
        }
    }

    /// `하나은행 USD 매매기준율 13,380.00원을 쓰지 않습니다: …`, for stderr.
    public func notice(bank: BankID) -> Localized {
        let quote = self.quote
        let name = bank.bankName
        let per = quote.unit == 1 ? quote.code : "\(quote.code) \(quote.unit)"
        let base = Self.price(quote.base)
        let why = reason
        if case .priceFarFromBase = self {
            return Localized(
                ko: "\(name.ko) \(per) 시세를 쓰지 않습니다: \(why.ko)",
                en: "not using \(name.en)'s \(per) quote: \(why.en)")
        }
        return Localized(
            ko: "\(name.ko) \(per) 매매기준율 \(base)원을 쓰지 않습니다: \(why.ko). 제공자 환율을 씁니다",
            en:
                "not using \(name.en)'s \(per) base rate of \(base) KRW: \(why.en); the provider's rate answers"
        )
    }

    /// Why, in words.
    public var reason: Localized {
        switch self {
        case .notPositive:
            return Localized(ko: "0보다 큰 값이 아닙니다", en: "it is not above zero")
        case .outsideCashPrices(_, let sell, let buy):
            let (sell, buy) = (Self.price(sell), Self.price(buy))
            return Localized(
                ko: "현찰 팔 때(\(sell))와 살 때(\(buy)) 사이에 있지 않습니다",
                en: "it is not between the cash selling (\(sell)) and buying (\(buy)) prices")
        case .outsideTransferPrices(_, let receive, let send):
            let (receive, send) = (Self.price(receive), Self.price(send))
            return Localized(
                ko: "송금 받을 때(\(receive))와 보낼 때(\(send)) 사이에 있지 않습니다",
                en: "it is not between the transfer receiving (\(receive)) and sending (\(send)) prices")
        case .noProviderRate(let quote):
            return Localized(
                ko: "견줄 제공자 환율이 없습니다(\(quote.code))",
                en: "the provider has no \(quote.code) rate to hold it against")
        case .farFromProvider(let quote, let providerRate):
            let provider = Self.price(providerRate * ExactFraction(quote.unit))
            let band = DecimalFormatting.trimmed(
                (BankQuoteCheck.band * 100).exactDecimal ?? 10, maxFractionDigits: 2)
            return Localized(
                ko: "제공자 환율 \(provider)원과 \(band)% 넘게 다릅니다",
                en: "more than \(band)% from the provider's \(provider) KRW")
        case .priceFarFromBase(let quote, let field, let price):
            let band = DecimalFormatting.trimmed(
                (BankQuoteCheck.priceBand * 100).exactDecimal ?? 20, maxFractionDigits: 2)
            return Localized(
                ko: "\(field.ko) \(Self.price(price))원이 매매기준율 \(Self.price(quote.base))원과 \(band)% 넘게 다릅니다",
                en:
                    "its \(field.en) price \(Self.price(price)) KRW is more than \(band)% from its base rate \(Self.price(quote.base)) KRW"
            )
        }
    }

    /// A price as the notices show it: two decimals from 1 up, else four
    /// significant digits, so 1e-300 reads as itself and never as `0.00`.
    static func price(_ value: ExactDecimal) -> String {
        price(ExactFraction(value))
    }

    static func price(_ value: ExactFraction) -> String {
        value.magnitude >= .one
            ? DecimalFormatting.fixed(value, fractionDigits: 2)
            : DecimalFormatting.significant(value, digits: 4)
    }
}
