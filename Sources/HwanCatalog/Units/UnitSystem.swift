/// The system of units a unit belongs to: the parts of a mixed sum
/// (`5 ft 11 in`, `3근 2냥`) must come from one. Settled once when a unit's
/// fields are made, not searched for in its source on every sum (that search
/// was a tenth of a `5 ft 11 in to cm` line).
package enum UnitSystem: Sendable, Equatable {
    case time, korean, imperial, metric

    /// Time is one for all; Korean traditional; US customary and imperial
    /// (NIST, UK law); else metric.
    static func of(id: String, dimension: UnitDimension, isKoreanTraditional: Bool, source: String)
        -> UnitSystem
    {
        if dimension == .duration { return .time }
        if isKoreanTraditional { return .korean }
        if mentions(source, "NIST HB 44") || mentions(source, "UK Weights") || id.hasPrefix("imperial") {
            return .imperial
        }
        return .metric
    }

    /// Whether `text` holds the ASCII `needle`, compared as bytes (a character
    /// search cost every unit made several times this).
    static func mentions(_ text: String, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            var text = text
            return text.withUTF8 { text in
                guard needle.count > 0, needle.count <= text.count else { return needle.count == 0 }
                for i in 0...(text.count - needle.count) where text[i] == needle[0] {
                    var k = 1
                    while k < needle.count && text[i + k] == needle[k] { k += 1 }
                    if k == needle.count { return true }
                }
                return false
            }
        }
    }
}
