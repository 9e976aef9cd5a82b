import HwanNumbers

/// The cross rates a session has computed, by `SessionRates.pairKey` (two
/// three-letter codes' six bytes): an open-addressed table with linear probing,
/// found with one multiplication and, most often, one comparison. A batch of
/// currency pairs asks it on every line; a `Dictionary` hashed each key with
/// SipHash, a third of the lookup. Keys are never 0 (a code's bytes are not).
package struct PairRateTable {
    /// 0 where a slot is empty; a power of two long, at most half full.
    private var keys: [UInt64] = []
    private var rates: [ExactFraction] = []
    private var shift: UInt64 = 64
    package private(set) var count = 0

    package init() {}

    package var isEmpty: Bool { count == 0 }

    /// The slot to look at first for `key`: Fibonacci hashing, the top bits of its product.
    @inline(__always)
    private func home(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    package subscript(key: UInt64) -> ExactFraction? {
        guard count > 0 else { return nil }
        return keys.withUnsafeBufferPointer { keys -> ExactFraction? in
            let mask = keys.count - 1
            var slot = home(key)
            while true {
                let found = keys[slot]
                if found == key { return rates[slot] }
                if found == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Sets the rate of `key` (not 0), growing the table past half full.
    package mutating func set(_ rate: ExactFraction, for key: UInt64) {
        precondition(key != 0, "a pair key is never 0")
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = home(key)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        rates[slot] = rate
    }

    package mutating func removeAll() {
        keys = []
        rates = []
        shift = 64
        count = 0
    }

    /// Every key and its rate, in no order.
    package var entries: [(key: UInt64, rate: ExactFraction)] {
        zip(keys, rates).filter { $0.0 != 0 }.map { (key: $0.0, rate: $0.1) }
    }

    private mutating func grow() {
        let old = entries
        let capacity = Swift.max(64, keys.count * 2)
        keys = [UInt64](repeating: 0, count: capacity)
        rates = [ExactFraction](repeating: .zero, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        for (key, rate) in old { set(rate, for: key) }
    }
}
