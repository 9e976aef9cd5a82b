/// The exchange-rate cache (SPEC §4) as a cache entry: `rates.json` holds the
/// provider's body exactly as received, `rates.meta.json` what hwan knows
/// about it (with the table decoded, in `RateTable.compactForm`), `.lock`
/// serialises fetches. One set of files whichever provider
/// is configured: switching provider replaces the table.
extension CacheEntry where Value == RateTable {
    public static var rates: CacheEntry<RateTable> {
        CacheEntry(
            name: "rates", bodyFile: "rates.json", metadataFile: "rates.meta.json", lockFile: ".lock",
            rule: .exchangeRates, compactForm: RateTable.compactForm
        ) { saved in
            // The metadata's provider when it names this body; else the body's own shape says.
            let claimed = saved.claimedSource.flatMap(RatesSource.init(key:))?.provider
            guard let provider = claimed ?? ProviderDecoder.identify(saved.bytes),
                let response = try? ProviderDecoder.decode(saved.bytes, provider: provider)
            else { return nil }
            return Decoded(
                value: response.table, source: RatesSource(provider: provider, base: response.table.base).key,
                dataTime: response.table.time, nextUpdate: response.nextUpdate)
        }
    }
}

/// Which provider and base currency a table came from: a cache entry's
/// `source`, written `open-er-api/USD`. A table from another provider or
/// base than the configured one is fetched anew.
public struct RatesSource: Sendable, Equatable {
    public let provider: ProviderID
    public let base: String

    public init(provider: ProviderID, base: String) {
        self.provider = provider
        self.base = base
    }

    public init?(key: String) {
        // One "/" between the two parts, found by characters (no array of pieces, and
        // indices on character boundaries: one from the UTF-8 view costs a check in
        // code no other part of a one-shot command runs).
        guard let slash = key.firstIndex(of: "/") else { return nil }
        let rest = key[key.index(after: slash)...]
        guard !rest.contains("/"), let provider = ProviderID(rawValue: String(key[..<slash])) else {
            return nil
        }
        self.init(provider: provider, base: String(rest))
    }

    public var key: String { provider.rawValue + "/" + base }
}
