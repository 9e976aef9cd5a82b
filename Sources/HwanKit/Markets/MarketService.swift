/// Answers "what do the exchanges say now?" (SPEC §9): every exchange of a
/// market asked at once, each on its own thread with its own cache entry
/// (`CacheEntry.market`), within one 5-second budget. Each entry is served
/// by `CachedSource` like the rates: the saved body while it is fresh (10 s),
/// one request when it is due, the saved body again when that fails; an
/// error body is never saved. `coins`, `futures`, coin conversions and the
/// live board all call `prices`.
public struct MarketService: Sendable {
    public let directory: CacheDirectory
    public let http: any HTTPClient
    public let clock: @Sendable () -> Int64
    public let offline: Bool
    /// `HWAN_MARKET_BASE_URL`: replaces every exchange's host; nil for their own.
    public let baseURL: String?
    /// Seconds for the lock wait and the request together, per exchange; all run at once.
    public let budget: Double

    public init(
        cacheDirectory: String, http: any HTTPClient, clock: @escaping @Sendable () -> Int64, offline: Bool,
        baseURL: String? = nil, budget: Double = RefreshPolicy.networkBudget
    ) {
        self.directory = CacheDirectory(cacheDirectory)
        self.http = http
        self.clock = clock
        self.offline = offline
        self.baseURL = baseURL.flatMap { $0.trimmed().isEmpty ? nil : $0.trimmed() }
        self.budget = budget
    }

    /// The tickers of `coins` on every exchange in `exchanges` (default: all of
    /// the market's), in that order; asked in parallel. `forced` asks even
    /// before the 10 seconds are up (the live board's `--interval`).
    /// `meanwhile` runs on the caller's thread during the requests.
    public func prices(
        _ market: Market, coins: [String], exchanges: [Exchange]? = nil, forced: Bool = false,
        meanwhile: () -> Void = {}
    ) -> [ExchangeAnswer] {
        let chosen = exchanges ?? Exchange.serving(market)
        return Parallel.map(chosen.count, meanwhile: meanwhile) { [self] index in
            answer(MarketRequest(exchange: chosen[index], market: market, coins: coins), forced: forced)
        }
    }

    /// One exchange, through its cache entry.
    public func answer(_ request: MarketRequest, forced: Bool = false) -> ExchangeAnswer {
        let store = EntryStore(directory: directory, entry: .market(request.exchange, request.market))
        let cache = CachedSource(store: store, clock: clock)
        let source = askedSource(request, store: store)
        let exchange = request.exchange
        let answer = cache.current(
            source: source, forced: forced, offline: offline, budget: budget,
            record: { (error: ExchangeError) -> FailureRecord? in
                if case .transport(_, .cancelled) = error { return nil }
                return FailureRecord(reason: error.reason(in: .en))
            },
            fetch: { timeout, _ in fetch(request, source: source, timeout: timeout) })
        var error: ExchangeError?
        switch answer.failure {
        case .fetch(let failure): error = failure
        case .busy: error = .busy(exchange)
        case nil: break
        }
        // A saved body asked for other symbols still shows the ones it lists; the rest show `-`.
        let table = answer.decoded?.value
        if table == nil, error == nil {
            if offline {
                error = .offline(exchange)
            } else if let reason = answer.metadata?.lastFailureReason {
                error = .backingOff(exchange, reason: reason)
            } else {
                error = .offline(exchange)
            }
        }
        let origin: ExchangeAnswer.Origin =
            table == nil ? .none : answer.origin == .network ? .network : .cache
        return ExchangeAnswer(
            exchange: exchange, market: request.market, table: table, origin: origin,
            fetchedAt: table == nil ? nil : answer.metadata?.fetchedAt, error: error,
            notices: answer.notices.map(\.text))
    }

    /// The source to ask for: a saved whole market that lists every wanted coin
    /// answers a narrower request too, so `coins BTC` after `coins` asks nothing.
    func askedSource(_ request: MarketRequest, store: EntryStore<TickerTable>) -> String {
        let saved = store.load(now: clock()).decoded
        guard let saved, saved.source != request.source, request.isCovered(by: saved.source),
            request.coins.allSatisfy({ saved.value.ticker(for: $0) != nil })
        else { return request.source }
        return saved.source
    }

    /// One request within `timeout`; an HTTP error, a non-JSON body or an error body fails.
    func fetch(_ request: MarketRequest, source: String, timeout: Double) -> Result<
        CachedSource<TickerTable>.Fetched, ExchangeError
    > {
        let wholeMarket = source.hasSuffix(":*") && !request.isWholeMarket
        let url: String
        if wholeMarket {
            url = MarketRequest(exchange: request.exchange, market: request.market, coins: []).url(
                base: baseURL)
        } else {
            url = request.url(base: baseURL)
        }
        switch http.get(url, timeout: timeout) {
        case .failure(let error):
            return .failure(.transport(request.exchange, error))
        case .success(let response):
            do throws(ExchangeError) {
                let table = try TickerDecoder.decode(
                    response.body, exchange: request.exchange, market: request.market,
                    httpStatus: response.status)
                return .success(
                    CachedSource.Fetched(
                        body: response.body,
                        decoded: Decoded(value: table, source: source, dataTime: table.time)))
            } catch {
                return .failure(error)
            }
        }
    }
}
