/// How long a source's saved body stays current, and how often its provider
/// may be asked: the parameter that makes `RefreshPolicy` serve every source.
///
/// | source | expiry | minimum interval | back-off | longest wait |
/// | --- | --- | --- | --- | --- |
/// | exchange rates (SPEC §4) | announced | 10 min | 5 min | 2 days |
/// | a bank quoting live, e.g. Dunamu (§7) | fixed 60 s | 60 s | e.g. 60 s | 60 s |
/// | a bank publishing daily, e.g. Korea Exim (§7) | announced | 10 min | 5 min | e.g. 5 days |
/// | an exchange ticker (§9) | fixed 10 s | 10 s | e.g. 30 s | 10 s |
public struct FreshnessRule: Sendable, Equatable {
    public enum Expiry: Sendable, Equatable {
        /// The provider announces when its next data will exist (the decoder puts
        /// it in `Decoded.nextUpdate`, e.g. `time_next_update_unix`).
        case announced
        /// The body is current for this many seconds after it was fetched.
        case fixed(seconds: Int64)
    }

    public var expiry: Expiry
    /// No two successful fetches closer than this, whatever the announced time
    /// says: a stale CDN or a past next-update time cannot turn every line of a
    /// batch into a request.
    public var minimumInterval: Int64
    /// No new attempt within this many seconds of a failed one.
    public var failureBackoff: Int64
    /// An announced next update later than this after the fetch is not believed:
    /// a body saying "next update in 2199" cannot freeze the cache.
    public var longestWait: Int64

    public init(expiry: Expiry, minimumInterval: Int64, failureBackoff: Int64, longestWait: Int64) {
        self.expiry = expiry
        self.minimumInterval = max(0, minimumInterval)
        self.failureBackoff = max(0, failureBackoff)
        self.longestWait = max(0, longestWait)
    }

    /// SPEC §4: the provider's next-update time, at most one successful request
    /// per 10 minutes, 5 minutes after a failure, never trusting more than 2 days.
    public static let exchangeRates = FreshnessRule(
        expiry: .announced, minimumInterval: 600, failureBackoff: 300, longestWait: 2 * 86_400)
}
