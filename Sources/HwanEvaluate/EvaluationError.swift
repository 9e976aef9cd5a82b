/// Why a line that parsed cannot be evaluated, with the scalars of the line it is about.
public enum EvaluationError: Error, Sendable, Equatable {
    /// Two names in one conversion or sum that share no dimension (`5 km to kg`, `5 USD to km`).
    case incompatible(
        first: String, firstDimensions: [NameResolution.Dimension], second: String,
        secondDimensions: [NameResolution.Dimension], at: Range<Int>)
    /// Two values that cannot meet (`(5 km) + (3 kg)` reached through parentheses).
    case incompatibleValues(first: Quantity, second: Quantity, at: Range<Int>)
    /// A name that still means several things after looking at the other names.
    case ambiguous(String, [NameResolution.Meaning], at: Range<Int>)
    /// One arithmetic step failed (division by zero, beyond 10^±1000, ...).
    case arithmetic(ArithmeticFailure, at: Range<Int>)
    /// `ans` before any result.
    case noPreviousResult(at: Range<Int>)
    /// A number that cannot be read: magnitude words out of order (`5백3천`), an absurd exponent.
    case malformedNumber(String, at: Range<Int>)
    /// A number written beyond what the calculator holds (`1e1001`, a thousand-and-one digits).
    case numberOutOfRange(String, at: Range<Int>)
    /// `100 + 5 km`: a plain number added to a quantity.
    case numberAndQuantity(at: Range<Int>)
    /// `5 km * 3 km`.
    case productOfQuantities(at: Range<Int>)
    /// `30 °C * 2 m`, `(30 mpg) * 2`: a scale with an offset or a reciprocal unit inside a product.
    case notInProduct(String, affine: Bool, at: Range<Int>)
    /// `2.5 to hex`, `5 km to bin`: only a plain whole number has a form in another base.
    case notWholeForBase(NumberBase, at: Range<Int>)
    /// `-5 K`, `-300 °C`, `-500 °F to °C`: a temperature below absolute zero.
    case belowAbsoluteZero(String, at: Range<Int>)
    /// `1 / (5 km)`.
    case numberOverQuantity(at: Range<Int>)
    /// `sqrt(5 km)`, `(5 km)^2`, `(3 USD)!`: the operation takes a plain number.
    case notANumber(at: Range<Int>)
    /// `(5 km) m`: a name after an amount that already has one.
    case quantityOfQuantity(at: Range<Int>)
    /// `100 to USD`: a plain number has no unit to convert.
    case nothingToConvert(at: Range<Int>)
    /// The rate table in use lacks this currency.
    case rateUnavailable(code: String, provider: String, at: Range<Int>)
    /// A coin no exchange priced (offline with nothing saved, or the exchange failed; SPEC §9);
    /// `exchange` names the exchange the answer needed and, in the session's language, why.
    case coinUnpriced(code: String, exchange: String, at: Range<Int>)
    /// `1 km 1 mi`, `5 in 1 ft`: side-by-side quantities that do not descend within
    /// one system of units (SPEC §2); the range is the second quantity.
    case notDescending(at: Range<Int>)
    /// An index entry whose row could not be read (a stale generated index; tests catch it).
    case unknownRow(at: Range<Int>)
}
