/// Real rates compiled into the binary (Resources/rates-snapshot.json), used on
/// a first run with no cache and no network (SPEC §4) so that hwan can still
/// convert, with a notice naming every source and its date: the ECB's
/// reference rates of one day, and for the currencies the ECB does not quote
/// (VND, TWD, ...) HM Revenue & Customs' monthly rates of one month (Open
/// Government Licence v3.0), crossed into EUR by the generator
/// (scripts/generate_snapshot.py).
public struct BundledSnapshot: Sendable, Equatable {
    /// Where the rates come from, with the version of the package that shipped them.
    public let source: String
    /// The ECB reference day, `yyyy-MM-dd`.
    public let date: String
    /// When the ECB published them (Unix seconds; 16:00 CET is 15:00 UTC).
    public let time: Int64
    /// EUR-based, EUR itself included with 1: both sources together.
    public let table: RateTable
    /// The second source (HMRC's monthly rates) and its month (`yyyy-MM`); nil without one.
    public var supplementSource: String? = nil
    public var supplementPeriod: String? = nil
    /// How many currencies come from the second source.
    public var supplementCount = 0

    /// Every source with its date, for notices and `status`.
    public var sources: Localized {
        let first = "\(source), \(date)"
        guard let other = supplementSource, let period = supplementPeriod else {
            return Localized(ko: first, en: first)
        }
        return Localized(
            ko: "\(first); 그 밖의 통화 \(supplementCount)개: \(other), \(period)",
            en: "\(first); \(supplementCount) other currencies: \(other), \(period)")
    }

    /// The snapshot compiled into this binary, parsed on first use.
    public static func load() -> BundledSnapshot { embedded }

    private static let embedded: BundledSnapshot = {
        guard let snapshot = parse(EmbeddedResource.ratesSnapshotJson) else {
            // The file is generated and checked by SnapshotTests; reaching this is a build defect.
            preconditionFailure("Resources/rates-snapshot.json is malformed")
        }
        return snapshot
    }()

    /// Reads the snapshot format; nil when a field is missing or a rate is not a positive decimal.
    static func parse(_ json: String) -> BundledSnapshot? {
        guard let document = try? JSONParser.parse(json),
            let source = document["source"]?.stringValue,
            let date = document["date"]?.stringValue,
            let time = document["time_unix"]?.int64Value,
            let base = document["base"]?.stringValue,
            case .object(let members)? = document["rates"]
        else { return nil }
        var rates: [String: ExactDecimal] = [:]
        func read(_ members: [String: JSONValue]) -> Bool {
            for (code, value) in members {
                guard let text = value.stringValue, let rate = ExactDecimal(text), rate > 0 else {
                    return false
                }
                rates[code] = rate
            }
            return true
        }
        guard read(members) else { return nil }
        let primary = Set(rates.keys)
        var snapshot = BundledSnapshot(
            source: source, date: date, time: time, table: RateTable(base: base, time: time, rates: rates))
        guard let supplement = document["supplement"] else { return snapshot }
        // The second source only adds currencies the first does not quote.
        guard let other = supplement["source"]?.stringValue, let period = supplement["period"]?.stringValue,
            case .object(let extra)? = supplement["rates"], !extra.keys.contains(where: primary.contains),
            read(extra)
        else { return nil }
        snapshot = BundledSnapshot(
            source: source, date: date, time: time, table: RateTable(base: base, time: time, rates: rates))
        snapshot.supplementSource = other
        snapshot.supplementPeriod = period
        snapshot.supplementCount = extra.count
        return snapshot
    }
}
