// The numbers of a read line, and the same line with other numbers in their
// places: what the memo of line shapes (HwanSession's `LineShapes`) needs to
// take a line of a known shape without reading it again.
// (Recursive: the memo keeps only short lines, and the parser bounds nesting.)

/// A number of a line and the scalars it covers.
/// (A struct, not a tuple: an array of tuples looks its type up at run time.)
package struct PlacedNumber: Sendable, Equatable {
    package let range: Range<Int>
    /// The literal as read, but for a number of one run of 1 to 18 ASCII digits
    /// (`runLength` set), whose digits are `plain`'s: the memo of line shapes writes
    /// a later line's value alone (`setPlain`), no string made a line, and
    /// `literal` spells it out, as many digits as the run has, when asked.
    private var read: NumberLiteral
    /// The literal's value when it is a whole number of digit runs and magnitude
    /// words that fits 64 bits (`NumberLiteral.wholeValue`: `60506`, `14736만`), what
    /// the evaluator reads with no literal parsed; nil for any other.
    package private(set) var plain: UInt64?

    package init(_ range: Range<Int>, _ literal: NumberLiteral) {
        self.range = range
        self.read = literal
        self.plain = Self.plainValue(literal)
    }

    /// (A `var`: the memo of line shapes writes a number's digits in place.)
    package var literal: NumberLiteral {
        get {
            guard let plain, let length = runLength else { return read }
            var digits = String(plain)
            if digits.utf8.count < length {
                digits = String(repeating: "0", count: length - digits.utf8.count) + digits
            }
            return NumberLiteral(parts: [.digits(digits)], implied: read.implied)
        }
        set {
            read = newValue
            plain = Self.plainValue(newValue)
        }
    }

    /// The literal changed by `change` in its own storage (no copy when nothing else holds it).
    package mutating func changeLiteral(_ change: (inout NumberLiteral) -> Void) {
        if runLength != nil { read = literal }
        change(&read)
        plain = Self.plainValue(read)
    }

    /// How many digits a number of one run of digits has (`plain` set); nil for any other.
    package var runLength: Int? {
        guard plain != nil, read.parts.count == 1, case .digits(let digits) = read.parts[0] else {
            return nil
        }
        return digits.utf8.count
    }

    /// The run's digits made `value`'s, as many as it has (`runLength`; the value has no more).
    /// (Checked in debug builds only: the memo asks `runLength` just before, on every line.)
    package mutating func setPlain(_ value: UInt64) {
        assert(runLength != nil, "only a number of one run of digits is written by its value")
        plain = value
    }

    /// Whether the colloquial reading added a word (SPEC §2: `1억 2천(만)`).
    package var implied: NumberLiteral.Part? { read.implied }

    package static func == (a: PlacedNumber, b: PlacedNumber) -> Bool {
        a.range == b.range && a.plain == b.plain && a.literal == b.literal
    }

    /// The value the evaluator reads of a literal (`NumberLiteral.wholeValue`).
    private static func plainValue(_ literal: NumberLiteral) -> UInt64? { literal.wholeValue }
}

extension Expression {
    /// Calls `body` with every number of the expression and the scalars it covers, left to right.
    package func forEachNumber(_ body: (NumberLiteral, Range<Int>) -> Void) {
        switch self {
        case .number(let literal, let range): body(literal, range)
        case .ans, .pi, .euler: break
        case .quantity(let amount, _, _): amount?.forEachNumber(body)
        case .negate(let e, _), .percent(let e, _), .factorial(let e, _), .call(_, let e, _),
            .group(let e, _):
            e.forEachNumber(body)
        case .binary(_, let left, let right, _):
            left.forEachNumber(body)
            right.forEachNumber(body)
        case .chain(let first, let links):
            first.forEachNumber(body)
            for link in links { link.operand.forEachNumber(body) }
        }
    }

    /// The expression with each number for whose range `literal` gives a
    /// literal made that literal; nil when it gives none (the caller keeps the
    /// expression as it is, so an untouched subtree is shared, not rebuilt).
    package func replacingNumbers(_ literal: (Range<Int>) -> NumberLiteral?) -> Expression? {
        switch self {
        case .number(_, let range):
            return literal(range).map { .number($0, range) }
        case .ans, .pi, .euler:
            return nil
        case .quantity(let amount, let name, let nameRange):
            guard let amount = amount?.replacingNumbers(literal) else { return nil }
            return .quantity(amount: amount, name: name, nameRange: nameRange)
        case .negate(let e, let range):
            return e.replacingNumbers(literal).map { .negate($0, operatorRange: range) }
        case .percent(let e, let range):
            return e.replacingNumbers(literal).map { .percent($0, operatorRange: range) }
        case .factorial(let e, let range):
            return e.replacingNumbers(literal).map { .factorial($0, operatorRange: range) }
        case .call(let function, let e, let range):
            return e.replacingNumbers(literal).map { .call(function, $0, nameRange: range) }
        case .group(let e, let range):
            return e.replacingNumbers(literal).map { .group($0, range) }
        case .binary(let op, let left, let right, let range):
            let newLeft = left.replacingNumbers(literal)
            let newRight = right.replacingNumbers(literal)
            if newLeft == nil && newRight == nil { return nil }
            return .binary(op, newLeft ?? left, newRight ?? right, operatorRange: range)
        case .chain(let first, let links):
            let newFirst = first.replacingNumbers(literal)
            var newLinks: [ChainLink]?
            for (index, link) in links.enumerated() {
                guard let operand = link.operand.replacingNumbers(literal) else { continue }
                if newLinks == nil { newLinks = links }
                newLinks?[index] = ChainLink(op: link.op, operand: operand, operatorRange: link.operatorRange)
            }
            if newFirst == nil && newLinks == nil { return nil }
            return .chain(newFirst ?? first, newLinks ?? links)
        }
    }
}

extension ParsedLine {
    /// Makes each number for whose range `literal` gives a literal that
    /// literal, in the expression and in the labels' subjects (targets hold no
    /// numbers); the rest of the line is left as it is, not copied.
    package mutating func replaceNumbers(_ literal: (Range<Int>) -> NumberLiteral?) {
        if let replaced = expression.replacingNumbers(literal) { expression = replaced }
        guard !labels.isEmpty else { return }
        labels = labels.map {
            TopicLabel(
                range: $0.range, dimension: $0.dimension,
                subject: $0.subject.replacingNumbers(literal) ?? $0.subject)
        }
    }
}

extension Array where Element == PlacedNumber {
    /// The index of the number that covers exactly `range`, if any (a line's
    /// numbers are few: looked for in turn).
    @inline(__always)
    package func index(covering range: Range<Int>) -> Int? {
        var index = 0
        while index < count {
            if self[index].range == range { return index }
            index += 1
        }
        return nil
    }
}

extension ParsedLine {
    /// The line with `numbers` in their places (the memo of line shapes keeps a
    /// line's numbers beside its tree; this is the tree they stand for).
    package func numbered(_ numbers: [PlacedNumber]) -> ParsedLine {
        guard !numbers.isEmpty else { return self }
        var line = self
        line.replaceNumbers { range in numbers.index(covering: range).map { numbers[$0].literal } }
        return line
    }
}
