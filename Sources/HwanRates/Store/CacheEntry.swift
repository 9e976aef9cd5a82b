/// One source's place in the cache: a name, the files it owns, how its bodies
/// are read back and how long they stay fresh. A new source (a bank, an
/// exchange) is one value of this type; `EntryStore` and `CachedSource` give
/// it the guarantees every entry has:
///
/// - the body exactly as received, beside metadata that names it by digest;
/// - both written atomically (temporary file, fsync, rename), under the
///   entry's own lock, so entries are fetched in parallel without waiting on
///   each other;
/// - every body validated when it is read, a damaged one set aside (never a
///   valid one), error bodies never saved, a back-off after each failure.
///
///     let binance = CacheEntry<Tickers>(
///         name: "market-binance-spot",
///         rule: FreshnessRule(expiry: .fixed(seconds: 10), minimumInterval: 10,
///                             failureBackoff: 30, longestWait: 10),
///         decode: { saved in try? TickerDecoder.binance(saved.bytes) })
public struct CacheEntry<Value: Sendable>: Sendable {
    /// Reads a saved body back, validating it as a fresh one would be. Nil
    /// means the body is not one this entry would have saved: it is set aside.
    public typealias Decode = @Sendable (_ saved: SavedBody) -> Decoded<Value>?

    public let name: String
    public let bodyFile: String
    public let metadataFile: String
    public let lockFile: String
    public let rule: FreshnessRule
    /// The largest body read back; larger files are not bodies hwan saved.
    public let maximumBodyBytes: Int
    public let decode: Decode
    /// A compact decoded form kept in the metadata beside the body, read
    /// instead of the body when the metadata names it; nil: always the body.
    public let compactForm: CompactForm?

    /// How an entry writes its decoded value into its metadata and reads it
    /// back. `decode` validates as the body's decoder does, and returns nil
    /// for anything it would not have written: the body is decoded instead.
    public struct CompactForm: Sendable {
        public let encode: @Sendable (Value) -> String?
        public let decode: @Sendable (_ text: String, _ metadata: EntryMetadata) -> Decoded<Value>?

        public init(
            encode: @escaping @Sendable (Value) -> String?,
            decode: @escaping @Sendable (_ text: String, _ metadata: EntryMetadata) -> Decoded<Value>?
        ) {
            self.encode = encode
            self.decode = decode
        }
    }

    /// An entry whose files are `NAME.json`, `NAME.meta.json` and `.NAME.lock`.
    public init(
        name: String, rule: FreshnessRule, maximumBodyBytes: Int = HTTPResponse.maximumBodyBytes,
        decode: @escaping Decode
    ) {
        self.init(
            name: name, bodyFile: name + ".json", metadataFile: name + ".meta.json",
            lockFile: "." + name + ".lock",
            rule: rule, maximumBodyBytes: maximumBodyBytes, decode: decode)
    }

    /// An entry with files named explicitly (the rates entry keeps the names of earlier versions).
    public init(
        name: String, bodyFile: String, metadataFile: String, lockFile: String, rule: FreshnessRule,
        maximumBodyBytes: Int = HTTPResponse.maximumBodyBytes, compactForm: CompactForm? = nil,
        decode: @escaping Decode
    ) {
        self.name = name
        self.bodyFile = bodyFile
        self.metadataFile = metadataFile
        self.lockFile = lockFile
        self.rule = rule
        self.maximumBodyBytes = maximumBodyBytes
        self.compactForm = compactForm
        self.decode = decode
    }
}

/// What a decoder makes of a body it accepts.
public struct Decoded<Value: Sendable>: Sendable {
    public var value: Value
    /// Who produced it, compared with the source asked for (`RefreshPolicy.Reason.differentSource`).
    public var source: String
    /// The provider's own time of the data.
    public var dataTime: Int64?
    /// When the provider says newer data will exist (for `FreshnessRule.Expiry.announced`).
    public var nextUpdate: Int64?
    /// The validators the body came with (fetched: the response's; read back:
    /// the metadata's, when it names the body), for a conditional request.
    public var validators = Validators()

    public init(value: Value, source: String, dataTime: Int64? = nil, nextUpdate: Int64? = nil) {
        self.value = value
        self.source = source
        self.dataTime = dataTime
        self.nextUpdate = nextUpdate
    }
}

/// A body read back from the cache, with what is known about it.
public struct SavedBody: Sendable {
    public let bytes: [UInt8]
    /// The metadata's `source` when the metadata names this very body; nil
    /// when the source must be derived from the body itself.
    public let claimedSource: String?
    /// When it was fetched: the metadata's time when it names this body, else
    /// the file's modification time (for sources whose bodies carry no time).
    public let fetchedAt: Int64?

    public init(bytes: [UInt8], claimedSource: String?, fetchedAt: Int64?) {
        self.bytes = bytes
        self.claimedSource = claimedSource
        self.fetchedAt = fetchedAt
    }
}
