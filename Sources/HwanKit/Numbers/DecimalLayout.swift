/// Reads a `Decimal`'s sign, exponent and 128-bit mantissa from its memory.
///
/// swift-foundation keeps these fields internal, and going through
/// `description` was a third of batch mode's time. The layout (byte 0: the
/// exponent; byte 1: length in the high nibble, sign in bit 3; bytes 4...:
/// little-endian 16-bit words) is checked once against `description` at
/// first use, and formatting falls back to `description` if it ever differs.
enum DecimalLayout {
    static func parts(of value: Decimal) -> (negative: Bool, mantissa: UInt128, exponent: Int)? {
        guard MemoryLayout<Decimal>.size == 20 else { return nil }
        return withUnsafeBytes(of: value) { bytes in
            let length = Int(bytes[1] >> 4)
            guard length <= 8 else { return nil }
            var mantissa: UInt128 = 0
            var index = length - 1
            while index >= 0 {
                let word = UInt128(bytes[4 + 2 * index]) | UInt128(bytes[5 + 2 * index]) << 8
                mantissa = mantissa << 16 | word
                index -= 1
            }
            return (bytes[1] & 0x08 != 0, mantissa, Int(Int8(bitPattern: bytes[0])))
        }
    }

    /// Whether `parts(of:)` agrees with `description` on telling values.
    static let isVerified: Bool = {
        let samples = [
            "0", "1", "-1234.5678", "65536", "0.5", "123456789012345678901234567890.12345678", "-0.000001",
        ]
        for text in samples {
            guard let value = Decimal(string: text) else { return false }
            var fast = DigitString(describing: value)
            fast.round(keeping: 40)
            guard let raw = parts(of: value) else { return false }
            var candidate = DigitString(negative: raw.negative, mantissa: raw.mantissa, power: raw.exponent)
            candidate.round(keeping: 40)
            if candidate.digits != fast.digits || candidate.exponent != fast.exponent
                || candidate.negative != fast.negative
            {
                return false
            }
        }
        return true
    }()
}
