/// When to ask the provider: a pure function of what the cache says and the
/// time, so the rules are tested without sleeping or a network (SPEC §4).
public enum RefreshPolicy {
    /// No new attempt within this many seconds of a failed one.
    public static let failureBackoff: Int64 = 300
    /// The most a command spends waiting on the network, in seconds.
    public static let networkBudget: Double = 5

    public enum Decision: Equatable, Sendable {
        /// The saved table is current: no request.
        case useCache
        /// Ask the provider now.
        case fetch(Reason)
        /// A recent attempt failed; no request until `until`.
        case backOff(until: Int64)
        /// The user said no network.
        case offline
    }

    public enum Reason: Equatable, Sendable {
        case noCache
        case differentSource
        case due
        case forced
    }

    /// - Parameters:
    ///   - metadata: what the cache says, nil when there is no cache at all.
    ///   - hasTable: whether a usable saved table exists.
    ///   - settings: the provider and base currency asked for now.
    ///   - forced: `refresh`: fetch regardless of the next-update time and back-off.
    public static func decide(
        metadata: CacheMetadata?, hasTable: Bool, settings: ProviderSettings, now: Int64, forced: Bool,
        offline: Bool
    ) -> Decision {
        if offline { return .offline }
        if forced { return .fetch(.forced) }
        if let failed = metadata?.lastFailure, now < failed + failureBackoff, now >= failed {
            return .backOff(until: failed + failureBackoff)
        }
        guard hasTable, let metadata else { return .fetch(.noCache) }
        if metadata.provider != settings.id || metadata.baseCurrency != settings.baseCurrency {
            return .fetch(.differentSource)
        }
        guard let next = metadata.nextUpdate, now < next else { return .fetch(.due) }
        return .useCache
    }
}
