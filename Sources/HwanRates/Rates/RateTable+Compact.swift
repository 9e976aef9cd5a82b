/// The rates entry's compact form (`CacheEntry.CompactForm`): the decoded
/// table kept in `rates.meta.json` beside the body it was decoded from, as
/// `CODE=RATE;CODE=RATE...` (codes in byte order, rates as exact decimals), so
/// that a command reads a few kilobytes of plain pairs instead of building
/// the provider's whole JSON document again. The base, the provider, the
/// data time and the next update are the metadata's own fields.
///
/// Read back, it is checked as a body is: codes of letters and digits, each
/// rate plausible, the base's own rate exactly 1, at least one other code,
/// no code twice, bounded in size. Anything else is nil, and the body is
/// decoded instead.
extension RateTable {
    static var compactForm: CacheEntry<RateTable>.CompactForm {
        CacheEntry<RateTable>.CompactForm(
            encode: { table in table.compactText() },
            decode: { text, metadata in RateTable.compact(text, metadata: metadata) })
    }

    /// The most codes a compact table holds (providers list about 170).
    static let compactMaximumCodes = 1000
    /// The longest code kept in compact form; a table with a longer one keeps no compact form.
    static let compactMaximumCodeBytes = 16
    /// The longest rate text kept (plain notation of a rate within 1e-12...1e12
    /// with the digits providers give); a longer one keeps no compact form.
    static let compactMaximumRateBytes = 40

    /// `CODE=RATE;...` in code order; nil when a code is not letters and digits
    /// (a provider's odd key stays readable from the body alone).
    func compactText() -> String? {
        guard rates.count <= Self.compactMaximumCodes else { return nil }
        var out: [UInt8] = []
        for code in rates.keys.sorted() {
            guard Self.isCompactCode(code.utf8) else { return nil }
            if !out.isEmpty { out.append(UInt8(ascii: ";")) }
            out.append(contentsOf: code.utf8)
            out.append(UInt8(ascii: "="))
            let rate = rates[code]!.description.utf8
            guard rate.count <= Self.compactMaximumRateBytes else { return nil }
            out.append(contentsOf: rate)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The table `compactText` wrote, with the metadata's base, time and next
    /// update; nil when the text or the metadata is not what hwan writes.
    ///
    /// Text in code order (all hwan writes) is checked in one pass over its
    /// bytes and kept as it is: a code's rate is decoded when asked
    /// (`CompactRates`). Text out of order is decoded whole
    /// (`compactDecodedWhole`), which refuses or accepts it as it always did.
    package static func compact(_ text: String, metadata: EntryMetadata) -> Decoded<RateTable>? {
        guard let key = metadata.source, let source = RatesSource(key: key), let time = metadata.dataTime,
            let nextUpdate = metadata.nextUpdate
        else { return nil }
        let bytes = Array(text.utf8)
        let table: RateTable
        switch CompactRates.scan(bytes, base: source.base) {
        case .accepted(let compact):
            table = RateTable(base: source.base, time: time, compact: compact)
        case .refused:
            return nil
        case .unsorted:
            guard let rates = compactDecodedWhole(bytes, base: source.base, provider: source.provider) else {
                return nil
            }
            table = RateTable(base: source.base, time: time, rates: rates)
        }
        return Decoded(value: table, source: key, dataTime: time, nextUpdate: nextUpdate)
    }

    /// The compact text's rates decoded into a dictionary, every check made;
    /// nil for anything `compactText` would not have written. The reference
    /// `CompactRates.scan` agrees with, and the reader of text out of order.
    static func compactDecodedWhole(_ bytes: [UInt8], base: String, provider: ProviderID)
        -> [String: ExactDecimal]?
    {
        guard !bytes.isEmpty, bytes.count <= compactMaximumTextBytes else { return nil }
        var rates: [String: ExactDecimal] = [:]
        rates.reserveCapacity(200)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: ";") { end += 1 }
            var equals = start
            while equals < end && bytes[equals] != UInt8(ascii: "=") { equals += 1 }
            guard equals < end, end - equals - 1 <= compactMaximumRateBytes,
                isCompactCode(bytes[start..<equals])
            else { return nil }
            let code = String(decoding: bytes[start..<equals], as: UTF8.self)
            guard let rate = compactRate(bytes[(equals + 1)..<end]) else { return nil }
            guard rates.count < compactMaximumCodes, rates.updateValue(rate, forKey: code) == nil else {
                return nil
            }
            start = end + 1
        }
        // A trailing ";" would be an empty entry: not what compactText writes.
        guard bytes.last != UInt8(ascii: ";") else { return nil }
        do {
            try validate(rates, base: base, provider: provider)
        } catch {
            return nil
        }
        return rates
    }

    /// The longest compact text read back.
    static var compactMaximumTextBytes: Int {
        compactMaximumCodes * (compactMaximumCodeBytes + compactMaximumRateBytes + 2)
    }

    /// One rate of the compact text, plausible; nil when it is not a rate
    /// (`plainDecimal` for what `compactText` writes, the general parser else).
    static func compactRate(_ text: ArraySlice<UInt8>) -> ExactDecimal? {
        text.withUnsafeBufferPointer { compactRate($0) }
    }

    /// The same over bytes in place.
    static func compactRate(_ text: UnsafeBufferPointer<UInt8>) -> ExactDecimal? {
        if let (value, fractionDigits) = plainDecimal(text) {
            guard isPlausibleRate(value, fractionDigits: fractionDigits) else { return nil }
            return ExactDecimal(
                negative: false, coefficient: BigUInt(UInt128(value)), exponent: -fractionDigits)
        }
        guard let parsed = ExactDecimal(String(decoding: text, as: UTF8.self)), isPlausibleRate(parsed) else {
            return nil
        }
        return parsed
    }

    /// Whether `compactRate` accepts `text`, without building the number when it is plain.
    static func isCompactRate(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if let (value, fractionDigits) = plainDecimal(text) {
            return isPlausibleRate(value, fractionDigits: fractionDigits)
        }
        return compactRate(text) != nil
    }

    /// `123`, `0.000012989444`: the plain notation `compactText` writes, as
    /// its digits and the count of those after the point, when they fit 19
    /// digits; nil for anything else (read by the general parser instead).
    /// No leading zero before a digit, no sign, no exponent, no bare point.
    static func plainDecimal(_ text: ArraySlice<UInt8>) -> (UInt64, Int)? {
        text.withUnsafeBufferPointer { plainDecimal($0) }
    }

    /// The same over bytes in place (the compact scan's inner loop).
    static func plainDecimal(_ text: UnsafeBufferPointer<UInt8>) -> (UInt64, Int)? {
        var value: UInt64 = 0
        var digits = 0
        // How many digits came before the point; -1 before a point.
        var point = -1
        for byte in text {
            let digit = byte &- 0x30
            if digit < 10 {
                // "0" alone may lead ("0.5"); "05" is not plain notation.
                guard digits < 19, digits != 1 || value != 0 || point >= 0 else { return nil }
                // At most 19 digits: below 10^19, within UInt64.
                value = value &* 10 &+ UInt64(digit)
                digits += 1
            } else {
                guard byte == UInt8(ascii: "."), point < 0, digits > 0 else { return nil }
                point = digits
            }
        }
        let fractionDigits = point < 0 ? 0 : digits - point
        guard digits > 0, point < 0 || fractionDigits > 0 else { return nil }
        return (value, fractionDigits)
    }

    /// `isPlausibleRate` for `value` × 10^-`fractionDigits` (a `plainDecimal`),
    /// in integers: within 1e-12...1e12.
    static func isPlausibleRate(_ value: UInt64, fractionDigits: Int) -> Bool {
        guard value > 0, fractionDigits >= 0, fractionDigits <= 19 else { return false }
        // value ≥ 10^(fractionDigits - 12): always when fractionDigits ≤ 12 (value ≥ 1).
        if fractionDigits > 12 && value < power(of: fractionDigits - 12) { return false }
        // value ≤ 10^(12 + fractionDigits): always when that exceeds 19 digits.
        if 12 + fractionDigits <= 18 && value > power(of: 12 + fractionDigits) { return false }
        return true
    }

    private static func power(of exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    static func isCompactCode<Bytes: Collection<UInt8>>(_ code: Bytes) -> Bool {
        !code.isEmpty && code.count <= compactMaximumCodeBytes
            && code.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
            }
    }
}
