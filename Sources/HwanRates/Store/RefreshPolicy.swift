/// When to ask a provider: a pure function of what the cache entry's metadata
/// says, the time and the source's `FreshnessRule`, so the rules are tested
/// without sleeping or a network (SPEC §4, §7, §9). Every sum of times
/// saturates: no metadata, however damaged, can make it trap.
public enum RefreshPolicy {
    /// The most a command spends waiting on the network (lock wait included), in seconds.
    public static let networkBudget: Double = 5

    /// The least a `304 Not Modified` keeps a saved body fresh (SPEC §4), in seconds.
    public static let notModifiedFreshness: Int64 = 300

    /// Until when a body confirmed by a `304` at `now` stays fresh: five minutes,
    /// or the response's `max-age` when longer.
    public static func confirmedUntil(now: Int64, maxAge: Int64?) -> Int64 {
        now.saturatingAdd(max(notModifiedFreshness, maxAge ?? 0))
    }

    public enum Decision: Equatable, Sendable {
        /// The saved body is current until `until` (exclusive): no request.
        case useCache(until: Int64)
        /// Ask the provider now.
        case fetch(Reason)
        /// A recent attempt failed; no request until `until`.
        case backOff(until: Int64)
        /// The user said no network.
        case offline
    }

    public enum Reason: Equatable, Sendable {
        case noCache
        /// The saved body came from another provider or base than the one asked for.
        case differentSource
        case due
        case forced
    }

    /// - Parameters:
    ///   - metadata: what the entry's metadata says (reconciled with its body), nil when there is none.
    ///   - hasBody: whether a valid saved body exists.
    ///   - source: the source asked for now (`Decoded.source` of the body it would fetch).
    ///   - forced: `refresh`: fetch regardless of expiry, minimum interval and back-off.
    public static func decide(
        metadata: EntryMetadata?, hasBody: Bool, source: String, rule: FreshnessRule, now: Int64,
        forced: Bool = false, offline: Bool = false
    ) -> Decision {
        if offline { return .offline }
        if forced { return .fetch(.forced) }
        if let metadata, let until = backOffUntil(metadata, rule: rule, now: now), now < until {
            return .backOff(until: until)
        }
        guard hasBody, let metadata else { return .fetch(.noCache) }
        guard metadata.source == source else { return .fetch(.differentSource) }
        if let until = freshUntil(metadata, rule: rule, now: now), now < until {
            return .useCache(until: until)
        }
        return .fetch(.due)
    }

    /// Until when (exclusive) a saved body described by `metadata` may be used
    /// without asking: the expiry, but never before the minimum interval has
    /// passed since the fetch and never later than the longest wait. Nil when
    /// the fetch time is unknown, or in the future (a clock set back): due now.
    public static func freshUntil(_ metadata: EntryMetadata, rule: FreshnessRule, now: Int64) -> Int64? {
        guard let fetched = metadata.fetchedAt, fetched <= now else { return nil }
        let expiry: Int64
        switch rule.expiry {
        case .announced: expiry = metadata.nextUpdate ?? fetched
        case .fixed(let seconds): expiry = fetched.saturatingAdd(seconds)
        }
        let earliest = fetched.saturatingAdd(rule.minimumInterval)
        let latest = max(earliest, fetched.saturatingAdd(rule.longestWait))
        // A `304` keeps the body fresh for at least five minutes or its `max-age`.
        let confirmed = metadata.confirmedUntil ?? .min
        return min(max(expiry, earliest, confirmed), latest)
    }

    /// Until when (exclusive) no attempt follows the last failure: the rule's
    /// back-off, or the failure's own `retryAfter` when later (but never beyond
    /// the rule's longest wait). Nil when no failure is recorded, or it lies in
    /// the future (a clock set back).
    public static func backOffUntil(_ metadata: EntryMetadata, rule: FreshnessRule, now: Int64) -> Int64? {
        guard let failed = metadata.lastFailure, failed <= now else { return nil }
        let backOff = failed.saturatingAdd(rule.failureBackoff)
        guard let retry = metadata.retryAfter, retry > backOff else { return backOff }
        return min(retry, max(backOff, failed.saturatingAdd(rule.longestWait)))
    }

    /// The one expiry check every path that answers from a table makes (a
    /// one-shot line, a batch line, the board): whether an answer that is
    /// current until `until` may still be used at `now`. Nil never expires
    /// (offline, or nothing that could be fetched).
    public static func isCurrent(until: Int64?, now: Int64) -> Bool {
        guard let until else { return true }
        return now < until
    }
}
