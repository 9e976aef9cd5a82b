/// A cash exchange (`CashExchange`) as text:
///
///     100 USD = 131,459원 (13만 1,459원) · 하나은행 현찰 팔 때 1,314.59원 (매매기준율 1,338.00원 − 23.41원, 1.75%)
///     1,000,000 KRW = 740.89 USD · Hana Bank cash buy 1,349.71 KRW, 50% off the spread of 1,361.41 (base 1,338.00 + 11.71, 0.87%)
///
/// Prices are KRW per the bank's unit (`100 JPY`), with two decimals as banks print them.
enum ExchangeText {
    /// What `exchange` says at the rate: no bank chosen, or the chosen bank's
    /// cash price refused (a notice says why): the price is the rate, not a cash price.
    static func atTheRateNote(_ language: Language, refusedBy bank: BankID? = nil) -> String {
        guard let bank else {
            return Localized(
                ko: "은행이 정해지지 않아 현찰 가격이 아닌 환율로 계산했습니다 (--bank dunamu)",
                en: "no bank chosen: at the rate, not a bank's cash price (--bank dunamu)")(language)
        }
        let name = bank.bankName
        return Localized(
            ko: "\(name.ko) 현찰 가격을 쓸 수 없어 환율로 계산했습니다",
            en: "\(name.en)'s cash price refused: at the rate, not a cash price")(language)
    }

    static func line(_ exchange: CashExchange, from: Currency, to: Currency, language: Language) -> String {
        let ko = language == .ko
        func money(_ value: ExactFraction, _ currency: Currency, typed: Bool = false) -> String {
            var digits = NumberText.moneyDigits(Scalar(value), minorUnits: currency.minorUnits)
            // The amount as typed keeps its own digits (`100 USD`, not `100.00 USD`).
            if typed, let exact = value.exactDecimal { digits = max(0, -exact.exponent) }
            let text = DecimalFormatting.fixed(value, fractionDigits: digits, grouping: true)
            guard ko, currency.code == "KRW" else { return text + " " + currency.code }
            let plain = DecimalFormatting.fixed(value, fractionDigits: digits, grouping: false)
            return text + "원" + (KoreanAmount.reading(plain).map { " (\($0))" } ?? "")
        }
        func won(_ value: ExactFraction) -> String {
            DecimalFormatting.fixed(value, fractionDigits: 2, grouping: true) + (ko ? "원" : " KRW")
        }
        let bank = exchange.bank.bankName(language)
        let side =
            exchange.side == .cashBuy
            ? Localized(ko: "현찰 살 때", en: "cash buy")(language)
            : Localized(ko: "현찰 팔 때", en: "cash sell")(language)
        let per = exchange.unit == 1 ? "" : " (\(exchange.unit) \(exchange.code))"
        var price = "\(bank) \(side)\(per) \(won(ExactFraction(exchange.listed)))"
        if !exchange.discount.isZero {
            let percent = DecimalFormatting.significant(exchange.discount * 100, digits: 6)
            price +=
                ko
                ? ", 우대 \(percent)% \(won(exchange.price))"
                : ", \(percent)% off the spread: \(won(exchange.price))"
        }
        let sign = exchange.price < ExactFraction(exchange.base) ? "−" : "+"
        let spread =
            "\(ko ? "매매기준율" : "base") \(won(ExactFraction(exchange.base))) \(sign) "
            + DecimalFormatting.fixed(exchange.spread, fractionDigits: 2, grouping: true)
            + (ko ? "원, " : ", ")
            + DecimalFormatting.fixed(exchange.spreadRate * 100, fractionDigits: 2) + "%"
        return
            "\(money(exchange.amount, from, typed: true)) = \(money(exchange.result, to)) · \(price) (\(spread))"
    }

    static func json(_ exchange: CashExchange, source: RateSource, age: QuoteAge) -> String {
        var writer = JSONWriter()
        writer.string("kind", "exchange")
        writer.number("amount", raw: NumberText.json(exchange.amount))
        writer.string("from", exchange.from)
        writer.string("to", exchange.to)
        writer.number("result", raw: NumberText.json(exchange.result))
        writer.string("bank", exchange.bank.rawValue)
        writer.string("side", exchange.side.rawValue)
        writer.string("code", exchange.code)
        writer.number("unit", raw: String(exchange.unit))
        writer.number("base", raw: NumberText.json(exchange.base))
        writer.number("listed", raw: NumberText.json(exchange.listed))
        writer.number("price", raw: NumberText.json(exchange.price))
        writer.number("spread", raw: NumberText.json(exchange.spread))
        writer.number("spreadRate", raw: NumberText.json(exchange.spreadRate))
        writer.number("discount", raw: NumberText.json(exchange.discount))
        writer.string("source", source.rawValue)
        writer.string("quoteTime", TimeText.iso8601(exchange.quoteTime))
        age.addJSON(to: &writer)
        return writer.finish()
    }
}
