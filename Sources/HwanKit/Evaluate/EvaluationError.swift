/// Why a line that parsed cannot be evaluated, with the scalars of the line it is about.
public enum EvaluationError: Error, Sendable, Equatable {
    /// Two names in one conversion or sum that share no dimension (`5 km to kg`, `5 USD to km`).
    case incompatible(
        first: String, firstDimensions: [NameResolution.Dimension], second: String,
        secondDimensions: [NameResolution.Dimension], at: Range<Int>)
    /// A name that still means several things after looking at the other names.
    case ambiguous(String, [NameResolution.Meaning], at: Range<Int>)
}
