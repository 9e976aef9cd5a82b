/// Why one arithmetic step failed. The layers above add the column and the words.
public enum ArithmeticFailure: Error, Equatable, Sendable {
    /// `x/0`, `x mod 0`, `0^-1`.
    case divisionByZero
    /// A magnitude above the calculator's limit (10^1000).
    case overflow
    /// A non-zero magnitude below the calculator's limit (10^-1000).
    case underflow
    /// The square root of a negative number.
    case negativeSquareRoot
    /// `ln` or `log` of zero or a negative number.
    case logarithmOfNonPositive
    /// A negative number raised to a non-integer power (`(-8)^0.5`).
    case negativeBaseFractionalPower
    /// `n!` for an n that is not a whole number ≥ 0.
    case factorialOfNonWhole
    /// `n!` for n above 1000.
    case factorialTooLarge
    /// A step whose exact result would need far too many digits (`(1/7)^100000`).
    case tooExpensive
    /// An argument outside a function's domain (`asin(2)`, `acos(-1.5)`).
    case outsideDomain
    /// A function at one of its poles, where it has no value (`tan(90°)`).
    case pole
}
