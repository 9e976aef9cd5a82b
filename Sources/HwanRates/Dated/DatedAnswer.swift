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

/// Where a day's rates come from, in the order they are asked (`DatedSourceOrder`).
public enum DatedSource: String, Sendable, Equatable {
    /// The chosen bank's published 매매기준율 of the day (Korea Exim `searchdate`).
    case koreaexim
    /// A keyed provider's historical endpoint, when its key is set and it is the provider chosen.
    case openExchangeRates = "openexchangerates"
    case currencyLayer = "currencylayer"
    case exchangeRateAPI = "exchangerate-api"
    /// The ECB reference rates compiled into the binary.
    case ecb
    /// Frankfurter's keyless API (the ECB's rates), for days after the bundle.
    case frankfurter

    /// The name shown beside a dated answer.
    public var displayName: String {
        switch self {
        case .koreaexim: "Korea Exim 매매기준율"
        case .openExchangeRates, .currencyLayer, .exchangeRateAPI: rawValue
        case .ecb: "ECB"
        case .frankfurter: "ECB (Frankfurter)"
        }
    }

    /// Whether the name already says what kind of rate it is (a bank's 매매기준율).
    public var namesItsRate: Bool { self == .koreaexim }

    /// JSON's `source`: bundled data, or a network source.
    public var jsonSource: String {
        switch self {
        case .ecb: "bundled"
        case .koreaexim, .openExchangeRates, .currencyLayer, .exchangeRateAPI, .frankfurter: rawValue
        }
    }
}
