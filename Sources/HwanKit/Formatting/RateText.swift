/// A rate as every view of it prints it (SPEC §3), so that one rate reads
/// the same in `rates`, `watch`, `history` and the bank's table: in KRW two
/// decimals, as banks print it (`946.32`, `5.14` for VND 100); in any other
/// currency six significant digits (`1.08456`, `159.572`). JSON is not a
/// view of this kind: it carries every digit (`NumberText.json`).
enum RateText {
    /// Significant digits of a rate in a currency other than KRW.
    static let significantDigits = 6

    /// `value`, a price in `currency`, as a table cell.
    static func cell(_ value: ExactFraction, in currency: String, grouping: Bool = true) -> String {
        currency == "KRW"
            ? DecimalFormatting.fixed(value, fractionDigits: 2, grouping: grouping)
            : DecimalFormatting.significant(value, digits: significantDigits, grouping: grouping)
    }

    /// `value` with six significant digits, whatever its currency: the
    /// `1 USD` column of `rates`, whose rows are each in their own currency.
    static func significant(_ value: ExactFraction, grouping: Bool = true) -> String {
        DecimalFormatting.significant(value, digits: significantDigits, grouping: grouping)
    }
}
