/// What a bank response may hold, checked on every body fetched or read back:
/// a damaged or hostile body is refused whole, never half-used.
enum BankQuoteLimits {
    /// More rows than any bank quotes (Korea Exim: 23, Hana Bank: about 50).
    static let maximumRows = 300
    /// No currency costs this many won per quoted unit (KWD is about 4,500).
    static let highestPrice = ExactDecimal(100_000_000)
    /// The units banks quote per: 1, or 100 for JPY, IDR and VND.
    static let units: Set<Int> = [1, 10, 100, 1000]
    /// The largest body read back from a bank's cache entry (a real one is a few KiB).
    static let maximumBodyBytes = 1 << 20

    /// A price: nil when absent, `null` or 0 (not quoted, as Korea Exim's `"0"`);
    /// else a positive number below `highestPrice`, or the body is refused.
    static func price(_ value: ExactDecimal?, bank: BankID, code: String, field: String) throws(BankError)
        -> ExactDecimal?
    {
        guard let value, !value.isZero else { return nil }
        guard !value.isNegative, value < highestPrice else {
            throw .invalidPrice(bank, code: code, field: field)
        }
        return value
    }

    /// A signed change, smaller in size than any price (a rate: smaller than 1).
    static func change(
        _ value: ExactDecimal?, below limit: ExactDecimal, bank: BankID, code: String, field: String
    )
        throws(BankError) -> ExactDecimal?
    {
        guard let value else { return nil }
        guard value.magnitude < limit else { throw .invalidPrice(bank, code: code, field: field) }
        return value
    }

    /// A three-letter upper-case ASCII code, or nil.
    static func currencyCode<S: StringProtocol>(_ text: S) -> String? {
        guard text.utf8.count == 3,
            text.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
        else { return nil }
        return String(text)
    }
}
