// The numbers of a read line, and the same line with other numbers in their
// places: what the memo of line shapes (HwanSession's `LineShapes`) needs to
// take a line of a known shape without reading it again.
// (Recursive: the memo keeps only short lines, and the parser bounds nesting.)

/// A number of a line and the scalars it covers.
/// (A struct, not a tuple: an array of tuples looks its type up at run time.)
package struct PlacedNumber: Sendable {
    package let range: Range<Int>
    package let literal: NumberLiteral

    package init(_ range: Range<Int>, _ literal: NumberLiteral) {
        self.range = range
        self.literal = literal
    }
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

// MARK: Rewriting one number in place

extension Expression {
    /// Calls `body` with every number of the expression, the scalars it covers
    /// and its path from the root: at each node the child taken (a quantity's
    /// amount, a negation's, percentage's, factorial's, call's or group's operand
    /// 0; a binary operator's left 0 and right 1; a chain's first 0 and its
    /// links' operands 1, 2, …), left to right as `forEachNumber`.
    package func forEachNumberPath(_ body: (NumberLiteral, Range<Int>, [Int32]) -> Void) {
        var path: [Int32] = []
        forEachNumberPath(&path, body)
    }

    private func forEachNumberPath(
        _ path: inout [Int32], _ body: (NumberLiteral, Range<Int>, [Int32]) -> Void
    ) {
        func child(_ step: Int32, _ e: Expression) {
            path.append(step)
            e.forEachNumberPath(&path, body)
            path.removeLast()
        }
        switch self {
        case .number(let literal, let range): body(literal, range, path)
        case .ans, .pi, .euler: break
        case .quantity(let amount, _, _): if let amount { child(0, amount) }
        case .negate(let e, _), .percent(let e, _), .factorial(let e, _), .call(_, let e, _),
            .group(let e, _):
            child(0, e)
        case .binary(_, let left, let right, _):
            child(0, left)
            child(1, right)
        case .chain(let first, let links):
            child(0, first)
            for (index, link) in links.enumerated() { child(Int32(index + 1), link.operand) }
        }
    }

    // Taking a node apart: each `opened…` consumes the node and returns its parts,
    // so that the node is let go when it returns (not inlined for that), before
    // its parts are rewritten: a part nothing else holds then has one holder, and
    // a literal so held is written in its own storage. (A binding of a case of
    // the node in a `switch` is a copy, the node held until the `switch` ends.)

    /// How a node of one operand is put together again around it.
    private enum Around {
        case quantity(NameMatch, Range<Int>)
        case negate(Range<Int>)
        case percent(Range<Int>)
        case factorial(Range<Int>)
        case call(MathFunction, Range<Int>)
        case group(Range<Int>)

        func around(_ operand: Expression) -> Expression {
            switch self {
            case .quantity(let name, let range): .quantity(amount: operand, name: name, nameRange: range)
            case .negate(let range): .negate(operand, operatorRange: range)
            case .percent(let range): .percent(operand, operatorRange: range)
            case .factorial(let range): .factorial(operand, operatorRange: range)
            case .call(let function, let range): .call(function, operand, nameRange: range)
            case .group(let range): .group(operand, range)
            }
        }
    }

    /// Whether the node has one operand (an amount, a negation, percentage,
    /// factorial, call or group), its child 0.
    private var hasOneOperand: Bool {
        switch self {
        case .quantity(_?, _, _), .negate, .percent, .factorial, .call, .group: true
        case .number, .ans, .pi, .euler, .quantity, .binary, .chain: false
        }
    }

    @inline(never)
    private static func openedNumber(_ node: consuming Expression) -> (NumberLiteral, Range<Int>) {
        guard case .number(let literal, let range) = node else { preconditionFailure("not a number") }
        return (literal, range)
    }

    @inline(never)
    private static func openedQuantity(_ node: consuming Expression) -> (Expression, NameMatch, Range<Int>) {
        guard case .quantity(let amount?, let name, let range) = node else {
            preconditionFailure("not an amount")
        }
        return (amount, name, range)
    }

    @inline(never)
    private static func openedGroup(_ node: consuming Expression) -> (Expression, Range<Int>) {
        guard case .group(let inner, let range) = node else { preconditionFailure("not a group") }
        return (inner, range)
    }

    @inline(never)
    private static func openedOperand(_ node: consuming Expression) -> (Expression, Around) {
        switch node {
        case .quantity(let amount?, let name, let range): (amount, .quantity(name, range))
        case .negate(let e, let range): (e, .negate(range))
        case .percent(let e, let range): (e, .percent(range))
        case .factorial(let e, let range): (e, .factorial(range))
        case .call(let function, let e, let range): (e, .call(function, range))
        case .group(let e, let range): (e, .group(range))
        case .number, .ans, .pi, .euler, .quantity, .binary, .chain: preconditionFailure("not one operand")
        }
    }

    @inline(never)
    private static func openedChain(_ node: consuming Expression) -> (Expression, [ChainLink]) {
        guard case .chain(let first, let links) = node else { preconditionFailure("not a chain") }
        return (first, links)
    }

    @inline(never)
    private static func openedBinary(_ node: consuming Expression) -> (
        BinaryOperator, Expression, Expression, Range<Int>
    ) {
        guard case .binary(let op, let left, let right, let range) = node else {
            preconditionFailure("not binary")
        }
        return (op, left, right, range)
    }

    @inline(never)
    private static func opened(_ link: consuming ChainLink) -> (BinaryOperator, Expression, Range<Int>) {
        (link.op, link.operand, link.operatorRange)
    }

    /// Stands in a link or a line while its tree is taken apart (shared, so no box is made for it).
    fileprivate static let placeholder = Expression.ans(0..<0)

    /// The expression with the number at `path` (`forEachNumberPath`) made what
    /// `rewrite` makes of its literal. The nodes on the path are made anew, the
    /// rest shared; the literal is rewritten in its own storage when nothing else
    /// holds it (the tree taken apart node by node), else in a copy. A path that
    /// leads to no number leaves the expression as it was.
    package consuming func rewritingNumber(
        at path: ArraySlice<Int32>, _ rewrite: (inout NumberLiteral) -> Void
    ) -> Expression {
        let step = path.first ?? -1
        let rest = path.dropFirst()
        if step < 0, case .number = self {
            var (literal, range) = Self.openedNumber(self)
            rewrite(&literal)
            return .number(literal, range)
        }
        if step == 0, case .quantity(_?, _, _) = self {
            // (An amount, most paths: its name moved, not copied through an `Around`.)
            let (amount, name, range) = Self.openedQuantity(self)
            return .quantity(amount: amount.rewritingNumber(at: rest, rewrite), name: name, nameRange: range)
        }
        if step == 0, case .group = self {
            let (inner, range) = Self.openedGroup(self)
            return .group(inner.rewritingNumber(at: rest, rewrite), range)
        }
        if step == 0 && hasOneOperand {
            let (operand, around) = Self.openedOperand(self)
            return around.around(operand.rewritingNumber(at: rest, rewrite))
        }
        if step >= 0, case .chain(_, let links) = self, step <= links.count {
            var (first, links) = Self.openedChain(self)
            if step == 0 { return .chain(first.rewritingNumber(at: rest, rewrite), links) }
            // The link taken out of the array (a placeholder in its place), then put back rewritten.
            var link = ChainLink(op: .add, operand: Self.placeholder, operatorRange: 0..<0)
            swap(&link, &links[Int(step) - 1])
            let (op, operand, range) = Self.opened(link)
            links[Int(step) - 1] = ChainLink(
                op: op, operand: operand.rewritingNumber(at: rest, rewrite), operatorRange: range)
            return .chain(first, links)
        }
        if step == 0 || step == 1, case .binary = self {
            let (op, left, right, range) = Self.openedBinary(self)
            return step == 0
                ? .binary(op, left.rewritingNumber(at: rest, rewrite), right, operatorRange: range)
                : .binary(op, left, right.rewritingNumber(at: rest, rewrite), operatorRange: range)
        }
        return self
    }
}

extension ParsedLine {
    /// Makes the number at `path` of the expression (`Expression.forEachNumberPath`)
    /// what `rewrite` makes of its literal, in place when nothing else holds the
    /// tree (`Expression.rewritingNumber`). For a line without labels: a label's
    /// subject is part of the expression, and would be left as it was.
    package mutating func rewriteNumber(at path: [Int32], _ rewrite: (inout NumberLiteral) -> Void) {
        var tree = Expression.placeholder
        swap(&tree, &expression)
        expression = tree.rewritingNumber(at: path[...], rewrite)
    }
}
