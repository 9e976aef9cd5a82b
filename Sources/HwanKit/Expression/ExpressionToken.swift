/// One lexical unit of an arithmetic expression and where it sits in the
/// evaluated text (indices into that text, turned into columns only when an
/// error needs one).
struct ExpressionToken: Sendable {
    enum Kind: Equatable, Sendable {
        /// A numeral, already valued: `1,000`, `2.5만`, `1e3`.
        case number(Decimal)
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
        case .number, .previousResult, .openParenthesis: true
        default: false
        }
    }
}
