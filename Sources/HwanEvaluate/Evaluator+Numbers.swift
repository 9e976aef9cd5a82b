// Number literals to exact scalars, and arithmetic failures to evaluation errors.
extension Evaluator {
    func number(_ literal: NumberLiteral, at range: Range<Int>) throws(EvaluationError) -> Scalar {
        if !numbers.isEmpty, let index = numbers.index(covering: range) {
            // (Plain digits whose value the memo read as it wrote them: `plainInteger`'s.)
            if let plain = numbers[index].plain { return Scalar(ExactFraction(magnitude: plain)) }
            // A worded whole number (`14736만`) read in place, its parts not copied out.
            if let worded = numbers.withUnsafeBufferPointer({ Self.wordedInteger($0[index].literal) }) {
                return worded
            }
            return try Self.number(numbers[index].literal, at: range)
        }
        return try Self.number(literal, at: range)
    }

    static func number(_ literal: NumberLiteral, at range: Range<Int>) throws(EvaluationError)
        -> Scalar
    {
        if let value = Self.plainInteger(literal) { return value }
        if let value = Self.wordedInteger(literal) { return value }
        return try Self.numberChecked(literal, at: range)
    }

    /// Most numbers typed: up to 18 plain ASCII digits, a whole number far inside
    /// the limits, read in one 64-bit pass (no decimal parsing, no limit checks).
    static func plainInteger(_ literal: NumberLiteral) -> Scalar? {
        guard literal.parts.count == 1, case .digits(let text) = literal.parts[0],
            let value = NumberLiteral.digitsValue(text)
        else { return nil }
        return Scalar(ExactFraction(magnitude: value))
    }

    /// A whole number of digits and magnitude words (`14736만`, `1억 2천만`, `3천만`,
    /// `5k`) whose value fits 64 bits (`NumberLiteral.wholeValue`). Nil for anything
    /// else, which takes the long way (`numberChecked`).
    static func wordedInteger(_ literal: NumberLiteral) -> Scalar? {
        guard literal.parts.count > 1, let value = literal.wholeValue else { return nil }
        return Scalar(ExactFraction(magnitude: value))
    }

    /// `number` by the decimal parser and the limit checks, any literal: the short step must agree.
    static func numberChecked(_ literal: NumberLiteral, at range: Range<Int>) throws(EvaluationError)
        -> Scalar
    {
        let value = try literal.value(at: range)
        if !value.isZero,
            abs(value.orderOfMagnitude) > Scalar.limitExponent
                || value.significantDigitCount > NumberText.fullDigitLimit
        {
            throw .numberOutOfRange(literal.text, at: range)
        }
        return Scalar(value)
    }

    /// `value`, which must be a plain number (for `%`, `!`, functions).
    func number(_ value: Quantity, at range: Range<Int>) throws(EvaluationError) -> Scalar {
        guard value.isNumber else { throw .notANumber(at: range) }
        return value.value
    }

    func arithmetic(at range: Range<Int>, _ step: () throws(ArithmeticFailure) -> Scalar)
        throws(EvaluationError) -> Scalar
    {
        do { return try step() } catch { throw .arithmetic(error, at: range) }
    }
}
