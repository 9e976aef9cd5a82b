@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// A compact, readable rendering of a parsed line for table tests:
/// `(+ (q 100 USD) (q 5000 JPY)) -> KRW`.
enum ExpressionSketch {
    static func of(_ line: String) -> String {
        do {
            let parsed = try Parser.parse(LineText(line))
            let targets = parsed.targets.map(\.name.text)
            return sketch(parsed.expression)
                + (targets.isEmpty ? "" : " -> " + targets.joined(separator: ", "))
        } catch {
            return "error \(error.kind)"
        }
    }

    static func sketch(_ e: Expression) -> String {
        switch e {
        case .number(let literal, _): return literal.text
        case .ans: return "ans"
        case .pi: return "pi"
        case .euler: return "e"
        case .quantity(let amount, let name, _):
            return "(q \(amount.map(sketch) ?? "1") \(name.text))"
        case .negate(let inner, _): return "(neg \(sketch(inner)))"
        case .binary(let op, let l, let r, _): return "(\(symbol(op)) \(sketch(l)) \(sketch(r)))"
        case .chain(let first, let links):
            return links.reduce(sketch(first)) { "(\(symbol($1.op)) \($0) \(sketch($1.operand)))" }
        case .percent(let inner, _): return "(% \(sketch(inner)))"
        case .factorial(let inner, _): return "(! \(sketch(inner)))"
        case .call(let f, let inner, _): return "(\(f.rawValue) \(sketch(inner)))"
        case .group(let inner, _): return sketch(inner)
        }
    }

    static func symbol(_ op: BinaryOperator) -> String {
        switch op {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        case .power: "^"
        case .modulo: "mod"
        case .of: "of"
        case .juxtapose: "&"
        case .maximum: "max"
        case .minimum: "min"
        case .hypotenuse: "hypot"
        case .logarithm: "log"
        }
    }
}
