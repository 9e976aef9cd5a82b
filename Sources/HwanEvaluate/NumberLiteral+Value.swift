/// The value of a number as written: digits and Korean magnitude words
/// (SPEC §2: 십 10, 백 100, 천 10^3 within a group; 만 10^4, 억 10^8, 조 10^12,
/// 경 10^16 close a group). `1억 2천만` = 1×10^8 + 2×10^3×10^4; a magnitude word
/// with no digits before it is one of it (`만` = 10^4, `천만` = 10^7), and one
/// after a zero is none (`0만` = 0, `0억 5천만` = 5×10^7).
extension NumberLiteral {
    /// Digits the parser refused: the lexer reads only digits, a point and an
    /// exponent, so the exponent is past what a number can be (`1e200000`).
    private static func unreadable(_ text: String, at range: Range<Int>) -> EvaluationError {
        text.utf8.contains { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
            ? .numberOutOfRange(text, at: range) : .malformedNumber(text, at: range)
    }

    package func value(at range: Range<Int>) throws(EvaluationError) -> ExactDecimal {
        // Plain digits (most numbers): the sum below would be 0 + 0 + the digits' value.
        if parts.count == 1, case .digits(let text) = parts[0] {
            guard let value = ExactDecimal(text) else { throw Self.unreadable(text, at: range) }
            return value
        }
        var total = ExactDecimal.zero
        var group = ExactDecimal.zero
        var pending: ExactDecimal?
        // Whether the group has digits or a small word (`0만` is 0, `만` one of it).
        var written = false
        var lastBig = Int.max
        var lastSmall = Int.max
        for part in parts {
            switch part {
            case .digits(let text):
                guard let value = ExactDecimal(text) else { throw Self.unreadable(text, at: range) }
                pending = value
                written = true
            case .small(let power):
                guard power < lastSmall else { throw .malformedNumber(Self.word(part), at: range) }
                lastSmall = power
                group += (pending ?? .one).scaled(byPowerOfTen: power)
                pending = nil
                written = true
            case .big(let power):
                guard power < lastBig else { throw .malformedNumber(Self.word(part), at: range) }
                lastBig = power
                lastSmall = Int.max
                let groupValue = written ? group + (pending ?? .zero) : .one
                total += groupValue.scaled(byPowerOfTen: power)
                group = .zero
                pending = nil
                written = false
            }
        }
        return total + group + (pending ?? .zero)
    }
}
