/// Reads one row of an embedded Resources file at the byte offset the name
/// index gives, so that a lookup parses that row and nothing else.
enum EmbeddedRows {
    /// The tab-separated fields of the line starting at `offset` of `text`, or
    /// nil when the offset is not the start of a line (a stale index: tests catch it).
    static func fields(of text: String, at offset: Int) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard offset >= 0, offset < bytes.count, offset == 0 || bytes[offset - 1] == 0x0A else { return nil }
            var end = offset
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            var fields: [String] = []
            var start = offset
            for i in offset...end where i == end || bytes[i] == 0x09 {
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                start = i + 1
            }
            return fields
        }
    }
}

extension UnitCatalog {
    /// The dimension of the unit whose row starts at `row` in Resources/units.tsv.
    static func dimension(ofRow row: Int) -> UnitDimension? {
        EmbeddedRows.fields(of: EmbeddedResource.unitsTsv, at: row).flatMap { UnitDimension(rawValue: $0[0]) }
    }
}
