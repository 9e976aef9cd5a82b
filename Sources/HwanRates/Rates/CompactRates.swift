/// A rates entry's compact text (`CODE=RATE;CODE=RATE...`, see
/// `RateTable+Compact.swift`) kept as read, once `scan` has checked all of it:
/// a code's rate is found by a binary search over the records (codes are in
/// byte order) and decoded alone, so converting one pair decodes two rates.
///
/// `scan` accepts exactly the texts `RateTable.compactDecodedWhole` accepts
/// whose codes are in strictly increasing byte order (what `compactText`
/// writes), and a code's rate here is the one that decoder gives. Text out of
/// order is left to that decoder (`.unsorted`), so a hand-edited or hostile
/// text is refused or read exactly as before.
struct CompactRates: Sendable {
    /// The checked text.
    let bytes: [UInt8]
    /// Where each record starts, in code order (what the binary search probes).
    let starts: [Int]

    /// How many records it holds.
    var count: Int { starts.count }

    enum Scan {
        case accepted(CompactRates)
        /// Not what `compactText` writes: the body is read instead.
        case refused
        /// Every record before the first out of order was valid: decode it whole to decide.
        case unsorted
    }

    private static let semicolon = UInt8(ascii: ";")
    private static let equals = UInt8(ascii: "=")

    /// Checks `bytes` as `RateTable.compactDecodedWhole` does, for a table of
    /// `base`, in one pass over the bytes: each code read into its `key` as
    /// its letters are checked, each rate by `RateTable.plainDecimal` in place.
    static func scan(_ bytes: [UInt8], base: String) -> Scan {
        guard !bytes.isEmpty, bytes.count <= RateTable.compactMaximumTextBytes else { return .refused }
        let baseKey = key(base.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Scan in
            var previous: UInt128 = 0
            var starts: [Int] = []
            starts.reserveCapacity(buffer.count / 8 + 2)
            var hasOther = false
            var index = 0
            let end = buffer.count
            while index < end {
                // The code: 1 to 16 letters or digits, then "=" (`RateTable.isCompactCode`).
                let recordStart = index
                var code: UInt128 = 0
                var length = 0
                while index < end {
                    let byte = buffer[index]
                    if byte == equals || byte == semicolon { break }
                    let letterOrDigit =
                        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                        || (byte >= 0x61 && byte <= 0x7A)
                    guard letterOrDigit, length < RateTable.compactMaximumCodeBytes else { return .refused }
                    code = code &<< 8 | UInt128(byte)
                    length += 1
                    index += 1
                }
                guard length > 0, index < end, buffer[index] == equals else { return .refused }
                code = aligned(code, length: length)
                // Zero sorts before every code: codes hold no zero byte.
                guard code > previous else { return .unsorted }
                previous = code
                index += 1
                let rateStart = index
                while index < end && buffer[index] != semicolon { index += 1 }
                let rate = UnsafeBufferPointer(rebasing: buffer[rateStart..<index])
                guard rate.count <= RateTable.compactMaximumRateBytes, RateTable.isCompactRate(rate),
                    starts.count < RateTable.compactMaximumCodes
                else { return .refused }
                if code == baseKey {
                    // The base's own rate is exactly 1 (`RateTable.validate`).
                    guard RateTable.compactRate(rate) == 1 else { return .refused }
                } else {
                    hasOther = true
                }
                starts.append(recordStart)
                index += 1
            }
            // A trailing ";" would be an empty record.
            guard buffer[end - 1] != semicolon, hasOther else { return .refused }
            return .accepted(CompactRates(bytes: bytes, starts: starts))
        }
    }

    /// A code of at most 16 bytes as one number, its bytes first to last from
    /// the top and zeros after: numbers compare as the codes' bytes do (codes
    /// hold no zero byte). Nil for a longer code, which no table holds.
    static func key<Bytes: Collection<UInt8>>(_ code: Bytes) -> UInt128? {
        var key: UInt128 = 0
        var length = 0
        for byte in code {
            guard length < 16 else { return nil }
            key = key &<< 8 | UInt128(byte)
            length += 1
        }
        return length == 0 ? nil : aligned(key, length: length)
    }

    /// `length` bytes gathered at the bottom of `key`, moved to the top.
    private static func aligned(_ key: UInt128, length: Int) -> UInt128 {
        key &<< UInt128(truncatingIfNeeded: 8 * (16 - length))
    }

    /// `code`'s rate, decoded from its record alone; nil when no record has that code.
    func rate(for code: String) -> ExactDecimal? {
        guard let rate = rateBytes(for: code) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            RateTable.compactRate(UnsafeBufferPointer(rebasing: buffer[rate]))
        }
    }

    /// Whether a record has `code`: `rate(for: code) != nil` without decoding
    /// the rate (`scan` accepted every record's rate).
    func contains(_ code: String) -> Bool {
        rateBytes(for: code) != nil
    }

    /// Where `code`'s rate text lies in `bytes`, found by a binary search over the records.
    private func rateBytes(for code: String) -> Range<Int>? {
        guard let wanted = Self.key(code.utf8) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts -> Range<Int>? in
                var low = 0
                var high = starts.count
                while low < high {
                    let probe = low + (high - low) / 2
                    var at = starts[probe]
                    var found: UInt128 = 0
                    while buffer[at] != Self.equals {
                        found = found &<< 8 | UInt128(buffer[at])
                        at += 1
                    }
                    found = Self.aligned(found, length: at - starts[probe])
                    if found == wanted {
                        let stop = probe + 1 < starts.count ? starts[probe + 1] - 1 : buffer.count
                        return (at + 1)..<stop
                    }
                    if found < wanted {
                        low = probe + 1
                    } else {
                        high = probe
                    }
                }
                return nil
            }
        }
    }

    /// Every record's rate by code, and the base's own 1 when the text lacks it.
    func dictionary(base: String) -> [String: ExactDecimal] {
        var rates: [String: ExactDecimal] = [:]
        rates.reserveCapacity(count + 1)
        for (number, start) in starts.enumerated() {
            let stop = number + 1 < starts.count ? starts[number + 1] - 1 : bytes.count
            var middle = start
            while bytes[middle] != Self.equals { middle += 1 }
            rates[String(decoding: bytes[start..<middle], as: UTF8.self)] = RateTable.compactRate(
                bytes[(middle + 1)..<stop])
        }
        rates[base] = 1
        return rates
    }
}
