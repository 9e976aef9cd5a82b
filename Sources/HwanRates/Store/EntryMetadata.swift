/// What hwan knows about a cache entry's saved body, kept beside it in
/// `NAME.meta.json` (SPEC §4: provider, fetch time, next-update time, last
/// failed attempt). It names the body it describes by length and digest; a
/// reader that finds another body there derives what it can from the body
/// itself (see `EntryStore.load`). Never holds a request URL or a key.
public struct EntryMetadata: Sendable, Equatable {
    /// Who produced the body, as the entry's decoder names it (`open-er-api/USD`).
    public var source: String?
    public var bodyLength: Int?
    public var bodyDigest: String?
    /// When the body was fetched (Unix seconds).
    public var fetchedAt: Int64?
    /// The provider's own time of the data in the body.
    public var dataTime: Int64?
    /// When the provider says newer data will exist.
    public var nextUpdate: Int64?
    /// The last failed attempt, for the back-off; kept across successful saves' crashes.
    public var lastFailure: Int64?
    /// Why it failed, in English, control characters made visible, keys redacted.
    public var lastFailureReason: String?
    /// The reason in Korean, when the source gave one.
    public var lastFailureReasonKo: String?
    /// No attempt before this time, when the failure said when to ask again
    /// (`FailureRecord.retryAfter`); else the rule's back-off alone applies.
    public var retryAfter: Int64?
    /// The body decoded, in the entry's compact form (`CacheEntry.CompactForm`),
    /// written with the metadata that names the body, so that a reader need
    /// not decode the whole body again; nil for entries without one and for
    /// caches written before it existed. Untrusted like the body: its reader
    /// validates it, and falls back to the body when it is not valid.
    public var table: String?
    /// The validators the provider sent with the body (`ETag`, `Last-Modified`),
    /// sent back to ask whether it changed; kept only beside the body they name.
    public var validators = Validators()
    /// Until when a `304 Not Modified` confirmed the body (SPEC §4: at least
    /// five minutes, or the response's `max-age` when longer); kept only
    /// beside the body it confirmed.
    public var confirmedUntil: Int64?

    /// The longest failure reason kept: a provider's message can be any size.
    public static let maximumReasonLength = 300

    public init(
        source: String? = nil, bodyLength: Int? = nil, bodyDigest: String? = nil, fetchedAt: Int64? = nil,
        dataTime: Int64? = nil, nextUpdate: Int64? = nil, lastFailure: Int64? = nil,
        lastFailureReason: String? = nil, retryAfter: Int64? = nil
    ) {
        self.source = source
        self.bodyLength = bodyLength
        self.bodyDigest = bodyDigest
        self.fetchedAt = fetchedAt
        self.dataTime = dataTime
        self.nextUpdate = nextUpdate
        self.lastFailure = lastFailure
        self.lastFailureReason = lastFailureReason
        self.retryAfter = retryAfter
    }

    /// Metadata for a body just fetched and accepted (`digest`: the body's, when the caller has it).
    public init<Value>(
        describing body: [UInt8], digest: String? = nil, decoded: Decoded<Value>, fetchedAt: Int64?
    ) {
        self.init(
            source: decoded.source, bodyLength: body.count, bodyDigest: digest ?? BodyDigest.of(body),
            fetchedAt: fetchedAt, dataTime: decoded.dataTime, nextUpdate: decoded.nextUpdate)
    }

    /// Takes the failure fields (which describe attempts, not the body) from `other`.
    public mutating func keepFailure(of other: EntryMetadata?) {
        lastFailure = other?.lastFailure
        lastFailureReason = other?.lastFailureReason
        lastFailureReasonKo = other?.lastFailureReasonKo
        retryAfter = other?.retryAfter
    }

    /// Whether this metadata describes exactly `body` (`digest`: the body's, when the caller has it).
    public func names(_ body: [UInt8], digest: String? = nil) -> Bool {
        bodyLength == body.count && bodyDigest == (digest ?? BodyDigest.of(body))
    }

    public func encoded() -> [UInt8] {
        var writer = JSONWriter()
        if let source { writer.string("source", source) }
        if let bodyLength { writer.number("bodyLength", raw: String(bodyLength)) }
        if let bodyDigest { writer.string("bodyDigest", bodyDigest) }
        if let fetchedAt { writer.number("fetchedAt", raw: String(fetchedAt)) }
        if let dataTime { writer.number("dataTime", raw: String(dataTime)) }
        if let nextUpdate { writer.number("nextUpdate", raw: String(nextUpdate)) }
        if let lastFailure { writer.number("lastFailure", raw: String(lastFailure)) }
        if let lastFailureReason { writer.string("lastFailureReason", Self.clean(lastFailureReason)) }
        if let lastFailureReasonKo { writer.string("lastFailureReasonKo", Self.clean(lastFailureReasonKo)) }
        if let retryAfter { writer.number("retryAfter", raw: String(retryAfter)) }
        if let etag = validators.etag { writer.string("etag", etag) }
        if let lastModified = validators.lastModified { writer.string("lastModified", lastModified) }
        if let confirmedUntil { writer.number("confirmedUntil", raw: String(confirmedUntil)) }
        if let table { writer.string("table", table) }
        return Array((writer.finish() + "\n").utf8)
    }

    /// Nil when the bytes are not a metadata object. Each field is checked on
    /// its own: a time outside `UnixTime.plausible` or a field of the wrong
    /// type is dropped, so damaged metadata costs what it held, never a crash.
    public static func decode(_ bytes: [UInt8]) -> EntryMetadata? {
        guard let json = try? JSONParser.parse(bytes), case .object = json else { return nil }
        var meta = EntryMetadata()
        meta.source = json["source"]?.stringValue.map(clean)
        meta.bodyLength = json["bodyLength"]?.int64Value.flatMap {
            $0 >= 0 && $0 <= Int64(Int32.max) ? Int($0) : nil
        }
        meta.bodyDigest = json["bodyDigest"]?.stringValue.map(clean)
        meta.fetchedAt = UnixTime.checked(json["fetchedAt"]?.int64Value)
        meta.dataTime = UnixTime.checked(json["dataTime"]?.int64Value)
        meta.nextUpdate = UnixTime.checked(json["nextUpdate"]?.int64Value)
        meta.lastFailure = UnixTime.checked(json["lastFailure"]?.int64Value)
        meta.lastFailureReason = json["lastFailureReason"]?.stringValue.map(clean)
        meta.lastFailureReasonKo = json["lastFailureReasonKo"]?.stringValue.map(clean)
        meta.retryAfter = UnixTime.checked(json["retryAfter"]?.int64Value)
        meta.validators = Validators(
            etag: json["etag"]?.stringValue, lastModified: json["lastModified"]?.stringValue)
        meta.confirmedUntil = UnixTime.checked(json["confirmedUntil"]?.int64Value)
        meta.table = json["table"]?.stringValue
        return meta
    }

    /// Visible and short: this text reaches `status` on a terminal.
    static func clean(_ text: String) -> String {
        TerminalText.echo(text, limit: maximumReasonLength)
    }
}
