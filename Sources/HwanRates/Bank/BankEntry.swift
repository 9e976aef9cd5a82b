/// A bank's cache entry (SPEC §7): `bank-dunamu.json` or `bank-koreaexim.json`
/// holds the body exactly as received, `.meta.json` what hwan knows about it,
/// each with its own lock, all through the same `EntryStore` as the rates.
extension CacheEntry where Value == BankTable {
    public static func bank(_ id: BankID) -> CacheEntry<BankTable> {
        CacheEntry(
            name: "bank-" + id.rawValue, rule: .bank(id), maximumBodyBytes: BankQuoteLimits.maximumBodyBytes
        ) { saved in
            guard let fetchedAt = saved.fetchedAt,
                let decoded = try? BankDecoding.decode(saved.bytes, bank: id, fetchedAt: fetchedAt)
            else { return nil }
            return Decoded(
                value: decoded.value, source: saved.claimedSource ?? decoded.source,
                dataTime: decoded.dataTime,
                nextUpdate: decoded.nextUpdate)
        }
    }
}

/// The one place a bank body becomes a table with its source key and times,
/// for a fresh body and a saved one alike.
public enum BankDecoding {
    public static func decode(_ bytes: [UInt8], bank: BankID, fetchedAt: Int64) throws(BankError)
        -> Decoded<BankTable>
    {
        switch bank {
        case .dunamu:
            let table = try DunamuDecoder.decode(bytes)
            return Decoded(
                value: table, source: sourceKey(bank: .dunamu, codes: table.quotes.map(\.code)),
                dataTime: table.time)
        case .koreaexim:
            let table = try KoreaEximDecoder.decode(
                bytes, publishedAt: BankSchedule.lastPublication(atOrBefore: fetchedAt))
            return Decoded(
                value: table, source: sourceKey(bank: .koreaexim, codes: []), dataTime: table.time,
                nextUpdate: BankSchedule.nextPublication(after: fetchedAt))
        }
    }

    /// `dunamu`, or `dunamu/KWD,SEK` when codes beyond `BankSettings.dunamuCodes`
    /// were asked for: a body asked without them is fetched anew. `koreaexim`
    /// sends every currency at once.
    public static func sourceKey(bank: BankID, codes: [String]) -> String {
        switch bank {
        case .dunamu:
            let extra = Set(codes).subtracting(BankSettings.dunamuCodes).subtracting(["KRW"]).sorted()
            return extra.isEmpty ? "dunamu" : "dunamu/" + extra.joined(separator: ",")
        case .koreaexim:
            return "koreaexim"
        }
    }
}
