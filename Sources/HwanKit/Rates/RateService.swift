/// Answers "which rates now?" offline first: the saved table while it is
/// current, one bounded request when the provider has announced a newer one,
/// the saved table again when that fails, and the bundled snapshot when
/// nothing was ever saved. Every effect is injected.
public struct RateService: Sendable {
    public let store: LocalFileStore
    public let http: any HTTPClient
    public let clock: @Sendable () -> Int64
    public let settings: ProviderSettings
    public let offline: Bool
    public let zone: LocalZone

    public init(
        store: LocalFileStore, http: any HTTPClient, clock: @escaping @Sendable () -> Int64,
        settings: ProviderSettings, offline: Bool, zone: LocalZone = .utc
    ) {
        self.store = store
        self.http = http
        self.clock = clock
        self.settings = settings
        self.offline = offline
        self.zone = zone
    }

    /// The saved table and its metadata, plus notices about damaged files.
    struct Cached {
        var metadata: CacheMetadata?
        var table: RateTable?
        var body: [UInt8]?
        var notices: [Localized] = []
    }

    func loadCache(now: Int64) -> Cached {
        var cached = Cached()
        let (metadata, metaAside) = store.loadMetadata(now: now)
        if let metaAside { cached.notices.append(Self.setAsideNotice(metaAside)) }
        cached.metadata = metadata
        guard let body = store.loadBody() else { return cached }
        guard let provider = metadata?.provider else {
            // A body without metadata cannot be trusted to be from any provider.
            if metadata?.fetchedAt == nil, metaAside == nil, metadata == nil {
                if let aside = store.setAside(store.bodyPath, now: now) {
                    cached.notices.append(Self.setAsideNotice(aside))
                }
            }
            return cached
        }
        do {
            cached.table = try ProviderDecoder.decode(body, provider: provider).table
            cached.body = body
        } catch {
            if let aside = store.setAside(store.bodyPath, now: now) {
                cached.notices.append(Self.setAsideNotice(aside))
            }
        }
        return cached
    }

    /// The rates for this command. Never fails: the bundled snapshot is the floor.
    public func current(forced: Bool = false) -> RatesAnswer {
        let start = clock()
        var cached = loadCache(now: start)
        var decision = RefreshPolicy.decide(
            metadata: cached.metadata, hasTable: cached.table != nil, settings: settings, now: start,
            forced: forced, offline: offline)
        var notices = cached.notices
        var failure: FetchError?
        if case .fetch = decision {
            /// One request within what is left of the budget; nil when it failed.
            func attempt(budget: Double) -> RatesAnswer? {
                switch fetch(timeout: max(0.5, budget), previous: cached) {
                case .success(let answer):
                    return answer
                case .failure(let error):
                    failure = error
                    notices.append(failureNotice(error, fallback: cached.table))
                    return nil
                }
            }
            let lockWait = RefreshPolicy.networkBudget / 5
            switch store.lock(timeout: lockWait) {
            case .acquired(let lock):
                defer { lock.release() }
                if !forced {
                    // Another hwan may have fetched while this one waited for the lock.
                    let earlier = notices
                    cached = loadCache(now: clock())
                    cached.notices = earlier + cached.notices
                    notices = cached.notices
                    decision = RefreshPolicy.decide(
                        metadata: cached.metadata, hasTable: cached.table != nil, settings: settings,
                        now: clock(),
                        forced: false, offline: false)
                }
                if case .fetch = decision,
                    let answer = attempt(budget: RefreshPolicy.networkBudget - lock.waited)
                {
                    return answer
                }
            case .unavailable:
                // Nothing can be saved, but the user still gets current rates; saving says why it failed.
                if let answer = attempt(budget: RefreshPolicy.networkBudget) { return answer }
            case .busy:
                failure = .busy
                notices.append(failureNotice(.busy, fallback: cached.table))
            }
        }
        let now = clock()
        if let table = cached.table, let metadata = cached.metadata {
            if failure == nil, let next = metadata.nextUpdate, now >= next {
                notices.append(staleNotice(table: table, now: now))
            }
            return RatesAnswer(
                table: table, source: .cache, provider: metadata.provider?.rawValue ?? settings.id.rawValue,
                fetchedAt: metadata.fetchedAt, nextUpdate: metadata.nextUpdate, notices: notices,
                failure: failure,
                changed: forced ? false : nil)
        }
        let snapshot = BundledSnapshot.load()
        notices.append(bundledNotice(snapshot, now: now))
        return RatesAnswer(
            table: snapshot.table, source: .bundled, provider: "ecb", fetchedAt: nil, nextUpdate: nil,
            notices: notices, failure: failure, changed: forced ? false : nil)
    }

    /// One request within `timeout`; saves the body only when it decodes to a
    /// valid table. Records a failure time for the back-off either way.
    func fetch(timeout: Double, previous: Cached) -> Result<RatesAnswer, FetchError> {
        var metadata = previous.metadata ?? CacheMetadata()
        let outcome: Result<(HTTPResponse, ProviderResponse), FetchError>
        do throws(ConfigurationError) {
            let url = try settings.requestURL()
            switch http.get(url, timeout: timeout) {
            case .failure(let error):
                outcome = .failure(.transport(error))
            case .success(let response):
                do throws(ProviderError) {
                    let decoded = try ProviderDecoder.decode(
                        response.body, provider: settings.id, httpStatus: response.status)
                    if !(200..<300).contains(response.status) { throw .http(settings.id, response.status) }
                    outcome = .success((response, decoded))
                } catch {
                    outcome = .failure(.provider(error))
                }
            }
        } catch {
            outcome = .failure(.configuration(error))
        }
        let now = clock()
        switch outcome {
        case .failure(let error):
            metadata.lastFailure = now
            metadata.lastFailureReason = settings.redact(error.message(in: .en))
            try? store.saveMetadata(metadata)
            return .failure(error)
        case .success(let (response, decoded)):
            let fresh = CacheMetadata(
                provider: settings.id, baseCurrency: settings.baseCurrency, fetchedAt: now,
                ratesTime: decoded.table.time, nextUpdate: decoded.nextUpdate)
            var notices: [Localized] = previous.notices
            do {
                try store.save(body: response.body, metadata: fresh)
            } catch {
                notices.append(
                    Localized(
                        ko: "환율을 저장하지 못했습니다: \(error.message(in: .ko))",
                        en: "could not save the rates: \(error.message(in: .en))"))
            }
            let changed = previous.table.map { $0 != decoded.table } ?? true
            return .success(
                RatesAnswer(
                    table: decoded.table, source: .network, provider: settings.id.rawValue, fetchedAt: now,
                    nextUpdate: decoded.nextUpdate, notices: notices, failure: nil, changed: changed))
        }
    }

    func describe(_ time: Int64, now: Int64) -> Localized {
        let local = zone.offset(time)
        let when = "\(TimeText.minutes(time, offset: local.seconds)) \(local.abbreviation)"
        return Localized(
            ko: "\(when), \(TimeText.age(now - time, in: .ko))",
            en: "\(when), \(TimeText.age(now - time, in: .en))")
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

    func staleNotice(table: RateTable, now: Int64) -> Localized {
        let age = describe(table.time, now: now)
        let why = Localized(
            ko: offline ? "오프라인" : "최근 요청 실패 후 대기 중",
            en: offline ? "offline" : "waiting after a failed request")
        return Localized(
            ko: "저장된 환율이 오래되었습니다 (\(age.ko); \(why.ko))",
            en: "saved rates are out of date (\(age.en); \(why.en))")
    }

    func bundledNotice(_ snapshot: BundledSnapshot, now: Int64) -> Localized {
        let age = TimeText.age(now - snapshot.time, in: .ko)
        let ageEn = TimeText.age(now - snapshot.time, in: .en)
        return Localized(
            ko: "내장 환율 사용 중: \(snapshot.date) 기준 \(snapshot.source) (\(age))",
            en: "using bundled rates: \(snapshot.source), \(snapshot.date) (\(ageEn))")
    }

    static func setAsideNotice(_ path: String) -> Localized {
        Localized(
            ko: "손상된 캐시 파일을 옮겨 두었습니다: \(path)", en: "a damaged cache file was set aside: \(path)")
    }
}
