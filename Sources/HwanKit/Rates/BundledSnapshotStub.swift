// TEMPORARY until the catalog branch lands BundledSnapshot.
public struct BundledSnapshot: Sendable {
    public let source: String
    public let date: String
    public let time: Int64
    public let table: RateTable
    public static func load() -> BundledSnapshot {
        BundledSnapshot(
            source: "ECB", date: "2026-11-20", time: 1_795_186_800,
            table: RateTable(base: "EUR", time: 1_795_186_800, rates: ["USD": 1.16, "KRW": 1700, "JPY": 180]))
    }
}
