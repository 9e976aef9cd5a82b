extension DecimalFormatting {
    /// `fixed(value, fractionDigits:grouping:)` in machine integers: ⌊n·10^f / d⌋,
    /// rounded half away from zero by its remainder (the digit after the last
    /// kept one is ⌊10r / d⌋, 5 or more exactly when 2r ≥ d), written from the
    /// stack. Nil where that does not apply (a numerator or denominator of 2^64
    /// or more, more than 4 fraction digits, a quotient of 2^64 or more): the
    /// caller then takes the general steps. A `rates` table's won column is 19
    /// such numbers, each two divisions of big numbers and two arrays before.
    static func fixedQuotient(of value: ExactFraction, fractionDigits: Int, grouping: Bool) -> String? {
        guard fractionDigits >= 0, fractionDigits <= 4, let (n, d) = value.smallParts else { return nil }
        let (high, low) = n.multipliedFullWidth(by: powersOfTen64[fractionDigits])
        guard high < d else { return nil }
        var (kept, remainder) = d.dividingFullWidth((high, low))
        // 2r ≥ d without overflow: r ≥ d − r (r < d).
        if remainder >= d &- remainder {
            guard kept < UInt64.max else { return nil }
            kept += 1
        }
        let scale = powersOfTen64[fractionDigits]
        let whole = kept / scale
        let fraction = kept &- whole &* scale
        // At most 20 integer digits, 6 commas, a sign, a point and 4 digits.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer -> String in
            var index = buffer.count
            for _ in 0..<fractionDigits {
                index -= 1
                buffer[index] = 0x30
            }
            var rest = fraction
            var place = buffer.count
            while rest > 0 {
                place -= 1
                buffer[place] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            if fractionDigits > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: ".")
            }
            index = writeWhole(whole, grouping: grouping, before: index, into: buffer)
            // No sign on a value that rounds to zero (`DigitString.render`).
            if value.isNegative && kept != 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[index...]), as: UTF8.self)
        }
    }
}

extension DecimalFormatting {
    /// The decimal digits of `value` (a comma every three when `grouping`)
    /// written right to left, ending just before `end`; the first one's index.
    /// Inlined: the link order lays out its callers, and a call out of them
    /// could land in a window of its own.
    @inline(__always)
    package static func writeWhole(
        _ value: UInt64, grouping: Bool, before end: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var index = end
        var rest = value
        var written = 0
        repeat {
            if grouping, written > 0, written % 3 == 0 {
                index -= 1
                buffer[index] = UInt8(ascii: ",")
            }
            index -= 1
            buffer[index] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            written += 1
        } while rest > 0
        return index
    }
}
