/// Powers of ten, decimal digits and decimal text: what `ExactDecimal` needs of its coefficient.
extension BigUInt {
    /// 10^0 ... 10^38, every power of ten that fits a `UInt128`: literals, so
    /// that the compiler lays the array out as static data (no lazy
    /// initialisation checked on every digit count). `PowerOfTenTableTests` checks them.
    static let smallPowersOfTen: [UInt128] = [
        1,
        10,
        100,
        1000,
        10_000,
        100_000,
        1_000_000,
        10_000_000,
        100_000_000,
        1_000_000_000,
        10_000_000_000,
        100_000_000_000,
        1_000_000_000_000,
        10_000_000_000_000,
        100_000_000_000_000,
        1_000_000_000_000_000,
        10_000_000_000_000_000,
        100_000_000_000_000_000,
        1_000_000_000_000_000_000,
        10_000_000_000_000_000_000,
        100_000_000_000_000_000_000,
        1_000_000_000_000_000_000_000,
        10_000_000_000_000_000_000_000,
        100_000_000_000_000_000_000_000,
        1_000_000_000_000_000_000_000_000,
        10_000_000_000_000_000_000_000_000,
        100_000_000_000_000_000_000_000_000,
        1_000_000_000_000_000_000_000_000_000,
        10_000_000_000_000_000_000_000_000_000,
        100_000_000_000_000_000_000_000_000_000,
        1_000_000_000_000_000_000_000_000_000_000,
        10_000_000_000_000_000_000_000_000_000_000,
        100_000_000_000_000_000_000_000_000_000_000,
        1_000_000_000_000_000_000_000_000_000_000_000,
        10_000_000_000_000_000_000_000_000_000_000_000,
        100_000_000_000_000_000_000_000_000_000_000_000,
        1_000_000_000_000_000_000_000_000_000_000_000_000,
        10_000_000_000_000_000_000_000_000_000_000_000_000,
        100_000_000_000_000_000_000_000_000_000_000_000_000,
    ]

    /// 10^19, the largest power of ten in one limb.
    static let limbPowerOfTen: UInt64 = 10_000_000_000_000_000_000

    /// 10^`exponent` for `exponent` ≥ 0.
    public static func powerOfTen(_ exponent: Int) -> BigUInt {
        precondition(exponent >= 0, "negative power of ten")
        if exponent <= 38 { return BigUInt(smallPowersOfTen[exponent]) }
        return BigUInt(smallPowersOfTen[19]).power(exponent / 19) * BigUInt(smallPowersOfTen[exponent % 19])
    }

    /// `self` × 10^`exponent` for `exponent` ≥ 0.
    public func multipliedByPowerOfTen(_ exponent: Int) -> BigUInt {
        if exponent == 0 || isZero { return self }
        if case .inline(let value) = storage, exponent <= 38 {
            let (high, low) = value.multipliedFullWidth(by: Self.smallPowersOfTen[exponent])
            if high == 0 { return BigUInt(low) }
        }
        return self * Self.powerOfTen(exponent)
    }

    /// Number of decimal digits (1 for zero).
    public var decimalDigitCount: Int {
        switch storage {
        case .inline(let value):
            // The smallest k with value < 10^k, from a bit-width estimate.
            let bits = 128 - value.leadingZeroBitCount
            var count = max(1, (bits * 1233) >> 12)  // ≈ bits × log10(2)
            while count < 39 && value >= Self.smallPowersOfTen[count] { count += 1 }
            while count > 1 && value < Self.smallPowersOfTen[count - 1] { count -= 1 }
            return count
        case .heap:
            let bits = bitWidth
            // value ≥ 2^(bits-1) ≥ 10^lower; at most one more digit.
            let lower = ((bits - 1) * 1233) >> 12 + 1
            return self >= Self.powerOfTen(lower) ? lower + 1 : lower
        }
    }

    /// How many times 10 divides the value, and the value with those zeros
    /// removed (zero gives (0, 0)).
    public func removingTrailingDecimalZeros() -> (value: BigUInt, zeros: Int) {
        if isZero { return (self, 0) }
        var value = self
        var zeros = 0
        if case .inline = value.storage {
        } else {
            while true {
                let (q, r) = value.quotientAndRemainder(dividingBy: Self.limbPowerOfTen)
                if r != 0 { break }
                value = q
                zeros += 19
            }
        }
        while true {
            if case .inline(let small) = value.storage {
                if small <= UInt128(UInt64.max) {
                    // 64-bit division by a constant is a multiplication.
                    var rest = UInt64(truncatingIfNeeded: small)
                    while rest % 10 == 0 {
                        rest /= 10
                        zeros += 1
                    }
                    return (BigUInt(rest), zeros)
                }
                var rest = small
                while true {
                    let (q, r) = rest.quotientAndRemainder(dividingBy: 10)
                    if r != 0 { break }
                    rest = q
                    zeros += 1
                }
                return (BigUInt(rest), zeros)
            }
            let (q, r) = value.quotientAndRemainder(dividingBy: 10 as UInt64)
            if r != 0 { return (value, zeros) }
            value = q
            zeros += 1
        }
    }

    /// The value from ASCII digits only (no sign, separators or spaces); nil otherwise.
    public init?(decimalDigits text: some StringProtocol) {
        var result = BigUInt.zero
        var chunk: UInt64 = 0
        var chunkLength = 0
        var sawDigit = false
        for byte in text.utf8 {
            guard byte >= 48 && byte <= 57 else { return nil }
            sawDigit = true
            chunk = chunk * 10 + UInt64(byte - 48)
            chunkLength += 1
            if chunkLength == 19 {
                result = result.multipliedByPowerOfTen(19) + BigUInt(chunk)
                chunk = 0
                chunkLength = 0
            }
        }
        guard sawDigit else { return nil }
        if chunkLength > 0 { result = result.multipliedByPowerOfTen(chunkLength) + BigUInt(chunk) }
        self = result
    }

    /// Decimal digits as ASCII values 0...9 (not characters), most significant first.
    public var decimalDigits: [UInt8] {
        if case .inline(let value) = storage {
            if value == 0 { return [0] }
            var reversed: [UInt8] = []
            reversed.reserveCapacity(39)
            var rest = value
            while rest > UInt128(UInt64.max) {
                let (q, r) = rest.quotientAndRemainder(dividingBy: UInt128(Self.limbPowerOfTen))
                var low = UInt64(truncatingIfNeeded: r)
                for _ in 0..<19 {
                    reversed.append(UInt8(truncatingIfNeeded: low % 10))
                    low /= 10
                }
                rest = q
            }
            var small = UInt64(truncatingIfNeeded: rest)
            while small > 0 {
                reversed.append(UInt8(truncatingIfNeeded: small % 10))
                small /= 10
            }
            return reversed.reversed()
        }
        var reversed: [UInt8] = []
        var rest = self
        while !rest.isZero {
            let (q, r) = rest.quotientAndRemainder(dividingBy: Self.limbPowerOfTen)
            var chunk = r
            if q.isZero {
                while chunk > 0 {
                    reversed.append(UInt8(truncatingIfNeeded: chunk % 10))
                    chunk /= 10
                }
            } else {
                for _ in 0..<19 {
                    reversed.append(UInt8(truncatingIfNeeded: chunk % 10))
                    chunk /= 10
                }
            }
            rest = q
        }
        return reversed.reversed()
    }
}

extension BigUInt: CustomStringConvertible {
    public var description: String {
        String(decoding: decimalDigits.map { $0 + 48 }, as: UTF8.self)
    }
}
