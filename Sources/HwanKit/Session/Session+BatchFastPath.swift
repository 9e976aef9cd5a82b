/// The batch fast path: `hwan -t` reading lines like `convert 1234.5 USD JPY`.
///
/// The full path costs ~56,000 instructions a line (a `String`, tokens,
/// `Decimal` multiplication, formatting); GNU units takes ~10 µs a line, and
/// hwan aims at a fifth of that. Lines of exactly this shape, whose pair has
/// already gone once through the full path (which resolved both codes,
/// checked the table and printed any notice), are done on bytes: the amount
/// as an integer and a power of ten, the cross rate rounded to 19 significant
/// digits, their product exact in 128 bits, then the same 12-digit rounding
/// as everywhere else. Anything else returns false and takes the full path.
extension Session {
    struct FastRate {
        let mantissa: UInt64
        let power: Int
    }

    /// Remembers `rate` for `AAA`→`BBB` lines, if it fits 19 significant digits
    /// after rounding (it always does; the rounding error is below 1e-18).
    func registerFastRate(_ rate: Decimal, from: String, to: String) {
        guard let key = Self.pairKey(from, to), rate > 0 else { return }
        var digits = DigitString(rate)
        digits.round(keeping: 19)
        guard !digits.digits.isEmpty else { return }
        var mantissa: UInt64 = 0
        for digit in digits.digits { mantissa = mantissa * 10 + UInt64(digit) }
        fastRates[key] = FastRate(mantissa: mantissa, power: digits.exponent - digits.digits.count)
    }

    static func pairKey(_ from: String, _ to: String) -> UInt64? {
        let bytes = Array(from.utf8) + Array(to.utf8)
        guard bytes.count == 6 else { return nil }
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Converts one terse batch line straight from its bytes into `output`
    /// (without the newline). False when the line is not of the fast shape.
    public func executeTerseFast(_ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        guard mode == .terse, !fastRates.isEmpty, ratesAreCurrent() else { return false }
        let count = line.count
        var i = 0
        func skipSpaces() { while i < count && (line[i] == 0x20 || line[i] == 0x09) { i += 1 } }
        func isSpace(_ index: Int) -> Bool { index < count && (line[index] == 0x20 || line[index] == 0x09) }
        skipSpaces()
        let word: [UInt8] = [0x63, 0x6F, 0x6E, 0x76, 0x65, 0x72, 0x74]  // "convert"
        if count - i > 7 && isSpace(i + 7) && (0..<7).allSatisfy({ line[i + $0] == word[$0] }) {
            i += 7
            skipSpaces()
        }
        // The amount: digits with at most one point, at most 19 significant digits.
        var amount: UInt64 = 0
        var significant = 0
        var scale = 0
        var sawDigit = false
        var sawPoint = false
        while i < count {
            let byte = line[i]
            if byte >= 0x30 && byte <= 0x39 {
                sawDigit = true
                if amount == 0 && byte == 0x30 {
                    if sawPoint { scale -= 1 }
                } else {
                    guard significant < 19 else { return false }
                    amount = amount * 10 + UInt64(byte - 0x30)
                    significant += 1
                    if sawPoint { scale -= 1 }
                }
            } else if byte == 0x2E && !sawPoint {
                sawPoint = true
            } else {
                break
            }
            i += 1
        }
        guard sawDigit, isSpace(i) else { return false }
        skipSpaces()
        func code() -> UInt64? {
            guard count - i >= 3 else { return nil }
            var key: UInt64 = 0
            for offset in 0..<3 {
                let byte = line[i + offset]
                guard byte >= 0x41 && byte <= 0x5A else { return nil }
                key = key << 8 | UInt64(byte)
            }
            i += 3
            return key
        }
        guard let from = code(), isSpace(i) else { return false }
        skipSpaces()
        // An optional `to` or `in` between the codes.
        if count - i > 2, isSpace(i + 2),
            (line[i] == 0x74 && line[i + 1] == 0x6F) || (line[i] == 0x69 && line[i + 1] == 0x6E)
        {
            i += 2
            skipSpaces()
        }
        guard let to = code() else { return false }
        while i < count && (line[i] == 0x20 || line[i] == 0x09 || line[i] == 0x0D) { i += 1 }
        guard i == count, let rate = fastRates[from << 24 | to] else { return false }
        let product = UInt128(amount) * UInt128(rate.mantissa)
        let power = scale + rate.power
        let digits = DigitString(negative: false, mantissa: product, power: power)
        DecimalFormatting.appendSignificant(digits, digits: 12, grouping: false, to: &output)
        lastFastResult = (product, power)
        return true
    }
}
