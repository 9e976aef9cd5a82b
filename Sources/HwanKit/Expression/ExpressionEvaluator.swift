/// Evaluates an arithmetic expression to a `Scalar` (SPEC §2 AMOUNT and EXPR, §3).
///
///     let evaluator = ExpressionEvaluator(ans: Scalar(42))
///     try evaluator.evaluate("(100+20)*3")   // 360
///     try evaluator.evaluate("1억2천만")       // 120000000
///     try evaluator.evaluate("0.1+0.2")      // 0.3 exactly
///     try evaluator.evaluate("ans/2")        // 21
///
/// Operators `+ - * / ^ % ! mod`, the functions `sqrt exp ln log abs`,
/// parentheses, unary signs (grammar in ExpressionParser.swift); numbers with
/// `,` thousands separators, Korean magnitude words (KoreanNumeral.swift) and
/// `e` exponents (`1e3`; the remittance policy refuses those separately).
/// Results stay within 10^-1000 ≤ |x| ≤ 10^1000 or are 0, except `n!`; they
/// are exact unless a root, `exp`, `ln`, `log` or a non-integer power made them irrational.
/// Errors carry the column in the caller's line: pass `column`, the offset at
/// which `text` starts there.
public struct ExpressionEvaluator: Sendable {
    /// The previous result, for `ans`.
    public var ans: Scalar?

    public init(ans: Scalar? = nil) {
        self.ans = ans
    }

    public func evaluate(_ text: Substring, column: Int = 0) throws(ExpressionError) -> Scalar {
        if let plain = Self.plainNumber(text) { return Scalar(plain) }
        var parser = ExpressionParser(text: text, baseColumn: column, previousResult: ans)
        return try parser.parse()
    }

    public func evaluate(_ text: String, column: Int = 0) throws(ExpressionError) -> Scalar {
        try evaluate(text[...], column: column)
    }

    /// Whether a token starts like an amount, for the command parser: a digit,
    /// `.` before a digit, `(`, `ans`, a Korean magnitude word, or signs before
    /// one of those (so `->` and a bare `-` do not count).
    public static func looksLikeExpression(_ token: Substring) -> Bool {
        let scalars = token.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex,
            scalars[index] == "-" || scalars[index] == "+" || scalars[index] == "\u{2212}"
        {
            index = scalars.index(after: index)
        }
        guard index < scalars.endIndex else { return false }
        let first = scalars[index]
        if isDigit(first) || first == "(" || KoreanNumeral.power(of: first) != nil { return true }
        var next = scalars.index(after: index)
        if first == "." { return next < scalars.endIndex && isDigit(scalars[next]) }
        if startsWithFunctionCall(scalars[index...]) { return true }
        // `ans` as a whole word, in any case.
        for letter in "ans".unicodeScalars {
            guard index < scalars.endIndex, scalars[index].value | 0x20 == letter.value else { return false }
            index = scalars.index(after: index)
        }
        next = index
        return next == scalars.endIndex || !scalars[next].properties.isAlphabetic
    }

    /// `sqrt(`, `exp(`, `ln(`, `log(`, `abs(` in any case.
    private static func startsWithFunctionCall(_ scalars: Substring.UnicodeScalarView.SubSequence) -> Bool {
        let word = scalars.prefix { $0.properties.isAlphabetic }
        let rest = scalars.dropFirst(word.count)
        guard rest.first == "(" else { return false }
        switch String(String.UnicodeScalarView(word)).lowercased() {
        case "sqrt", "exp", "ln", "log", "abs": return true
        default: return false
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 48 && scalar.value <= 57
    }

    /// The common case, `100` or `-12.5`: at most 19 digits, one optional point
    /// and a leading minus, read without the tokenizer and without allocating.
    private static func plainNumber(_ text: Substring) -> ExactDecimal? {
        let bytes = text.utf8
        var digits = 0
        var points = 0
        var index = bytes.startIndex
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index = bytes.index(after: index) }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                points += 1
            } else {
                return nil
            }
            index = bytes.index(after: index)
        }
        guard digits > 0, digits <= 19, points <= 1 else { return nil }
        return ExactDecimal(text)
    }
}
