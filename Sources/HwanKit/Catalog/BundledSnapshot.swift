/// Real rates compiled into the binary (Resources/ecb-snapshot.json, the ECB's
/// reference rates), used on a first run with no cache and no network (SPEC §4)
/// so that hwan can still convert, with a notice naming `date` and `source`.
public struct BundledSnapshot: Sendable, Equatable {
    /// Where the rates come from, with the version of the package that shipped them.
    public let source: String
    /// The ECB reference day, `yyyy-MM-dd`.
    public let date: String
    /// When the ECB published them (Unix seconds; 16:00 CET is 15:00 UTC).
    public let time: Int64
    /// EUR-based, EUR itself included with 1.
    public let table: RateTable

    /// The snapshot compiled into this binary, parsed on first use.
    public static func load() -> BundledSnapshot { embedded }

    private static let embedded: BundledSnapshot = {
        guard let snapshot = parse(EmbeddedResource.ecbSnapshotJson) else {
            // The file is generated and checked by SnapshotTests; reaching this is a build defect.
            preconditionFailure("Resources/ecb-snapshot.json is malformed")
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
        for (code, value) in members {
            guard let text = value.stringValue, let rate = ExactDecimal(text), rate > 0 else {
                return nil
            }
            rates[code] = rate
        }
        return BundledSnapshot(
            source: source, date: date, time: time, table: RateTable(base: base, time: time, rates: rates))
    }
}
