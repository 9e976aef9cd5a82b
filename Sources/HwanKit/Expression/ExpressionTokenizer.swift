/// Splits expression text into tokens on demand (no token array, no regex).
///
/// Blanks between tokens are skipped. Numbers are scanned whole, including
/// `,` thousands separators, a `.` fraction, an `e` exponent (`1e3`, `2.5E-4`)
/// and Korean magnitude words (`1억2천만`), and arrive already valued.
/// Spellings: `×` is `*`, `÷` is `/`, `−` is `-`, `**` is `^`.
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
        switch word.lowercased() {
        case "ans":
            position = end
            return ExpressionToken(kind: .previousResult, start: start, end: end)
        case "nan", "inf", "infinity":
            throw failure(.notANumber(String(word)), at: start)
        default:
            throw failure(.unknownWord(String(word)), at: start)
        }
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
        -> Decimal
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

/// The digits of one run, gathered exactly: up to 38 significant digits in
/// 19-digit chunks, trailing zeros kept as a power of ten.
struct DigitAccumulator {
    static let maximumSignificantDigits = 38

    private var head: Decimal?
    private var chunk: UInt64 = 0
    private var chunkDigits = 0
    private(set) var significantDigits = 0
    private var pendingZeros = 0
    private var integerTrailingZeros = 0
    private var lastNonzeroFractionPosition = 0
    private(set) var tooManyDigits = false

    /// Adds a digit; `fractionPosition` is 1 for the first digit after the point, nil before it.
    mutating func push(_ digit: UInt8, fractionPosition: Int?) {
        if digit == 0 {
            if significantDigits > 0 { pendingZeros += 1 }
            if fractionPosition == nil { integerTrailingZeros += 1 }
            return
        }
        guard significantDigits + pendingZeros < Self.maximumSignificantDigits else {
            tooManyDigits = true
            return
        }
        for _ in 0..<pendingZeros { append(0) }
        pendingZeros = 0
        append(digit)
        if let fractionPosition {
            lastNonzeroFractionPosition = fractionPosition
        } else {
            integerTrailingZeros = 0
        }
    }

    /// The value times 10^`exponent`, or nil when it is outside `CheckedDecimal`'s limits.
    func value(exponent: Int) -> Decimal? {
        if significantDigits == 0 { return 0 }
        let scale =
            (lastNonzeroFractionPosition > 0 ? -lastNonzeroFractionPosition : integerTrailingZeros) + exponent
        let order = significantDigits - 1 + scale
        guard order <= CheckedDecimal.upperLimitExponent, order >= CheckedDecimal.lowerLimitExponent else {
            return nil
        }
        var significand = Decimal(chunk)
        if let head {
            significand += Decimal(sign: .plus, exponent: chunkDigits, significand: head)
        }
        let value = Decimal(sign: .plus, exponent: scale, significand: significand)
        return try? CheckedDecimal.bounded(value)
    }

    private mutating func append(_ digit: UInt8) {
        if chunkDigits == 19 {
            var carried = Decimal(chunk)
            if let head { carried += Decimal(sign: .plus, exponent: 19, significand: head) }
            head = carried
            chunk = 0
            chunkDigits = 0
        }
        chunk = chunk * 10 + UInt64(digit)
        chunkDigits += 1
        significantDigits += 1
    }
}
