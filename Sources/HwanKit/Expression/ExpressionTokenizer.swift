/// Splits expression text into tokens on demand (no token array, no regex).
///
/// Blanks between tokens are skipped. Numbers are scanned whole, including
/// `,` thousands separators, a `.` fraction, an `e` exponent (`1e3`, `2.5E-4`)
/// and Korean magnitude words (`1억2천만`), and arrive already valued.
/// Spellings: `×` is `*`, `÷` is `/`, `−` is `-`, `**` is `^`. Words: `ans`,
/// `mod`, and the functions `sqrt`, `exp`, `ln`, `log`, `abs`.
struct ExpressionTokenizer {
    let text: Substring
    /// Column of `text.startIndex` in the user's line.
    let baseColumn: Int
    private(set) var position: String.Index

    init(text: Substring, baseColumn: Int) {
        self.text = text
        self.baseColumn = baseColumn
        self.position = text.startIndex
    }

    /// Column in the user's line (Characters) of an index into `text`.
    func column(of index: String.Index) -> Int {
        baseColumn + text.distance(from: text.startIndex, to: index)
    }

    func failure(_ kind: ExpressionError.Kind, at index: String.Index) -> ExpressionError {
        ExpressionError(kind, column: column(of: index))
    }

    mutating func next() throws(ExpressionError) -> ExpressionToken {
        let scalars = text.unicodeScalars
        while position < scalars.endIndex, Self.isBlank(scalars[position]) {
            position = scalars.index(after: position)
        }
        let start = position
        guard start < scalars.endIndex else { return ExpressionToken(kind: .end, start: start, end: start) }
        let scalar = scalars[start]
        var kind: ExpressionToken.Kind
        switch scalar {
        case "0"..."9":
            return try number(from: start)
        case ".":
            guard Self.isDigit(at: scalars.index(after: start), in: scalars) else {
                throw failure(.unexpectedCharacter("."), at: start)
            }
            return try number(from: start)
        case "+": kind = .plus
        case "-", "\u{2212}": kind = .minus
        case "*", "×": kind = .times
        case "/", "÷": kind = .divide
        case "^": kind = .power
        case "%": kind = .percent
        case "!": kind = .factorial
        case "(": kind = .openParenthesis
        case ")": kind = .closeParenthesis
        case "∞": throw failure(.notANumber("∞"), at: start)
        default:
            if KoreanNumeral.power(of: scalar) != nil { return try number(from: start) }
            if scalar.properties.isAlphabetic { return try word(from: start) }
            let character = text[start...].first.map(String.init) ?? String(scalar)
            throw failure(.unexpectedCharacter(character), at: start)
        }
        var end = scalars.index(after: start)
        if scalar == "*", end < scalars.endIndex, scalars[end] == "*" {
            kind = .power
            end = scalars.index(after: end)
        }
        position = end
        return ExpressionToken(kind: kind, start: start, end: end)
    }

    /// `ans`, or a refusal naming the word (`nan` and `inf` get their own).
    private mutating func word(from start: String.Index) throws(ExpressionError) -> ExpressionToken {
        let scalars = text.unicodeScalars
        var end = start
        while end < scalars.endIndex, scalars[end].properties.isAlphabetic {
            end = scalars.index(after: end)
        }
        let word = text[start..<end]
        let kind: ExpressionToken.Kind
        switch word.lowercased() {
        case "ans": kind = .previousResult
        case "mod": kind = .modulo
        case "sqrt", "√": kind = .function(.squareRoot)
        case "exp": kind = .function(.exponential)
        case "ln": kind = .function(.naturalLogarithm)
        case "log": kind = .function(.commonLogarithm)
        case "abs": kind = .function(.absoluteValue)
        case "nan", "inf", "infinity":
            throw failure(.notANumber(String(word)), at: start)
        default:
            throw failure(.unknownWord(String(word)), at: start)
        }
        position = end
        return ExpressionToken(kind: kind, start: start, end: end)
    }

    /// A numeral: digit runs and Korean magnitude words, without blanks.
    private mutating func number(from start: String.Index) throws(ExpressionError) -> ExpressionToken {
        let scalars = text.unicodeScalars
        var numeral = KoreanNumeral()
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if let power = KoreanNumeral.power(of: scalar) {
                do {
                    try numeral.apply(power: power)
                } catch .outOfOrder {
                    throw failure(.malformedKoreanNumeral(String(scalar)), at: index)
                } catch {
                    let through = scalars.index(after: index)
                    throw failure(.numberOutOfRange(String(text[start..<through])), at: start)
                }
                index = scalars.index(after: index)
            } else if !numeral.hasPendingDigits,
                Self.isDigit(scalar)
                    || (scalar == "." && Self.isDigit(at: scalars.index(after: index), in: scalars))
            {
                numeral.add(digits: try digits(from: &index, numeralStart: start))
            } else {
                break
            }
        }
        position = index
        do {
            return ExpressionToken(kind: .number(try numeral.value()), start: start, end: index)
        } catch {
            throw failure(.numberOutOfRange(String(text[start..<index])), at: start)
        }
    }

    /// One digit run: `1,234.5`, `.5`, `5.`, `1e3`. Leaves `index` after it.
    private func digits(from index: inout String.Index, numeralStart: String.Index) throws(ExpressionError)
        -> ExactDecimal
    {
        let scalars = text.unicodeScalars
        let start = index
        var accumulator = DigitAccumulator()
        var inFraction = false
        var fractionPosition = 0
        var groupDigits = 0
        var sawSeparator = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Self.isDigit(scalar) {
                let digit = UInt8(scalar.value - 48)
                if inFraction {
                    fractionPosition += 1
                    accumulator.push(digit, fractionPosition: fractionPosition)
                } else {
                    groupDigits += 1
                    accumulator.push(digit, fractionPosition: nil)
                }
            } else if scalar == "," {
                guard !inFraction, sawSeparator || groupDigits <= 3, followedByGroup(index) else {
                    throw failure(.misplacedSeparator, at: index)
                }
                sawSeparator = true
                groupDigits = 0
            } else if scalar == ".", !inFraction {
                inFraction = true
            } else {
                break
            }
            index = scalars.index(after: index)
        }
        let exponent = scanExponent(&index)
        guard !accumulator.tooManyDigits,
            let value = accumulator.value(exponent: exponent)
        else {
            throw failure(.numberOutOfRange(String(text[numeralStart..<index])), at: start)
        }
        return value
    }

    /// Whether the `,` at `index` is followed by exactly three digits.
    private func followedByGroup(_ index: String.Index) -> Bool {
        let scalars = text.unicodeScalars
        var cursor = scalars.index(after: index)
        for _ in 0..<3 {
            guard Self.isDigit(at: cursor, in: scalars) else { return false }
            cursor = scalars.index(after: cursor)
        }
        return !Self.isDigit(at: cursor, in: scalars)
    }

    /// `e3`, `E-4`, `e+2` after a digit run; 0 (and `index` untouched) when absent.
    private func scanExponent(_ index: inout String.Index) -> Int {
        let scalars = text.unicodeScalars
        guard index < scalars.endIndex, scalars[index] == "e" || scalars[index] == "E" else { return 0 }
        var cursor = scalars.index(after: index)
        var negative = false
        if cursor < scalars.endIndex, scalars[cursor] == "+" || scalars[cursor] == "-" {
            negative = scalars[cursor] == "-"
            cursor = scalars.index(after: cursor)
        }
        guard Self.isDigit(at: cursor, in: scalars) else { return 0 }
        var exponent = 0
        while cursor < scalars.endIndex, Self.isDigit(scalars[cursor]) {
            // Anything past a few hundred is out of range anyway; stop the count from overflowing.
            exponent = min(exponent * 10 + Int(scalars[cursor].value - 48), 100_000)
            cursor = scalars.index(after: cursor)
        }
        index = cursor
        return negative ? -exponent : exponent
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 48 && scalar.value <= 57
    }

    private static func isDigit(at index: String.Index, in scalars: Substring.UnicodeScalarView) -> Bool {
        index < scalars.endIndex && isDigit(scalars[index])
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\u{3000}" || scalar == "\u{A0}"
    }
}

/// The digits of one run, gathered exactly as ASCII for `ExactDecimal`'s
/// parser: at most 1,000 significant digits, magnitude within 10^-1000 ... 10^1000.
struct DigitAccumulator {
    static let maximumSignificantDigits = 1000

    private var bytes: [UInt8] = []
    private var sawPoint = false
    private(set) var significantDigits = 0
    private(set) var tooManyDigits = false

    /// Adds a digit; `fractionPosition` is 1 for the first digit after the point, nil before it.
    mutating func push(_ digit: UInt8, fractionPosition: Int?) {
        if fractionPosition != nil && !sawPoint {
            sawPoint = true
            bytes.append(UInt8(ascii: "."))
        }
        if digit != 0 || significantDigits > 0 { significantDigits += 1 }
        if significantDigits > Self.maximumSignificantDigits {
            tooManyDigits = true
            return
        }
        bytes.append(48 + digit)
    }

    /// The value times 10^`exponent`, or nil when it is outside the calculator's limits.
    func value(exponent: Int) -> ExactDecimal? {
        var text = bytes
        if text.isEmpty { text.append(UInt8(ascii: "0")) }
        guard
            let parsed = text.withUnsafeBufferPointer({ ExactDecimal.parse(utf8: $0) })?
                .scaled(byPowerOfTen: exponent)
        else { return nil }
        if parsed.isZero { return .zero }
        let order = parsed.orderOfMagnitude
        guard order <= Scalar.limitExponent, order >= -Scalar.limitExponent else { return nil }
        if order == Scalar.limitExponent && parsed.coefficient != .one { return nil }
        return parsed
    }
}
