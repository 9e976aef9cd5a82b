/// The ECB's rates of a run of days after the bundled history ends, for
/// `history` (SPEC §12): from the cache of past days, and the days it lacks
/// with at most one Frankfurter time-series request
/// (`GET {base}/v1/FROM..TO?base=EUR`), each day of it then cached for good.
extension DatedRates {
    /// The business days from `first` through `last` with their rates per euro,
    /// ascending. A day the cache lacks is asked for in one request (none offline);
    /// when that fails, the days the cache has, and a notice.
    public func frankfurterDays(from first: CalendarDate, through last: CalendarDate)
        -> [(day: CalendarDate, rates: [String: ExactDecimal])]
    {
        guard first <= last else { return [] }
        let days = (first.dayNumber...last.dayNumber).map { CalendarDate(dayNumber: $0) }
        let missing = days.filter { !$0.isWeekend && cache.day($0) == nil }
        // From a week before the first missing day, so that the answer holds the
        // business day each missing day falls back to (the ECB never closes a week).
        if let from = missing.first, let to = missing.last, !offline, let http {
            fetchSeries(from: from.adding(days: -7), to: to, http: http)
        }
        var found: [(day: CalendarDate, rates: [String: ExactDecimal])] = []
        for day in days {
            guard let stored = cache.day(day), stored.rateDay == day else { continue }
            found.append((day, stored.rates))
        }
        return found
    }

    /// One time-series request; every day from its first business day to its last is
    /// cached (a weekend or a holiday as the business day before it).
    private func fetchSeries(from: CalendarDate, to: CalendarDate, http: any HTTPClient) {
        requests += 1
        let url = baseURL + "/v1/" + from.isoText + ".." + to.isoText + "?base=EUR"
        let reason: Localized
        switch http.get(url, timeout: 5) {
        case .success(let response) where response.status == 200:
            // No business day in the period: nothing to keep, nothing to say.
            if let series = FrankfurterSeries.decode(response.body), series.isEmpty { return }
            if let series = FrankfurterSeries.decode(response.body), let lastDay = series.last?.day,
                let firstDay = series.first?.day, firstDay >= from.adding(days: -31), lastDay <= to
            {
                var index = 0
                var days: [(requested: CalendarDate, rateDay: CalendarDate, rates: [String: ExactDecimal])] =
                    []
                for number in firstDay.dayNumber...lastDay.dayNumber {
                    let day = CalendarDate(dayNumber: number)
                    while index + 1 < series.count && series[index + 1].day <= day { index += 1 }
                    days.append((day, series[index].day, series[index].rates))
                }
                cache.store(days)
                return
            }
            reason = Localized(ko: "응답을 읽을 수 없습니다", en: "the response could not be read")
        case .success(let response):
            reason = Localized(ko: "HTTP \(response.status) 응답", en: "HTTP status \(response.status)")
        case .failure(let error):
            reason = Localized(error)
        }
        let ko = "\(from.isoText) 이후 ECB 환율을 Frankfurter에서 받지 못했습니다 (\(reason.ko))"
        let en = "could not get the ECB's rates after \(from.isoText) from Frankfurter (\(reason.en))"
        let notice = Localized(ko: DisplayWidth.fit(ko, to: 100), en: DisplayWidth.fit(en, to: 100))
        if !notices.contains(notice) { notices.append(notice) }
    }
}
