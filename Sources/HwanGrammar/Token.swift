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
        /// A topic word before a quantity (`키`, `월세`, `price`): a label; the
        /// dimension it names, if any, is checked against the quantity.
        case topic(dimension: String?)
        /// `환율`, `exchange rate`: the rate of the currency beside it (SPEC §2).
        case rate
        /// `섭씨`, `시속`: before a number, the unit of that number; else the name it also is.
        case scale(NameMatch?, NameIndex.ScaleWord)
        /// `and`, `랑`, `하고`, `와`, `과`: joins side-by-side quantities or targets.
        case and
        /// `반` (half): `반 근`, `한근 반`, `2시간 반`.
        case half
        case function(MathFunction)
        /// A day (`2024-03-04`, `어제`, `on 3 days ago`): SPEC §12's dated lines, §14's date arithmetic.
        case date(DatePhrase)
        /// A word said around the numbers that the parser reads by its class
        /// (`할인`, `명`, `씩`, `per`, `분의`); arithmetic words that are operators
        /// are read as the operator itself.
        case phrase(NameIndex.Phrase)
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
    /// Said after English number words (`a quarter pound`, `two pounds`): where
    /// the name could be money or a unit and nothing else on the line decides,
    /// it is the unit, as the words are said in English (a currency target or
    /// a currency elsewhere on the line still makes it money).
    public var prefersUnit = false

    public init(text: String, entries: [NameIndex.Entry], prefersUnit: Bool = false) {
        self.text = text
        self.entries = entries
        self.prefersUnit = prefersUnit
    }
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
    /// The part the colloquial reading added (SPEC §2: `1억 2천` is 1억 2천만, `3만5`
    /// is 3만 5천): shown in parentheses so that a different intent is visible.
    public var implied: Part? = nil

    public init(parts: [Part], implied: Part? = nil) {
        self.parts = parts
        self.implied = implied
    }

    /// `1억 2천(만)`: the number as the user wrote it, with the implied word shown.
    public var reading: String {
        var text = ""
        for (index, part) in parts.enumerated() {
            let isImplied = implied != nil && index == parts.count - 1
            switch part {
            case .digits(let digits): text += digits
            case .small(let power):
                text +=
                    isImplied
                    ? "(" + ["", "십", "백", "천"][min(power, 3)] + ")" : ["", "십", "백", "천"][min(power, 3)]
            case .big(let power):
                let word = [3: "k", 4: "만", 6: "M", 8: "억", 9: "B", 12: "조", 16: "경"][power] ?? ""
                text += isImplied ? "(" + word + ")" : word
                if index < parts.count - 2 || (index == parts.count - 2 && implied == nil) { text += " " }
            }
        }
        return text
    }

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
extension Token.Kind {
    /// Whether the token is a function's name.
    var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
}

public enum MathFunction: String, Sendable, Equatable, CaseIterable {
    case sqrt, exp, ln, log, abs
    case cbrt, round, floor, ceil, log2, sin, cos, tan, asin, acos, atan
    /// log₁₀, as `log` of one argument.
    case log10
    /// Of several arguments of one dimension: the largest, the smallest, √(x² + y² + …).
    case max, min, hypot

    /// How many arguments the function takes at most (nil: any number).
    package var argumentLimit: Int? {
        switch self {
        case .max, .min, .hypot: nil
        case .log: 2
        case .sqrt, .exp, .ln, .abs, .cbrt, .round, .floor, .ceil, .log2, .sin, .cos, .tan, .asin, .acos,
            .atan, .log10:
            1
        }
    }

    /// Whether the function takes several arguments, all of one dimension.
    package var takesSeveral: Bool { [.max, .min, .hypot].contains(self) }

    /// The trigonometric functions, which read an angle quantity (`sin(30°)`) in radians.
    package var takesAngle: Bool { [.sin, .cos, .tan].contains(self) }

    /// Which of sin, cos and tan this is; nil for every other function.
    package var trigonometric: Scalar.Trigonometric? {
        switch self {
        case .sin: .sine
        case .cos: .cosine
        case .tan: .tangent
        case .sqrt, .exp, .ln, .log, .abs, .cbrt, .round, .floor, .ceil, .log2, .asin, .acos, .atan, .log10,
            .max, .min, .hypot:
            nil
        }
    }
}
