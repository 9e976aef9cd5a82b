/// The words of SPEC §6, in both languages. Amounts and rates show two
/// decimals with thousands separators; the caller formats the rates' time as
/// `yyyy-MM-dd HH:mm` in the zone it shows.
///
///     수취금액은 1,380,250.00 KRW 입니다.      Received amount: 1,380,250.00 KRW
///     환율: 1,380.25 KRW/USD                   Exchange rate: 1,380.25 KRW/USD
///     조회시간: 2026-11-22 09:00                Rates time: 2026-11-22 09:00
public enum RemittanceText {
    public static func render(_ quote: RemittanceQuote, language: Language, timeText: String) -> [String] {
        let received = DecimalFormatting.fixed(quote.received, fractionDigits: 2)
        // Two decimals, but a rate below 1 keeps four significant digits (`0.0006623`, SPEC §6).
        let rate = DecimalFormatting.fixed(
            quote.rate,
            fractionDigits: quote.rate < .one
                ? NumberText.moneyDigits(Scalar(quote.rate), minorUnits: 2) : 2)
        switch language {
        case .ko:
            return [
                "수취금액은 \(received) \(quote.to) 입니다.",
                "환율: \(rate) \(quote.to)/\(quote.from)",
                "조회시간: \(timeText)",
            ]
        case .en:
            return [
                "Received amount: \(received) \(quote.to)",
                "Exchange rate: \(rate) \(quote.to)/\(quote.from)",
                "Rates time: \(timeText)",
            ]
        }
    }

    /// The only output for a refused amount.
    public static func refusal(language: Language) -> String {
        Localized(ko: "송금액이 바르지 않습니다", en: "The remittance amount is not valid")(language)
    }
}
