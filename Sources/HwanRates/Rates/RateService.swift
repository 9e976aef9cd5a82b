/// Answers "which rates now?" offline first: the rates cache entry served by
/// `CachedSource` (the saved table while it is current, one bounded request
/// when it is due, the saved table again when that fails), and the bundled
/// snapshot when nothing valid was ever saved. Every effect is injected.
public struct RateService: Sendable {
    public private(set) var cache: CachedSource<RateTable>
    public let http: any HTTPClient
    public let settings: ProviderSettings
    public let offline: Bool
    public let zone: LocalZone
    /// Every table this service fetches is also appended here (SPEC §8).
    public let history: RateHistory

    public init(
        cacheDirectory: String, http: any HTTPClient, clock: @escaping @Sendable () -> Int64,
        settings: ProviderSettings, offline: Bool, zone: LocalZone = .utc, renewal: Renewal = .inline
    ) {
        let store = EntryStore(directory: CacheDirectory(cacheDirectory), entry: .rates)
        self.cache = CachedSource(store: store, clock: clock, renewal: renewal)
        self.history = RateHistory(directory: CacheDirectory(cacheDirectory))
        // The key is masked in every answer before it is decoded, quoted or saved.
        self.http = RedactingHTTPClient.wrapping(http, secrets: settings.secrets)
        self.settings = settings
        self.offline = offline
        self.zone = zone
    }

    public var store: EntryStore<RateTable> { cache.store }
    public var clock: @Sendable () -> Int64 { cache.clock }

    /// The same service renewing its table another way (the board's thread waits: `.inline`).
    public func renewing(_ renewal: Renewal) -> RateService {
        var copy = self
        copy.cache = cache.renewing(renewal)
        return copy
    }

    /// The renewal of the rate table, for a starter to run in a process or a thread.
    public var renewalTask: RenewalTask {
        let renewer = renewing(.renewer)
        return RenewalTask(entry: store.entry.name, command: .rates, run: { _ = renewer.current() })
    }

    /// Whether the renewal of the table this process started is over: ended,
    /// or past its save (the entry's lock released; what follows, the
    /// history entry, does not hold up the renewed table).
    public func renewalEnded() -> Bool {
        guard case .background(let starter) = cache.renewal else { return true }
        return !starter.isRenewing(store.entry.name) || !store.isBeingRenewed()
    }

    /// The source asked for: the configured provider and base currency.
    var asked: RatesSource { RatesSource(provider: settings.id, base: settings.baseCurrency) }

    /// The saved table and its metadata, for `status` and `refresh`; never fetches or writes.
    package struct Cached {
        package var metadata: EntryMetadata?
        package var table: RateTable?
        package var provider: String?
        package var notices: [Localized] = []
    }

    package func loadCache(now: Int64) -> Cached {
        let snapshot = store.load(now: now)
        var cached = Cached(
            metadata: snapshot.metadata, table: snapshot.decoded?.value,
            provider: snapshot.decoded.flatMap { RatesSource(key: $0.source) }?.provider.rawValue)
        if let unusable = snapshot.unusable, unusable.isRefusal {
            cached.notices.append(StoreNotice.directoryUnusable(unusable).text)
        }
        return cached
    }

    /// The rates for this command. Never fails: the bundled snapshot is the floor.
    public func current(forced: Bool = false) -> RatesAnswer {
        let settings = settings
        // When a 429 or 503 said to ask again (`Retry-After`), for the failure's record.
        var retryAt: Int64?
        let answer = cache.current(
            source: asked.key, forced: forced, offline: offline,
            task: cache.renewal.canRenewInBackground ? renewalTask : nil,
            record: { (error: FetchError) -> FailureRecord? in
                // A request the user cancelled says nothing about the provider.
                if case .transport(.cancelled) = error { return nil }
                return FailureRecord(
                    reason: settings.redact(error.message(in: .en)),
                    reasonKo: settings.redact(error.message(in: .ko)), retryAfter: retryAt)
            },
            fetch: { timeout, saved in fetch(timeout: timeout, saved: saved, retryAt: &retryAt) })
        let now = clock()
        var notices = answer.notices.map(\.text)
        var failure: FetchError?
        switch answer.failure {
        case .fetch(let error): failure = error
        case .busy: failure = .busy
        case nil: break
        }
        if let failure { notices.append(failureNotice(failure, fallback: answer.decoded?.value)) }
        guard let decoded = answer.decoded else {
            let snapshot = BundledSnapshot.load()
            notices.append(bundledNotice(snapshot, now: now))
            return RatesAnswer(
                table: snapshot.table, source: .bundled, provider: "ecb", fetchedAt: nil, nextUpdate: nil,
                notices: notices, failure: failure, changed: forced ? false : nil,
                currentUntil: answer.currentUntil)
        }
        let table = decoded.value
        let provider = RatesSource(key: decoded.source)?.provider.rawValue ?? settings.id.rawValue
        if let renewal = answer.renewalFailure {
            notices.append(renewalFailureNotice(renewal, fallback: table, now: now))
        } else if failure == nil,
            let stale = staleNotice(table: table, nextUpdate: decoded.nextUpdate, answer: answer, now: now)
        {
            notices.append(stale)
        }
        if answer.origin == .network {
            // After the cache entry is saved and its lock released: the history never holds up the rates.
            notices += history.append(HistoryEntry(provider: provider, table: table), now: now)
        } else if answer.origin == .cache {
            // A run killed between saving the table and appending it: append it now.
            notices += history.catchUp(
                HistoryEntry(provider: provider, table: table), savedAt: store.bodyPath, now: now)
        }
        let changed: Bool? = forced ? (answer.origin == .network && answer.saved?.value != table) : nil
        return RatesAnswer(
            table: table, source: answer.origin == .network ? .network : .cache, provider: provider,
            fetchedAt: answer.metadata?.fetchedAt, nextUpdate: decoded.nextUpdate, notices: notices,
            failure: failure, changed: changed, currentUntil: answer.currentUntil, renewing: answer.renewing)
    }

    /// One request within `timeout`, conditional on the saved table's
    /// validators; accepted only when it decodes to a plausible table against
    /// the base asked for that keeps most of the saved table's currencies
    /// (`RateTable.checkAcceptable`). A `304` keeps the saved table; a `429`
    /// or `503` with `Retry-After` sets `retryAt`.
    func fetch(timeout: Double, saved: Decoded<RateTable>?, retryAt: inout Int64?) -> Result<
        CachedSource<RateTable>.Fetched, FetchError
    > {
        let url: String
        do throws(ConfigurationError) {
            url = try settings.requestURL()
        } catch {
            return .failure(.configuration(error))
        }
        let request = HTTPRequest(url: url, validators: saved?.validators ?? Validators())
        switch http.get(request, timeout: timeout) {
        case .failure(let error):
            return .failure(.transport(error))
        case .success(let response):
            if response.isNotModified, let saved {
                return .success(.notModified(saved, headers: response.headers))
            }
            if response.status == 429 || response.status == 503 {
                retryAt = response.headers.retryAt(now: clock())
            }
            do throws(ProviderError) {
                let decoded = try Redaction.decoding(with: settings.secrets) { () throws(ProviderError) in
                    try ProviderDecoder.decode(
                        response.body, provider: settings.id, httpStatus: response.status)
                }
                if !(200..<300).contains(response.status) { throw .http(settings.id, response.status) }
                try decoded.table.checkAcceptable(
                    asked: settings.baseCurrency, replacing: saved?.value, provider: settings.id)
                let source = RatesSource(provider: settings.id, base: decoded.table.base).key
                var fetched = Decoded(
                    value: decoded.table, source: source, dataTime: decoded.table.time,
                    nextUpdate: decoded.nextUpdate)
                fetched.validators = response.headers.validators
                return .success(CachedSource.Fetched(body: response.body, decoded: fetched))
            } catch {
                // Masked whole, before any message cuts a quoted piece (a key
                // written with JSON escapes is whole only once decoded).
                return .failure(.provider(error.redacting(settings.redact)))
            }
        }
    }

    /// Rates this old always get a notice, whatever their next-update time says (SPEC §3).
    static let staleAge: Int64 = 48 * 3600

    func describe(_ time: Int64, now: Int64) -> Localized {
        let local = zone.offset(time)
        let when = "\(TimeText.minutes(time, offset: local.seconds)) \(local.abbreviation)"
        let age = now.saturatingSubtract(time)
        return Localized(
            ko: "\(when), \(TimeText.age(age, in: .ko))", en: "\(when), \(TimeText.age(age, in: .en))")
    }

    func failureNotice(_ error: FetchError, fallback: RateTable?) -> Localized {
        let now = clock()
        let ko = settings.redact(error.message(in: .ko))
        let en = settings.redact(error.message(in: .en))
        guard let fallback else {
            return Localized(ko: "환율을 받지 못했습니다: \(ko)", en: "could not fetch rates: \(en)")
        }
        let age = describe(fallback.time, now: now)
        return Localized(
            ko: "환율을 받지 못했습니다: \(ko). 저장된 환율(\(age.ko))을 씁니다",
            en: "could not fetch rates: \(en). Using saved rates (\(age.en))")
    }

    /// Said when the renewal this command started failed within its grace: the
    /// reason as the renewal recorded it, and the saved table answers.
    func renewalFailureNotice(_ failure: FailureRecord, fallback: RateTable, now: Int64) -> Localized {
        let age = describe(fallback.time, now: now)
        let en = settings.redact(failure.reason)
        let ko = settings.redact(failure.reasonKo ?? failure.reason)
        return Localized(
            ko: "환율을 받지 못했습니다: \(ko). 저장된 환율(\(age.ko))을 씁니다",
            en: "could not fetch rates: \(en). Using saved rates (\(age.en))")
    }

    /// Said when the table in use is past its next update (offline, during a
    /// back-off, or while it is renewed in the background) or older than 48
    /// hours; nil when it is current.
    func staleNotice(
        table: RateTable, nextUpdate: Int64?, answer: SourceAnswer<RateTable, FetchError>, now: Int64
    ) -> Localized? {
        let pastNextUpdate = answer.origin == .cache && nextUpdate.map { now >= $0 } == true
        let old = now.saturatingSubtract(table.time) > Self.staleAge
        guard pastNextUpdate || old else { return nil }
        let age = describe(table.time, now: now)
        let why: Localized
        if offline {
            why = Localized(ko: "오프라인", en: "offline")
        } else if answer.renewing {
            why = Localized(ko: "백그라운드에서 새로 받는 중", en: "renewing in the background")
        } else if let metadata = answer.metadata,
            let until = RefreshPolicy.backOffUntil(metadata, rule: store.entry.rule, now: now), now < until
        {
            why = Localized(ko: "최근 요청 실패 후 대기 중", en: "waiting after a failed request")
        } else if pastNextUpdate {
            why = Localized(ko: "최근에 이미 받아서 잠시 기다리는 중", en: "fetched recently, waiting before asking again")
        } else {
            why = Localized(ko: "제공자가 새 환율을 내지 않았습니다", en: "the provider has published nothing newer")
        }
        return Localized(
            ko: "저장된 환율이 오래되었습니다 (\(age.ko); \(why.ko))",
            en: "saved rates are out of date (\(age.en); \(why.en))")
    }

    func bundledNotice(_ snapshot: BundledSnapshot, now: Int64) -> Localized {
        // SPEC §3: one short line (at most 100 columns); the sources are in `status`.
        let age = now.saturatingSubtract(snapshot.time)
        var names = Self.shortSourceName(snapshot.source) + " " + snapshot.date
        if let other = snapshot.supplementSource, let period = snapshot.supplementPeriod {
            names += ", " + Self.shortSourceName(other) + " " + period
        }
        return Localized(
            ko: "내장 환율: \(names) (\(TimeText.age(age, in: .ko)))",
            en: "bundled rates: \(names) (\(TimeText.age(age, in: .en)))")
    }

    /// `European Central Bank reference rates via …` → `European Central Bank`:
    /// the publisher, for a notice of one short line (`status` has the rest).
    static func shortSourceName(_ source: String) -> String {
        var end = source.endIndex
        for marker in [" reference", " monthly", " via", " ("] {
            if let range = source.firstRange(of: marker), range.lowerBound < end { end = range.lowerBound }
        }
        return String(source[..<end])
    }
}
