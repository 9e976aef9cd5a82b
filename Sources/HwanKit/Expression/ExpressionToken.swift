/// One lexical unit of an arithmetic expression and where it sits in the
/// evaluated text (indices into that text, turned into columns only when an
/// error needs one).
struct ExpressionToken: Sendable {
    enum Kind: Equatable, Sendable {
        /// A numeral, already valued: `1,000`, `2.5만`, `1e3`.
        case number(ExactDecimal)
        /// `ans`, the previous result.
        case previousResult
        case plus
        /// `-` or the Unicode minus `−`.
        case minus
        /// `*` or `×`.
        case times
        /// `/` or `÷`.
        case divide
        /// `^` or `**`.
        case power
        case percent
        /// Postfix `!`.
        case factorial
        /// The word `mod` (floored modulo).
        case modulo
        /// `sqrt`, `exp`, `ln`, `log` or `abs`; its argument follows in parentheses.
        case function(ExpressionFunction)
        case openParenthesis
        case closeParenthesis
        case end
    }

    var kind: Kind
    var start: String.Index
    var end: String.Index

    /// Whether a number can start with this token (used to report a missing operator).
    var startsOperand: Bool {
        switch kind {
        case .number, .previousResult, .openParenthesis, .function: true
        default: false
        }
    }
}

/// The functions an expression can call, each on one parenthesised argument.
enum ExpressionFunction: Sendable, Equatable {
    case squareRoot
    case exponential
    case naturalLogarithm
    case commonLogarithm
    case absoluteValue
}
