/// A line's quantity expression as the parser read it: numbers, names
/// (currencies and units, not yet resolved), operators, with the scalars of
/// the line each covers so that errors point at the right place.
public indirect enum Expression: Sendable, Equatable {
    case number(NumberLiteral, Range<Int>)
    case ans(Range<Int>)
    case pi(Range<Int>)
    /// `e`, Euler's number.
    case euler(Range<Int>)
    /// `5 km`, `$100`, `3만 엔`; `amount` nil is one of it (`달러`, `USD to KRW`).
    case quantity(amount: Expression?, name: NameMatch, nameRange: Range<Int>)
    case negate(Expression, operatorRange: Range<Int>)
    /// `^` (right associative, so its depth is the parser's nesting, which is bounded).
    case binary(BinaryOperator, Expression, Expression, operatorRange: Range<Int>)
    /// A left-associative run of one precedence level, `1 + 2 - 3`, `2 * 3 / 4`,
    /// `5 ft 11 in`: flat, so a line of 100,000 terms is one node, not a tree
    /// 100,000 deep (no walker recurses per operator).
    case chain(Expression, [ChainLink])
    /// `15%`.
    case percent(Expression, operatorRange: Range<Int>)
    /// `25!`.
    case factorial(Expression, operatorRange: Range<Int>)
    case call(MathFunction, Expression, nameRange: Range<Int>)
    /// Parentheses, kept so that echoes and errors read as typed.
    case group(Expression, Range<Int>)

    /// The scalars the expression covers.
    public var range: Range<Int> {
        switch self {
        case .number(_, let r), .ans(let r), .pi(let r), .euler(let r), .group(_, let r): return r
        case .quantity(let amount, _, let nameRange):
            guard let amount else { return nameRange }
            let a = amount.range
            return min(a.lowerBound, nameRange.lowerBound)..<max(a.upperBound, nameRange.upperBound)
        case .negate(let e, let op), .percent(let e, let op), .factorial(let e, let op),
            .call(_, let e, let op):
            let inner = e.range
            return min(op.lowerBound, inner.lowerBound)..<max(op.upperBound, inner.upperBound)
        // A phrase may put the right operand first (`20% off 35000 won` reads 35000 won − 20%).
        case .binary(_, let l, let r, _):
            let a = l.range
            let b = r.range
            return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        case .chain(let first, let links):
            let a = first.range
            guard let b = links.last?.operand.range else { return a }
            return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        }
    }
}

/// One operator of a chain and the operand on its right.
public struct ChainLink: Sendable, Equatable {
    public let op: BinaryOperator
    public let operand: Expression
    public let operatorRange: Range<Int>
}

public enum BinaryOperator: Sendable, Equatable {
    case add, subtract, multiply, divide, power, modulo
    /// `15% of 200`, `200의 15%`: a product where one side is a percentage.
    case of
    /// `5 ft 11 in`, `1시간 30분`: quantities side by side add up.
    case juxtapose
    /// The arguments of `max(…)`, `min(…)`, `hypot(…)`, folded pairwise: the
    /// larger, the smaller, √(a² + b²) of two quantities of one dimension.
    case maximum, minimum, hypotenuse
    /// `log(x, base)`.
    case logarithm
}

/// A name the result is converted into.
public struct ConversionTarget: Sendable, Equatable {
    /// The first (often only) name.
    public let name: NameMatch
    public let range: Range<Int>
    /// A unit expression after the first name: `m/s` is `m` with `s^-1`,
    /// `kg*m/s^2`, `원/평`. The first name's own power is `power`.
    public var power: Int = 1
    public var factors: [TargetFactor] = []

    /// Whether the target is a unit expression rather than one name.
    public var isCompound: Bool { power != 1 || !factors.isEmpty }
}

/// A name of a target unit expression with its (signed) exponent.
public struct TargetFactor: Sendable, Equatable {
    public let name: NameMatch
    public let range: Range<Int>
    public let exponent: Int
}

/// What a line asks: an expression and, when a conversion is asked, its targets.
public struct ParsedLine: Sendable, Equatable {
    public internal(set) var expression: Expression
    /// Empty when the line asks for no conversion (`34평`, `(120+35)*3`).
    public let targets: [ConversionTarget]
    /// Topic words read as labels (`키 180cm`, `월세 80만원 + 관리비 15만원`).
    public var labels: [TopicLabel] = []
    /// A reading of words that changed the amount (`48달러 팁 15%`, `split 120 dollars
    /// 4 ways`): with no target the result stays in the amount's own currency.
    public var keepsCurrency = false
    /// Where `환율` / `exchange rate` stood: the line asks for the rate of its currency.
    public var rateQuery: Range<Int>? = nil
    /// `255 to hex`: the integer result written in that base (no other target then).
    public var base: NumberBase? = nil
    /// Where the base word stands, for errors.
    public var baseRange: Range<Int> = 0..<0
    /// `on 2024-03-04`, a leading `어제`: the day whose rates the line asks for (SPEC §12).
    public var date: DatePhrase? = nil
    /// Where the date phrase stands, for errors and echoes.
    public var dateRange: Range<Int> = 0..<0
}

/// A topic word before a quantity (SPEC §2): a label, not a quantity; where it
/// names a dimension, the quantity after it must have that dimension.
public struct TopicLabel: Sendable, Equatable {
    /// The word in the line.
    public let range: Range<Int>
    /// A `UnitDimension` raw value or `money`; nil when the word names none.
    public let dimension: String?
    /// The quantity it labels.
    public let subject: Expression
}
