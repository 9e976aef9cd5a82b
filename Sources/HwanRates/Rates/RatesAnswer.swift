/// Where the rates in use came from (SPEC §3 `"source"`).
public enum RateSource: String, Sendable, Equatable {
    case network
    case cache
    case bundled
}

/// The table a command works with, and everything the user must be told about it.
public struct RatesAnswer: Sendable {
    public let table: RateTable
    public let source: RateSource
    /// `open-er-api`, ... or `ecb` for the bundled snapshot.
    public let provider: String
    public let fetchedAt: Int64?
    public let nextUpdate: Int64?
    /// For stderr: stale data, failed fetch, bundled data in use.
    public let notices: [Localized]
    /// The failure of this command's fetch attempt, if one was made and failed.
    public let failure: FetchError?
    /// For `refresh`: whether the fetched table differs from the saved one.
    public let changed: Bool?
    /// Until when (exclusive) this answer may be used without asking the cache
    /// again; nil for the rest of the process. See `isCurrent(at:)`.
    public let currentUntil: Int64?
    /// The saved table answers while a renewal started by this process goes
    /// on; the table is asked for again once it ends (`RateService.renewalEnded`).
    public var renewing = false

    /// Whether this answer may still be used at `now`: the check every path
    /// that answers from the table makes (`RefreshPolicy.isCurrent`).
    public func isCurrent(at now: Int64) -> Bool {
        RefreshPolicy.isCurrent(until: currentUntil, now: now)
    }
}
