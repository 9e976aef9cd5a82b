/// One piece of a line, with the scalars of `LineText` it covers.
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case number(NumberLiteral)
        /// A currency or unit name (or both, or several): the evaluator decides.
        case name(NameMatch)
        /// Letters that name nothing hwan knows.
        case word(String)
        case plus, minus, times, divide, power, percent, factorial, modulo
        /// `of` (`15% of 200`) and `의` (`200의 15%`).
        case of
        case openParenthesis, closeParenthesis, comma
        /// `to`, `into`, `->`, `→`, `=>`, `=`.
        case connector
        /// `in`: the inch after a bare number (`12 in`), else "into" (`100 USD in JPY`).
        case inWord
        /// `으로`/`로` after a name: that name is the target (`3만엔을 원으로`).
        case toward
        /// `몇` before a name: that name is the target (`34평은 몇 제곱미터`).
        case howMany
        /// `얼마`, `얼마야`, `?` ...: ignored at the end of a line.
        case question
        case ans
        case function(MathFunction)
        case pi
        case end
    }

    public let kind: Kind
    /// Scalar indices in the `LineText` the token was read from.
    public let range: Range<Int>
}

/// A name as typed, and every catalog entry it may mean.
public struct NameMatch: Sendable, Equatable {
    /// The normalized text (case kept), for messages and case-sensitive symbols.
    public let text: String
    public let entries: [NameIndex.Entry]
}

/// A number as written: ASCII digits (with `.` and an exponent, separators
/// removed) and Korean magnitude words, in order. Its value is computed by
/// the evaluator, so the lexer needs no arithmetic.
public struct NumberLiteral: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        /// `12.5`, `1e3`, `1000000` (from `1,000,000`).
        case digits(String)
        /// 십 1, 백 2, 천 3: multiplies within a group of four digits.
        case small(Int)
        /// 만 4, 억 8, 조 12, 경 16: closes a group.
        case big(Int)
    }

    public var parts: [Part]

    /// Whether the literal is plain digits (no magnitude word): `in` after it is the inch.
    public var isPlainDigits: Bool {
        parts.count == 1 && { if case .digits = parts[0] { true } else { false } }()
    }

    /// The largest magnitude word (its power of ten), or nil: a space may join a
    /// following group only when it is smaller (`1억 2천만`).
    var lastBigMagnitude: Int? {
        for part in parts.reversed() { if case .big(let p) = part { return p } }
        return nil
    }
}

/// Functions of the calculator, written `sqrt(x)` or `√x`.
public enum MathFunction: String, Sendable, Equatable, CaseIterable {
    case sqrt, exp, ln, log, abs
    case cbrt, round, floor, ceil, log2, sin, cos, tan, asin, acos, atan

    /// The trigonometric functions, which read an angle quantity (`sin(30°)`) in radians.
    var takesAngle: Bool { [.sin, .cos, .tan].contains(self) }
}
