/// A remittance amount the policy refuses. Its message is exactly the refusal
/// SPEC §6 prescribes and nothing else, so no received amount is ever implied.
public struct RemittanceError: UserFacingError, Equatable {
    /// The amount as the user wrote it (kept for JSON and logs, not for the message).
    public let amountText: String

    public init(amountText: String) {
        self.amountText = amountText
    }

    public var code: String { "invalid_remittance_amount" }
    public var status: ExitStatus { .inputError }

    public func message(in language: Language) -> String {
        RemittanceText.refusal(language: language)
    }
}
