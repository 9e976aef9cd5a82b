/// Exact text → `Decimal` for plain numerals (`12`, `-0.5`, `1.25e-3`), used for
/// JSON rates, unit coefficients and the user's numbers. No locale, no binary
/// floating point on the way: `"0.1"` is exactly one tenth.
public enum DecimalParsing {
    /// Parses an optional sign, digits with an optional fraction, and an optional
    /// exponent. Returns nil for anything else (including `nan`, `inf`, empty text).
    public static func parse<S: StringProtocol>(_ text: S) -> Decimal? {
        var negative = false
        var significand: UInt64 = 0
        var significantDigits = 0
        var scale = 0  // power of ten to apply to `significand`
        var sawDigit = false
        var sawPoint = false
        var overflowed = false
        var exponent = 0
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        if index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
            negative = utf8[index] == UInt8(ascii: "-")
            index = utf8.index(after: index)
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte >= 48 && byte <= 57 {
                sawDigit = true
                if significand == 0 && byte == 48 {
                    if sawPoint { scale -= 1 }
                } else if significantDigits < 19 {
                    significand = significand * 10 + UInt64(byte - 48)
                    significantDigits += 1
                    if sawPoint { scale -= 1 }
                } else {
                    overflowed = true
                    break
                }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index = utf8.index(after: index)
        }
        if overflowed {
            return Decimal(string: String(text)).flatMap { $0.isNaN ? nil : $0 }
        }
        guard sawDigit else { return nil }
        if index < utf8.endIndex {
            guard utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") else { return nil }
            index = utf8.index(after: index)
            var exponentNegative = false
            if index < utf8.endIndex, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") {
                exponentNegative = utf8[index] == UInt8(ascii: "-")
                index = utf8.index(after: index)
            }
            var exponentDigits = 0
            while index < utf8.endIndex, utf8[index] >= 48, utf8[index] <= 57 {
                exponent = min(exponent * 10 + Int(utf8[index] - 48), 100_000)
                exponentDigits += 1
                index = utf8.index(after: index)
            }
            guard exponentDigits > 0, index == utf8.endIndex else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        let power = scale + exponent
        if significand == 0 { return Decimal(0) }
        // Decimal's exponent is an Int8-sized field; out of range means over/underflow.
        guard power + significantDigits <= 165, power >= -128 - 38 else { return nil }
        if power < -128 {
            return Decimal(string: (negative ? "-" : "") + "\(significand)e\(power)")
        }
        return Decimal(
            sign: negative ? .minus : .plus, exponent: power, significand: Decimal(significand))
    }
}
