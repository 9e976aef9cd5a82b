// Expression trees to quantities: short lines by recursion, any other by an explicit
// stack machine, so no line can overflow the machine stack.
extension Evaluator {
    /// The expression's value. Short lines of sums and products (`5 km`, `5 ft 11 in`,
    /// `(31760+35)*3/7`) by recursion, a few levels deep at most, with no stacks to
    /// allocate; any other by the stack machine, so that no line can overflow the
    /// machine stack however long or deep it is.
    package func evaluate(_ expression: Expression) throws(EvaluationError) -> Quantity {
        if Self.isShallow(expression, depth: 0) { return try shallowOrMachine(expression) }
        return try evaluateStacked(expression)
    }

    /// How deep `shallow` may recurse.
    static let shallowDepth = 12

    /// Whether `shallow` computes the expression: numbers, amounts of a number or
    /// of nothing, groups, negations, and binary operators and chains (not `x + y%`),
    /// at most `shallowDepth` levels deep.
    package static func isShallow(_ expression: Expression, depth: Int) -> Bool {
        guard depth < shallowDepth else { return false }
        switch expression {
        case .number: return true
        case .quantity(nil, _, _), .quantity(.number?, _, _): return true
        // `10^3 km`, `(2 + 3) m`: a power or group binds before the unit after it.
        case .quantity(.ans?, _, _): return false
        case .quantity(let amount?, _, _): return isShallow(amount, depth: depth + 1)
        case .group(let inner, _), .negate(let inner, _): return isShallow(inner, depth: depth + 1)
        case .binary(let op, let left, let right, _):
            if op == .add || op == .subtract, case .percent = right { return false }
            return isShallow(left, depth: depth + 1) && isShallow(right, depth: depth + 1)
        case .chain(let first, let links):
            guard isShallow(first, depth: depth + 1) else { return false }
            for link in links {
                if link.op == .add || link.op == .subtract, case .percent = link.operand { return false }
                guard isShallow(link.operand, depth: depth + 1) else { return false }
            }
            return true
        case .ans, .pi, .euler, .percent, .factorial, .call: return false
        }
    }

    /// An expression `isShallow` accepts, by recursion: the steps of the stack
    /// machine (`evaluateStacked`), in its order (left before right, a chain's
    /// links in turn), so every value and every error is the same.
    func shallow(_ expression: Expression) throws(EvaluationError) -> Quantity {
        switch expression {
        case .number(let literal, let range):
            return Quantity(try number(literal, at: range))
        case .quantity(.number(let literal, let range)?, _, let nameRange):
            let value = try number(literal, at: range)
            return Quantity(value, try kind(of: nameRange))
        case .quantity(nil, _, let nameRange):
            return Quantity(.one, try kind(of: nameRange))
        case .quantity(let amount?, _, let nameRange):
            // The stack machine's order: the amount, then the name, then whether it is a number.
            let top = try shallow(amount)
            let kind = try kind(of: nameRange)
            guard top.isNumber else { throw .quantityOfQuantity(at: nameRange) }
            return Quantity(top.value, kind)
        case .group(let inner, _):
            return try shallow(inner)
        case .negate(let inner, let op):
            let top = try shallow(inner)
            var value = top
            value.value = try arithmetic(at: op) { () throws(ArithmeticFailure) in top.value.negated() }
            return value
        case .binary(let op, let left, let right, let range):
            let a = try shallow(left)
            let b = try shallow(right)
            return try binary(op, a, b, at: range)
        case .chain(let first, let links):
            var value = try shallow(first)
            for link in links {
                let operand = try shallow(link.operand)
                value = try binary(link.op, value, operand, at: link.operatorRange)
            }
            return value
        case .ans, .pi, .euler, .percent, .factorial, .call:
            return try evaluateStacked(expression)
        }
    }

    /// `shallow`'s value, by `machineValue` where that applies.
    @inline(__always)
    func shallowOrMachine(_ expression: Expression) throws(EvaluationError) -> Quantity {
        let machine: Bool =
            switch expression {
            case .binary(let op, _, _, _): Self.isMachineOperator(op)
            case .chain(_, let links): links.first.map { Self.isMachineOperator($0.op) } ?? false
            default: false
            }
        if machine, let small = machineValue(expression) {
            return Quantity(
                Scalar.reduced(
                    negative: small.negative, numerator: UInt128(small.numerator),
                    denominator: UInt128(small.denominator)))
        }
        return try shallow(expression)
    }

    /// The expression's value by the stack machine, for any expression.
    func evaluateStacked(_ expression: Expression) throws(EvaluationError) -> Quantity {
        var steps: [Step] = []
        steps.reserveCapacity(8)
        steps.append(.visit(expression))
        var values: [Quantity] = []
        values.reserveCapacity(4)
        while let step = steps.popLast() {
            switch step {
            case .visit(let node):
                try visit(node, steps: &steps, values: &values)
            case .apply(let operation):
                try apply(operation, values: &values)
            }
        }
        return values.removeLast()
    }

    /// What is left to do: walk a node, or combine values already computed.
    enum Step {
        case visit(Expression)
        case apply(Operation)
    }

    enum Operation {
        case quantity(nameRange: Range<Int>)
        case negate(Range<Int>)
        case percent(Range<Int>)
        case factorial(Range<Int>)
        case call(MathFunction, Range<Int>)
        case binary(BinaryOperator, Range<Int>)
        /// `x + y%`: the right operand is the percentage's inner number.
        case percentStep(BinaryOperator, operatorRange: Range<Int>, percentRange: Range<Int>)
    }

    func visit(_ node: Expression, steps: inout [Step], values: inout [Quantity])
        throws(EvaluationError)
    {
        switch node {
        case .number(let literal, let range):
            values.append(Quantity(try number(literal, at: range)))
        case .ans(let range):
            guard let ans else { throw .noPreviousResult(at: range) }
            values.append(ans)
        case .pi:
            values.append(Quantity(Scalar.pi))
        case .euler:
            values.append(
                Quantity(
                    try arithmetic(at: node.range) { () throws(ArithmeticFailure) in
                        try Scalar.one.exponential()
                    }))
        case .group(let inner, _):
            steps.append(.visit(inner))
        case .quantity(let amount, _, let nameRange):
            guard let amount else {
                values.append(Quantity(.one, try kind(of: nameRange)))
                return
            }
            // `ans 엔 to 원`: the last result's number, named anew.
            if case .ans(let range) = amount {
                guard let ans else { throw .noPreviousResult(at: range) }
                values.append(Quantity(ans.value, try kind(of: nameRange)))
                return
            }
            steps.append(.apply(.quantity(nameRange: nameRange)))
            steps.append(.visit(amount))
        case .negate(let inner, let op):
            steps.append(.apply(.negate(op)))
            steps.append(.visit(inner))
        case .percent(let inner, let op):
            steps.append(.apply(.percent(op)))
            steps.append(.visit(inner))
        case .factorial(let inner, let op):
            steps.append(.apply(.factorial(op)))
            steps.append(.visit(inner))
        case .call(let function, let inner, let op):
            steps.append(.apply(.call(function, op)))
            steps.append(.visit(inner))
        case .binary(let op, let left, let right, let range):
            push(op, left: left, right: right, at: range, steps: &steps)
        case .chain(let first, let links):
            // Left to right: the last link is applied last, so it is pushed first.
            for link in links.reversed() {
                push(link.op, left: nil, right: link.operand, at: link.operatorRange, steps: &steps)
            }
            steps.append(.visit(first))
        }
    }

    /// Steps for `left op right`; `left` nil when its value is already on the stack.
    func push(
        _ op: BinaryOperator, left: Expression?, right: Expression, at range: Range<Int>, steps: inout [Step]
    ) {
        // `x + y%` and `x - y%` as on a pocket calculator: x × (1 ± y/100).
        if op == .add || op == .subtract, case .percent(let inner, let percentRange) = right {
            steps.append(.apply(.percentStep(op, operatorRange: range, percentRange: percentRange)))
            steps.append(.visit(inner))
        } else {
            steps.append(.apply(.binary(op, range)))
            steps.append(.visit(right))
        }
        if let left { steps.append(.visit(left)) }
    }

    func apply(_ operation: Operation, values: inout [Quantity]) throws(EvaluationError) {
        let top = values.removeLast()
        switch operation {
        case .quantity(let nameRange):
            let kind = try kind(of: nameRange)
            guard top.isNumber else { throw .quantityOfQuantity(at: nameRange) }
            values.append(Quantity(top.value, kind))
        case .negate(let op):
            var value = top
            value.value = try arithmetic(at: op) { () throws(ArithmeticFailure) in top.value.negated() }
            values.append(value)
        case .percent(let op):
            let value = try number(top, at: op)
            values.append(
                Quantity(
                    try arithmetic(at: op) { () throws(ArithmeticFailure) in
                        try value.scaled(byPowerOfTen: -2)
                    }))
        case .factorial(let op):
            let value = try number(top, at: op)
            values.append(
                Quantity(try arithmetic(at: op) { () throws(ArithmeticFailure) in try value.factorial() }))
        case .call(let function, let op):
            values.append(try call(function, top, at: op))
        case .binary(let op, let range):
            let left = values.removeLast()
            values.append(try binary(op, left, top, at: range))
        case .percentStep(let op, let range, let percentRange):
            let base = values.removeLast()
            let percent = try number(top, at: percentRange)
            let factor = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                let fraction = try percent.scaled(byPowerOfTen: -2)
                return op == .add ? try Scalar.one.adding(fraction) : try Scalar.one.subtracting(fraction)
            }
            values.append(
                Quantity(
                    try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        try base.value.multiplied(by: factor)
                    }, base.kind))
        }
    }

    func binary(_ op: BinaryOperator, _ a: Quantity, _ b: Quantity, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        // Two plain numbers, exact and of 64 bits: + − × ÷ in machine integers,
        // the value each case below would give (`Scalar.quickSum`, `quickProduct`).
        if case .number = a.kind, case .number = b.kind {
            let quick: Scalar? =
                switch op {
                case .add: a.value.quickSum(b.value, subtracting: false)
                case .subtract: a.value.quickSum(b.value, subtracting: true)
                case .multiply, .of: a.value.quickProduct(b.value, dividing: false)
                case .divide: a.value.quickProduct(b.value, dividing: true)
                case .power, .modulo, .juxtapose, .maximum, .minimum, .hypotenuse, .logarithm: nil
                }
            if let quick { return Quantity(quick) }
        }
        // The parser gives a side-by-side sum the second quantity's range.
        if op == .juxtapose { try Self.checkDescending(a, b, at: range) }
        switch op {
        case .add, .subtract, .juxtapose:
            if let sum = Self.machineSum(a, b, subtracting: op == .subtract) { return Quantity(sum, a.kind) }
            let aligned = try align(b, to: a, at: range, interval: true)
            return Quantity(
                try arithmetic(at: range) { () throws(ArithmeticFailure) in
                    op == .subtract ? try a.value.subtracting(aligned) : try a.value.adding(aligned)
                }, a.kind)
        case .multiply, .of:
            if !a.isNumber && !b.isNumber { return try product(a, b, dividing: false, at: range) }
            let kind = a.isNumber ? b.kind : a.kind
            return Quantity(
                try arithmetic(at: range) { () throws(ArithmeticFailure) in
                    try a.value.multiplied(by: b.value)
                }, kind)
        case .divide:
            if b.isNumber {
                return Quantity(
                    try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        try a.value.divided(by: b.value)
                    }, a.kind)
            }
            // Same dimension: a plain number (`(1 km) / (1 mi)`), temperatures read as such.
            if Self.sameSimpleDimension(a.kind, b.kind) {
                let aligned = try align(b, to: a, at: range, interval: false)
                return Quantity(
                    try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        try a.value.divided(by: aligned)
                    })
            }
            return try product(a, b, dividing: true, at: range)
        case .modulo:
            let divisor = b.isNumber ? b.value : try align(b, to: a, at: range, interval: false)
            if a.isNumber && !b.isNumber { throw .numberOverQuantity(at: range) }
            return Quantity(
                try arithmetic(at: range) { () throws(ArithmeticFailure) in
                    try a.value.mod(divisor)
                }, a.kind)
        case .maximum, .minimum, .hypotenuse:
            return try severalArguments(op, a, b, at: range)
        case .logarithm:
            let (x, base) = (try number(a, at: range), try number(b, at: range))
            return Quantity(
                try arithmetic(at: range) { () throws(ArithmeticFailure) in try x.logarithm(base: base) })
        case .power:
            guard b.isNumber else { throw .notANumber(at: range) }
            if !a.isNumber {
                // `(10 m)^2`, `s^-1`: a whole power of a quantity powers its unit.
                guard let n = Self.smallInteger(b.value) else { throw .notANumber(at: range) }
                let (compound, value) = try linear(a, at: range)
                let powered = compound.power(n)
                return try finish(
                    try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        try value.raised(to: b.value)
                    }, powered, at: range)
            }
            return Quantity(
                try arithmetic(at: range) { () throws(ArithmeticFailure) in
                    try a.value.raised(to: b.value)
                })
        }
    }
}
