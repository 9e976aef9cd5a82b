/// A remittance the policy refuses. For an amount, its message is exactly the
/// refusal SPEC §6 prescribes and nothing else, so no received amount is ever
/// implied; a transfer from a currency into itself is refused in its own words.
public struct RemittanceError: UserFacingError, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The amount is not a whole number with 0 < AMOUNT ≤ 10,000.
        case amount
        /// FROM and TO are the same currency (SPEC §6: they differ).
        case sameCurrency(String)
    }

    /// The amount as the user wrote it (kept for JSON and logs, not for the message).
    public let amountText: String
    public let reason: Reason

    public init(amountText: String, reason: Reason = .amount) {
        self.amountText = amountText
        self.reason = reason
    }

    public var code: String {
        switch reason {
        case .amount: "invalid_remittance_amount"
        case .sameCurrency: "same_remittance_currency"
        }
    }

    public var status: ExitStatus { .inputError }

    public func message(in language: Language) -> String {
        switch reason {
        case .amount:
            return RemittanceText.refusal(language: language)
        case .sameCurrency(let code):
            return Localized(
                ko: "보내는 통화와 받는 통화가 같습니다(\(code)). 다른 두 통화를 주세요",
                en: "the sending and receiving currencies are the same (\(code)); name two different ones")(
                    language)
        }
    }
}
