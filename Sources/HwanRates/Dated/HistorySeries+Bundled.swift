/// `history` on a new install (SPEC §12): the days of the period the stored
/// history does not reach are filled with the ECB's rates, from the bundle
/// for the days it holds and from Frankfurter (one time-series request at
/// most, cached per day) for the days after it, so a year of history shows at
/// once. The stored tables keep the days they cover.
extension HistorySeries {
    /// The series with the ECB's business days from `since` up to the first stored
    /// point (or `through`, or yesterday after the bundle's end) put before the stored
    /// points, which end at `through` when it is given; the series unchanged when the
    /// ECB lacks either currency.
    public func filled(
        from dated: DatedRates, since: CalendarDate, through last: CalendarDate? = nil, today: CalendarDate
    ) -> HistorySeries {
        let stored =
            last.map { last in
                points.filter { CalendarDate.day(at: $0.time, offset: 0) <= last }
            } ?? points
        let history = dated.bundle()
        let firstStored = stored.first.map { CalendarDate.day(at: $0.time, offset: 0) }
        let limit = min(last ?? today, today, firstStored?.adding(days: -1) ?? today)
        let codeSeries = code == "EUR" ? nil : dated.bundledSeries(code)
        let baseSeries = base == "EUR" ? nil : dated.bundledSeries(base)
        if code != "EUR" && codeSeries == nil || base != "EUR" && baseSeries == nil {
            return HistorySeries(code: code, base: base, points: stored, olderPoints: olderPoints)
        }
        var filled: [Point] = []
        let end = min(history.lastDay, limit)
        if since <= end, let lastIndex = history.index(onOrBefore: end) {
            let firstIndex = (history.index(onOrBefore: since.adding(days: -1)) ?? -1) + 1
            if firstIndex <= lastIndex {
                filled.reserveCapacity(lastIndex - firstIndex + 1 + stored.count)
                for index in firstIndex...lastIndex {
                    let perEuroOfCode = code == "EUR" ? ExactDecimal(1) : codeSeries?.rate(at: index)
                    let perEuroOfBase = base == "EUR" ? ExactDecimal(1) : baseSeries?.rate(at: index)
                    guard let rate = RateTable.cross(from: perEuroOfCode, to: perEuroOfBase) else { continue }
                    filled.append(
                        Point(
                            time: DatedRates.publicationTime(history.day(at: index)), rate: rate,
                            provider: "ecb"))
                }
            }
        }
        // After the bundle: up to yesterday (today's rates are the normal table's).
        let after = max(since, history.lastDay.adding(days: 1))
        let afterEnd = min(limit, today.adding(days: -1))
        if after <= afterEnd {
            for (day, rates) in dated.frankfurterDays(from: after, through: afterEnd) {
                guard let rate = RateTable.cross(from: rates[code], to: rates[base]) else { continue }
                filled.append(Point(time: DatedRates.publicationTime(day), rate: rate, provider: "ecb"))
            }
        }
        return HistorySeries(code: code, base: base, points: filled + stored, olderPoints: olderPoints)
    }
}

extension HistorySeries {
    init(code: String, base: String, points: [Point], olderPoints: Int) {
        self.code = code
        self.base = base
        self.points = points
        self.olderPoints = olderPoints
    }
}
