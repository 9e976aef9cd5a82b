/// The stored rates of one currency in another over a period (SPEC §8
/// `history`): one point per stored table, cross rates computed exactly from
/// each table. Pure: the log, the period and the provider preferred come in.
public struct HistorySeries: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        /// The table's own time (Unix seconds, UTC).
        public let time: Int64
        /// Units of `base` for one `code`, exactly.
        public let rate: ExactFraction
        public let provider: String
    }

    public let code: String
    public let base: String
    /// Oldest first, at most one per hour.
    public let points: [Point]
    /// Points of this pair stored before the period: said when the period holds too few.
    public let olderPoints: Int
    /// The days asked (`history CODE BASE FROM..TO`); nil for the last DAYS days.
    public var period: ClosedRange<CalendarDate>? = nil

    /// Every stored table of any provider that knows both currencies, from
    /// `since` on. Tables of several providers in one hour give one point: the
    /// `preferred` provider's (the one configured), else the latest.
    /// With `only`, the tables of that source alone (SPEC §8: a series never
    /// mixes sources; the bank's series when the bank answers the won).
    public init(
        log: RateHistoryLog, code: String, base: String, since: Int64, preferred: String?, only: String? = nil
    ) {
        self.code = code
        self.base = base
        var byHour: [Int64: (entry: HistoryEntry, rate: ExactFraction)] = [:]
        var older = Set<Int64>()
        for entry in log.entries {
            if let only, entry.provider != only { continue }
            guard let rate = entry.rate(from: code, to: base) else { continue }
            guard entry.time >= since else {
                older.insert(entry.hour)
                continue
            }
            if let kept = byHour[entry.hour] {
                let keptPreferred = kept.entry.provider == preferred
                let newPreferred = entry.provider == preferred
                if keptPreferred && !newPreferred { continue }
                if keptPreferred == newPreferred && kept.entry.time > entry.time { continue }
            }
            byHour[entry.hour] = (entry, rate)
        }
        points = byHour.values.sorted { $0.entry.time < $1.entry.time }.map {
            Point(time: $0.entry.time, rate: $0.rate, provider: $0.entry.provider)
        }
        olderPoints = older.count
    }

    public var minimum: ExactFraction? { points.map(\.rate).min() }
    public var maximum: ExactFraction? { points.map(\.rate).max() }

    /// From the first point to the last, as `new / old − 1`.
    public var change: ExactFraction? {
        guard let first = points.first, let last = points.last, points.count >= 2 else { return nil }
        return ExactFraction.relativeChange(from: first.rate, to: last.rate)
    }

    /// The providers the points came from, in order of first appearance.
    public var providers: [String] {
        var seen: [String] = []
        for point in points where !seen.contains(point.provider) { seen.append(point.provider) }
        return seen
    }
}
