/// Division that is right to about 34 significant digits.
///
/// swift-foundation's `Decimal` division (Swift 6.3, Linux) loses precision
/// when the divisor has many digits: `96939420213600000000 / π` is wrong from
/// the 17th digit, some quotients from the 8th. Multiplication and
/// subtraction are accurate, so the raw quotient is refined with Newton
/// steps on the remainder, each gaining the digits the raw division gets right.
public enum DecimalDivision {
    public static func quotient(_ dividend: Decimal, _ divisor: Decimal) -> Decimal {
        var quotient = dividend / divisor
        guard !quotient.isNaN else { return quotient }
        for _ in 0..<4 {
            let remainder = dividend - quotient * divisor
            if remainder == 0 { break }
            let refined = quotient + remainder / divisor
            if refined == quotient || refined.isNaN { break }
            quotient = refined
        }
        return quotient
    }
}
