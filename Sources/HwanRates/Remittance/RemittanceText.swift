/// The words of SPEC §6, in both languages. Amounts and rates show two
/// decimals with thousands separators; the caller formats the rates' time as
/// `yyyy-MM-dd HH:mm` and its zone.
///
///     수취금액은 1,380,250.00 KRW 입니다.      Received amount: 1,380,250.00 KRW
///     환율: 1,380.25 KRW/USD                   Exchange rate: 1,380.25 KRW/USD
///     조회시간: 2026-11-22 09:00 KST            Rates time: 2026-11-22 09:00 KST
///     수취국가: 대한민국 (KRW)                  Receiving country: South Korea (KRW)
public enum RemittanceText {
    /// The three lines. With `home`, a pair with the home currency shows its
    /// rate as the home currency's price of the other (`1,380.25 KRW/USD` for
    /// KRW → USD too, as a Korean reader quotes the won), never `0.0007245 USD/KRW`.
    public static func render(
        _ quote: RemittanceQuote, language: Language, timeText: String, home: String? = nil
    ) -> [String] {
        let received = DecimalFormatting.fixed(quote.received, fractionDigits: 2)
        var (value, top, bottom) = (quote.rate, quote.to, quote.from)
        if let home, quote.from == home, quote.to != home, let inverse = try? .one / quote.rate {
            (value, top, bottom) = (inverse, home, quote.to)
        }
        // The won's price of JPY, IDR and VND is per 100, as banks quote them (`1,019.45 KRW/100 JPY`).
        if top == "KRW", Currency.quotedPerHundred.contains(bottom) {
            (value, bottom) = (value * 100, "100 " + bottom)
        }
        // Two decimals, but a rate below 1 keeps four significant digits (`0.0006623`, SPEC §6).
        let rate = DecimalFormatting.fixed(
            value, fractionDigits: value < .one ? NumberText.moneyDigits(Scalar(value), minorUnits: 2) : 2)
        switch language {
        case .ko:
            return [
                "수취금액은 \(received) \(quote.to) 입니다.",
                "환율: \(rate) \(top)/\(bottom)",
                "조회시간: \(timeText)",
            ]
        case .en:
            return [
                "Received amount: \(received) \(quote.to)",
                "Exchange rate: \(rate) \(top)/\(bottom)",
                "Rates time: \(timeText)",
            ]
        }
    }

    /// `수취국가: 미국 (USD)`: where the money is paid out (the seed apps name it).
    public static func country(_ name: String, code: String, language: Language) -> String {
        Localized(ko: "수취국가: \(name) (\(code))", en: "Receiving country: \(name) (\(code))")(language)
    }

    /// `환율 출처: 하나은행 매매기준율`: said when the bank's rate priced the quote, as a conversion says it.
    public static func source(_ name: Localized, language: Language) -> String {
        Localized(ko: "환율 출처: \(name.ko)", en: "Rate source: \(name.en)")(language)
    }

    /// The only output for a refused amount.
    public static func refusal(language: Language) -> String {
        Localized(ko: "송금액이 바르지 않습니다", en: "The remittance amount is not valid")(language)
    }
}
