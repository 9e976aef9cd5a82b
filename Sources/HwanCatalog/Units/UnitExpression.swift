/// Evaluates the coefficient expressions of `Resources/units.tsv` exactly, as
/// `ExactFraction`s. Deliberately tiny and separate from the calculator's parser: the
/// data needs only this grammar, and the catalog must not depend on the REPL.
///
///     expression = term { ("+" | "-") term }
///     term       = unary { ("*" | "/") unary }
///     unary      = "-" unary | power
///     power      = primary [ "^" ["-"] digits ]        (integer powers only)
///     primary    = number | "pi" | "(" expression ")"
///     number     = digits [ "." digits ] [ ("e" | "E") ["+" | "-"] digits ]
///
/// Examples: `400/121`, `0.3048^2`, `231*0.0254^3*1000`, `648000/pi*149597870700`.
enum UnitExpression {
    /// π to 38 significant digits (the digits the catalog has always used, so
    /// results derived from it print as before).
    static let pi = ExactFraction(ExactDecimal("3.1415926535897932384626433832795028842")!)

    struct Failure: Error, Equatable, CustomStringConvertible {
        let expression: String
        let position: Int
        let reason: String
        var description: String { "'\(expression)' at \(position): \(reason)" }
    }

    static func evaluate(_ text: String) throws(Failure) -> ExactFraction {
        var parser = Parser(text: text)
        let value = try parser.expression()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected character") }
        return value
    }

    private struct Parser {
        let text: String
        let bytes: [UInt8]
        var index = 0

        init(text: String) {
            self.text = text
            bytes = Array(text.utf8)
        }

        func failure(_ reason: String) -> Failure {
            Failure(expression: text, position: index, reason: reason)
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipSpaces() {
            while current == UInt8(ascii: " ") { index += 1 }
        }

        private mutating func take(_ byte: Character) -> Bool {
            skipSpaces()
            guard current == byte.asciiValue else { return false }
            index += 1
            return true
        }

        mutating func expression() throws(Failure) -> ExactFraction {
            var value = try term()
            while true {
                if take("+") {
                    value = value + (try term())
                } else if take("-") {
                    value = value + -(try term())
                } else {
                    return value
                }
            }
        }

        private mutating func term() throws(Failure) -> ExactFraction {
            var value = try unary()
            while true {
                if take("*") {
                    value = value * (try unary())
                } else if take("/") {
                    let divisor = try unary()
                    do {
                        value = try value / divisor
                    } catch {
                        throw failure("division by zero")
                    }
                } else {
                    return value
                }
            }
        }

        private mutating func unary() throws(Failure) -> ExactFraction {
            if take("-") { return -(try unary()) }
            return try power()
        }

        private mutating func power() throws(Failure) -> ExactFraction {
            let base = try primary()
            guard take("^") else { return base }
            let negative = take("-")
            skipSpaces()
            let start = index
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            guard index > start, let exponent = Int(String(decoding: bytes[start..<index], as: UTF8.self)),
                exponent <= 128
            else { throw failure("expected a small integer exponent") }
            do {
                return try base.power(negative ? -exponent : exponent)
            } catch {
                throw failure("division by zero")
            }
        }

        private mutating func primary() throws(Failure) -> ExactFraction {
            skipSpaces()
            if take("(") {
                let inner = try expression()
                guard take(")") else { throw failure("expected ')'") }
                return inner
            }
            if bytes[index...].starts(with: Array("pi".utf8)) {
                index += 2
                return UnitExpression.pi
            }
            return try number()
        }

        private mutating func number() throws(Failure) -> ExactFraction {
            let start = index
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 48 && $0 <= 57 } ?? false }
            while isDigit(current) || current == UInt8(ascii: ".") { index += 1 }
            if index > start, current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                let mark = index
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                if !isDigit(current) {
                    index = mark
                } else {
                    while isDigit(current) { index += 1 }
                }
            }
            let literal = String(decoding: bytes[start..<index], as: UTF8.self)
            guard !literal.isEmpty, let value = ExactDecimal(literal) else {
                index = start
                throw failure("expected a number")
            }
            return ExactFraction(value)
        }
    }
}
