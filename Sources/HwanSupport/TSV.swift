/// Tab-separated data, split on UTF-8 bytes. Splitting Korean text by
/// `Character` (grapheme breaking) was most of the catalogs' start-up cost.
package enum TSV {
    /// Lines that are neither empty nor `#` comments, with 1-based numbers,
    /// each split at tabs.
    package static func rows(_ text: String) -> [(number: Int, fields: [String])] {
        var rows: [(number: Int, fields: [String])] = []
        var number = 0
        for line in split(text, at: 0x0A) {
            number += 1
            var line = line
            if line.last == 0x0D { line.removeLast() }
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            rows.append((number, split(line, at: 0x09).map { String(decoding: $0, as: UTF8.self) }))
        }
        return rows
    }

    /// `a|b|c` → `["a", "b", "c"]`; an empty field is an empty list.
    /// Read in place (no byte copy, no array of slices): a one-shot `rates`
    /// reads three lists for each of its twenty currencies.
    package static func list(_ field: String, separator: UInt8 = UInt8(ascii: "|")) -> [String] {
        guard !field.isEmpty else { return [] }
        var field = field
        return field.withUTF8 { bytes in
            var parts: [String] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == separator {
                parts.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return parts
        }
    }

    private static func split(_ text: String, at separator: UInt8) -> [ArraySlice<UInt8>] {
        split(ArraySlice(text.utf8), at: separator)
    }

    private static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == separator {
                parts.append(bytes[start..<index])
                start = index + 1
            }
            index += 1
        }
        parts.append(bytes[start..<bytes.endIndex])
        return parts
    }
}
