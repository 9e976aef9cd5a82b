/// The three ways hwan writes a number.
public enum NumberText {
    /// For people: thousands separators, up to 15 significant digits.
    public static func human(_ value: Decimal) -> String {
        DecimalFormatting.significant(value, digits: 15, grouping: true)
    }

    /// SPEC §3 `-t`: no separators, `.` as point, at most 12 significant digits.
    public static func terse(_ value: Decimal) -> String {
        DecimalFormatting.significant(value, digits: 12)
    }

    /// A JSON number, 15 significant digits (`1.5e+20` is valid JSON too).
    public static func json(_ value: Decimal) -> String {
        DecimalFormatting.significant(value, digits: 15)
    }

    /// A money amount in a currency's minor units (KRW 0, USD 2, KWD 3).
    public static func money(_ value: Decimal, minorUnits: Int) -> String {
        DecimalFormatting.fixed(value, fractionDigits: minorUnits)
    }
}
