/// A source served offline first from its cache entry: the saved body while
/// it is current, one bounded request when it is due, the saved body again
/// when that fails. The flow every source shares, so that each gets the same
/// guarantees (see `CacheEntry`):
///
/// 1. read the entry without a lock and ask `RefreshPolicy`;
/// 2. when a request is due, take the entry's lock (waiting within the
///    budget), read again and ask again: another process may have just
///    fetched; damaged files are set aside only here;
/// 3. fetch; save an accepted body with its metadata, or record the failure
///    for the back-off; an error body is never saved;
/// 4. say when the answer stops being current, so that a long session asks
///    again only then (`RefreshPolicy.isCurrent`).
///
///     let source = CachedSource(store: EntryStore(directory: dir, entry: .rates), clock: clock)
///     let answer = source.current(source: "open-er-api/USD", forced: false, offline: false,
///         record: { FailureRecord(reason: $0.message(in: .en)) }) { timeout, saved in
///         fetchAndDecode(timeout: timeout, keepingMostOf: saved?.value)
///     }
public struct CachedSource<Value: Sendable>: Sendable {
    public let store: EntryStore<Value>
    public let clock: @Sendable () -> Int64
    /// Where a failure is remembered when the cache entry cannot remember it.
    public let runtime: RuntimeBackOff?
    /// How a saved body past its next update is renewed (SPEC §4: the network
    /// is never on the answer path while a body is saved).
    public let renewal: Renewal

    public init(
        store: EntryStore<Value>, clock: @escaping @Sendable () -> Int64,
        runtime: RuntimeBackOff? = RuntimeBackOff.shared, renewal: Renewal = .inline
    ) {
        self.store = store
        self.clock = clock
        self.runtime = runtime
        self.renewal = renewal
    }

    /// The same source renewed another way (the renewal itself is `.renewer`).
    public func renewing(_ renewal: Renewal) -> CachedSource {
        CachedSource(store: store, clock: clock, runtime: runtime, renewal: renewal)
    }

    /// What a fetch brought: the body exactly as received and what the decoder
    /// made of it (its `validators` the response's), or word that the saved
    /// body is unchanged (`notModified`).
    public struct Fetched: Sendable {
        public var body: [UInt8]
        public var decoded: Decoded<Value>
        /// The provider answered `304 Not Modified`: `decoded` is the saved value, `body` empty.
        public var notModified = false
        /// The response's `Cache-Control: max-age`, seconds.
        public var maxAge: Int64?

        public init(body: [UInt8], decoded: Decoded<Value>) {
            self.body = body
            self.decoded = decoded
        }

        /// A `304` for the saved value `saved`, with the response's header.
        public static func notModified(_ saved: Decoded<Value>, headers: ResponseHeaders) -> Fetched {
            var fetched = Fetched(body: [], decoded: saved)
            fetched.notModified = true
            fetched.maxAge = headers.maxAge
            fetched.decoded.validators =
                headers.validators.isEmpty ? saved.validators : headers.validators
            return fetched
        }
    }

    /// - Parameters:
    ///   - source: the source asked for (compared with the saved body's `Decoded.source`).
    ///   - forced: fetch regardless of expiry, minimum interval and back-off (`refresh`).
    ///   - offline: no request at all.
    ///   - budget: seconds for the lock wait and the request together.
    ///   - record: how a failure is remembered (its words in English, keys redacted,
    ///     and when to ask again), or nil when it is not the provider's doing
    ///     (cancelled by the user): nothing recorded, no back-off.
    ///   - fetch: one request within `timeout` seconds, decoded and validated against
    ///     the saved value (`saved`); a failure is never saved.
    ///   - task: how this source is renewed after the answer, when `renewal` is
    ///     `.background`; nil: the request is waited for.
    public func current<Failure: Error>(
        source: String, forced: Bool, offline: Bool, budget: Double = RefreshPolicy.networkBudget,
        task: RenewalTask? = nil,
        record: (Failure) -> FailureRecord?,
        fetch: (_ timeout: Double, _ saved: Decoded<Value>?) -> Result<Fetched, Failure>
    ) -> SourceAnswer<Value, Failure> {
        let rule = store.entry.rule
        var snapshot = store.load(now: clock())
        var answer = SourceAnswer<Value, Failure>(snapshot: snapshot)
        if let unusable = snapshot.unusable, unusable.isRefusal {
            answer.notices.append(.directoryUnusable(unusable))
        }
        if let unreadable = snapshot.unreadable { answer.notices.append(.unreadable(unreadable)) }
        let background = task != nil && renewal.canRenewInBackground
        var plan = RenewalPlan.make(
            metadata: snapshot.metadata, hasBody: snapshot.decoded != nil, source: source, rule: rule,
            now: clock(), forced: forced, offline: offline, canRenewInBackground: background)
        // A failure the cache could not record was kept in the runtime directory.
        if plan.asks, let runtime,
            let recorded = runtime.load(entry: store.entry.name, cache: store.directory.path, source: source),
            (recorded.lastFailure ?? .min) > (snapshot.metadata?.lastFailure ?? .min)
        {
            var merged = snapshot.metadata ?? EntryMetadata()
            merged.keepFailure(of: recorded)
            let again = RenewalPlan.make(
                metadata: merged, hasBody: snapshot.decoded != nil, source: source, rule: rule, now: clock(),
                forced: forced, offline: offline, canRenewInBackground: background)
            if case .noRequest(.backOff) = again {
                answer.metadata = merged
                plan = again
            }
        }
        var decision: RefreshPolicy.Decision
        switch plan {
        case .noRequest(let settled):
            if !snapshot.damaged.isEmpty { answer.notices += repair(snapshot) }
            answer.settle(decision: settled, rule: rule, now: clock())
            return answer
        case .answerSavedAndRenew:
            if case .background(let starter) = renewal, let task,
                renewMeanwhile(starter: starter, task: task, source: source, answer: &answer)
            {
                return answer
            }
            decision = .fetch(.due)
        case .wait(let reason):
            decision = .fetch(reason)
        }

        /// One request; saves or records through `writer` when there is one.
        func attempt(timeout: Double, writer: EntryWriter<Value>?, unsaved: StoreError?) {
            let result = fetch(timeout, snapshot.decoded)
            let now = clock()
            switch result {
            case .success(let fetched) where fetched.notModified:
                // The saved body stays; only its metadata says it was confirmed now.
                let until = RefreshPolicy.confirmedUntil(now: now, maxAge: fetched.maxAge)
                var metadata = snapshot.metadata ?? EntryMetadata()
                metadata.fetchedAt = now
                metadata.confirmedUntil = until
                metadata.validators = fetched.decoded.validators
                if let writer, let saved = snapshot.metadata {
                    do {
                        metadata = try writer.confirm(
                            over: saved, now: now, until: until, validators: fetched.decoded.validators)
                    } catch {
                        answer.notices.append(.notSaved(error))
                    }
                }
                answer.decoded = fetched.decoded
                answer.origin = .cache
                answer.metadata = metadata
                answer.currentUntil = RefreshPolicy.freshUntil(metadata, rule: rule, now: now) ?? until
            case .success(let fetched):
                var metadata = EntryMetadata(
                    describing: fetched.body, decoded: fetched.decoded, fetchedAt: now)
                if let writer {
                    do {
                        metadata = try writer.save(body: fetched.body, decoded: fetched.decoded, now: now)
                    } catch {
                        answer.notices.append(.notSaved(error))
                    }
                } else if let unsaved {
                    answer.notices.append(.notSaved(unsaved))
                }
                answer.fetched(fetched.decoded, metadata: metadata, rule: rule, now: now)
            case .failure(let error):
                answer.failure = .fetch(error)
                guard let failure = record(error) else {
                    answer.currentUntil = now  // not the provider's fault: the next command may ask again
                    return
                }
                var recorded = false
                if let writer {
                    do {
                        try writer.recordFailure(failure, now: now, over: snapshot.metadata)
                        recorded = true
                    } catch {
                        answer.notices.append(.failureNotRecorded(error))
                    }
                } else if let unsaved {
                    answer.notices.append(.failureNotRecorded(unsaved))
                }
                if !recorded {
                    // The next command keeps to the back-off through the runtime directory.
                    runtime?.record(
                        failure, now: now, entry: store.entry.name, cache: store.directory.path,
                        source: source)
                }
                // This process keeps to the back-off even when it could not be recorded.
                var failed = snapshot.metadata ?? EntryMetadata()
                failed.lastFailure = now
                failed.lastFailureReason = EntryMetadata.clean(failure.reason)
                failed.lastFailureReasonKo = failure.reasonKo.map(EntryMetadata.clean)
                failed.retryAfter = failure.retryAfter
                answer.metadata = failed
                answer.currentUntil = RefreshPolicy.backOffUntil(failed, rule: rule, now: now)
            }
        }

        if let unusable = snapshot.unusable, unusable.isRefusal {
            // A refused directory is neither read nor written: the network alone.
            attempt(timeout: budget, writer: nil, unsaved: nil)
            return answer
        }
        // A renewal never waits for the lock: held, it means another renewal is under way.
        let lockWait: Double
        if case .renewer = renewal { lockWait = 0 } else { lockWait = budget }
        switch store.openForWriting(timeout: lockWait) {
        case .locked(let writer):
            defer { writer.release() }
            snapshot = writer.load(now: clock())
            answer.notices += writer.setAsideDamaged(snapshot, now: clock()).map { .setAside($0) }
            snapshot.damaged = []
            answer.use(snapshot)
            if !forced {
                // Another hwan may have fetched while this one waited for the lock.
                decision = RefreshPolicy.decide(
                    metadata: snapshot.metadata, hasBody: snapshot.decoded != nil, source: source, rule: rule,
                    now: clock())
            }
            let left = budget - writer.waited
            if case .fetch = decision, left >= 0.5 {
                attempt(timeout: left, writer: writer, unsaved: nil)
            } else if case .fetch = decision {
                answer.failure = .busy
                answer.currentUntil = clock().saturatingAdd(Int64(budget))
            } else {
                answer.settle(decision: decision, rule: rule, now: clock())
            }
        case .busy:
            if case .renewer = renewal { return answer }
            // Held for the whole budget: whatever the holder saved by now is the answer.
            snapshot = store.load(now: clock())
            answer.use(snapshot)
            decision = RefreshPolicy.decide(
                metadata: snapshot.metadata, hasBody: snapshot.decoded != nil, source: source, rule: rule,
                now: clock())
            if case .fetch = decision {
                answer.failure = .busy
                answer.currentUntil = clock().saturatingAdd(Int64(budget))
            } else {
                answer.settle(decision: decision, rule: rule, now: clock())
            }
        case .unlocked(let writer, let why):
            answer.notices.append(.lockUnusable(why))
            attempt(timeout: budget, writer: writer, unsaved: nil)
        case .unusable(let why):
            if why.isRefusal {
                answer.notices.append(.directoryUnusable(why))
                attempt(timeout: budget, writer: nil, unsaved: nil)
            } else {
                attempt(timeout: budget, writer: nil, unsaved: why)
            }
        }
        return answer
    }

    /// Starts `task` unless a renewal holds the entry's lock already, gives it
    /// `RenewalPlan.grace`, and answers from what the entry holds then: the
    /// renewed body, the saved one with the failure the renewal recorded, or
    /// the saved one while the renewal goes on (asked again a second later).
    /// False when the renewal could not be started: the caller waits for the request.
    private func renewMeanwhile<Failure>(
        starter: any RenewalStarter, task: RenewalTask, source: String,
        answer: inout SourceAnswer<Value, Failure>
    ) -> Bool {
        let rule = store.entry.rule
        if !store.isBeingRenewed() {
            guard let progress = starter.start(task) else { return false }
            if progress.endedWithinGrace() {
                let renewed = store.load(now: clock())
                if renewed.decoded != nil {
                    let now = clock()
                    let after = RefreshPolicy.decide(
                        metadata: renewed.metadata, hasBody: true, source: source, rule: rule, now: now)
                    switch after {
                    case .useCache(let until):
                        answer.use(renewed)
                        answer.currentUntil = until
                        return true
                    case .backOff(let until):
                        answer.use(renewed)
                        answer.currentUntil = until
                        answer.renewalFailure = renewed.metadata.flatMap { metadata in
                            metadata.lastFailureReason.map {
                                FailureRecord(reason: $0, reasonKo: metadata.lastFailureReasonKo)
                            }
                        }
                        return true
                    case .fetch, .offline:
                        break
                    }
                }
            }
        }
        answer.renewing = true
        answer.currentUntil = clock().saturatingAdd(1)
        return true
    }

    /// Sets damaged files aside when the lock is free at once; else leaves them, unused.
    private func repair(_ snapshot: EntrySnapshot<Value>) -> [StoreNotice] {
        guard snapshot.unusable == nil, case .locked(let writer) = store.openForWriting(timeout: 0.5) else {
            return snapshot.damaged.map { .damagedIgnored(store.directory.path + "/" + $0) }
        }
        defer { writer.release() }
        let now = clock()
        return writer.setAsideDamaged(writer.load(now: now), now: now).map { .setAside($0) }
    }
}

/// What `CachedSource.current` found: the value to answer from, where it came
/// from, until when it may be used, and what the user should be told.
public struct SourceAnswer<Value: Sendable, Failure: Error> {
    public enum Origin: Sendable, Equatable {
        /// Fetched by this call.
        case network
        /// Read from the cache entry.
        case cache
        /// Nothing: no valid saved body, and no fetch succeeded.
        case none
    }

    public enum Problem {
        /// The request failed (and was not saved).
        case fetch(Failure)
        /// Another process held the entry's lock for the whole budget.
        case busy
    }

    /// The value to answer from: fetched, or saved; nil when there is none.
    public var decoded: Decoded<Value>?
    public var origin: Origin
    /// The metadata that describes `decoded` and the last failure (in memory when it could not be saved).
    public var metadata: EntryMetadata?
    /// What the entry held before this call fetched (for "did it change?").
    public var saved: Decoded<Value>?
    public var failure: Problem?
    /// Until when (exclusive) this answer may be used without asking again;
    /// nil: for the rest of the process (offline). See `RefreshPolicy.isCurrent`.
    public var currentUntil: Int64?
    public var notices: [StoreNotice] = []
    /// The saved value answers while a renewal goes on in the background.
    public var renewing = false
    /// The failure a renewal started by this call recorded within its grace
    /// (its words as saved, keys already redacted); the saved value answers.
    public var renewalFailure: FailureRecord?

    init(snapshot: EntrySnapshot<Value>) {
        decoded = snapshot.decoded
        origin = snapshot.decoded == nil ? .none : .cache
        metadata = snapshot.metadata
        saved = snapshot.decoded
        currentUntil = nil
    }

    mutating func use(_ snapshot: EntrySnapshot<Value>) {
        decoded = snapshot.decoded
        origin = snapshot.decoded == nil ? .none : .cache
        metadata = snapshot.metadata
        saved = snapshot.decoded
    }

    mutating func fetched(_ value: Decoded<Value>, metadata: EntryMetadata, rule: FreshnessRule, now: Int64) {
        decoded = value
        origin = .network
        self.metadata = metadata
        currentUntil =
            RefreshPolicy.freshUntil(metadata, rule: rule, now: now)
            ?? now.saturatingAdd(rule.minimumInterval)
    }

    mutating func settle(decision: RefreshPolicy.Decision, rule: FreshnessRule, now: Int64) {
        switch decision {
        case .useCache(let until), .backOff(let until): currentUntil = until
        case .offline: currentUntil = nil
        case .fetch: currentUntil = now
        }
    }
}

extension StoreError {
    /// The directory is refused on purpose, for safety (not merely missing or unwritable).
    var isRefusal: Bool {
        switch self {
        case .foreignOwner, .writableByOthers: true
        case .io, .tooLarge, .notRegularFile, .notADirectory: false
        }
    }
}
