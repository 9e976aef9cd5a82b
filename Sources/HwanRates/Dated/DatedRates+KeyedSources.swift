/// The keyed sources of a day's rates (SPEC §12), asked before the ECB's: the
/// chosen bank's 매매기준율 of that day (Korea Exim), then the chosen provider's
/// historical endpoint. Each day is asked once per source and kept for good
/// in that source's own cache file (the rates only: never the URL or the key).
///
/// When a keyed source cannot be reached at all (a network failure, or
/// `--offline` with nothing kept), the answer falls back to the ECB's rates with
/// a notice saying so: the output then names the ECB, so no other source is
/// used silently. When the source answers with an error (HTTP status, a
/// refused key, a quota, a body that cannot be read), the line fails with that
/// error naming the source and the day: the user chose the source, and a
/// quietly different rate would be worse than none.
extension DatedRates {
    /// The first keyed source's answer for `day`; nil when there is none, or none could be reached.
    func keyedAnswer(for day: CalendarDate) throws(DatedRatesError) -> DatedAnswer? {
        for source in sources.sources {
            let answer: DatedAnswer?
            switch source {
            case .koreaexim: answer = try bankAnswer(for: day)
            case .openExchangeRates, .currencyLayer, .exchangeRateAPI:
                answer = try providerAnswer(for: day, source)
            case .ecb, .frankfurter: answer = nil
            }
            if let answer { return answer }
        }
        return nil
    }

    /// The cache file of one keyed source.
    func keyedCache(_ source: DatedSource) -> DatedRatesCache {
        if let known = keyedCaches[source] { return known }
        let made = DatedRatesCache(directory: cacheDirectory, fileName: "dated-rates-\(source.rawValue).tsv")
        keyedCaches[source] = made
        return made
    }

    /// Korea Exim's table of `day`, or of the last day before it the bank published one
    /// (`[]` is no publication: the business day before is asked, at most
    /// `KoreaEximDay.maximumRequests` days; weekends and listed holidays are skipped unasked).
    private func bankAnswer(for day: CalendarDate) throws(DatedRatesError) -> DatedAnswer? {
        guard let settings = sources.bank else { return nil }
        let cache = keyedCache(.koreaexim)
        func answer(_ rateDay: CalendarDate, _ won: [String: ExactDecimal], cached: Bool) -> DatedAnswer {
            DatedAnswer(
                requested: day, rateDay: rateDay, source: .koreaexim,
                table: KoreaEximDay.table(won: won, rateDay: rateDay), fromCache: cached)
        }
        if let stored = cache.day(day) { return answer(stored.rateDay, stored.rates, cached: true) }
        guard !offline, let http = keyedHTTP else {
            fellBack(from: .koreaexim, day: day, reason: Localized(ko: "오프라인", en: "offline"))
            return nil
        }
        var asked = day
        var empty: [CalendarDate] = []
        var asks = 0
        while asks < KoreaEximDay.maximumRequests {
            // A day before this one already walked back to its table.
            if let stored = cache.day(asked) {
                for walked in empty {
                    cache.store(requested: walked, rateDay: stored.rateDay, rates: stored.rates)
                }
                return answer(stored.rateDay, stored.rates, cached: true)
            }
            // A weekend or a listed public holiday has no table: not asked.
            if !BankSchedule.isBusinessDay(Int64(asked.dayNumber)) {
                empty.append(asked)
                asked = asked.adding(days: -1)
                continue
            }
            asks += 1
            let url: String
            do { url = try KoreaEximDay.url(settings, day: asked) } catch {
                throw failed(day, .koreaexim, error)
            }
            requests += 1
            let response: HTTPResponse
            switch http.get(url, timeout: 5) {
            case .success(let r): response = r
            case .failure(let error):
                fellBack(from: .koreaexim, day: day, reason: Localized(error))
                return nil
            }
            guard response.status == 200 else {
                throw failed(day, .koreaexim, BankError.http(.koreaexim, response.status))
            }
            let won: [String: ExactDecimal]?
            do { won = try KoreaEximDay.decode(response.body, day: asked) } catch {
                throw failed(day, .koreaexim, error)
            }
            if let won {
                for walked in empty + [asked] { cache.store(requested: walked, rateDay: asked, rates: won) }
                return answer(asked, won, cached: false)
            }
            empty.append(asked)
            asked = asked.adding(days: -1)
        }
        throw .unavailable(
            requested: day, source: .koreaexim,
            reason: Localized(
                ko: "그 전 \(KoreaEximDay.maximumRequests)영업일 동안 고시가 없습니다",
                en: "nothing published on the \(KoreaEximDay.maximumRequests) business days up to it"))
    }

    /// The keyed provider's rates of `day` (the day they are of is read from the body).
    private func providerAnswer(for day: CalendarDate, _ source: DatedSource) throws(DatedRatesError)
        -> DatedAnswer?
    {
        guard let settings = sources.provider, let url = ProviderHistoricalDay.url(settings, day: day) else {
            return nil
        }
        let cache = keyedCache(source)
        func answer(_ rateDay: CalendarDate, _ rates: [String: ExactDecimal], cached: Bool) -> DatedAnswer {
            DatedAnswer(
                requested: day, rateDay: rateDay, source: source,
                table: RateTable(base: "USD", time: rateDay.startTime(offset: 0) + 86_399, rates: rates),
                fromCache: cached)
        }
        if let stored = cache.day(day) { return answer(stored.rateDay, stored.rates, cached: true) }
        guard !offline, let http = keyedHTTP else {
            fellBack(from: source, day: day, reason: Localized(ko: "오프라인", en: "offline"))
            return nil
        }
        requests += 1
        let response: HTTPResponse
        switch http.get(url, timeout: 5) {
        case .success(let r): response = r
        case .failure(let error):
            fellBack(from: source, day: day, reason: Localized(error))
            return nil
        }
        let decoded: (rateDay: CalendarDate, rates: [String: ExactDecimal])
        do {
            decoded = try ProviderHistoricalDay.decode(
                response.body, provider: settings.id, httpStatus: response.status)
        } catch {
            throw failed(day, source, error)
        }
        guard decoded.rateDay <= day, decoded.rateDay.dayNumber >= day.dayNumber - 31 else {
            throw .unavailable(
                requested: day, source: source,
                reason: Localized(
                    ko: "다른 날(\(decoded.rateDay.isoText))의 환율이 왔습니다",
                    en: "the answer is of another day (\(decoded.rateDay.isoText))"))
        }
        let rates = decoded.rates.filter { DatedRatesCache.isCode($0.key) }
        cache.store(requested: day, rateDay: decoded.rateDay, rates: rates)
        return answer(decoded.rateDay, rates, cached: false)
    }

    /// The source answered with an error: the line fails, naming the source and the day.
    private func failed(_ day: CalendarDate, _ source: DatedSource, _ error: some UserFacingError)
        -> DatedRatesError
    {
        .unavailable(requested: day, source: source, reason: Localized(error))
    }

    /// The source could not be reached: the ECB's rates answer, and a notice says why.
    private func fellBack(from source: DatedSource, day: CalendarDate, reason: Localized) {
        guard fellBackSources.insert(source).inserted else { return }
        // One line of at most 100 columns (SPEC §3): the reason is cut to fit.
        let ko = "\(day.isoText) \(source.displayName) 연결 실패: ECB 기준환율 사용 (\(reason.ko))"
        let en = "\(source.displayName) unreachable for \(day.isoText): ECB rates used (\(reason.en))"
        notices.append(Localized(ko: DisplayWidth.fit(ko, to: 100), en: DisplayWidth.fit(en, to: 100)))
    }
}

extension Localized {
    /// An error's message in both languages.
    init(_ error: some UserFacingError) {
        self.init(ko: error.message(in: .ko), en: error.message(in: .en))
    }
}
