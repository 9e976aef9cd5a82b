/// What hwan knows about the saved response, kept beside it (SPEC §4). Never
/// holds the request URL or the key.
public struct CacheMetadata: Sendable, Equatable {
    public var provider: ProviderID?
    public var baseCurrency: String?
    /// When the saved body was fetched (Unix seconds).
    public var fetchedAt: Int64?
    /// The provider's own time of the saved rates.
    public var ratesTime: Int64?
    /// No request before this time (`time_next_update_unix`, or timestamp + 1 h).
    public var nextUpdate: Int64?
    public var lastFailure: Int64?
    public var lastFailureReason: String?

    public init(
        provider: ProviderID? = nil, baseCurrency: String? = nil, fetchedAt: Int64? = nil,
        ratesTime: Int64? = nil,
        nextUpdate: Int64? = nil, lastFailure: Int64? = nil, lastFailureReason: String? = nil
    ) {
        self.provider = provider
        self.baseCurrency = baseCurrency
        self.fetchedAt = fetchedAt
        self.ratesTime = ratesTime
        self.nextUpdate = nextUpdate
        self.lastFailure = lastFailure
        self.lastFailureReason = lastFailureReason
    }

    public func encoded() -> [UInt8] {
        var writer = JSONWriter()
        if let provider { writer.string("provider", provider.rawValue) }
        if let baseCurrency { writer.string("baseCurrency", baseCurrency) }
        if let fetchedAt { writer.number("fetchedAt", raw: String(fetchedAt)) }
        if let ratesTime { writer.number("ratesTime", raw: String(ratesTime)) }
        if let nextUpdate { writer.number("nextUpdate", raw: String(nextUpdate)) }
        if let lastFailure { writer.number("lastFailure", raw: String(lastFailure)) }
        if let lastFailureReason { writer.string("lastFailureReason", lastFailureReason) }
        return Array((writer.finish() + "\n").utf8)
    }

    /// Nil when the bytes are not a metadata object.
    public static func decode(_ bytes: [UInt8]) -> CacheMetadata? {
        guard let json = try? JSONParser.parse(bytes), case .object = json else { return nil }
        var meta = CacheMetadata()
        if let name = json["provider"]?.stringValue {
            guard let id = ProviderID(rawValue: name) else { return nil }
            meta.provider = id
        }
        meta.baseCurrency = json["baseCurrency"]?.stringValue
        meta.fetchedAt = json["fetchedAt"]?.int64Value
        meta.ratesTime = json["ratesTime"]?.int64Value
        meta.nextUpdate = json["nextUpdate"]?.int64Value
        meta.lastFailure = json["lastFailure"]?.int64Value
        meta.lastFailureReason = json["lastFailureReason"]?.stringValue
        return meta
    }
}
