/// The left side of a result line: the expression as hwan read it, so a
/// person sees exactly what was computed (`3만 엔` → `30,000 JPY`, `5 ft 11 in`,
/// `100 USD + 5,000 JPY`). Names appear as their codes and symbols, numbers
/// with separators and their magnitude words worked out.
struct ExpressionEcho {
    let kinds: (Range<Int>) -> Quantity.Kind?
    /// The value `ans` stood for when the line was read (never the new result).
    let ans: Quantity?
    var language: Language = .en

    func text(_ expression: Expression) -> String {
        switch expression {
        case .number(let literal, let range):
            guard let value = try? literal.value(at: range) else { return "?" }
            // SPEC §2: a colloquial reading is shown as read (`1억 2천(만)`).
            return literal.implied == nil ? NumberText.calculatorHuman(Scalar(value)) : literal.reading
        case .ans:
            guard let ans else { return "ans" }
            let digits = NumberText.calculatorHuman(ans.value)
            return ans.kind == .number ? digits : digits + " " + Self.name(ans.kind)
        case .pi:
            return "π"
        case .quantity(let amount, _, let nameRange):
            let kind = kinds(nameRange)
            if language == .ko, case .money(let currency)? = kind, currency.code == "KRW", let amount,
                let typed = Self.typedWon(amount)
            {
                return typed
            }
            let name = kind.map(Self.name) ?? "?"
            return (amount.map(text) ?? "1") + " " + name
        case .negate(let inner, _):
            return "-" + text(inner)
        case .percent(let inner, _):
            return text(inner) + "%"
        case .factorial(let inner, _):
            return text(inner) + "!"
        case .call(let function, let inner, _):
            if case .group = inner { return function.rawValue + text(inner) }
            return function.rawValue + "(" + text(inner) + ")"
        case .group(let inner, _):
            return "(" + text(inner) + ")"
        case .binary(let op, let left, let right, _):
            let symbol: String
            switch op {
            case .add: symbol = " + "
            case .subtract: symbol = " - "
            case .multiply: symbol = " × "
            case .divide: symbol = " / "
            case .power: symbol = "^"
            case .modulo: symbol = " mod "
            case .of: symbol = " × "
            case .juxtapose: symbol = " "
            }
            return text(left) + symbol + text(right)
        }
    }

    /// Won the user typed, in Korean: `250,000,000원 (2억 5천만원)` (SPEC §3), or
    /// `120,000,000원 (1억 2천(만)원)` when read colloquially; nil for anything
    /// but a plain number.
    static func typedWon(_ amount: Expression) -> String? {
        guard case .number(let literal, let range) = amount, let value = try? literal.value(at: range) else {
            return nil
        }
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
        }
    }
}
