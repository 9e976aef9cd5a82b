/// A literal's value in one 64-bit pass, for the numbers most lines have: one run
/// of ASCII digits (`60506`) or runs and magnitude words (`14736만`, `1억 2천만`,
/// `5k`). The evaluator reads them so, and the memo of line shapes keeps a kept
/// line's numbers by this value (`PlacedNumber.plain`).
extension NumberLiteral {
    /// The value of a whole number of ASCII digit runs (each 1 to 18 digits) and
    /// magnitude words, in order, that fits 64 bits: `value`'s sum. Nil for anything
    /// else (a point, an exponent, a word out of order, a larger value), which the
    /// evaluator reads the long way; a value below 2^64 is far inside its limits.
    package var wholeValue: UInt64? {
        guard parts.count > 1 else {
            guard case .digits(let text)? = parts.first else { return nil }
            return Self.digitsValue(text)
        }
        var total: UInt64 = 0
        var group: UInt64 = 0
        var pending: UInt64?
        // Whether the group has digits or a small word (`0만` is 0, `만` one of it).
        var written = false
        var lastBig = Int.max
        var lastSmall = Int.max
        for part in parts {
            switch part {
            case .digits(let text):
                guard let value = Self.digitsValue(text) else { return nil }
                pending = value
                written = true
            case .small(let power):
                guard power < lastSmall, let scaled = Self.scaledByPowerOfTen(pending ?? 1, power) else {
                    return nil
                }
                lastSmall = power
                let (sum, overflow) = group.addingReportingOverflow(scaled)
                guard !overflow else { return nil }
                group = sum
                pending = nil
                written = true
            case .big(let power):
                guard power < lastBig else { return nil }
                lastBig = power
                lastSmall = Int.max
                let (groupValue, overflow) = group.addingReportingOverflow(pending ?? 0)
                guard !overflow, let scaled = Self.scaledByPowerOfTen(written ? groupValue : 1, power) else {
                    return nil
                }
                let (sum, carry) = total.addingReportingOverflow(scaled)
                guard !carry else { return nil }
                total = sum
                group = 0
                pending = nil
                written = false
            }
        }
        let (partial, overflow) = total.addingReportingOverflow(group)
        let (sum, carry) = partial.addingReportingOverflow(pending ?? 0)
        guard !overflow, !carry else { return nil }
        return sum
    }

    /// 1 to 18 ASCII digits as their value; nil for none, more, or another byte.
    /// (The bytes in place: a digit string is a small string, and walking its
    /// UTF8View byte by byte cost about 50 instructions a digit.)
    package static func digitsValue(_ text: String) -> UInt64? {
        text.utf8.withContiguousStorageIfAvailable(digitsValue) ?? digitsValue(Array(text.utf8))
    }

    package static func digitsValue<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard byte &- 0x30 < 10 else { return nil }
            value = value &* 10 &+ UInt64(byte &- 0x30)
        }
        return value
    }

    /// `value` × 10^`power`, nil past 64 bits (or for a negative power).
    private static func scaledByPowerOfTen(_ value: UInt64, _ power: Int) -> UInt64? {
        guard power >= 0 else { return nil }
        let powers = DecimalFormatting.powersOfTen64
        guard power < powers.count else { return value == 0 ? 0 : nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: powers[power])
        return overflow ? nil : product
    }
}
