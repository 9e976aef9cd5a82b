package struct DigitString {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    package init(_ value: ExactDecimal) {
        negative = value.isNegative
        if value.isZero {
            digits = []
            exponent = 0
            return
        }
        digits = value.coefficient.decimalDigits
        exponent = digits.count + value.exponent
    }

    /// value = ± mantissa × 10^power.
    init(negative: Bool, mantissa: UInt128, power: Int) {
        self.negative = negative
        digits = []
        exponent = 0
        guard mantissa != 0 else {
            self.negative = false
            return
        }
        if mantissa <= UInt128(UInt64.max) {
            // 64-bit division by a constant is a multiplication; one array, filled once.
            var rest = UInt64(truncatingIfNeeded: mantissa)
            var count = 0
            var scan = rest
            while scan > 0 {
                count += 1
                scan /= 10
            }
            var trailing = 0
            while rest % 10 == 0 {
                rest /= 10
                trailing += 1
            }
            let kept = count - trailing
            digits = [UInt8](unsafeUninitializedCapacity: kept) { buffer, initialized in
                var index = kept - 1
                while index >= 0 {
                    buffer[index] = UInt8(truncatingIfNeeded: rest % 10)
                    rest /= 10
                    index -= 1
                }
                initialized = kept
            }
            exponent = count + power
            return
        }
        var rest = mantissa
        var reversed: [UInt8] = []
        reversed.reserveCapacity(40)
        while rest > 0 {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
            reversed.append(UInt8(truncatingIfNeeded: remainder))
            rest = quotient
        }
        let count = reversed.count
        var trailing = 0
        while trailing < count - 1 && reversed[trailing] == 0 { trailing += 1 }
        digits = Array(reversed[trailing...].reversed())
        exponent = count + power
    }

    /// Keeps the first `count` significant digits, rounding half away from zero.
    mutating func round(keeping count: Int) {
        guard digits.count > count else { return }
        if count < 0 {
            digits = []
            negative = false
            exponent = 0
            return
        }
        let roundUp = digits[count] >= 5
        digits.removeSubrange(count...)
        if roundUp {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 {
                digits.insert(1, at: 0)
                exponent += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty {
            negative = false
            exponent = 0
        }
    }

    package func render(minFraction: Int, maxFraction: Int, grouping: Bool) -> String {
        var bytes: [UInt8] = []
        render(minFraction: minFraction, maxFraction: maxFraction, grouping: grouping, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    package func render(minFraction: Int, maxFraction: Int, grouping: Bool, to text: inout [UInt8]) {
        let count = digits.count
        let point = exponent
        let integerCount = max(point, 1)
        var fractionCount = point > 0 ? max(0, count - point) : count - point
        fractionCount = min(fractionCount, maxFraction)
        digits.withUnsafeBufferPointer { d in
            // The digit at `index` of 0.d₁d₂… × 10^point, counted from the first integer digit.
            func at(_ index: Int) -> UInt8 { index >= 0 && index < count ? d[index] : 0 }
            while fractionCount > minFraction, at(point + fractionCount - 1) == 0 { fractionCount -= 1 }
            var isZero = true
            if point > 0 {
                for i in 0..<min(integerCount, count) where d[i] != 0 {
                    isZero = false
                    break
                }
            }
            if isZero {
                for f in 0..<max(fractionCount, 0) where at(point + f) != 0 {
                    isZero = false
                    break
                }
            }
            let shown = max(fractionCount, minFraction)
            text.reserveCapacity(text.count + integerCount + integerCount / 3 + max(shown, 0) + 2)
            if negative && !isZero { text.append(UInt8(ascii: "-")) }
            for i in 0..<integerCount {
                if grouping, i > 0, (integerCount - i) % 3 == 0 { text.append(UInt8(ascii: ",")) }
                text.append(48 + (point > 0 ? at(i) : 0))
            }
            if shown > 0 {
                text.append(UInt8(ascii: "."))
                for f in 0..<shown { text.append(48 + (f < fractionCount ? at(point + f) : 0)) }
            }
        }
    }
}

extension DigitString {
    /// At least `minimumDigits` leading digits of |value|, truncated, when numerator
    /// and denominator are below 10^19: one 128-bit division instead of a
    /// general one. A truncation to `minimumDigits` or more digits rounds (half
    /// away from zero) to fewer digits exactly as the value itself does.
    package init?(truncatedQuotientOf value: ExactFraction, minimumDigits: Int) {
        guard let numerator = value.numeratorMagnitude.inlineValue,
            let denominator = value.denominatorMagnitude.inlineValue,
            numerator < BigUInt.smallPowersOfTen[19], denominator < BigUInt.smallPowersOfTen[19]
        else { return nil }
        if numerator == 0 {
            self.init(negative: false, mantissa: 0, power: 0)
            return
        }
        let numeratorDigits = value.numeratorMagnitude.decimalDigitCount
        let denominatorDigits = value.denominatorMagnitude.decimalDigitCount
        let scale = max(0, minimumDigits + denominatorDigits - numeratorDigits + 1)
        guard numeratorDigits + scale <= 38 else { return nil }
        let quotient = (numerator * BigUInt.smallPowersOfTen[scale]) / denominator
        self.init(negative: value.isNegative, mantissa: quotient, power: -scale)
    }
}
