/// Answers "what do the exchanges say now?" (SPEC §9): every exchange of a
/// market asked at once, each on its own thread with its own cache entry
/// (`CacheEntry.market`), within one 5-second budget. Each entry is served
/// by `CachedSource` like the rates: the saved body while it is fresh (10 s),
/// one request when it is due, the saved body again when that fails; an
/// error body is never saved. `coins`, `futures`, coin conversions and the
/// live board all call `prices`.
///
/// Only the `exchanges` chosen (config `exchanges`, `HWAN_EXCHANGES`) are
/// asked. An exchange that cannot be reached at its first host is asked
/// once at its second (Bybit `api.bytick.com`, OKX `aws.okx.com`) within
/// what is left of the same budget; an HTTP error is an answer, not a
/// connection failure, and is not retried.
public struct MarketService: Sendable {
    public let directory: CacheDirectory
    public let http: any HTTPClient
    public let clock: @Sendable () -> Int64
    public let offline: Bool
    /// `HWAN_MARKET_BASE_URL`: replaces every exchange's host; nil for their own.
    public let baseURL: String?
    /// `HWAN_MARKET_FALLBACK_URL`: with `baseURL`, the second host of the
    /// exchanges that publish one (mirrors, tests); without it they have none.
    public let fallbackURL: String?
    /// The exchanges asked and shown, in the table's order.
    public let exchanges: [Exchange]
    /// Seconds for the lock wait and the request together, per exchange; all run at once.
    public let budget: Double
    /// Seconds on a clock that only goes forward, for what is left of the budget.
    public let elapsed: @Sendable () -> Double
    /// How saved prices past their 10 seconds are renewed (SPEC §4).
    public private(set) var renewal: Renewal

    public init(
        cacheDirectory: String, http: any HTTPClient, clock: @escaping @Sendable () -> Int64, offline: Bool,
        baseURL: String? = nil, fallbackURL: String? = nil, exchanges: [Exchange] = Exchange.allCases,
        budget: Double = RefreshPolicy.networkBudget,
        elapsed: @escaping @Sendable () -> Double = monotonicSeconds, renewal: Renewal = .inline
    ) {
        self.renewal = renewal
        self.directory = CacheDirectory(cacheDirectory)
        self.http = http
        self.clock = clock
        self.offline = offline
        self.baseURL = baseURL.flatMap { $0.trimmed().isEmpty ? nil : $0.trimmed() }
        self.fallbackURL = fallbackURL.flatMap { $0.trimmed().isEmpty ? nil : $0.trimmed() }
        self.exchanges = Exchange.allCases.filter { exchanges.contains($0) }
        self.budget = budget
        self.elapsed = elapsed
    }

    /// The chosen exchanges that serve `market`, in column order.
    public func serving(_ market: Market) -> [Exchange] {
        Exchange.serving(market).filter { exchanges.contains($0) }
    }

    /// The tickers of `coins` (against each exchange's default quote).
    public func prices(
        _ market: Market, coins: [String], exchanges: [Exchange]? = nil, forced: Bool = false,
        meanwhile: () -> Void = {}
    ) -> [ExchangeAnswer] {
        prices(
            market, pairs: coins.map { CoinPair(base: $0.uppercased()) }, exchanges: exchanges,
            forced: forced,
            meanwhile: meanwhile)
    }

    /// The tickers of `pairs` on every exchange in `exchanges` (default: the
    /// chosen ones serving `market`), in that order, each list an exchange
    /// needs asked in parallel: `futures BTC BTC/USD` asks Binance's `fapi`
    /// and `dapi`. An exchange that lists none of the pairs is not asked and
    /// has one answer with no table and no error. `forced` asks even before
    /// the 10 seconds are up (the live board's `--interval`). `meanwhile`
    /// runs on the caller's thread during the requests.
    public func prices(
        _ market: Market, pairs: [CoinPair], exchanges: [Exchange]? = nil, forced: Bool = false,
        meanwhile: () -> Void = {}
    ) -> [ExchangeAnswer] {
        let chosen = exchanges ?? serving(market)
        var jobs: [(request: MarketRequest, asked: Bool)] = []
        for exchange in chosen {
            let lists = Market.allCases.filter { list in
                pairs.contains { exchange.market(for: $0, in: market) == list }
            }
            let asked = lists.map { list in
                MarketRequest(
                    exchange: exchange, market: list,
                    pairs: pairs.filter { exchange.market(for: $0, in: market) == list })
            }.filter { !$0.asksNothing }
            jobs +=
                asked.isEmpty ? [(MarketRequest.whole(exchange, market), false)] : asked.map { ($0, true) }
        }
        let all = jobs
        return Parallel.map(all.count, meanwhile: meanwhile) { [self] index in
            let job = all[index]
            guard job.asked else {
                return ExchangeAnswer(
                    exchange: job.request.exchange, market: job.request.market, table: nil, origin: .none,
                    fetchedAt: nil, error: nil)
            }
            return answer(job.request, forced: forced)
        }
    }

    /// The same service renewing prices another way (the board's thread waits: `.inline`).
    public func renewing(_ renewal: Renewal) -> MarketService {
        var copy = self
        copy.renewal = renewal
        return copy
    }

    /// One exchange, through its cache entry.
    public func answer(_ request: MarketRequest, forced: Bool = false) -> ExchangeAnswer {
        let store = EntryStore(directory: directory, entry: .market(request.exchange, request.market))
        let cache = CachedSource(store: store, clock: clock, renewal: renewal)
        var task: RenewalTask?
        if renewal.canRenewInBackground {
            let renewer = renewing(.renewer)
            task = RenewalTask(
                entry: store.entry.name, command: .market(request), run: { _ = renewer.answer(request) })
        }
        let source = askedSource(request, store: store)
        let exchange = request.exchange
        // When a 429 or 503 said to ask again (`Retry-After`), for the failure's record.
        var retryAt: Int64?
        let answer = cache.current(
            source: source, forced: forced, offline: offline, budget: budget, task: task,
            record: { (error: ExchangeError) -> FailureRecord? in
                if case .transport(_, .cancelled) = error { return nil }
                return FailureRecord(reason: error.reason(in: .en), retryAfter: retryAt)
            },
            fetch: { timeout, _ in fetch(request, source: source, timeout: timeout, retryAt: &retryAt) })
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
            notices: answer.notices.map(\.text) + (answer.renewing ? [Self.renewingNotice] : []))
    }

    /// Said once for all the exchanges whose saved prices answer while they are renewed.
    public static let renewingNotice = Localized(
        ko: "저장된 거래소 시세를 보여 주며, 백그라운드에서 새로 받는 중입니다",
        en: "showing saved exchange prices while they are renewed in the background")

    /// The source to ask for: a saved whole market that lists every wanted
    /// instrument answers a narrower request too, so `coins BTC` after `coins`
    /// asks nothing.
    func askedSource(_ request: MarketRequest, store: EntryStore<TickerTable>) -> String {
        let saved = store.load(now: clock()).decoded
        guard let saved, saved.source != request.source, request.isCovered(by: saved.source),
            request.instruments.allSatisfy({ saved.value.tickers[$0] != nil })
        else { return request.source }
        return saved.source
    }

    /// The hosts to try for `request`, in order: `HWAN_MARKET_BASE_URL` (then
    /// `HWAN_MARKET_FALLBACK_URL`), else the exchange's own host and its second.
    public func hosts(for request: MarketRequest) -> [String?] {
        let second = request.exchange.secondHost
        if let baseURL {
            return [baseURL] + (second != nil ? fallbackURL.map { [$0] } ?? [] : [])
        }
        return [nil] + (second.map { [$0] } ?? [])
    }

    /// One request within `timeout` (a second host, or the whole list, in what
    /// is left of it); an HTTP error, a non-JSON body or an error body fails.
    func fetch(_ request: MarketRequest, source: String, timeout: Double, retryAt: inout Int64?) -> Result<
        CachedSource<TickerTable>.Fetched, ExchangeError
    > {
        let began = elapsed()
        func left() -> Double { timeout - (elapsed() - began) }
        var asked =
            source.hasSuffix(":*") && !request.isWholeMarket
            ? .whole(request.exchange, request.market) : request
        var result = get(asked, timeout: timeout, left: left, retryAt: &retryAt)
        // Binance (-1121) and Upbit (404) refuse a whole list for one name they do not
        // list: the whole market then says which they have, and the rest show `-`.
        if Self.refusesList(result), asked.instruments.count > 1, !asked.isWholeMarket,
            left() >= Self.shortestTry
        {
            asked = .whole(request.exchange, request.market)
            result = get(asked, timeout: left(), left: left, retryAt: &retryAt)
        }
        return result.map { table in
            CachedSource.Fetched(
                body: table.body,
                decoded: Decoded(
                    value: table.table, source: asked.isWholeMarket ? asked.source : source,
                    dataTime: table.table.time))
        }
    }

    /// Binance's -1121 "Invalid symbol" and Upbit's 404 "Code not found": one unknown name in a list.
    static func refusesList(_ result: Result<(body: [UInt8], table: TickerTable), ExchangeError>) -> Bool {
        switch result {
        case .failure(.http(.binance, 400, let message?)): message.hasPrefix("-1121")
        case .failure(.http(.upbit, 404, _)): true
        default: false
        }
    }

    /// A try shorter than this is not started.
    static let shortestTry = 0.5

    /// `request` on its hosts in turn: the next only when the last could not be reached.
    private func get(_ request: MarketRequest, timeout: Double, left: () -> Double, retryAt: inout Int64?)
        -> Result<
            (body: [UInt8], table: TickerTable), ExchangeError
        >
    {
        var failure: ExchangeError = .transport(request.exchange, .cannotConnect)
        for (index, host) in hosts(for: request).enumerated() {
            let time = index == 0 ? timeout : left()
            if index > 0 {
                guard case .transport(_, let transport) = failure,
                    transport == .cannotConnect || transport == .cannotResolveHost,
                    time >= Self.shortestTry
                else { break }
            }
            switch http.get(request.url(base: host), timeout: time) {
            case .failure(let error):
                failure = .transport(request.exchange, error)
                continue
            case .success(let response):
                if response.status == 429 || response.status == 503 {
                    retryAt = response.headers.retryAt(now: clock())
                }
                do throws(ExchangeError) {
                    let table = try TickerDecoder.decode(
                        response.body, exchange: request.exchange, market: request.market,
                        httpStatus: response.status)
                    return .success((response.body, table))
                } catch {
                    return .failure(error)
                }
            }
        }
        return .failure(failure)
    }

}
