/// The rates of one day (SPEC §12): the day asked, the day the rates are of
/// (the last published day on or before it), where they came from, and the
/// table itself (units per euro for the ECB's rates).
public struct DatedAnswer: Sendable {
    public let requested: CalendarDate
    public let rateDay: CalendarDate
    public let source: DatedSource
    public let table: RateTable
    /// Whether the answer came from the cache of past days (no request made).
    public let fromCache: Bool

    /// Whether the rates are of an earlier day than the one asked (a weekend, a holiday).
    public var isEarlierDay: Bool { rateDay != requested }

    /// The answer as a line's provenance (JSON's `source`, `provider` and `ratesTime`).
    package var provenanceBox: RatesAnswerBox {
        RatesAnswerBox(
            RatesAnswer(
                table: table, source: source == .ecb ? .bundled : (fromCache ? .cache : .network),
                provider: source.rawValue, fetchedAt: nil, nextUpdate: nil, notices: [], failure: nil,
                changed: nil, currentUntil: nil))
    }
}

/// Where a day's rates come from, in the order they are asked.
public enum DatedSource: String, Sendable, Equatable {
    /// The ECB reference rates compiled into the binary.
    case ecb
    /// Frankfurter's keyless API (the ECB's rates), for days after the bundle.
    case frankfurter

    /// The name shown beside a dated answer.
    public var displayName: String {
        switch self {
        case .ecb: "ECB"
        case .frankfurter: "ECB (Frankfurter)"
        }
    }

    /// JSON's `source`: bundled data, or a network source.
    public var jsonSource: String {
        switch self {
        case .ecb: "bundled"
        case .frankfurter: "frankfurter"
        }
    }
}
