/// Why an arithmetic expression could not be evaluated, and where.
///
/// `column` counts Characters from the start of the user's whole line (the
/// evaluator is told where its text starts), so the REPL can draw a caret
/// under the offending spot with `caretLine(for:)`:
///
///     1/0 + 만원
///          ^
public struct ExpressionError: UserFacingError, Equatable {
    public enum Kind: Equatable, Sendable {
        /// Nothing but blanks where an amount was expected.
        case emptyExpression
        /// A character that no token starts with (`#`, `$`, `@`).
        case unexpectedCharacter(String)
        /// A run of letters that is not `ans` (`abc`, `원`, the `e` of `1e`).
        case unknownWord(String)
        /// An operator or `)` where a number belongs (`1+*2`, `()`).
        case unexpectedToken(String)
        /// The text ends where a number belongs (`1+`, `2^`).
        case missingOperand
        /// Two operands side by side (`2 3`, `2(3)`, `3만 5천`); names the second.
        case missingOperator(String)
        /// A function name without its `(` (`sqrt 2`); names the function.
        case missingFunctionArgument(String)
        /// A `(` that is never closed; the column is the `(`.
        case unclosedParenthesis
        /// A `)` without its `(`; the column is the `)`.
        case unmatchedCloseParenthesis
        /// A `,` not followed by exactly three digits, or after a group longer than three.
        case misplacedSeparator
        /// Korean magnitude words out of order (`5백3천`, `3만2만`); names the word.
        case malformedKoreanNumeral(String)
        /// `nan`, `inf`, `infinity`, `∞` written by the user.
        case notANumber(String)
        /// A literal with more than 1,000 significant digits or beyond the magnitude limit.
        case numberOutOfRange(String)
        /// `x/0`, `x%0`-like divisions and `0^-1`; the column is the operator.
        case divisionByZero
        /// A result whose magnitude exceeds 10^1000; the column is the operator.
        case overflow
        /// A non-zero result whose magnitude is below 10^-1000; the column is the operator.
        case underflow
        /// A negative base raised to a fractional power (`(-8)^0.5`); the column is `^`.
        case negativeBaseFractionalPower
        /// `sqrt` of a negative number; the column is `sqrt`.
        case negativeSquareRoot
        /// `ln` or `log` of zero or a negative number; the column is the function.
        case logarithmOfNonPositive
        /// `n!` for an n that is not a whole number ≥ 0; the column is `!`.
        case factorialOfNonWhole
        /// `n!` for n above 1000; the column is `!`.
        case factorialTooLarge
        /// A power whose exact result would need far too many digits; the column is `^`.
        case tooExpensive
        /// Parentheses, signs or powers nested deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// `ans` before any result exists.
        case noPreviousResult
    }

    public let kind: Kind
    /// 0-based offset in Characters within the user's full line.
    public let column: Int

    public init(_ kind: Kind, column: Int) {
        self.kind = kind
        self.column = column
    }

    public var code: String {
        switch kind {
        case .emptyExpression: "empty_expression"
        case .unexpectedCharacter, .unknownWord, .missingFunctionArgument, .unexpectedToken, .missingOperand,
            .missingOperator,
            .unclosedParenthesis, .unmatchedCloseParenthesis, .misplacedSeparator, .malformedKoreanNumeral:
            "syntax_error"
        case .notANumber: "not_a_number"
        case .numberOutOfRange: "number_out_of_range"
        case .divisionByZero: "division_by_zero"
        case .overflow: "overflow"
        case .underflow: "underflow"
        case .negativeBaseFractionalPower, .negativeSquareRoot, .logarithmOfNonPositive, .factorialOfNonWhole:
            "math_domain_error"
        case .factorialTooLarge, .tooExpensive: "too_expensive"
        case .nestingTooDeep: "nesting_too_deep"
        case .noPreviousResult: "no_previous_result"
        }
    }

    public var status: ExitStatus { .inputError }

    public func message(in language: Language) -> String {
        localized(language)
    }

    /// The line, then a caret under `column` on the next line. Wide (Hangul)
    /// characters before the column count as two cells and tabs are copied,
    /// so the caret lines up in a terminal.
    public func caretLine(for line: String) -> String {
        var pad = ""
        var seen = 0
        for character in line {
            if seen == column { break }
            if character == "\t" {
                pad.append("\t")
            } else {
                pad.append(String(repeating: " ", count: DisplayWidth.of(character)))
            }
            seen += 1
        }
        if seen < column { pad.append(String(repeating: " ", count: column - seen)) }
        return line + "\n" + pad + "^"
    }

    private func localized(_ language: Language) -> String {
        let text: Localized
        switch kind {
        case .emptyExpression:
            text = Localized(
                ko: "계산할 식이 비어 있습니다. 숫자나 식을 입력하세요 (예: 1+2)",
                en: "the expression is empty; type a number or an expression (e.g. 1+2)")
        case .unexpectedCharacter(let character):
            text = Localized(
                ko: "식에 쓸 수 없는 문자입니다: '\(character)'",
                en: "unexpected character in the expression: '\(character)'")
        case .unknownWord(let word):
            text = Localized(
                ko: "알 수 없는 단어입니다: '\(word)' (식에는 숫자, + - * / ^ %, 괄호, ans만 쓸 수 있습니다)",
                en: "unknown word: '\(word)' (expressions use numbers, + - * / ^ %, parentheses and ans)")
        case .unexpectedToken(let token):
            text = Localized(
                ko: "숫자가 와야 할 자리입니다: '\(token)'",
                en: "expected a number but found '\(token)'")
        case .missingOperand:
            text = Localized(
                ko: "식이 끝났지만 숫자가 더 필요합니다",
                en: "the expression ends where a number is expected")
        case .missingOperator(let token):
            text = Localized(
                ko: "'\(token)' 앞에 연산자가 없습니다 (곱하려면 *를 쓰세요. 숫자 안에는 띄어쓰기를 하지 마세요)",
                en: "missing operator before '\(token)' (write * to multiply; numbers contain no spaces)")
        case .missingFunctionArgument(let name):
            text = Localized(
                ko: "함수 '\(name)' 뒤에는 괄호로 감싼 값이 와야 합니다 (예: \(name)(2))",
                en: "the function '\(name)' needs its argument in parentheses (e.g. \(name)(2))")
        case .unclosedParenthesis:
            text = Localized(
                ko: "여는 괄호 '('가 닫히지 않았습니다. ')'를 추가하세요",
                en: "this '(' is never closed; add a ')'")
        case .unmatchedCloseParenthesis:
            text = Localized(
                ko: "닫는 괄호 ')'에 짝이 되는 '('가 없습니다",
                en: "this ')' has no matching '('")
        case .misplacedSeparator:
            text = Localized(
                ko: "천 단위 구분 기호 ',' 뒤에는 숫자 세 자리가 와야 합니다 (예: 1,000,000)",
                en: "a thousands separator ',' must be followed by exactly three digits (e.g. 1,000,000)")
        case .malformedKoreanNumeral(let word):
            text = Localized(
                ko: "단위 '\(word)'의 순서가 맞지 않습니다 (큰 단위부터 쓰세요, 예: 1억2천만, 3만5천)",
                en:
                    "the magnitude word '\(word)' is out of order (write larger units first, e.g. 1억2천만, 3만5천)"
            )
        case .notANumber(let word):
            text = Localized(
                ko: "숫자가 아닌 값은 쓸 수 없습니다: \(word)",
                en: "not a number: \(word) is not allowed")
        case .numberOutOfRange(let literal):
            text = Localized(
                ko: "숫자가 너무 크거나 정밀합니다: \(literal) (유효숫자 1000자리, 크기 10^-1000 ~ 10^1000까지)",
                en:
                    "number out of range: \(literal) (at most 1000 significant digits, magnitude 10^-1000 to 10^1000)"
            )
        case .divisionByZero:
            text = Localized(
                ko: "0으로 나눌 수 없습니다",
                en: "division by zero")
        case .overflow:
            text = Localized(
                ko: "결과가 너무 큽니다 (절댓값 10^1000까지 계산합니다)",
                en: "the result is too large (magnitudes up to 10^1000 are supported)")
        case .underflow:
            text = Localized(
                ko: "결과가 0에 너무 가깝습니다 (0이 아니면 절댓값 10^-1000부터 계산합니다)",
                en: "the result is too close to zero (non-zero magnitudes down to 10^-1000 are supported)")
        case .negativeBaseFractionalPower:
            text = Localized(
                ko: "음수의 소수 거듭제곱은 실수가 아닙니다 (밑을 양수로 바꾸세요)",
                en:
                    "a negative number raised to a fractional power is not a real number (use a positive base)"
            )
        case .negativeSquareRoot:
            text = Localized(
                ko: "음수의 제곱근은 실수가 아닙니다",
                en: "the square root of a negative number is not a real number")
        case .logarithmOfNonPositive:
            text = Localized(
                ko: "로그는 양수에만 정의됩니다",
                en: "the logarithm is defined only for positive numbers")
        case .factorialOfNonWhole:
            text = Localized(
                ko: "계승(!)은 0 이상의 정수에만 정의됩니다",
                en: "the factorial (!) is defined only for whole numbers of 0 or more")
        case .factorialTooLarge:
            text = Localized(
                ko: "계승(!)은 1000!까지 계산합니다",
                en: "factorials are computed up to 1000!")
        case .tooExpensive:
            text = Localized(
                ko: "결과의 자릿수가 너무 많아 계산하지 않습니다 (절댓값 10^-1000 ~ 10^1000까지 계산합니다)",
                en:
                    "the exact result would have far too many digits (magnitudes 10^-1000 to 10^1000 are supported)"
            )
        case .nestingTooDeep(let limit):
            text = Localized(
                ko: "괄호나 부호가 너무 깊게 중첩되었습니다 (최대 \(limit)단계)",
                en: "parentheses or signs are nested too deeply (at most \(limit) levels)")
        case .noPreviousResult:
            text = Localized(
                ko: "ans에 쓸 이전 결과가 아직 없습니다 (먼저 계산을 하나 하세요)",
                en: "there is no previous result for ans yet (calculate something first)")
        }
        return text(language)
    }
}
