// Grammar, loosest binding first (one function below per level):
//
//   expression := sum END
//   sum        := product (('+' | '-') product)*          left associative
//   product    := signed (('*' | '/') signed)*            left associative
//   signed     := ('-' | '+') signed | power               -2^2 = -(2^2) = -4
//   power      := percent ('^' signed)?                    right associative: 2^3^2 = 2^9;
//                                                          2^-1 = 0.5
//   percent    := primary '%'*                             15% = 0.15, 200*15% = 30
//   primary    := NUMBER | 'ans' | '(' sum ')'
//
// `%` only divides by 100 (200+15% is 200.15, not 230), as in a programming
// calculator. Nesting of parentheses, signs and powers is bounded, so even
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
    private let previousResult: Decimal?
    private var depth = 0
    /// The first arithmetic failure; later arithmetic is skipped.
    private var arithmeticFailure: ExpressionError?

    init(text: Substring, baseColumn: Int, previousResult: Decimal?) {
        tokenizer = ExpressionTokenizer(text: text, baseColumn: baseColumn)
        current = ExpressionToken(kind: .end, start: text.startIndex, end: text.startIndex)
        self.previousResult = previousResult
    }

    mutating func parse() throws(ExpressionError) -> Decimal {
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

    private mutating func sum() throws(ExpressionError) -> Decimal {
        var value = try product()
        while current.kind == .plus || current.kind == .minus {
            let operation = current
            try advance()
            let right = try product()
            value = calculate(at: operation) { () throws(ArithmeticFailure) in
                operation.kind == .plus
                    ? try CheckedDecimal.add(value, right) : try CheckedDecimal.subtract(value, right)
            }
        }
        return value
    }

    private mutating func product() throws(ExpressionError) -> Decimal {
        var value = try signed()
        while current.kind == .times || current.kind == .divide {
            let operation = current
            try advance()
            let right = try signed()
            value = calculate(at: operation) { () throws(ArithmeticFailure) in
                operation.kind == .times
                    ? try CheckedDecimal.multiply(value, right) : try CheckedDecimal.divide(value, right)
            }
        }
        return value
    }

    private mutating func signed() throws(ExpressionError) -> Decimal {
        guard current.kind == .minus || current.kind == .plus else { return try power() }
        let sign = current
        try enter(at: sign)
        try advance()
        let operand = try signed()
        depth -= 1
        return sign.kind == .minus ? CheckedDecimal.negate(operand) : operand
    }

    private mutating func power() throws(ExpressionError) -> Decimal {
        let base = try percent()
        guard current.kind == .power else { return base }
        let operation = current
        try enter(at: operation)
        try advance()
        let exponent = try signed()
        depth -= 1
        return calculate(at: operation) { () throws(ArithmeticFailure) in
            try CheckedDecimal.power(base, exponent)
        }
    }

    private mutating func percent() throws(ExpressionError) -> Decimal {
        var value = try primary()
        while current.kind == .percent {
            let operation = current
            try advance()
            value = calculate(at: operation) { () throws(ArithmeticFailure) in
                try CheckedDecimal.scaled(value, byPowerOfTen: -2)
            }
        }
        return value
    }

    private mutating func primary() throws(ExpressionError) -> Decimal {
        let token = current
        switch token.kind {
        case .number(let value):
            try advance()
            return value
        case .previousResult:
            try advance()
            guard let previousResult else {
                record(failure(.noPreviousResult, at: token.start))
                return 0
            }
            return previousResult
        case .openParenthesis:
            try enter(at: token)
            try advance()
            let value = try sum()
            switch current.kind {
            case .closeParenthesis: try advance()
            case .end: throw failure(.unclosedParenthesis, at: token.start)
            default: throw failure(.missingOperator(text(of: current)), at: current.start)
            }
            depth -= 1
            return value
        case .end:
            throw failure(.missingOperand, at: token.start)
        default:
            throw failure(.unexpectedToken(text(of: token)), at: token.start)
        }
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
        at operation: ExpressionToken, _ step: () throws(ArithmeticFailure) -> Decimal
    ) -> Decimal {
        guard arithmeticFailure == nil else { return 0 }
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
            return 0
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
