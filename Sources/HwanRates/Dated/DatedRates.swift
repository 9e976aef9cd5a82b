/// The rates of past days (SPEC §12), in the order the sources are asked: the
/// keyed sources of `DatedSourceOrder` first (`DatedRates+KeyedSources`), then the
/// ECB history compiled into the binary for every day it holds (no request),
/// then Frankfurter (the ECB's rates over HTTP) for the days after it. Past
/// days never change, so each fetched day is kept for good in one cache file
/// (`DatedRatesCache`); asking again makes no request and works offline.
///
/// Not thread-safe: a session's lines ask one at a time.
public final class DatedRates {
    /// `https://api.frankfurter.dev` unless `HWAN_HISTORY_BASE_URL` says otherwise.
    public static let defaultBaseURL = "https://api.frankfurter.dev"

    let bundle: () -> BundledHistory
    let cache: DatedRatesCache
    let cacheDirectory: String?
    let http: (any HTTPClient)?
    let baseURL: String
    let offline: Bool
    /// The chosen bank's and the keyed provider's historical endpoints, asked before the ECB's rates.
    let sources: DatedSourceOrder
    /// `http` with the keyed sources' keys masked in every answer.
    let keyedHTTP: (any HTTPClient)?
    /// One cache of past days per keyed source.
    var keyedCaches: [DatedSource: DatedRatesCache] = [:]
    /// What the user should know about the answers so far (a keyed source that could
    /// not be reached), each source said once a run; the session takes them.
    package var notices: [Localized] = []
    /// The keyed sources a notice already said could not be reached.
    var fellBackSources: Set<DatedSource> = []
    private var series: [String: BundledHistory.Series] = [:]
    private var answers: [Int: DatedAnswer] = [:]
    /// Days whose request failed this run: their rows say so, and the day is not asked again.
    private var failures: [Int: DatedRatesError] = [:]
    /// Requests made, for the tests that count them.
    public internal(set) var requests = 0

    public init(
        cacheDirectory: String?, http: (any HTTPClient)?, baseURL: String? = nil, offline: Bool,
        sources: DatedSourceOrder = .ecbOnly,
        bundle: @escaping () -> BundledHistory = { BundledHistory.shared }
    ) {
        self.bundle = bundle
        self.cache = DatedRatesCache(directory: cacheDirectory)
        self.cacheDirectory = cacheDirectory
        self.http = http
        self.sources = sources
        self.keyedHTTP = http.map { RedactingHTTPClient.wrapping($0, secrets: sources.secrets) }
        var base = baseURL.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultBaseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.offline = offline
    }

    /// The rates of `day` (the last published day on or before it), with `today` the
    /// day it is in the home currency's zone.
    public func answer(for day: CalendarDate, today: CalendarDate) throws(DatedRatesError) -> DatedAnswer {
        if let known = answers[day.dayNumber] { return known }
        if day > today { throw .future(requested: day, today: today) }
        let history = bundle()
        if day < history.firstDay { throw .beforeRange(requested: day, first: history.firstDay) }
        let answer: DatedAnswer
        if let keyed = try keyedAnswer(for: day) {
            answer = keyed
        } else if day <= history.lastDay, let index = history.index(onOrBefore: day) {
            answer = bundled(history, index: index, requested: day)
        } else if let failure = failures[day.dayNumber] {
            throw failure
        } else {
            do { answer = try fetched(day) } catch {
                failures[day.dayNumber] = error
                throw error
            }
        }
        answers[day.dayNumber] = answer
        return answer
    }

    /// Whether `answer(for:today:)` would make a request for `day`: a past day
    /// after the bundled history, not cached, not asked this run, with a network.
    public func needsRequest(for day: CalendarDate, today: CalendarDate) -> Bool {
        guard !offline, http != nil, day < today, answers[day.dayNumber] == nil,
            failures[day.dayNumber] == nil, day > bundle().lastDay
        else { return false }
        return cache.day(day) == nil
    }

    /// `code`'s rates per euro from the bundle, decoded once.
    public func bundledSeries(_ code: String) -> BundledHistory.Series? {
        if let known = series[code] { return known }
        guard let decoded = bundle().series(code) else { return nil }
        series[code] = decoded
        return decoded
    }

    /// The bundle's codes, sorted once a run.
    private lazy var bundledCodes = bundle().codes

    private func bundled(_ history: BundledHistory, index: Int, requested: CalendarDate) -> DatedAnswer {
        var rates: [String: ExactDecimal] = [:]
        rates.reserveCapacity(bundledCodes.count)
        for code in bundledCodes {
            if let rate = bundledSeries(code)?.rate(at: index) { rates[code] = rate }
        }
        let rateDay = history.day(at: index)
        return DatedAnswer(
            requested: requested, rateDay: rateDay, source: .ecb,
            table: RateTable(base: "EUR", time: Self.publicationTime(rateDay), rates: rates), fromCache: false
        )
    }

    /// A day after the bundle: from the cache of past days, else one Frankfurter request.
    private func fetched(_ day: CalendarDate) throws(DatedRatesError) -> DatedAnswer {
        if let stored = cache.day(day) {
            return DatedAnswer(
                requested: day, rateDay: stored.rateDay, source: .frankfurter,
                table: RateTable(
                    base: "EUR", time: Self.publicationTime(stored.rateDay), rates: stored.rates),
                fromCache: true)
        }
        func unavailable(_ ko: String, _ en: String) -> DatedRatesError {
            .unavailable(requested: day, source: .frankfurter, reason: Localized(ko: ko, en: en))
        }
        guard !offline, let http else { throw unavailable("오프라인입니다", "offline") }
        requests += 1
        let url = baseURL + "/v1/" + day.isoText + "?base=EUR"
        let response: HTTPResponse
        switch http.get(url, timeout: 5) {
        case .success(let r): response = r
        case .failure(let error): throw unavailable(error.message(in: .ko), error.message(in: .en))
        }
        guard response.status == 200 else {
            throw unavailable("HTTP \(response.status) 응답", "HTTP status \(response.status)")
        }
        guard let decoded = FrankfurterDay.decode(response.body), decoded.rateDay <= day,
            decoded.rateDay.dayNumber >= day.dayNumber - 31
        else { throw unavailable("응답을 읽을 수 없습니다", "the response could not be read") }
        cache.store(requested: day, rateDay: decoded.rateDay, rates: decoded.rates)
        return DatedAnswer(
            requested: day, rateDay: decoded.rateDay, source: .frankfurter,
            table: RateTable(base: "EUR", time: Self.publicationTime(decoded.rateDay), rates: decoded.rates),
            fromCache: false)
    }

    /// The ECB publishes its reference rates at about 16:00 CET: 15:00 UTC.
    static func publicationTime(_ day: CalendarDate) -> Int64 { day.startTime(offset: 0) + 15 * 3600 }
}
