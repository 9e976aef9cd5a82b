/// The bank table a command works with, and everything the user must be told about it.
public struct BankAnswer: Sendable {
    public let bank: BankID
    /// Nil when nothing was saved and nothing could be fetched (`failure` says why).
    public let table: BankTable?
    /// `network` or `cache` (bank quotes have no bundled floor).
    public let source: RateSource
    /// The cache entry's source key the table answers (`dunamu`, `dunamu/KWD`).
    public let sourceKey: String?
    public let fetchedAt: Int64?
    /// For stderr: a failed fetch, `[]`, offline or stale quotes in use.
    public let notices: [Localized]
    /// This command's fetch failure, if one was made and failed (or why there is no table).
    public let failure: BankError?
    /// Until when (exclusive) this answer may be used without asking again; nil: for the process.
    public let currentUntil: Int64?
}
