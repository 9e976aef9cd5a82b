/// An unsigned integer of any size, the coefficient of `ExactDecimal`.
///
/// Values below 2^128 live inline in a `UInt128` and never allocate; larger
/// ones are little-endian `UInt64` limbs with no leading zero limb. Either way
/// a value has exactly one representation, so the synthesised `==` and hash
/// are value equality. Algorithms are schoolbook (operands here reach about
/// 3,500 bits, 10^1000); division is Knuth's algorithm D.
///
///     let big = BigUInt(decimalDigits: "340282366920938463463374607431768211456")!  // 2^128
///     (big * big).description    // "115792089237316195423570985008687907853269984665640564039457584007913129639936"
public struct BigUInt: Sendable, Hashable {
    @usableFromInline
    enum Storage: Sendable, Hashable {
        /// The whole value when it fits 128 bits.
        case inline(UInt128)
        /// Three or more limbs, least significant first, the last one non-zero.
        case heap([UInt64])
    }

    @usableFromInline
    var storage: Storage

    @inlinable
    public init(_ value: UInt128) {
        storage = .inline(value)
    }

    @inlinable
    public init(_ value: UInt64) {
        storage = .inline(UInt128(value))
    }

    /// `value`, which must not be negative.
    @inlinable
    public init(_ value: Int) {
        precondition(value >= 0, "BigUInt cannot hold a negative value")
        storage = .inline(UInt128(value))
    }

    /// The value of little-endian `limbs`; leading zero limbs are dropped.
    init(limbs: [UInt64]) {
        var count = limbs.count
        while count > 0 && limbs[count - 1] == 0 { count -= 1 }
        switch count {
        case 0: storage = .inline(0)
        case 1: storage = .inline(UInt128(limbs[0]))
        case 2: storage = .inline(UInt128(limbs[1]) << 64 | UInt128(limbs[0]))
        default:
            if count == limbs.count {
                storage = .heap(limbs)
            } else {
                storage = .heap(Array(limbs[0..<count]))
            }
        }
    }

    public static let zero = BigUInt(UInt128(0))
    public static let one = BigUInt(UInt128(1))

    /// The value if it fits 128 bits.
    @inlinable
    public var inlineValue: UInt128? {
        if case .inline(let value) = storage { return value }
        return nil
    }

    @inlinable
    public var isZero: Bool {
        if case .inline(let value) = storage { return value == 0 }
        return false
    }

    /// Little-endian limbs without leading zeros (zero has none).
    var limbs: [UInt64] {
        switch storage {
        case .inline(let value):
            let low = UInt64(truncatingIfNeeded: value)
            let high = UInt64(truncatingIfNeeded: value >> 64)
            if high != 0 { return [low, high] }
            return low == 0 ? [] : [low]
        case .heap(let limbs):
            return limbs
        }
    }

    /// Bits needed to write the value (0 for zero).
    public var bitWidth: Int {
        switch storage {
        case .inline(let value): return 128 - value.leadingZeroBitCount
        case .heap(let limbs): return limbs.count * 64 - limbs[limbs.count - 1].leadingZeroBitCount
        }
    }

    /// Whether the value is odd.
    public var isOdd: Bool {
        switch storage {
        case .inline(let value): return value & 1 == 1
        case .heap(let limbs): return limbs[0] & 1 == 1
        }
    }

    /// Number of trailing zero bits (0 for zero).
    public var trailingZeroBitCount: Int {
        switch storage {
        case .inline(let value): return value == 0 ? 0 : value.trailingZeroBitCount
        case .heap(let limbs):
            var index = 0
            while limbs[index] == 0 { index += 1 }
            return index * 64 + limbs[index].trailingZeroBitCount
        }
    }
}

extension BigUInt: Comparable {
    public static func < (lhs: BigUInt, rhs: BigUInt) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    static func compare(_ lhs: BigUInt, _ rhs: BigUInt) -> Int {
        switch (lhs.storage, rhs.storage) {
        case (.inline(let a), .inline(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.inline, .heap): return -1
        case (.heap, .inline): return 1
        case (.heap(let a), .heap(let b)): return Limbs.compare(a, b)
        }
    }
}

extension BigUInt: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: UInt64) {
        self.init(value)
    }
}

extension BigUInt {
    public static func + (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        if case .inline(let a) = lhs.storage, case .inline(let b) = rhs.storage {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return BigUInt(sum) }
        }
        return BigUInt(limbs: Limbs.add(lhs.limbs, rhs.limbs))
    }

    /// `lhs - rhs`; traps when `rhs > lhs`, like the stdlib's unsigned types.
    public static func - (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        if case .inline(let a) = lhs.storage, case .inline(let b) = rhs.storage {
            return BigUInt(a - b)
        }
        precondition(lhs >= rhs, "BigUInt subtraction would be negative")
        return BigUInt(limbs: Limbs.subtract(lhs.limbs, rhs.limbs))
    }

    public static func * (lhs: BigUInt, rhs: BigUInt) -> BigUInt {
        if case .inline(let a) = lhs.storage, case .inline(let b) = rhs.storage {
            let (high, low) = a.multipliedFullWidth(by: b)
            if high == 0 { return BigUInt(low) }
            return BigUInt(limbs: [
                UInt64(truncatingIfNeeded: low), UInt64(truncatingIfNeeded: low >> 64),
                UInt64(truncatingIfNeeded: high), UInt64(truncatingIfNeeded: high >> 64),
            ])
        }
        if lhs.isZero || rhs.isZero { return .zero }
        return BigUInt(limbs: Limbs.multiply(lhs.limbs, rhs.limbs))
    }

    public static func += (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs + rhs }
    public static func -= (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs - rhs }
    public static func *= (lhs: inout BigUInt, rhs: BigUInt) { lhs = lhs * rhs }

    /// Truncating quotient and remainder; traps on a zero divisor.
    public func quotientAndRemainder(dividingBy divisor: BigUInt) -> (quotient: BigUInt, remainder: BigUInt) {
        precondition(!divisor.isZero, "BigUInt division by zero")
        if case .inline(let a) = storage, case .inline(let b) = divisor.storage {
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            return (BigUInt(q), BigUInt(r))
        }
        if self < divisor { return (.zero, self) }
        let divisorLimbs = divisor.limbs
        if divisorLimbs.count == 1 {
            let (q, r) = Limbs.divide(limbs, bySingle: divisorLimbs[0])
            return (BigUInt(limbs: q), BigUInt(r))
        }
        let (q, r) = Limbs.divide(limbs, by: divisorLimbs)
        return (BigUInt(limbs: q), BigUInt(limbs: r))
    }

    /// Quotient and remainder by a one-limb divisor, cheaper than the general case.
    func quotientAndRemainder(dividingBy divisor: UInt64) -> (quotient: BigUInt, remainder: UInt64) {
        precondition(divisor != 0, "BigUInt division by zero")
        switch storage {
        case .inline(let a):
            let (q, r) = a.quotientAndRemainder(dividingBy: UInt128(divisor))
            return (BigUInt(q), UInt64(truncatingIfNeeded: r))
        case .heap(let limbs):
            let (q, r) = Limbs.divide(limbs, bySingle: divisor)
            return (BigUInt(limbs: q), r)
        }
    }

    /// `self` × 2^`count`.
    public func shiftedLeft(by count: Int) -> BigUInt {
        if isZero || count == 0 { return self }
        if case .inline(let value) = storage, count < 128, value.leadingZeroBitCount >= count {
            return BigUInt(value << count)
        }
        return BigUInt(limbs: Limbs.shiftLeft(limbs, by: count))
    }

    /// ⌊`self` / 2^`count`⌋.
    public func shiftedRight(by count: Int) -> BigUInt {
        if count == 0 { return self }
        if case .inline(let value) = storage { return count >= 128 ? .zero : BigUInt(value >> count) }
        return BigUInt(limbs: Limbs.shiftRight(limbs, by: count))
    }

    /// `self` raised to `exponent` ≥ 0 by repeated squaring.
    public func power(_ exponent: Int) -> BigUInt {
        precondition(exponent >= 0, "BigUInt power needs a non-negative exponent")
        var result = BigUInt.one
        var square = self
        var remaining = exponent
        while remaining > 0 {
            if remaining & 1 == 1 { result *= square }
            remaining >>= 1
            if remaining > 0 { square *= square }
        }
        return result
    }

    /// Greatest common divisor (gcd(0, 0) = 0).
    public static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        var x = a
        var y = b
        while !y.isZero {
            if case .inline(var p) = x.storage, case .inline(var q) = y.storage {
                // One 128-bit step, then 64-bit hardware division for the rest.
                while q != 0 && (p > UInt128(UInt64.max) || q > UInt128(UInt64.max)) { (p, q) = (q, p % q) }
                var a = UInt64(truncatingIfNeeded: p)
                var b = UInt64(truncatingIfNeeded: q)
                while b != 0 { (a, b) = (b, a % b) }
                return q == 0 ? BigUInt(p) : BigUInt(a)
            }
            (x, y) = (y, x.quotientAndRemainder(dividingBy: y).remainder)
        }
        return x
    }

    /// ⌊√self⌋, by Newton's iteration from above.
    public func squareRoot() -> BigUInt {
        if isZero { return .zero }
        if case .inline(let value) = storage, value < UInt128(1) << 104 {
            // A Double seed is within a few units; correct it exactly.
            var root = UInt128(Double(value).squareRoot())
            while root * root > value { root -= 1 }
            while (root + 1) * (root + 1) <= value { root += 1 }
            return BigUInt(root)
        }
        var guess = BigUInt.one.shiftedLeft(by: (bitWidth + 1) / 2)
        while true {
            let next = (guess + quotientAndRemainder(dividingBy: guess).quotient).shiftedRight(by: 1)
            if next >= guess { return guess }
            guess = next
        }
    }
}

/// Schoolbook algorithms on little-endian limb arrays.
enum Limbs {
    static func compare(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var index = a.count - 1
        while index >= 0 {
            if a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
            index -= 1
        }
        return 0
    }

    static func add(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var result = [UInt64](repeating: 0, count: long.count + 1)
        var carry: UInt64 = 0
        for index in 0..<long.count {
            let (s1, o1) = long[index].addingReportingOverflow(index < short.count ? short[index] : 0)
            let (s2, o2) = s1.addingReportingOverflow(carry)
            result[index] = s2
            carry = (o1 ? 1 : 0) + (o2 ? 1 : 0)
        }
        result[long.count] = carry
        return result
    }

    /// `a - b` for `a ≥ b`.
    static func subtract(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result = a
        var borrow: UInt64 = 0
        for index in 0..<a.count {
            let (d1, b1) = a[index].subtractingReportingOverflow(index < b.count ? b[index] : 0)
            let (d2, b2) = d1.subtractingReportingOverflow(borrow)
            result[index] = d2
            borrow = (b1 ? 1 : 0) + (b2 ? 1 : 0)
            if borrow == 0 && index >= b.count { break }
        }
        return result
    }

    static func multiply(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: a.count + b.count)
        result.withUnsafeMutableBufferPointer { out in
            a.withUnsafeBufferPointer { x in
                b.withUnsafeBufferPointer { y in
                    for i in 0..<x.count {
                        let digit = x[i]
                        if digit == 0 { continue }
                        var carry: UInt64 = 0
                        for j in 0..<y.count {
                            let (high, low) = digit.multipliedFullWidth(by: y[j])
                            let (s1, o1) = low.addingReportingOverflow(out[i + j])
                            let (s2, o2) = s1.addingReportingOverflow(carry)
                            out[i + j] = s2
                            carry = high &+ (o1 ? 1 : 0) &+ (o2 ? 1 : 0)
                        }
                        out[i + y.count] = carry
                    }
                }
            }
        }
        return result
    }

    static func divide(_ a: [UInt64], bySingle divisor: UInt64) -> ([UInt64], UInt64) {
        var quotient = [UInt64](repeating: 0, count: a.count)
        var remainder: UInt64 = 0
        var index = a.count - 1
        while index >= 0 {
            let (q, r) = divisor.dividingFullWidth((remainder, a[index]))
            quotient[index] = q
            remainder = r
            index -= 1
        }
        return (quotient, remainder)
    }

    static func shiftLeft(_ a: [UInt64], by count: Int) -> [UInt64] {
        let limbShift = count / 64
        let bitShift = count % 64
        var result = [UInt64](repeating: 0, count: a.count + limbShift + 1)
        for index in 0..<a.count {
            result[index + limbShift] |= a[index] << bitShift
            if bitShift > 0 { result[index + limbShift + 1] = a[index] >> (64 - bitShift) }
        }
        return result
    }

    static func shiftRight(_ a: [UInt64], by count: Int) -> [UInt64] {
        let limbShift = count / 64
        let bitShift = count % 64
        guard limbShift < a.count else { return [] }
        var result = [UInt64](repeating: 0, count: a.count - limbShift)
        for index in 0..<result.count {
            var limb = a[index + limbShift] >> bitShift
            if bitShift > 0, index + limbShift + 1 < a.count {
                limb |= a[index + limbShift + 1] << (64 - bitShift)
            }
            result[index] = limb
        }
        return result
    }

    /// Knuth's algorithm D (TAOCP 4.3.1) for `a ≥ b`, `b` of two or more limbs.
    static func divide(_ a: [UInt64], by b: [UInt64]) -> (quotient: [UInt64], remainder: [UInt64]) {
        let n = b.count
        let m = a.count - n
        let shift = b[n - 1].leadingZeroBitCount
        var v = shiftLeft(b, by: shift)
        v.removeLast()  // b's top limb shifted has no overflow limb
        var u = shiftLeft(a, by: shift)  // m + n + 1 limbs
        var quotient = [UInt64](repeating: 0, count: m + 1)
        let top = v[n - 1]
        let next = v[n - 2]
        let base = UInt128(1) << 64
        var j = m
        while j >= 0 {
            let numerator = UInt128(u[j + n]) << 64 | UInt128(u[j + n - 1])
            var (qhat, rhat) = numerator.quotientAndRemainder(dividingBy: UInt128(top))
            while qhat >= base || qhat * UInt128(next) > (rhat << 64 | UInt128(u[j + n - 2])) {
                qhat -= 1
                rhat += UInt128(top)
                if rhat >= base { break }
            }
            // u[j...j+n] -= qhat × v
            let digit = UInt64(truncatingIfNeeded: qhat)
            var carry: UInt64 = 0
            var borrow: UInt64 = 0
            for i in 0..<n {
                let (high, low) = digit.multipliedFullWidth(by: v[i])
                let (productLow, o) = low.addingReportingOverflow(carry)
                carry = high &+ (o ? 1 : 0)
                let (d1, b1) = u[i + j].subtractingReportingOverflow(productLow)
                let (d2, b2) = d1.subtractingReportingOverflow(borrow)
                u[i + j] = d2
                borrow = (b1 ? 1 : 0) + (b2 ? 1 : 0)
            }
            let (d1, b1) = u[j + n].subtractingReportingOverflow(carry)
            let (d2, b2) = d1.subtractingReportingOverflow(borrow)
            u[j + n] = d2
            var q = digit
            if b1 || b2 {
                // qhat was one too large: add v back.
                q -= 1
                var addCarry: UInt64 = 0
                for i in 0..<n {
                    let (s1, o1) = u[i + j].addingReportingOverflow(v[i])
                    let (s2, o2) = s1.addingReportingOverflow(addCarry)
                    u[i + j] = s2
                    addCarry = (o1 ? 1 : 0) + (o2 ? 1 : 0)
                }
                u[j + n] &+= addCarry
            }
            quotient[j] = q
            j -= 1
        }
        let remainder = shiftRight(Array(u[0..<n]), by: shift)
        return (quotient, remainder)
    }
}
