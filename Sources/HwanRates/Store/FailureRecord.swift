/// How a failed request is remembered in an entry's metadata, for the
/// back-off and for `status`.
public struct FailureRecord: Sendable, Equatable {
    /// In English, keys redacted; control characters are made visible on saving.
    public var reason: String
    /// The same in Korean, for a Korean `status` (SPEC §3: every message in both).
    public var reasonKo: String?
    /// No new attempt before this time, for a source that says when it will
    /// have data (Korea Exim's `[]` on a holiday); nil: the rule's back-off
    /// alone. Never believed beyond the rule's `longestWait`.
    public var retryAfter: Int64?

    public init(reason: String, reasonKo: String? = nil, retryAfter: Int64? = nil) {
        self.reason = reason
        self.reasonKo = reasonKo
        self.retryAfter = retryAfter
    }
}
