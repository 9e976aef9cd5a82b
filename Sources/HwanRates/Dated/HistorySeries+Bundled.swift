/// `history` on a new install (SPEC §12): the days of the period the stored
/// history does not reach are filled from the bundled ECB rates, so a year of
/// history shows at once. The stored tables keep the days they cover.
extension HistorySeries {
    /// The series with the ECB's business days from `since` up to the first stored
    /// point (or the bundle's end, or `today`) put before the stored points; nil points when the
    /// bundle lacks either currency.
    public func filled(from dated: DatedRates, since: CalendarDate, today: CalendarDate) -> HistorySeries {
        let history = dated.bundle()
        let firstStored = points.first.map { CalendarDate.day(at: $0.time, offset: 0) }
        let end = min(history.lastDay, today, firstStored?.adding(days: -1) ?? today)
        guard since <= end, let last = history.index(onOrBefore: end) else { return self }
        let first = (history.index(onOrBefore: since.adding(days: -1)) ?? -1) + 1
        guard first <= last else { return self }
        let codeSeries = code == "EUR" ? nil : dated.bundledSeries(code)
        let baseSeries = base == "EUR" ? nil : dated.bundledSeries(base)
        if code != "EUR" && codeSeries == nil || base != "EUR" && baseSeries == nil { return self }
        var filled: [Point] = []
        filled.reserveCapacity(last - first + 1 + points.count)
        for index in first...last {
            let perEuroOfCode = code == "EUR" ? ExactDecimal(1) : codeSeries?.rate(at: index)
            let perEuroOfBase = base == "EUR" ? ExactDecimal(1) : baseSeries?.rate(at: index)
            guard let rate = RateTable.cross(from: perEuroOfCode, to: perEuroOfBase) else { continue }
            filled.append(
                Point(time: DatedRates.publicationTime(history.day(at: index)), rate: rate, provider: "ecb"))
        }
        return HistorySeries(code: code, base: base, points: filled + points, olderPoints: olderPoints)
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
