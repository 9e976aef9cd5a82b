/// Whether a table a provider sent can be a real one. All of hwan's checks on
/// the numbers of a rate table live here, so that a change of number type
/// touches one file.
///
/// A well-formed body can still be wrong: `{"USD":1}` alone would wipe 166
/// currencies, KRW = 1e-120 turns `100 USD` into `0 KRW`, and a table whose
/// `base_code` says EUR while its numbers are against USD makes `100 USD =
/// 100 EUR`. Such tables are reported and never saved.
extension RateTable {
    /// Rates outside 1e-12...1e12 units per base unit are refused. The real
    /// extremes today, in the providers' own tables: IRR at 1.4e6 per USD and
    /// BTC at 1.3e-5 per USD (openexchangerates). Against a USD, EUR or KRW
    /// base every currency lies within 1e-9...1e9 (BTC per KRW ≈ 7e-9); the
    /// bounds leave three orders of magnitude either way for inflation and
    /// for exotic bases (IRR per BTC ≈ 1e11), and keep every cross rate
    /// within 1e±24, far inside what the arithmetic handles.
    static let smallestRate = ExactDecimal("1e-12")!
    static let largestRate = ExactDecimal("1e12")!
    static let plausibleRangeText = "1e-12…1e12"

    /// A new table must keep at least this share of the saved table's currencies.
    static let keptShareNumerator = 1
    static let keptShareDenominator = 2

    /// Whether `rate` can be a real exchange rate: positive, finite, within the bounds.
    public static func isPlausibleRate(_ rate: ExactDecimal) -> Bool {
        rate >= smallestRate && rate <= largestRate
    }

    /// Checks a provider's rates before they become a table: the base
    /// currency's own rate, when listed, is exactly 1, and at least one other
    /// currency is listed. (Each rate is checked by `isPlausibleRate` as it is read.)
    static func validate(_ rates: [String: ExactDecimal], base: String, provider: ProviderID)
        throws(ProviderError)
    {
        if let own = rates[base], own != 1 { throw .baseRateNotOne(provider, base) }
        guard rates.keys.contains(where: { $0 != base }) else { throw .emptyTable(provider) }
    }

    /// Checks a decoded table against the request and the saved table before
    /// it may replace the cache: the base asked for, and no sudden loss of
    /// most currencies (a provider's partial or broken answer).
    public func checkAcceptable(asked base: String, replacing saved: RateTable?, provider: ProviderID)
        throws(ProviderError)
    {
        guard self.base == base else { throw .baseMismatch(provider, asked: base, got: self.base) }
        guard let saved else { return }
        let kept = saved.rates.keys.filter { rates[$0] != nil }.count
        if kept * Self.keptShareDenominator < saved.rates.count * Self.keptShareNumerator {
            throw .shrunk(provider, kept: kept, had: saved.rates.count)
        }
    }
}
