import HwanKit
import Testing

@Suite("Expression error messages")
struct ExpressionErrorTests {
    typealias Kind = ExpressionError.Kind

    static let table: [(Kind, String, String, String)] = [
        (
            .emptyExpression, "empty_expression", "계산할 식이 비어 있습니다. 숫자나 식을 입력하세요 (예: 1+2)",
            "the expression is empty; type a number or an expression (e.g. 1+2)"
        ),
        (
            .unexpectedCharacter("#"), "syntax_error", "식에 쓸 수 없는 문자입니다: '#'",
            "unexpected character in the expression: '#'"
        ),
        (
            .unknownWord("abc"), "syntax_error",
            "알 수 없는 단어입니다: 'abc' (식에는 숫자, + - * / ^ %, 괄호, ans만 쓸 수 있습니다)",
            "unknown word: 'abc' (expressions use numbers, + - * / ^ %, parentheses and ans)"
        ),
        (.unexpectedToken("*"), "syntax_error", "숫자가 와야 할 자리입니다: '*'", "expected a number but found '*'"),
        (
            .missingOperand, "syntax_error", "식이 끝났지만 숫자가 더 필요합니다",
            "the expression ends where a number is expected"
        ),
        (
            .missingOperator("5천"), "syntax_error", "'5천' 앞에 연산자가 없습니다 (곱하려면 *를 쓰세요. 숫자 안에는 띄어쓰기를 하지 마세요)",
            "missing operator before '5천' (write * to multiply; numbers contain no spaces)"
        ),
        (
            .unclosedParenthesis, "syntax_error", "여는 괄호 '('가 닫히지 않았습니다. ')'를 추가하세요",
            "this '(' is never closed; add a ')'"
        ),
        (
            .unmatchedCloseParenthesis, "syntax_error", "닫는 괄호 ')'에 짝이 되는 '('가 없습니다",
            "this ')' has no matching '('"
        ),
        (
            .misplacedSeparator, "syntax_error", "천 단위 구분 기호 ',' 뒤에는 숫자 세 자리가 와야 합니다 (예: 1,000,000)",
            "a thousands separator ',' must be followed by exactly three digits (e.g. 1,000,000)"
        ),
        (
            .malformedKoreanNumeral("천"), "syntax_error", "단위 '천'의 순서가 맞지 않습니다 (큰 단위부터 쓰세요, 예: 1억2천만, 3만5천)",
            "the magnitude word '천' is out of order (write larger units first, e.g. 1억2천만, 3만5천)"
        ),
        (.notANumber("nan"), "not_a_number", "숫자가 아닌 값은 쓸 수 없습니다: nan", "not a number: nan is not allowed"),
        (
            .numberOutOfRange("1e1001"), "number_out_of_range",
            "숫자가 너무 크거나 정밀합니다: 1e1001 (유효숫자 1000자리, 크기 10^-1000 ~ 10^1000까지)",
            "number out of range: 1e1001 (at most 1000 significant digits, magnitude 10^-1000 to 10^1000)"
        ),
        (.divisionByZero, "division_by_zero", "0으로 나눌 수 없습니다", "division by zero"),
        (
            .overflow, "overflow", "결과가 너무 큽니다 (절댓값 10^1000까지 계산합니다)",
            "the result is too large (magnitudes up to 10^1000 are supported)"
        ),
        (
            .underflow, "underflow", "결과가 0에 너무 가깝습니다 (0이 아니면 절댓값 10^-1000부터 계산합니다)",
            "the result is too close to zero (non-zero magnitudes down to 10^-1000 are supported)"
        ),
        (
            .negativeBaseFractionalPower, "math_domain_error", "음수의 소수 거듭제곱은 실수가 아닙니다 (밑을 양수로 바꾸세요)",
            "a negative number raised to a fractional power is not a real number (use a positive base)"
        ),
        (
            .negativeSquareRoot, "math_domain_error", "음수의 제곱근은 실수가 아닙니다",
            "the square root of a negative number is not a real number"
        ),
        (
            .logarithmOfNonPositive, "math_domain_error", "로그는 양수에만 정의됩니다",
            "the logarithm is defined only for positive numbers"
        ),
        (
            .factorialOfNonWhole, "math_domain_error", "계승(!)은 0 이상의 정수에만 정의됩니다",
            "the factorial (!) is defined only for whole numbers of 0 or more"
        ),
        (.factorialTooLarge, "too_expensive", "계승(!)은 1000!까지 계산합니다", "factorials are computed up to 1000!"),
        (
            .tooExpensive, "too_expensive",
            "결과의 자릿수가 너무 많아 계산하지 않습니다 (절댓값 10^-1000 ~ 10^1000까지 계산합니다)",
            "the exact result would have far too many digits (magnitudes 10^-1000 to 10^1000 are supported)"
        ),
        (
            .missingFunctionArgument("sqrt"), "syntax_error", "함수 'sqrt' 뒤에는 괄호로 감싼 값이 와야 합니다 (예: sqrt(2))",
            "the function 'sqrt' needs its argument in parentheses (e.g. sqrt(2))"
        ),
        (
            .nestingTooDeep(limit: 100), "nesting_too_deep", "괄호나 부호가 너무 깊게 중첩되었습니다 (최대 100단계)",
            "parentheses or signs are nested too deeply (at most 100 levels)"
        ),
        (
            .noPreviousResult, "no_previous_result", "ans에 쓸 이전 결과가 아직 없습니다 (먼저 계산을 하나 하세요)",
            "there is no previous result for ans yet (calculate something first)"
        ),
    ]

    @Test("every error kind has its code and its words in Korean and English", arguments: table)
    func messages(kind: Kind, code: String, korean: String, english: String) {
        let error = ExpressionError(kind, column: 0)
        #expect(error.code == code)
        #expect(error.status == .inputError)
        #expect(error.message(in: .ko) == korean)
        #expect(error.message(in: .en) == english)
    }
}
