/// Answers "what does the bank charge now?" offline first: the bank's cache
/// entry served by `CachedSource` exactly as the rates are (the saved body
/// while current, one bounded request when due, the saved body again when
/// that fails, error bodies never saved, a back-off after failures). Every
/// effect is injected.
public struct BankService: Sendable {
    public private(set) var cache: CachedSource<BankTable>
    public let http: any HTTPClient
    public let settings: BankSettings
    public let offline: Bool

    public init(
        cacheDirectory: String, http: any HTTPClient, clock: @escaping @Sendable () -> Int64,
        settings: BankSettings,
        offline: Bool, renewal: Renewal = .inline
    ) {
        let store = EntryStore(directory: CacheDirectory(cacheDirectory), entry: .bank(settings.id))
        self.cache = CachedSource(store: store, clock: clock, renewal: renewal)
        // The key is masked in every answer before it is decoded, quoted or saved.
        self.http = RedactingHTTPClient.wrapping(http, secrets: settings.secrets)
        self.settings = settings
        self.offline = offline
    }

    public var store: EntryStore<BankTable> { cache.store }
    public var clock: @Sendable () -> Int64 { cache.clock }
    var bank: BankID { settings.id }

    /// The same service renewing its quotes another way (the board's thread waits: `.inline`).
    public func renewing(_ renewal: Renewal) -> BankService {
        var copy = self
        copy.cache = cache.renewing(renewal)
        return copy
    }

    /// The renewal of the quotes for `wanted`, for a starter to run in a process or a thread.
    public func renewalTask(wanted: [String]) -> RenewalTask {
        let renewer = renewing(.renewer)
        let codes = BankSettings.dunamuRequestCodes(wanted: wanted)
        return RenewalTask(
            entry: store.entry.name, command: .bank(codes: codes),
            run: { _ = renewer.current(wanted: codes) })
    }

    /// The quotes for this command, covering `wanted` codes where the bank has them.
    public func current(wanted: [String], forced: Bool = false) -> BankAnswer {
        let settings = settings
        // When a 429 or 503 said to ask again (`Retry-After`), for the failure's record.
        var retryAt: Int64?
        let codes = BankSettings.dunamuRequestCodes(wanted: wanted)
        let asked = BankDecoding.sourceKey(bank: bank, codes: codes)
        let answer = cache.current(
            source: asked, forced: forced, offline: offline,
            task: cache.renewal.canRenewInBackground ? renewalTask(wanted: wanted) : nil,
            record: { (error: BankError) -> FailureRecord? in
                guard var failure = Self.failureRecord(for: error, settings: settings, now: clock()) else {
                    return nil
                }
                if let retryAt { failure.retryAfter = max(failure.retryAfter ?? .min, retryAt) }
                return failure
            },
            fetch: { timeout, saved in
                fetch(timeout: timeout, codes: codes, asked: asked, saved: saved, retryAt: &retryAt)
            })
        let now = clock()
        var notices = answer.notices.map(\.text)
        var failure: BankError?
        switch answer.failure {
        case .fetch(let error): failure = error
        case .busy: failure = .busy(bank)
        case nil: break
        }
        guard let decoded = answer.decoded else {
            if failure == nil, !offline, let metadata = answer.metadata,
                let until = RefreshPolicy.backOffUntil(metadata, rule: store.entry.rule, now: now),
                now < until
            {
                failure = .waiting(bank, until: until, reason: metadata.lastFailureReason)
            }
            return BankAnswer(
                bank: bank, table: nil, source: .cache, sourceKey: nil, fetchedAt: nil, notices: notices,
                failure: failure ?? .offlineNoCache(bank), currentUntil: answer.currentUntil)
        }
        let table = decoded.value
        if answer.origin == .network {
            // SPEC §8: every fetched table goes to the history, after the bank's entry is saved.
            notices += RateHistory(directory: store.directory).append(Self.historyEntry(table), now: now)
        }
        if let failure {
            notices.append(failureNotice(failure, using: table, now: now))
        } else if let renewal = answer.renewalFailure {
            let age = Self.describe(table.time, now: now)
            let name = bank.bankName
            notices.append(
                Localized(
                    ko:
                        "\(name.ko) 시세를 받지 못했습니다: \(renewal.reasonKo ?? renewal.reason). 저장된 시세(\(age.ko))를 씁니다",
                    en: "could not fetch \(name.en) quotes: \(renewal.reason). Using saved quotes (\(age.en))"
                ))
        } else if answer.origin == .cache,
            let stale = staleNotice(table, metadata: answer.metadata, now: now, renewing: answer.renewing)
        {
            notices.append(stale)
        }
        return BankAnswer(
            bank: bank, table: table, source: answer.origin == .network ? .network : .cache,
            sourceKey: decoded.source, fetchedAt: answer.metadata?.fetchedAt,
            notices: notices.map { Localized(ko: settings.redact($0.ko), en: settings.redact($0.en)) },
            failure: failure, currentUntil: answer.currentUntil)
    }

    /// A bank table as a history entry: each currency's 매매기준율 in KRW per one
    /// unit (a JPY price per 100 divided by 100), under the bank's name.
    static func historyEntry(_ table: BankTable) -> HistoryEntry {
        var rates: [String: ExactDecimal] = [:]
        for quote in table.quotes {
            var perOne = quote.base
            var unit = quote.unit
            while unit >= 10, unit % 10 == 0 {
                perOne = perOne.scaled(byPowerOfTen: -1)
                unit /= 10
            }
            guard unit == 1 else { continue }  // units are 1, 10, 100 or 1000 (BankQuoteLimits)
            rates[quote.code] = perOne
        }
        return HistoryEntry(
            provider: table.bank.rawValue, base: "KRW", time: table.time, quote: .basePerUnit, rates: rates)
    }

    /// How a failure is remembered for the back-off; nil when it is not the
    /// provider's doing (a cancelled request, a missing key), so the next
    /// command may ask at once.
    static func failureRecord(for error: BankError, settings: BankSettings, now: Int64) -> FailureRecord? {
        let reason = settings.redact(error.message(in: .en))
        switch error {
        case .transport(let transport):
            return transport == .cancelled ? nil : FailureRecord(reason: reason)
        case .missingKey, .notConfigured:
            return nil
        case .noTableToday:
            // Nothing newer exists before this time: asking earlier would waste a request.
            return FailureRecord(reason: reason, retryAfter: BankSchedule.quiet(at: now).retryAt)
        case .http, .refused, .malformed, .emptyTable, .noQuotes, .invalidPrice, .noBasePrice,
            .implausibleTime,
            .tooManyRows,
            .notQuoted, .offlineNoCache, .busy, .waiting, .cashNotAgainstWon, .noCashPrice, .badDiscount:
            return FailureRecord(reason: reason)
        }
    }

    /// One request within `timeout`, conditional on the saved quotes'
    /// validators; accepted only when the body decodes to a valid table. A
    /// `[]` becomes `noTableToday`, with why by the calendar. A `304` keeps
    /// the saved quotes; a `429` or `503` with `Retry-After` sets `retryAt`.
    func fetch(
        timeout: Double, codes: [String], asked: String, saved: Decoded<BankTable>? = nil,
        retryAt: inout Int64?
    ) -> Result<CachedSource<BankTable>.Fetched, BankError> {
        let url: String
        do throws(BankError) {
            url = try settings.requestURL(codes: codes)
        } catch {
            return .failure(error)
        }
        let request = HTTPRequest(url: url, validators: saved?.validators ?? Validators())
        switch http.get(request, timeout: timeout) {
        case .failure(let error):
            return .failure(.transport(error))
        case .success(let response):
            let now = clock()
            if response.isNotModified, let saved, saved.source == asked {
                return .success(.notModified(saved, headers: response.headers))
            }
            if response.status == 429 || response.status == 503 {
                retryAt = response.headers.retryAt(now: now)
            }
            let success = (200..<300).contains(response.status)
            do throws(BankError) {
                var decoded = try Redaction.decoding(with: settings.secrets) { () throws(BankError) in
                    try BankDecoding.decode(response.body, bank: bank, fetchedAt: now)
                }
                if !success { throw .http(bank, response.status) }
                decoded.source = asked
                decoded.validators = response.headers.validators
                return .success(CachedSource.Fetched(body: response.body, decoded: decoded))
            } catch {
                // Korea Exim's own error (`result` 3, 4) says more than its HTTP status.
                if case .refused = error { return .failure(error) }
                if !success { return .failure(.http(bank, response.status)) }
                if case .emptyTable = error {
                    return .failure(.noTableToday(bank, BankSchedule.quiet(at: now).reason))
                }
                return .failure(error)
            }
        }
    }

    /// `12:31 KST, 3분 12초 전`: a quote time as the notices say it.
    static func describe(_ time: Int64, now: Int64) -> Localized {
        let when = TimeText.minutes(time, offset: Int(BankSchedule.kstOffset)) + " KST"
        let age = now.saturatingSubtract(time)
        return Localized(
            ko: "\(when), \(TimeText.age(age, in: .ko))", en: "\(when), \(TimeText.age(age, in: .en))")
    }

    func failureNotice(_ error: BankError, using table: BankTable, now: Int64) -> Localized {
        let age = Self.describe(table.time, now: now)
        let name = bank.bankName
        if case .noTableToday = error {
            return Localized(
                ko: "\(error.message(in: .ko)). 마지막 고시(\(age.ko))를 씁니다",
                en: "\(error.message(in: .en)). Using the last table (\(age.en))")
        }
        return Localized(
            ko: "\(name.ko) 시세를 받지 못했습니다: \(error.message(in: .ko)). 저장된 시세(\(age.ko))를 씁니다",
            en: "could not fetch \(name.en) quotes: \(error.message(in: .en)). Using saved quotes (\(age.en))"
        )
    }

    /// Said when saved quotes answer offline, past their freshness during a
    /// back-off, or while they are renewed in the background.
    func staleNotice(_ table: BankTable, metadata: EntryMetadata?, now: Int64, renewing: Bool = false)
        -> Localized?
    {
        let rule = store.entry.rule
        let why: Localized
        if offline {
            why = Localized(ko: "오프라인", en: "offline")
        } else if renewing {
            why = Localized(ko: "백그라운드에서 새로 받는 중", en: "renewing in the background")
        } else if let metadata, let until = RefreshPolicy.freshUntil(metadata, rule: rule, now: now),
            now < until
        {
            return nil
        } else {
            why = Localized(ko: "최근 요청 실패 후 대기 중", en: "waiting after a failed request")
        }
        let age = Self.describe(table.time, now: now)
        let name = bank.bankName
        return Localized(
            ko: "저장된 \(name.ko) 시세를 씁니다 (\(age.ko); \(why.ko))",
            en: "using saved \(name.en) quotes (\(age.en); \(why.en))")
    }
}
