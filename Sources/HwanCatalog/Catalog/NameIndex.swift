/// Every spelling of every currency and unit, laid out at generation time
/// (scripts/generate_name_index.py → NameIndex+Generated.swift) as one sorted
/// table of folded keys. Lookups binary-search the table and return entries
/// that point at their rows in the embedded Resources files, so nothing is
/// built at start-up and a command touches only the rows it uses.
///
/// One index answers the grammar (longest match), "did you mean" and tab
/// completion, so the three can never disagree about what is a name.
public enum NameIndex {
    /// One thing a key may name.
    public struct Entry: Sendable, Equatable, Hashable {
        public enum Target: Sendable, Equatable, Hashable {
            case currency(code: String)
            case unit(id: String)
        }

        /// How the key names it: decides ties (a symbol or primary name beats an
        /// alias) and whether case matters.
        public enum Spelling: Sendable, Equatable, Hashable {
            /// An ISO or provider code (`USD`, `usd`): case does not matter.
            case code
            /// A CLDR name, Korean or English.
            case name
            /// A hand-curated alias (`달러`, `엔`, `dollar`).
            case alias
            /// A sign written before or after an amount (`$`, `₩`, `€`, `US$`).
            case sign
            /// A unit's symbol, case-sensitive (`mm` vs `Mm`).
            case symbol(String)
            /// One of a unit's further ASCII spellings, case-sensitive (`m2`, `degC`).
            case asciiSymbol(String)
        }

        public let target: Target
        /// Where the target's row starts in its embedded Resources file.
        public let row: Int
        public let spelling: Spelling

        /// How well `typed` names this entry, lower is better: 0 a symbol in its
        /// own case, a code or a primary name; 1 an ASCII spelling or alias; 2 a
        /// case-sensitive symbol typed in another case.
        public func quality(for typed: String) -> Int {
            switch spelling {
            case .code, .name, .sign: 0
            case .alias: 1
            case .symbol(let exact): typed == exact ? 0 : 2
            case .asciiSymbol(let exact): typed == exact ? 1 : 2
            }
        }
    }

    /// The entries of exactly this folded key, nil when it names nothing.
    public static func entries(forKey key: some Collection<UInt8>) -> [Entry]? {
        table.withUTF8Buffer { buffer in
            guard let line = find(Array(key), in: buffer) else { return nil }
            return parseEntries(buffer, line: line)
        }
    }

    /// The entries of `text`, folded as a typed line is.
    public static func entries(for text: String) -> [Entry]? {
        let line = LineText(text)
        return entries(forKey: line.foldedBytes(0..<line.count))
    }

    /// The longest run of `line` starting at scalar `start` that is a key, among
    /// the ends `acceptsEnd` allows; the end index and its entries.
    package static func longestMatch(in line: LineText, from start: Int, acceptsEnd: (Int) -> Bool) -> (
        end: Int, entries: [Entry], words: [Word]
    )? {
        let firstByte = line.byteStart[start]
        var end = start
        while end < line.count, line.byteStart[end + 1] - firstByte <= longestKey { end += 1 }
        return table.withUTF8Buffer { buffer in
            while end > start {
                if acceptsEnd(end), let found = find(Array(line.foldedBytes(start..<end)), in: buffer) {
                    return (end, parseEntries(buffer, line: found), words(buffer, line: found))
                }
                end -= 1
            }
            return nil
        }
    }

    /// Calls `body` with every key and its entries, in table order. For "did you
    /// mean" and tab completion, which need them all.
    public static func forEachKey(_ body: (String, [Entry]) -> Void) {
        table.withUTF8Buffer { buffer in
            var start = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count && buffer[end] != 0x0A { end += 1 }
                var tab = start
                while tab < end && buffer[tab] != 0x09 { tab += 1 }
                let key = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<tab]), as: UTF8.self)
                body(key, parseEntries(buffer, line: start..<end))
                start = end + 1
            }
        }
    }

    // MARK: The table

    /// Binary search over the sorted lines: the range of the line whose key is `key`.
    static func find(_ key: [UInt8], in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var low = 0
        var high = buffer.count
        while low < high {
            var start = (low + high) / 2
            while start > low && buffer[start - 1] != 0x0A { start -= 1 }
            var end = start
            while end < buffer.count && buffer[end] != 0x0A { end += 1 }
            switch compareKey(key, buffer, lineStart: start) {
            case 0: return start..<end
            case ..<0: high = start
            default: low = end + 1
            }
        }
        return nil
    }

    /// <0, 0, >0 as `key` sorts before, equal to, after the key of the line at `lineStart`.
    private static func compareKey(_ key: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, lineStart: Int)
        -> Int
    {
        var i = 0
        var j = lineStart
        while true {
            let lineEnded = j >= buffer.count || buffer[j] == 0x09 || buffer[j] == 0x0A
            if i == key.count { return lineEnded ? 0 : -1 }
            if lineEnded { return 1 }
            if key[i] != buffer[j] { return Int(key[i]) - Int(buffer[j]) }
            i += 1
            j += 1
        }
    }

    /// The grammar words of a line (`w:` fields), found by bytes: most lines have
    /// none, and a `String` search would cost every run the grapheme tables.
    private static func words(_ buffer: UnsafeBufferPointer<UInt8>, line: Range<Int>) -> [Word] {
        var i = line.lowerBound
        while i + 2 < line.upperBound {
            if buffer[i] == 0x09 && buffer[i + 1] == UInt8(ascii: "w") && buffer[i + 2] == UInt8(ascii: ":") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[line]), as: UTF8.self)
                return parseWords(Substring(text))
            }
            i += 1
        }
        return []
    }

    /// `c:CODE:ROW:CLASS` and `u:ID:ROW:CLASS[:EXACT]` fields after the key.
    private static func parseEntries(_ buffer: UnsafeBufferPointer<UInt8>, line: Range<Int>) -> [Entry] {
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[line]), as: UTF8.self)
        var entries: [Entry] = []
        for field in text.split(separator: "\t").dropFirst() {
            let parts = field.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count >= 4, let row = Int(parts[2]) else { continue }
            let name = String(parts[1])
            let exact = parts.count > 4 ? String(parts[4]) : ""
            let entry: Entry
            switch (parts[0], parts[3]) {
            case ("c", "C"): entry = Entry(target: .currency(code: name), row: row, spelling: .code)
            case ("c", "N"): entry = Entry(target: .currency(code: name), row: row, spelling: .name)
            case ("c", "A"): entry = Entry(target: .currency(code: name), row: row, spelling: .alias)
            case ("c", "S"): entry = Entry(target: .currency(code: name), row: row, spelling: .sign)
            case ("u", "s"): entry = Entry(target: .unit(id: name), row: row, spelling: .symbol(exact))
            case ("u", "a"): entry = Entry(target: .unit(id: name), row: row, spelling: .asciiSymbol(exact))
            case ("u", "n"): entry = Entry(target: .unit(id: name), row: row, spelling: .name)
            case ("u", "l"): entry = Entry(target: .unit(id: name), row: row, spelling: .alias)
            default: continue
            }
            entries.append(entry)
        }
        return entries
    }
}
