/// Text → `ExactDecimal` with no locale and no binary floating point: `"0.1"` is exactly one tenth.
///
/// Grammar (ASCII): `[+-] digits [. digits] [(e|E) [+-] digits]`, also `.5`
/// and `5.`. Anything else is nil: separators, spaces, `nan`, `inf`, an empty
/// string, and exponents beyond ±100,000 as written.
extension ExactDecimal {
    /// The largest exponent the parser accepts as written.
    public static let parsedExponentLimit = 100_000

    public init?(_ text: some StringProtocol) {
        let parsed =
            text.utf8.withContiguousStorageIfAvailable { Self.parse(utf8: $0) }
            ?? {
                var copy = String(text)
                return copy.withUTF8 { Self.parse(utf8: $0) }
            }()
        guard let value = parsed else { return nil }
        self = value
    }

    /// The same grammar over bytes, for hot paths that never make a `String`.
    public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> ExactDecimal? {
        var index = 0
        let count = bytes.count
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var coefficient = BigUInt.zero
        var chunk: UInt64 = 0
        var chunkLength = 0
        var usedBig = false
        var digitCount = 0
        var scale = 0
        var sawPoint = false
        while index < count {
            let byte = bytes[index]
            if byte >= 48 && byte <= 57 {
                digitCount += 1
                if sawPoint { scale -= 1 }
                if chunkLength == 0 && byte == 48 && !usedBig {
                    // Leading zeros add nothing.
                } else {
                    chunk = chunk &* 10 &+ UInt64(byte - 48)
                    chunkLength += 1
                    if chunkLength == 19 {
                        coefficient = coefficient.multipliedByPowerOfTen(19) + BigUInt(chunk)
                        usedBig = true
                        chunk = 0
                        chunkLength = 0
                    }
                }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digitCount > 0 else { return nil }
        var exponent = 0
        if index < count {
            guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponentDigits = 0
            while index < count, bytes[index] >= 48, bytes[index] <= 57 {
                exponent = min(exponent * 10 + Int(bytes[index] - 48), parsedExponentLimit + 1)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0, index == count, exponent <= parsedExponentLimit else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        if usedBig {
            coefficient = coefficient.multipliedByPowerOfTen(chunkLength) + BigUInt(chunk)
        } else {
            coefficient = BigUInt(chunk)
        }
        return ExactDecimal(negative: negative, coefficient: coefficient, exponent: scale + exponent)
    }
}
