/// The left side of a result line: the expression as hwan read it, so a
/// person sees exactly what was computed (`3만 엔` → `30,000 JPY`, `5 ft 11 in`,
/// `100 USD + 5,000 JPY`). Names appear as their codes and symbols, numbers
/// with separators and their magnitude words worked out.
package struct ExpressionEcho {
    let kinds: (Range<Int>) -> Quantity.Kind?
    /// The value `ans` stood for when the line was read (never the new result).
    let ans: Quantity?
    var language: Language = .en
    /// The line's numbers kept beside its tree (`Evaluator.numbers`): a number
    /// of the tree is echoed from here when one covers its range.
    let numbers: [PlacedNumber]
    /// The line's text at a range: a number written in a base is echoed as written (`0xff`).
    var source: (Range<Int>) -> String = { _ in "" }

    package init(
        kinds: @escaping (Range<Int>) -> Quantity.Kind?, ans: Quantity?, language: Language,
        numbers: [PlacedNumber] = [], source: @escaping (Range<Int>) -> String = { _ in "" }
    ) {
        self.kinds = kinds
        self.ans = ans
        self.language = language
        self.numbers = numbers
        self.source = source
    }

    /// `ans` as the line that made it showed it: money to its minor units (at
    /// least four significant digits), a unit to ten significant digits, a
    /// number as the calculator prints it, never the raw digits behind them.
    static func rounded(_ ans: Quantity) -> String {
        let value = ans.value
        switch ans.kind {
        case .number: return NumberText.calculatorHuman(value)
        case .money(let currency):
            let digits = NumberText.moneyDigits(value, minorUnits: currency.minorUnits)
            return DecimalFormatting.fixed(value.fraction, fractionDigits: digits, grouping: true)
        case .unit, .compound:
            var digits = 10
            if !value.isZero {
                digits = min(16, max(10, value.decimal(significantDigits: 20).orderOfMagnitude + 2))
            }
            return DecimalFormatting.significant(
                value.decimal(significantDigits: 18), digits: digits, grouping: true)
        }
    }

    /// `0xff`, `0b101`, `0o17` as written, when the number at `range` was written in a base.
    func writtenInBase(_ range: Range<Int>) -> String? {
        let written = source(range).trimmed()
        let digits = written.hasPrefix("-") ? written.dropFirst() : Substring(written)
        guard digits.count > 2, digits.first == "0", let mark = digits.dropFirst().first,
            "xXbBoO".contains(mark)
        else { return nil }
        return written.lowercased()
    }

    /// The literal of the number at `range`: the line's own when kept beside the tree.
    private func literal(_ literal: NumberLiteral, at range: Range<Int>) -> NumberLiteral {
        numbers.index(covering: range).map { numbers[$0].literal } ?? literal
    }

    /// The echo, built with an explicit stack of pieces (no recursion per
    /// operator or level, so a line of any length echoes).
    package func text(_ expression: Expression) -> String {
        enum Piece {
            case node(Expression)
            case literal(String)
        }
        var out = ""
        var pending: [Piece] = [.node(expression)]
        while let piece = pending.popLast() {
            switch piece {
            case .literal(let text):
                out += text
            case .node(let node):
                switch node {
                case .number(let literal, let range):
                    if let based = writtenInBase(range) {
                        out += based
                        continue
                    }
                    // (A number of the line's digits by its value alone: no literal spelt out.)
                    if let index = numbers.index(covering: range), let plain = numbers[index].plain,
                        numbers[index].implied == nil
                    {
                        out += NumberText.calculatorHuman(Scalar(ExactFraction(magnitude: plain)))
                        continue
                    }
                    let literal = self.literal(literal, at: range)
                    guard let value = try? literal.value(at: range) else {
                        out += "?"
                        continue
                    }
                    // SPEC §2: a colloquial reading is shown as read (`1억 2천(만)`).
                    out +=
                        literal.implied == nil ? NumberText.calculatorHuman(Scalar(value)) : literal.reading
                case .ans:
                    guard let ans else {
                        out += "ans"
                        continue
                    }
                    out += Self.rounded(ans)
                    if ans.kind != .number { out += " " + Self.name(ans.kind) }
                case .pi:
                    out += "π"
                case .euler:
                    out += "e"
                case .quantity(let amount, _, let nameRange):
                    let kind = kinds(nameRange)
                    if language == .ko, case .money(let currency)? = kind, currency.code == "KRW", let amount,
                        let typed = typedWon(amount)
                    {
                        out += typed
                        continue
                    }
                    let name = kind.map(Self.name) ?? "?"
                    pending.append(.literal(" " + name))
                    if case .ans(_)? = amount, let ans {
                        // `ans JPY`: the unit once, the one written.
                        out += Self.rounded(ans)
                    } else if let amount {
                        pending.append(.node(amount))
                    } else {
                        out += "1"
                    }
                case .negate(let inner, _):
                    out += "-"
                    pending.append(.node(inner))
                case .percent(let inner, _):
                    pending += [.literal("%"), .node(inner)]
                case .factorial(let inner, _):
                    pending += [.literal("!"), .node(inner)]
                case .call(let function, let inner, _):
                    out += function.rawValue
                    if case .group = inner {
                        pending.append(.node(inner))
                    } else {
                        pending += [.literal(")"), .node(inner), .literal("(")]
                    }
                case .group(let inner, _):
                    pending += [.literal(")"), .node(inner), .literal("(")]
                case .binary(.power, .quantity(nil, _, let nameRange), let exponent, _):
                    // `s^2`, `m^-1`: the unit alone, not `1 s^2`.
                    out += kinds(nameRange).map(Self.name) ?? "?"
                    pending += [.node(exponent), .literal("^")]
                case .binary(.logarithm, let left, let right, _):
                    // `log(8, 2)`: written as typed (the parentheses are the group's).
                    out += "log"
                    pending += [.node(right), .literal(", "), .node(left)]
                case .binary(let op, let left, let right, _):
                    pending += [.node(right), .literal(Self.symbol(op)), .node(left)]
                case .chain(let first, let links):
                    for link in links.reversed() {
                        // `2 m^2`: the amount and its powered unit, side by side.
                        let unitPower = link.op == .multiply && link.operatorRange.isEmpty
                        pending += [.node(link.operand), .literal(unitPower ? " " : Self.symbol(link.op))]
                    }
                    pending.append(.node(first))
                }
            }
        }
        return out
    }

    static func symbol(_ op: BinaryOperator) -> String {
        switch op {
        case .add: " + "
        case .subtract: " - "
        case .multiply: " × "
        case .divide: " / "
        case .power: "^"
        case .modulo: " mod "
        case .of: " × "
        case .juxtapose: " "
        case .maximum, .minimum, .hypotenuse, .logarithm: ", "
        }
    }

    /// Won the user typed, in Korean: `250,000,000원 (2억 5천만원)` (SPEC §3), or
    /// `120,000,000원 (1억 2천(만)원)` when read colloquially; nil for anything
    /// but a plain number.
    func typedWon(_ amount: Expression) -> String? {
        guard case .number(let typed, let range) = amount else { return nil }
        let literal = self.literal(typed, at: range)
        guard let value = try? literal.value(at: range) else { return nil }
        let digits = NumberText.calculatorHuman(Scalar(value)) + "원"
        if literal.implied != nil { return digits + " (\(literal.reading)원)" }
        guard let plain = Scalar(value).exactFraction?.exactDecimal?.description,
            let reading = KoreanAmount.spokenReading(plain)
        else { return digits }
        return digits + " (\(reading))"
    }

    /// How a unit or currency is written after an amount: its symbol or code.
    static func name(_ kind: Quantity.Kind) -> String {
        switch kind {
        case .number: ""
        case .unit(let unit): unit.symbol
        case .money(let currency): currency.code
        case .compound(let compound): compound.symbol(in: .en)
        }
    }
}
