// Grammar, loosest binding first (one function below per level):
//
//   expression := sum END
//   sum        := product (('+' | '-') product)*          left associative
//   product    := signed (('*' | '/' | 'mod') signed)*    left associative
//   signed     := ('-' | '+') signed | power               -2^2 = -(2^2) = -4
//   power      := postfix ('^' signed)?                    right associative: 2^3^2 = 2^9;
//                                                          2^-1 = 0.5
//   postfix    := primary ('%' | '!')*                     15% = 0.15, 200*15% = 30, 5! = 120
//   primary    := NUMBER | 'ans' | '(' sum ')' | FUNCTION '(' sum ')'
//   FUNCTION   := 'sqrt' | 'exp' | 'ln' | 'log' | 'abs'
//
// `%` only divides by 100 (200+15% is 200.15, not 230), as in a programming
// calculator. Values are `Scalar`s and every arithmetic step is one of its
// checked operations (Numbers/Scalar+Arithmetic.swift); this file only reads. Nesting of parentheses, signs and powers is bounded, so even
// 100,000 `(` end in an error after a hundred levels instead of a stack overflow.

/// Recursive-descent evaluator over `ExpressionTokenizer`; evaluates while it
/// parses, so no tree is built.
///
/// A syntax error anywhere wins over an arithmetic one: `1/0+` reports the
/// missing operand, and the division by zero is reported only once the
/// whole text has parsed.
struct ExpressionParser {
    static let maximumDepth = 100

    private var tokenizer: ExpressionTokenizer
    private var current: ExpressionToken
    private let previousResult: Scalar?
    private var depth = 0
    /// The first arithmetic failure; later arithmetic is skipped.
    private var arithmeticFailure: ExpressionError?

    init(text: Substring, baseColumn: Int, previousResult: Scalar?) {
        tokenizer = ExpressionTokenizer(text: text, baseColumn: baseColumn)
        current = ExpressionToken(kind: .end, start: text.startIndex, end: text.startIndex)
        self.previousResult = previousResult
    }

    mutating func parse() throws(ExpressionError) -> Scalar {
        try advance()
        if current.kind == .end { throw failure(.emptyExpression, at: current.start) }
        let value = try sum()
        switch current.kind {
        case .end: break
        case .closeParenthesis: throw failure(.unmatchedCloseParenthesis, at: current.start)
        default: throw failure(.missingOperator(text(of: current)), at: current.start)
        }
        if let arithmeticFailure { throw arithmeticFailure }
        return value
    }

    // MARK: One function per precedence level

    private mutating func sum() throws(ExpressionError) -> Scalar {
        var value = try product()
        while current.kind == .plus || current.kind == .minus {
            let operation = current
            try advance()
            let right = try product()
            value = calculate(at: operation) { () throws(ArithmeticFailure) in
                operation.kind == .plus ? try value.adding(right) : try value.subtracting(right)
            }
        }
        return value
    }

    private mutating func product() throws(ExpressionError) -> Scalar {
        var value = try signed()
        while current.kind == .times || current.kind == .divide || current.kind == .modulo {
            let operation = current
            try advance()
            let right = try signed()
            value = calculate(at: operation) { () throws(ArithmeticFailure) in
                switch operation.kind {
                case .times: try value.multiplied(by: right)
                case .divide: try value.divided(by: right)
                default: try value.mod(right)
                }
            }
        }
        return value
    }

    private mutating func signed() throws(ExpressionError) -> Scalar {
        guard current.kind == .minus || current.kind == .plus else { return try power() }
        let sign = current
        try enter(at: sign)
        try advance()
        let operand = try signed()
        depth -= 1
        return sign.kind == .minus ? operand.negated() : operand
    }

    private mutating func power() throws(ExpressionError) -> Scalar {
        let base = try postfix()
        guard current.kind == .power else { return base }
        let operation = current
        try enter(at: operation)
        try advance()
        let exponent = try signed()
        depth -= 1
        return calculate(at: operation) { () throws(ArithmeticFailure) in
            try base.raised(to: exponent)
        }
    }

    private mutating func postfix() throws(ExpressionError) -> Scalar {
        var value = try primary()
        while current.kind == .percent || current.kind == .factorial {
            let operation = current
            try advance()
            value = calculate(at: operation) { () throws(ArithmeticFailure) in
                operation.kind == .percent ? try value.scaled(byPowerOfTen: -2) : try value.factorial()
            }
        }
        return value
    }

    private mutating func primary() throws(ExpressionError) -> Scalar {
        let token = current
        switch token.kind {
        case .number(let value):
            try advance()
            return Scalar(value)
        case .previousResult:
            try advance()
            guard let previousResult else {
                record(failure(.noPreviousResult, at: token.start))
                return .zero
            }
            return previousResult
        case .openParenthesis:
            return try parenthesised()
        case .function(let function):
            try advance()
            guard current.kind == .openParenthesis else {
                throw failure(.missingFunctionArgument(text(of: token)), at: current.start)
            }
            let argument = try parenthesised()
            return calculate(at: token) { () throws(ArithmeticFailure) in
                switch function {
                case .squareRoot: try argument.squareRoot()
                case .exponential: try argument.exponential()
                case .naturalLogarithm: try argument.naturalLogarithm()
                case .commonLogarithm: try argument.commonLogarithm()
                case .absoluteValue: argument.absoluteValue
                }
            }
        case .end:
            throw failure(.missingOperand, at: token.start)
        default:
            throw failure(.unexpectedToken(text(of: token)), at: token.start)
        }
    }

    /// `'(' sum ')'`, at the `(`.
    private mutating func parenthesised() throws(ExpressionError) -> Scalar {
        let open = current
        try enter(at: open)
        try advance()
        let value = try sum()
        switch current.kind {
        case .closeParenthesis: try advance()
        case .end: throw failure(.unclosedParenthesis, at: open.start)
        default: throw failure(.missingOperator(text(of: current)), at: current.start)
        }
        depth -= 1
        return value
    }

    // MARK: Helpers

    private mutating func advance() throws(ExpressionError) {
        current = try tokenizer.next()
    }

    private mutating func enter(at token: ExpressionToken) throws(ExpressionError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure(.nestingTooDeep(limit: Self.maximumDepth), at: token.start)
        }
    }

    /// Runs one arithmetic step unless an earlier one failed; a failure is
    /// remembered with the operator's column and the value becomes 0.
    private mutating func calculate(
        at operation: ExpressionToken, _ step: () throws(ArithmeticFailure) -> Scalar
    ) -> Scalar {
        guard arithmeticFailure == nil else { return .zero }
        do {
            return try step()
        } catch {
            let kind: ExpressionError.Kind =
                switch error {
                case .divisionByZero: .divisionByZero
                case .overflow: .overflow
                case .underflow: .underflow
                case .negativeBaseFractionalPower: .negativeBaseFractionalPower
                case .negativeSquareRoot: .negativeSquareRoot
                case .logarithmOfNonPositive: .logarithmOfNonPositive
                case .factorialOfNonWhole: .factorialOfNonWhole
                case .factorialTooLarge: .factorialTooLarge
                case .tooExpensive: .tooExpensive
                }
            record(failure(kind, at: operation.start))
            return .zero
        }
    }

    private mutating func record(_ error: ExpressionError) {
        if arithmeticFailure == nil { arithmeticFailure = error }
    }

    private func failure(_ kind: ExpressionError.Kind, at index: String.Index) -> ExpressionError {
        tokenizer.failure(kind, at: index)
    }

    private func text(of token: ExpressionToken) -> String {
        String(tokenizer.text[token.start..<token.end])
    }
}
