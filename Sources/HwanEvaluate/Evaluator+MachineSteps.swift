// Sums and products of plain whole numbers in machine integers: the same reduced value
// the exact path gives, without making a `Scalar` per operand.
extension Evaluator {
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
    static func isMachineOperator(_ op: BinaryOperator) -> Bool {
        switch op {
        case .add, .subtract, .multiply, .of, .divide: true
        case .power, .modulo, .juxtapose, .maximum, .minimum, .hypotenuse, .logarithm: false
        }
    }

    /// One step of `machineValue`: `binary`'s quick + − × ÷ of two plain numbers,
    /// its result when it fits 64 bits over 64; nil otherwise.
    @inline(__always)
    static func machineStep(
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
        case .power, .modulo, .juxtapose, .maximum, .minimum, .hypotenuse, .logarithm:
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
}
