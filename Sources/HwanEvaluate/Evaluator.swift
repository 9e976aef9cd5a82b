/// Computes a parsed line: the value of its expression, then that value in
/// each target (SPEC §2). Quantities carry their unit or currency; `+`, `-`
/// and side-by-side sums meet in the left operand's unit (currencies through
/// the rates), `*` and `/` scale by plain numbers, a quantity over one of the
/// same dimension is a plain number, and conversion is the last step.
///
/// Rates are asked for only when two different currencies meet, through
/// `rate`, so a line of units or plain numbers never touches them.
public struct Evaluator {
    /// Units of `to` for one `from`, exact; throws when the data lacks a currency.
    public typealias RateLookup = (_ from: Currency, _ to: Currency) throws(EvaluationError) -> ExactFraction

    let meanings: NameResolution.Meanings
    let rate: RateLookup
    let ans: Quantity?
    /// Where a currency with no target goes (SPEC §11 `home`); that currency itself goes to USD.
    let home: String
    /// The line's numbers when they are kept beside its tree (the memo of line
    /// shapes: the tree is a kept line's, the numbers this line's); a number of
    /// the tree is read from here when one covers its range. Empty: the tree's own.
    package let numbers: [PlacedNumber]
    /// Whether the line's expression is shallow (`isShallow`), when known beforehand
    /// (the memo of line shapes: the shape fixes it); nil: asked.
    let shallowLine: Bool?

    public init(line: ParsedLine, ans: Quantity?, home: String, rate: @escaping RateLookup)
        throws(EvaluationError)
    {
        self.init(meanings: try NameResolution.resolve(line), ans: ans, home: home, rate: rate)
    }

    /// An evaluator of a line whose names are already resolved (`NameResolution.resolve`
    /// of that line, or of a line of the same shape: the memo of line shapes).
    /// (`numbers`, `shallowLine`: a line of a kept shape, whose tree is the kept line's.)
    package init(
        meanings: NameResolution.Meanings, ans: Quantity?, home: String, rate: @escaping RateLookup,
        numbers: [PlacedNumber] = [], shallowLine: Bool? = nil
    ) {
        self.meanings = meanings
        self.ans = ans
        self.home = home
        self.rate = rate
        self.numbers = numbers
        self.shallowLine = shallowLine
    }

    /// The expression's value and its conversions: one per target, or the
    /// default one (home currency, the dimension's reference unit) when the line
    /// names none; none for a plain number.
    public func evaluate(_ line: ParsedLine) throws(EvaluationError) -> Evaluation {
        let value =
            switch shallowLine {
            case true?: try shallowOrMachine(line.expression)
            case false?: try evaluateStacked(line.expression)
            case nil: try evaluate(line.expression)
            }
        // A temperature is a reading of a scale that starts at 0 K: none lies below it.
        if case .unit(let unit) = value.kind, unit.dimension == .temperature, unit.shape != .reciprocal,
            try coherent(value, at: line.expression.range).isNegative
        {
            throw .belowAbsoluteZero(unit.symbol, at: line.expression.range)
        }
        if let base = line.base {
            // Only a plain whole number has a form in another base.
            guard value.isNumber, value.value.isExact, value.value.isInteger else {
                throw .notWholeForBase(base, at: line.baseRange)
            }
            var evaluation = Evaluation(value: value, results: [], targetsGiven: true)
            evaluation.base = base
            return evaluation
        }
        var results: [Quantity] = []
        if line.targets.isEmpty {
            if case .money(let currency) = value.kind, currency.code == home,
                !Self.isBareAmount(line.expression)
            {
                // SPEC §2: arithmetic on home-currency amounts stays home (`3만원 / 4` = 7,500원).
                return Evaluation(value: value, result: value, targetsGiven: false)
            } else if let target = try defaultTarget(for: value) {
                let result = try convert(value, to: target, at: line.expression.range)
                return Evaluation(value: value, result: result, targetsGiven: false)
            }
        } else {
            if value.isNumber { throw .nothingToConvert(at: line.targets[0].range) }
            if let mixed = try mixedUnits(line.targets, for: value) {
                var evaluation = Evaluation(value: value, results: [], targetsGiven: true)
                evaluation.mixed = try split(value, into: mixed, at: line.targets[0].range)
                evaluation.mixedKorean = line.targets.allSatisfy {
                    $0.name.text.unicodeScalars.allSatisfy(\.isHangulSyllable)
                }
                return evaluation
            }
            if line.targets.count == 1 {
                // One target (most lines): no array; one name's kind by its range
                // (the target read in place, not copied out of the array).
                let range = line.targets[0].range
                let kind =
                    line.targets[0].power == 1 && line.targets[0].factors.isEmpty
                    ? try kind(of: range) : try kind(of: line.targets[0])
                let result = try convert(value, to: kind, at: range)
                return Evaluation(value: value, result: result, targetsGiven: true)
            } else {
                results.reserveCapacity(line.targets.count)
                for target in line.targets {
                    results.append(try convert(value, to: try kind(of: target), at: target.range))
                }
            }
        }
        // (A plain number with no target, most arithmetic lines: no result, no array read.)
        if results.isEmpty { return Evaluation(value: value, targetsGiven: !line.targets.isEmpty) }
        return Evaluation(value: value, results: results, targetsGiven: !line.targets.isEmpty)
    }

    // MARK: Mixed results

    /// `to ft in`, `to 시간 분`, `to 근 냥`: two or more linear units of the value's
    /// dimension, each smaller than the one before, make one mixed result (SPEC §2).
    /// Currencies never mix: `to KRW JPY` stays two results.
    private func mixedUnits(_ targets: [ConversionTarget], for value: Quantity) throws(EvaluationError)
        -> [UnitDefinition]?
    {
        guard targets.count >= 2, case .unit(let source) = value.kind, source.shape != .reciprocal,
            targets.allSatisfy({ !$0.isCompound })
        else { return nil }
        var units: [UnitDefinition] = []
        for target in targets {
            guard case .unit(let unit) = try kind(of: target), unit.dimension == source.dimension,
                unit.shape == .linear
            else { return nil }
            if let last = units.last, !unit.hasSmallerFactor(than: last) { return nil }
            units.append(unit)
        }
        return units
    }

    /// The value as whole amounts of every unit but the last, and the rest in the
    /// last, rounded there to two decimals first so that no carry is lost
    /// (`5 ft 11.999 in` is `6 ft 0 in`).
    private func split(_ value: Quantity, into units: [UnitDefinition], at range: Range<Int>)
        throws(EvaluationError) -> [Quantity]
    {
        guard let last = units.last else { return [] }
        let inLast = try convert(value, to: .unit(last), at: range).value
        var rest = ExactFraction(
            inLast.decimal(significantDigits: 60).rounded(
                fractionDigits: 2, rounding: .toNearestOrAwayFromZero)
        ).magnitude
        let negative = inLast.isNegative
        var parts: [Quantity] = []
        for unit in units.dropLast() {
            // How many whole `unit` the rest (in `last`) holds.
            let ratio: ExactFraction
            do { ratio = try unit.exactFactor / last.exactFactor } catch {
                throw .arithmetic(.divisionByZero, at: range)
            }
            let whole: ExactFraction
            do { whole = Scalar.floor(try rest / ratio) } catch {
                throw .arithmetic(.divisionByZero, at: range)
            }
            rest = rest - whole * ratio
            parts.append(Quantity(Scalar(negative ? whole.negated() : whole), .unit(unit)))
        }
        parts.append(Quantity(Scalar(negative ? rest.negated() : rest), .unit(last)))
        return parts
    }

    // MARK: Expressions

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
        case .quantity, .ans, .pi, .euler, .percent, .factorial, .call: return false
        }
    }

    /// An expression `isShallow` accepts, by recursion: the steps of the stack
    /// machine (`evaluateStacked`), in its order (left before right, a chain's
    /// links in turn), so every value and every error is the same.
    private func shallow(_ expression: Expression) throws(EvaluationError) -> Quantity {
        switch expression {
        case .number(let literal, let range):
            return Quantity(try number(literal, at: range))
        case .quantity(.number(let literal, let range)?, _, let nameRange):
            let value = try number(literal, at: range)
            return Quantity(value, try kind(of: nameRange))
        case .quantity(_, _, let nameRange):
            return Quantity(.one, try kind(of: nameRange))
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
    private func shallowOrMachine(_ expression: Expression) throws(EvaluationError) -> Quantity {
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

    /// A sum and product of plain whole numbers (`(31760+35)*3/7`) in machine
    /// integers: the reduced value `shallow` gives, sign, numerator and
    /// denominator of 64 bits each, with no `Scalar` made for the operands or the
    /// steps between. Nil for anything else (a unit, a number that is not up to
    /// 18 plain digits, `^` `%` `!`, a zero divisor, a step past 64 bits over 64),
    /// which `shallow` then evaluates the long way: an exact value has one
    /// reduced form, so both give the same.
    @inline(never)
    func machineValue(_ expression: Expression) -> (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        switch expression {
        case .number(let literal, let range):
            let value: UInt64?
            if !numbers.isEmpty, let index = numbers.index(covering: range) {
                value = numbers[index].plain
            } else {
                value = Self.plainMagnitude(literal)
            }
            guard let value else { return nil }
            return (false, value, 1)
        case .group(let inner, _):
            return machineValue(inner)
        case .negate(let inner, _):
            guard let value = machineValue(inner) else { return nil }
            return (!value.negative && value.numerator != 0, value.numerator, value.denominator)
        case .binary(let op, let left, let right, _):
            guard Self.isMachineOperator(op), let a = machineValue(left), let b = machineValue(right) else {
                return nil
            }
            return Self.machineStep(op, a, b)
        case .chain(let first, let links):
            guard var value = machineValue(first) else { return nil }
            for link in links {
                guard let operand = machineValue(link.operand),
                    let next = Self.machineStep(link.op, value, operand)
                else { return nil }
                value = next
            }
            return value
        case .ans, .pi, .euler, .quantity, .percent, .factorial, .call:
            return nil
        }
    }

    /// + − × ÷ (and `of`, a product): the operators `machineStep` takes.
    @inline(__always)
    private static func isMachineOperator(_ op: BinaryOperator) -> Bool {
        switch op {
        case .add, .subtract, .multiply, .of, .divide: true
        case .power, .modulo, .juxtapose: false
        }
    }

    /// One step of `machineValue`: `binary`'s quick + − × ÷ of two plain numbers,
    /// its result when it fits 64 bits over 64; nil otherwise.
    @inline(__always)
    private static func machineStep(
        _ op: BinaryOperator, _ a: (negative: Bool, numerator: UInt64, denominator: UInt64),
        _ b: (negative: Bool, numerator: UInt64, denominator: UInt64)
    ) -> (negative: Bool, numerator: UInt64, denominator: UInt64)? {
        let result: (negative: Bool, numerator: UInt128, denominator: UInt128)
        switch op {
        case .add, .subtract:
            guard let sum = Scalar.smallSum(a, b, subtracting: op == .subtract) else { return nil }
            result = sum
        case .multiply, .of:
            result = Scalar.smallProduct(a, b)
        case .divide:
            if b.numerator == 0 { return nil }
            result = Scalar.smallProduct(a, (b.negative, b.denominator, b.numerator))
        case .power, .modulo, .juxtapose:
            return nil
        }
        guard result.numerator >> 64 == 0, result.denominator >> 64 == 0 else { return nil }
        return (
            result.negative && result.numerator != 0, UInt64(truncatingIfNeeded: result.numerator),
            UInt64(truncatingIfNeeded: result.denominator)
        )
    }

    /// `plainInteger`'s magnitude: up to 18 plain ASCII digits, or nil.
    @inline(__always)
    static func plainMagnitude(_ literal: NumberLiteral) -> UInt64? {
        guard literal.parts.count == 1, case .digits(let text) = literal.parts[0] else { return nil }
        return NumberLiteral.digitsValue(text)
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
    private enum Step {
        case visit(Expression)
        case apply(Operation)
    }

    private enum Operation {
        case quantity(nameRange: Range<Int>)
        case negate(Range<Int>)
        case percent(Range<Int>)
        case factorial(Range<Int>)
        case call(MathFunction, Range<Int>)
        case binary(BinaryOperator, Range<Int>)
        /// `x + y%`: the right operand is the percentage's inner number.
        case percentStep(BinaryOperator, operatorRange: Range<Int>, percentRange: Range<Int>)
    }

    private func visit(_ node: Expression, steps: inout [Step], values: inout [Quantity])
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
    private func push(
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

    private func apply(_ operation: Operation, values: inout [Quantity]) throws(EvaluationError) {
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

    private func binary(_ op: BinaryOperator, _ a: Quantity, _ b: Quantity, at range: Range<Int>)
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
                case .power, .modulo, .juxtapose: nil
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

    /// `a ± b` of two amounts of linear units of one dimension (`5 ft 11 in`,
    /// `1 km + 300 m`), each a value of 64 bits over 64 and each unit's factor
    /// too: `b` into `a`'s unit and the sum in machine integers, the value
    /// `align` and `adding` give (an exact value has one reduced form). Nil for
    /// anything else, or a step past 64 bits over 64: the general steps answer.
    static func machineSum(_ a: Quantity, _ b: Quantity, subtracting: Bool) -> Scalar? {
        guard case .unit(let target) = a.kind, case .unit(let source) = b.kind,
            target.hasDimension(of: source), let x = a.value.machineParts,
            let y = b.value.machineParts, let from = source.plainFactorParts,
            let to = target.plainFactorParts,
            let aligned = Scalar.machineScaled(y, by: from, over: to),
            let sum = Scalar.smallSum(x, aligned, subtracting: subtracting)
        else { return nil }
        return Scalar.reduced(negative: sum.negative, numerator: sum.numerator, denominator: sum.denominator)
    }

    // MARK: Derived units

    /// Both simple units of one named dimension, or both money: the old, direct ways apply.
    static func sameSimpleDimension(_ a: Quantity.Kind, _ b: Quantity.Kind) -> Bool {
        switch (a, b) {
        case (.unit(let x), .unit(let y)): x.dimension == y.dimension
        case (.money, .money): true
        default: false
        }
    }

    /// A whole exponent of modest size, for powers of units.
    static func smallInteger(_ value: Scalar) -> Int? {
        guard value.isInteger, let exact = value.exactFraction, exact.magnitude <= ExactFraction(64) else {
            return nil
        }
        return Int(exact.description)
    }

    /// `a × b` or `a / b` of two quantities: their units multiply (`km/h × h`),
    /// a second currency is exchanged into the first one's through the rates.
    private func product(_ a: Quantity, _ b: Quantity, dividing: Bool, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        let (left, leftValue) = try linear(a, at: range)
        var (right, rightValue) = try linear(b, at: range)
        if let (target, _) = left.currency, let (source, exponent) = right.currency,
            source.code != target.code
        {
            let rate = try exchange(.one, from: source, to: target, at: range)
            rightValue = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try rightValue.multiplied(by: rate.raised(to: Scalar(ExactFraction(exponent))))
            }
            right = right.replacingCurrency(with: target)
        }
        let value = try arithmetic(at: range) { () throws(ArithmeticFailure) in
            dividing ? try leftValue.divided(by: rightValue) : try leftValue.multiplied(by: rightValue)
        }
        return try finish(value, left * (dividing ? right.power(-1) : right), at: range)
    }

    /// A value in compound units, simplified: a dimensionless one is a plain number.
    private func finish(_ value: Scalar, _ compound: CompoundUnit, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        guard compound.vector.isNone, !compound.factors.isEmpty else { return Quantity(value, compound.kind) }
        return Quantity(
            try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try value.multiplied(by: Scalar(try compound.coherentFactor))
            })
    }

    /// The quantity as linear factors: °C, °F and reciprocal units (mpg) cannot take part in a product.
    private func linear(_ q: Quantity, at range: Range<Int>) throws(EvaluationError) -> (CompoundUnit, Scalar)
    {
        if case .unit(let unit) = q.kind, unit.shape != .linear {
            throw .notInProduct(unit.symbol, affine: unit.shape == .affine, at: range)
        }
        return (CompoundUnit.of(q.kind), q.value)
    }

    /// `value` in coherent SI units (money stays in its currency), with the
    /// vector it has there; for a reciprocal unit (mpg), its dimension's linear base.
    private func coherent(_ q: Quantity, at range: Range<Int>) throws(EvaluationError) -> Scalar {
        switch q.kind {
        case .number, .money:
            return q.value
        case .unit(let unit):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                let base: Scalar
                switch unit.shape {
                case .linear, .affine:
                    base = try q.value.adding(Scalar(unit.offset)).multiplied(by: Scalar(unit.exactFactor))
                case .reciprocal:
                    base = try Scalar(unit.exactFactor).divided(by: q.value)
                }
                return try base.multiplied(by: Scalar(unit.dimension.coherentFactor))
            }
        case .compound(let compound):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try q.value.multiplied(by: Scalar(try compound.coherentFactor))
            }
        }
    }

    /// A coherent SI value (and currency) into `target`, the inverse of `coherent`.
    private func fromCoherent(_ value: Scalar, into target: Quantity.Kind, at range: Range<Int>)
        throws(EvaluationError) -> Scalar
    {
        switch target {
        case .number, .money:
            return value
        case .unit(let unit):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                let base = try value.divided(by: Scalar(unit.dimension.coherentFactor))
                switch unit.shape {
                case .linear, .affine:
                    return try base.divided(by: Scalar(unit.exactFactor)).subtracting(Scalar(unit.offset))
                case .reciprocal:
                    return try Scalar(unit.exactFactor).divided(by: base)
                }
            }
        case .compound(let compound):
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try value.divided(by: Scalar(try compound.coherentFactor))
            }
        }
    }

    private static func isReciprocal(_ kind: Quantity.Kind) -> Bool {
        if case .unit(let unit) = kind { return unit.shape == .reciprocal }
        return false
    }

    /// `value` into `target` when at least one side is a compound unit (or a
    /// unit against money per unit): dimensions must be equal; a reciprocal unit
    /// (mpg, km/L) also meets the inverse of its dimension (`km / L`); money is
    /// exchanged at the rate to the power of its exponent.
    private func convertDerived(_ value: Quantity, to target: Quantity.Kind, at range: Range<Int>)
        throws(EvaluationError) -> Scalar
    {
        let source = value.vector
        let wanted = Quantity(.one, target).vector
        var inverted = false
        if source != wanted {
            guard Self.isReciprocal(value.kind) || Self.isReciprocal(target), source == wanted * -1 else {
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            }
            inverted = true
        }
        var si = try coherent(value, at: range)
        if inverted {
            si = try arithmetic(at: range) { () throws(ArithmeticFailure) in try Scalar.one.divided(by: si) }
        }
        if let (from, exponent) = CompoundUnit.of(value.kind).currency,
            let (to, _) = CompoundUnit.of(target).currency, from.code != to.code
        {
            let rate = try exchange(.one, from: from, to: to, at: range)
            si = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try si.multiplied(by: rate.raised(to: Scalar(ExactFraction(exponent))))
            }
        }
        return try fromCoherent(si, into: target, at: range)
    }

    private func call(_ function: MathFunction, _ value: Quantity, at range: Range<Int>)
        throws(EvaluationError) -> Quantity
    {
        if function == .abs {
            return Quantity(
                value.value.isNegative
                    ? try arithmetic(at: range) { () throws(ArithmeticFailure) in
                        value.value.negated()
                    } : value.value, value.kind)
        }
        let x: Scalar
        if function.takesAngle, case .unit(let unit) = value.kind, unit.dimension == .angle {
            // `sin(30°)`, `sin(30 deg)`: the angle in radians.
            x = try arithmetic(at: range) { () throws(ArithmeticFailure) in
                guard let degree = UnitCatalog.unit(id: "degree", symbol: "°") else { return value.value }
                return try UnitConversion.convert(value.value, from: unit, to: degree, asInterval: false)
                    .degreesToRadians()
            }
        } else {
            x = try number(value, at: range)
        }
        return Quantity(
            try arithmetic(at: range) { () throws(ArithmeticFailure) in
                switch function {
                case .sqrt: try x.squareRoot()
                case .exp: try x.exponential()
                case .ln: try x.naturalLogarithm()
                case .log: try x.commonLogarithm()
                case .abs: x
                case .cbrt: try x.cubeRoot()
                case .round: x.roundedToWhole()
                case .floor: x.floor()
                case .ceil: x.ceiling()
                case .log2: try x.binaryLogarithm()
                case .sin: x.sine()
                case .cos: x.cosine()
                case .tan: try x.tangent()
                case .asin: try x.arcsine()
                case .acos: try x.arccosine()
                case .atan: x.arctangent()
                }
            })
    }

    /// A number as typed, within the calculator's limits (SPEC §3), which hold
    /// for what is typed, too.
    /// (A number the line keeps beside its tree is read from there: `numbers`.)
    private func number(_ literal: NumberLiteral, at range: Range<Int>) throws(EvaluationError) -> Scalar {
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

    private static func number(_ literal: NumberLiteral, at range: Range<Int>) throws(EvaluationError)
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
    private func number(_ value: Quantity, at range: Range<Int>) throws(EvaluationError) -> Scalar {
        guard value.isNumber else { throw .notANumber(at: range) }
        return value.value
    }

    private func arithmetic(at range: Range<Int>, _ step: () throws(ArithmeticFailure) -> Scalar)
        throws(EvaluationError) -> Scalar
    {
        do { return try step() } catch { throw .arithmetic(error, at: range) }
    }

    // MARK: Units and currencies

    /// The unit or currency of the name covering `nameRange` (looked up when its meaning was settled).
    package func kind(of nameRange: Range<Int>) throws(EvaluationError) -> Quantity.Kind {
        guard let kind = meanings.kind(at: nameRange) else { throw .unknownRow(at: nameRange) }
        return kind
    }

    /// What a target names: one unit or currency, or a unit expression (`m/s`, `원/평`).
    func kind(of target: ConversionTarget) throws(EvaluationError) -> Quantity.Kind {
        let first = try kind(of: target.range)
        guard target.isCompound else { return first }
        var compound = CompoundUnit.of(first).power(target.power)
        for factor in target.factors {
            compound = compound * CompoundUnit.of(try kind(of: factor.range)).power(factor.exponent)
        }
        for factor in compound.factors {
            if case .unit(let unit) = factor.base, unit.shape != .linear {
                throw .notInProduct(unit.symbol, affine: unit.shape == .affine, at: target.range)
            }
        }
        return compound.kind
    }

    /// `b`'s value in `a`'s unit or currency, for `+ - mod /`. With `interval`, a
    /// temperature is a difference (`30 °C + 9 °F` is 35 °C), not a reading.
    private func align(_ b: Quantity, to a: Quantity, at range: Range<Int>, interval: Bool)
        throws(EvaluationError) -> Scalar
    {
        switch (a.kind, b.kind) {
        case (.number, .number): return b.value
        case (.unit(let target), .unit(let source)):
            guard target.dimension == source.dimension else {
                return try convertDerived(b, to: a.kind, at: range)
            }
            return try arithmetic(at: range) { () throws(ArithmeticFailure) in
                try UnitConversion.convert(b.value, from: source, to: target, asInterval: interval)
            }
        case (.money(let target), .money(let source)):
            return try exchange(b.value, from: source, to: target, at: range)
        case (.number, _), (_, .number):
            throw .numberAndQuantity(at: range)
        case (.unit, .money), (.money, .unit), (.compound, _), (_, .compound):
            return try convertDerived(b, to: a.kind, at: range)
        }
    }

    package func convert(_ value: Quantity, to target: Quantity.Kind, at range: Range<Int>)
        throws(EvaluationError)
        -> Quantity
    {
        // The two kinds taken apart one after the other, their payloads read in
        // place (a switch over the pair copied both kinds, a retain and a release each).
        switch value.kind {
        case .number:
            throw .nothingToConvert(at: range)
        case .unit(let source):
            switch target {
            case .unit(let unit):
                guard source.hasDimension(of: unit) else {
                    // `1 kWh to N` fails; a reciprocal pair of one vector (`L/100km` ↔ a length²) meets.
                    return Quantity(try convertDerived(value, to: target, at: range), target)
                }
                do {
                    return Quantity(
                        try UnitConversion.convert(value.value, from: source, to: unit, asInterval: false),
                        target)
                } catch {
                    throw .arithmetic(error, at: range)
                }
            case .number, .money:
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            case .compound:
                return Quantity(try convertDerived(value, to: target, at: range), target)
            }
        case .money(let source):
            switch target {
            case .money(let currency):
                // (One currency, `100 USD to USD`: `exchange` gives the amount itself, no rate asked.)
                return Quantity(try exchange(value.value, from: source, to: currency, at: range), target)
            case .number, .unit:
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            case .compound:
                return Quantity(try convertDerived(value, to: target, at: range), target)
            }
        case .compound:
            if case .number = target {
                throw .incompatibleValues(first: value, second: Quantity(.one, target), at: range)
            }
            return Quantity(try convertDerived(value, to: target, at: range), target)
        }
    }

    private func exchange(_ amount: Scalar, from source: Currency, to target: Currency, at range: Range<Int>)
        throws(EvaluationError) -> Scalar
    {
        if source.hasCode(of: target) { return amount }
        let factor: ExactFraction
        do {
            factor = try rate(source, target)
        } catch {
            // The lookup cannot know where in the line the currency was written.
            if case .rateUnavailable(let code, let provider, _) = error {
                throw .rateUnavailable(code: code, provider: provider, at: range)
            }
            if case .coinUnpriced(let code, let exchange, _) = error {
                throw .coinUnpriced(code: code, exchange: exchange, at: range)
            }
            throw error
        }
        // (No closure: one capturing the rate copied it and destroyed the copies.)
        // Both of 64 bits over 64 (most amounts and rates): `multiplied`'s short
        // step in machine integers, no value made of the rate.
        if let x = amount.machineParts, let (numerator, denominator) = factor.smallParts {
            let product = Scalar.smallProduct(x, (factor.isNegative, numerator, denominator))
            return Scalar.reduced(
                negative: product.negative, numerator: product.numerator, denominator: product.denominator)
        }
        do {
            return try amount.multiplied(by: Scalar(factor))
        } catch {
            throw .arithmetic(error, at: range)
        }
    }

    /// SPEC §2: money goes home (home itself to USD); a unit to its dimension's
    /// metric reference unit (or, already there, to the everyday other one).
    private func defaultTarget(for value: Quantity) throws(EvaluationError) -> Quantity.Kind? {
        switch value.kind {
        case .number:
            return nil
        case .money(let currency):
            let code = currency.code == home ? (home == "USD" ? "KRW" : "USD") : home
            guard let target = CurrencyCatalog.quickCurrency(code: code) else { return nil }
            return .money(target)
        case .unit(let unit):
            guard let reference = ReferenceUnits.target(for: unit) else { return nil }
            return .unit(reference)
        case .compound(let compound):
            // A derived result goes to the coherent SI unit of the one named
            // dimension it has (`70 kg * 9.80665 m/s^2` → N, `10 m / 2 s` → m/s);
            // with none or several (`원/kg`, L/km: area or fuel?) it stays as composed.
            let named = compound.vector.namedDimensions
            guard named.count == 1, let unit = ReferenceUnits.coherent(for: named[0]) else { return nil }
            return .unit(unit)
        }
    }
}

extension Evaluator {
    /// A quantity as typed, with no arithmetic: `5만원`, `(5만원)`, `5 ft 11 in`.
    static func isBareAmount(_ expression: Expression) -> Bool {
        switch expression {
        case .quantity: true
        case .group(let inner, _): isBareAmount(inner)
        case .binary(.juxtapose, _, _, _): true
        case .chain(_, let links):
            links.allSatisfy { $0.op == .juxtapose || $0.op == .add && $0.operatorRange.isEmpty }  // `한근 반`
        default: false
        }
    }

    /// SPEC §2: side-by-side quantities add up only when the second is a smaller
    /// unit of the same system (`5 ft 11 in`, `1시간 30분`, `3근 2냥`).
    static func checkDescending(_ a: Quantity, _ b: Quantity, at range: Range<Int>) throws(EvaluationError) {
        guard case .unit(let first) = a.kind, case .unit(let second) = b.kind else {
            throw .notDescending(at: range)
        }
        guard first.isFollowed(by: second) else { throw .notDescending(at: range) }
    }
}

extension Evaluator {
    /// The value `ans` stands for in this line, for the outcome that shows it.
    package var previousResult: Quantity? { ans }

    /// The lookup the line's money conversions asked (for the rate a renderer shows).
    package var rateLookup: RateLookup { rate }
}

/// What a line computed.
public struct Evaluation: Sendable {
    /// The expression's value before any conversion.
    public let value: Quantity
    /// The first result (a plain zero while there is none: `resultCount` says),
    /// and the others: a line of one result (most) makes no array.
    package let firstResult: Quantity
    /// (nil for none: a line of one result holds no array, not even an empty one.)
    let moreResults: [Quantity]?
    /// The results after the first.
    package var laterResults: [Quantity] { moreResults ?? [] }
    /// How many results there are: one per target, or the default conversion; none for a plain number.
    public let resultCount: Int
    /// Whether the line named its targets (else the results are the default conversion).
    public let targetsGiven: Bool
    /// `255 to hex`: the whole-number value written in this base.
    public var base: NumberBase? = nil
    /// `180 cm to ft in`: one mixed result, largest unit first.
    public var mixed: [Quantity]? = nil
    /// Whether the targets were typed as Korean names (`to 시간 분`): shown glued, `3시간 20분`.
    public var mixedKorean = false

    package init(value: Quantity, results: [Quantity], targetsGiven: Bool) {
        self.value = value
        // (No result: a plain zero stands in its place, not a copy of the value.)
        self.firstResult = results.first ?? Quantity(Scalar(ExactFraction(magnitude: 0)))
        self.moreResults = results.count > 1 ? Array(results.dropFirst()) : nil
        self.resultCount = results.count
        self.targetsGiven = targetsGiven
    }

    /// No result (a plain number): a plain zero in the first result's place.
    package init(value: Quantity, targetsGiven: Bool) {
        self.value = value
        self.firstResult = Quantity(Scalar(ExactFraction(magnitude: 0)))
        self.moreResults = nil
        self.resultCount = 0
        self.targetsGiven = targetsGiven
    }

    /// One result: no array made.
    package init(value: Quantity, result: Quantity, targetsGiven: Bool) {
        self.value = value
        self.firstResult = result
        self.moreResults = nil
        self.resultCount = 1
        self.targetsGiven = targetsGiven
    }

    /// One result per target, or the default conversion; empty for a plain number.
    public var results: [Quantity] {
        guard resultCount > 0 else { return [] }
        var results = [firstResult]
        if let moreResults { results.append(contentsOf: moreResults) }
        return results
    }

    /// The last result, or the value when there is none: what `ans` is after the line.
    /// (No optional made on the way: the one copy, of the quantity returned.)
    package var lastValue: Quantity {
        if resultCount == 0 { return value }
        if let moreResults, let last = moreResults.last { return last }
        return firstResult
    }
}
