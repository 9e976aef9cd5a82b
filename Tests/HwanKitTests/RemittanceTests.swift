import Foundation
import HwanKit
import Testing

@Suite("Remittance policy and text")
struct RemittanceTests {
    @Test(
        "amounts outside 0 < amount ≤ 10000, not whole, or not written as a number are refused",
        arguments: [
            "0", "-5", "10001", "100.5", "abc", "1e3", "1E3", "", "5000+5000", "(100)", "+5", "0.5", "1,00",
            "1 000",
            " 100", "10,001", "1만1", "nan", "0,000", "2^10", "15%", "ans", "1만원", "٣", "00",
        ])
    func refused(text: String) {
        #expect(RemittancePolicy.validate(amountText: text[...]) == nil)
    }

    @Test(
        "whole amounts from 1 to 10000 are accepted with their value",
        arguments: [
            ("1", 1), ("10000", 10000), ("1,000", 1000), ("10,000", 10000), ("1만", 10000), ("5천", 5000),
            ("2.5천", 2500), ("100.0", 100), ("007", 7), ("9999", 9999), ("3천5백", 3500),
        ] as [(String, ExactDecimal)])
    func accepted(text: String, expected: ExactDecimal) throws {
        #expect(RemittancePolicy.validate(amountText: text[...]) == expected)
    }

    @Test("a quote renders exactly as SPEC §6 shows, in Korean and in English")
    func rendering() throws {
        let rate = try #require(ExactDecimal("1380.25"))
        // 1_795_305_600 is 2026-11-22 09:00 KST.
        let quote = RemittanceQuote(
            amount: 1000, from: "USD", to: "KRW", rate: ExactFraction(rate), ratesTime: 1_795_305_600)
        #expect(quote.received == 1_380_250)
        #expect(
            RemittanceText.render(quote, language: .ko, timeText: "2026-11-22 09:00") == [
                "수취금액은 1,380,250.00 KRW 입니다.", "환율: 1,380.25 KRW/USD", "조회시간: 2026-11-22 09:00",
            ])
        #expect(
            RemittanceText.render(quote, language: .en, timeText: "2026-11-22 09:00") == [
                "Received amount: 1,380,250.00 KRW", "Exchange rate: 1,380.25 KRW/USD",
                "Rates time: 2026-11-22 09:00",
            ])
    }

    @Test("received amounts and rates round half away from zero to two decimals")
    func roundingInQuote() throws {
        let quote = RemittanceQuote(
            amount: 3, from: "JPY", to: "KRW", rate: F("9.125"), received: F("27.375"), ratesTime: 0)
        #expect(
            RemittanceText.render(quote, language: .en, timeText: "1970-01-01 00:00").prefix(2) == [
                "Received amount: 27.38 KRW", "Exchange rate: 912.50 KRW/100 JPY",
            ])
    }

    @Test("the refusal is exactly the sentence SPEC §6 prescribes, and the error says only that")
    func refusal() {
        #expect(RemittanceText.refusal(language: .ko) == "송금액이 바르지 않습니다")
        #expect(RemittanceText.refusal(language: .en) == "The remittance amount is not valid")
        let error = RemittanceError(amountText: "10001")
        #expect(error.message(in: .ko) == "송금액이 바르지 않습니다")
        #expect(error.message(in: .en) == "The remittance amount is not valid")
        #expect(error.code == "invalid_remittance_amount")
        #expect(error.status == .inputError)
    }
}
