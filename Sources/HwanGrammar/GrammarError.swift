/// A line the grammar cannot read, with the scalars of the line it is about.
/// Messages live in `GrammarError+Message.swift`; the caret is drawn by the renderer.
public struct GrammarError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Letters that name nothing; `suggestions` are the nearest names.
        case unknownWord(String, suggestions: [String])
        /// A word where a currency belongs (`1 USD to QQQ`, `QQQ`): the nearest currencies.
        case unknownCurrency(String, suggestions: [String])
        /// A word where a unit belongs (`5 km to mlie`): the nearest units.
        case unknownUnit(String, suggestions: [String])
        /// `500 기가`, `3 giga`: a prefix word with no unit after it, and the common
        /// units it begins (their Korean and English names).
        case prefixWithoutUnit(String, korean: [String], english: [String])
        /// `conver 100 USD JPY`: the first word is close to a command.
        case unknownCommand(String, suggestion: String)
        /// `100 USD to` with nothing after it.
        case missingTarget
        /// `100 USD to 5 JPY`: a target is a name without an amount.
        case targetWithAmount
        /// `100 USD to KRW to JPY`.
        case secondConversion
        /// `1 +`: an operator without its right-hand side.
        case missingOperand
        /// `100 200 USD`, `2 3`: two amounts where one is expected.
        case twoAmounts
        /// A token that cannot stand where it is (`* 3`, `)`).
        case unexpected(String)
        case unclosedParenthesis
        case unmatchedCloseParenthesis
        /// More than `limit` nested parentheses, signs or powers.
        case nestingTooDeep(limit: Int)
        /// `of`/`의` between two numbers neither of which is a percentage.
        case ofWithoutPercent
        /// `convert 100 USD`: the command needs a target.
        case conversionNeedsTarget
        /// `1,00`, `1,0000`: a comma between digits that is not a thousands separator.
        case misplacedSeparator
        /// `nan`, `inf`, `∞`: not numbers a calculator of exact values can hold.
        case notANumber(String)
        /// `연봉` alone, `섭씨 도`: a topic, rate or scale word with no amount after it.
        case expectedAmount(after: String)
        /// `화씨 100°C`: the unit glued to the number contradicts the scale word.
        case scaleConflict(scale: String, word: String)
        /// `키 70kg`: the topic word names one dimension, the quantity has another
        /// (`UnitDimension` raw values or `money`).
        case topicMismatch(topic: String, expected: String, found: String)
        /// `2026-02-30`, `13월 4일`: a date phrase naming no day (the text as typed,
        /// and the month's length when the month exists).
        case invalidDate(String, daysInMonth: Int?)
        /// Two date phrases for one line (`2024-03-04 100 USD on 2024-03-05`).
        case secondDate
        /// `3만원 할인`: a percentage word that needs a percentage and has none.
        case expectedPercent(after: String)
        /// `3만원 4명`: people counted with no word saying whether the amount is
        /// shared (나누면, 더치페이) or each one's (씩).
        case unclearShare(String)
        /// Nothing to read.
        case empty
        /// A batch line of `bytes` bytes, over `LineReader`'s limit: skipped unread.
        case lineTooLong(bytes: Int)
        /// `sin(1, 2)`, `log(1, 2, 3)`: a function given more arguments than it takes.
        case argumentCount(function: String, takes: Int)
    }

    public let kind: Kind
    /// Scalars of the `LineText`; empty at the end of the line.
    public let range: Range<Int>

    /// The word that named nothing, for the unknown-word kinds.
    public var unknownWord: String? {
        switch kind {
        case .unknownWord(let word, _), .unknownCurrency(let word, _), .unknownUnit(let word, _): word
        case .unknownCommand, .missingTarget, .targetWithAmount, .secondConversion, .missingOperand,
            .twoAmounts,
            .unexpected, .unclosedParenthesis, .unmatchedCloseParenthesis, .nestingTooDeep, .ofWithoutPercent,
            .conversionNeedsTarget, .misplacedSeparator, .notANumber, .empty, .lineTooLong, .expectedAmount,
            .scaleConflict, .topicMismatch, .argumentCount, .invalidDate, .secondDate, .expectedPercent,
            .unclearShare, .prefixWithoutUnit:
            nil
        }
    }

    public init(_ kind: Kind, at range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
