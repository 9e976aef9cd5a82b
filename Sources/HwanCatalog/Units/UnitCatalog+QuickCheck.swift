/// A check that needs no parsed catalog, so that currency words do not pay
/// for parsing every unit definition at start-up.
extension UnitCatalog {
    /// False only when `token` certainly names no unit: a word of Hangul
    /// syllables (matched exactly, as Korean names are) that appears nowhere
    /// in the unit data. Anything else may name a unit.
    public static func couldName(_ token: String) -> Bool {
        let scalars = token.unicodeScalars
        guard !scalars.isEmpty, scalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else {
            return true
        }
        let needle = Array(token.utf8)
        var data = EmbeddedResource.unitsTsv
        return data.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == needle[0] {
                    var offset = 1
                    while offset < needle.count && bytes[index + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}
