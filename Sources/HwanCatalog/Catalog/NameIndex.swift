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
        /// A prefixed unit the prefix rule made (`aBq`, `PW`): read as any name,
        /// never offered as a suggestion, where it would only bury the likely words.
        public let isByRule: Bool

        public init(target: Target, row: Int, spelling: Spelling, isByRule: Bool = false) {
            self.target = target
            self.row = row
            self.spelling = spelling
            self.isByRule = isByRule
        }

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
            guard let line = find(key, in: buffer) else { return nil }
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
    ///
    /// One pass over the line's folded bytes narrows the range of table lines
    /// whose keys start with the bytes read so far; wherever the first line of
    /// the range is exactly those bytes (a key ends there, at a scalar's end),
    /// that end is a candidate. Nothing is allocated until the match is known.
    package static func longestMatch(in line: LineText, from start: Int, acceptsEnd: (Int) -> Bool) -> (
        end: Int, entries: [Entry], words: [Word]
    )? {
        withTable { buffer, starts -> (end: Int, entries: [Entry], words: [Word])? in
            line.bytes.withUnsafeBufferPointer { bytes -> (end: Int, entries: [Entry], words: [Word])? in
                let firstByte = line.byteStart(start)
                var low = 0
                var high = starts.count
                var best: (end: Int, line: Int)?
                var end = start
                var depth = 0
                while end < line.count {
                    let scalarEnd = line.byteStart(end + 1)
                    while firstByte + depth < scalarEnd {
                        let byte = bytes[firstByte + depth]
                        if depth == 0 {
                            // The keys of one first byte, without a search.
                            low = Int(firstByteBounds[Int(byte)])
                            high = Int(firstByteBounds[Int(byte) + 1])
                        } else {
                            low = lowerBound(byte, at: depth, buffer, starts, low, high, strictly: false)
                            high = lowerBound(byte, at: depth, buffer, starts, low, high, strictly: true)
                        }
                        depth += 1
                        if low >= high { break }
                    }
                    if low >= high { break }
                    end += 1
                    // The first line of the range is the shortest key: exactly the bytes read?
                    if buffer[Int(starts[low]) + depth] == 0x09, acceptsEnd(end) { best = (end, low) }
                }
                guard let best else { return nil }
                let found = lineRange(best.line, buffer, starts)
                return (best.end, parseEntries(buffer, line: found), words(buffer, line: found))
            }
        }
    }

    /// Whether some key starts with this byte.
    package static func hasKeys(startingWith byte: UInt8) -> Bool {
        firstByteBounds[Int(byte)] < firstByteBounds[Int(byte) + 1]
    }

    /// Whether `line`'s folded text just before scalar `end` ends with the bytes
    /// some key has before an ASCII digit (`km` of `km2`, `m^` of `m^2`, `l/` of
    /// `l/100km`), digits matching any digit: a name read there may run on into
    /// a number starting at `end`, so that number's digits may change what is read.
    package static func mayRunIntoDigit(in line: LineText, at end: Int) -> Bool {
        let stop = line.byteStart(end)
        guard stop > 0 else { return false }
        return line.bytes.withUnsafeBufferPointer { bytes in
            // Most places end with no context's last byte or last two bytes: no scan then.
            func zeroed(_ byte: UInt8) -> Int { byte &- 0x30 < 10 ? 0x30 : Int(byte) }
            func has(_ bit: Int, _ set: (UInt64, UInt64, UInt64, UInt64)) -> Bool {
                let word =
                    switch bit >> 6 {
                    case 0: set.0
                    case 1: set.1
                    case 2: set.2
                    default: set.3
                    }
                return word & 1 << UInt64(bit & 63) != 0
            }
            let last = zeroed(bytes[stop - 1])
            let pair = stop >= 2 && has((last &* 31 &+ zeroed(bytes[stop - 2])) & 255, digitContextPairs)
            guard pair || has(last, digitContextBytes) else { return false }
            return digitContexts.withUTF8Buffer { contexts in
                var start = 1  // past the leading tab
                while start < contexts.count {
                    var finish = start
                    while contexts[finish] != 0x09 { finish += 1 }
                    let length = finish - start
                    if length <= stop {
                        var k = 0
                        while k < length {
                            let a = contexts[start + k]
                            let b = bytes[stop - length + k]
                            if a != b && !(a &- 0x30 < 10 && b &- 0x30 < 10) { break }
                            k += 1
                        }
                        if k == length { return true }
                    }
                    start = finish + 1
                }
                return false
            }
        }
    }

    /// The first line among `low..<high` (whose keys all share their first
    /// `depth` bytes) whose key byte at `depth` is at least `byte` (more than
    /// `byte` when `strictly`). A key that ends before `depth` reads as its
    /// tab, below every key byte.
    private static func lowerBound(
        _ byte: UInt8, at depth: Int, _ buffer: UnsafeBufferPointer<UInt8>,
        _ starts: UnsafeBufferPointer<UInt32>,
        _ low: Int, _ high: Int, strictly: Bool
    ) -> Int {
        var low = low
        var high = high
        while low < high {
            let middle = (low + high) / 2
            let key = buffer[Int(starts[middle]) + depth]
            if key < byte || (strictly && key == byte) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The table's bytes and where each of its lines starts.
    static func withTable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt32>) -> Result
    ) -> Result {
        table.withUTF8Buffer { buffer in lineStarts.withUnsafeBufferPointer { body(buffer, $0) } }
    }

    /// The bytes of line `index` of the table, without its newline.
    private static func lineRange(
        _ index: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<UInt32>
    ) -> Range<Int> {
        Int(starts[index])..<(index + 1 < starts.count ? Int(starts[index + 1]) - 1 : buffer.count)
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
    static func find(_ key: some Collection<UInt8>, in buffer: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        lineStarts.withUnsafeBufferPointer { starts in
            var low = 0
            var high = starts.count
            if let first = key.first {
                (low, high) = (Int(firstByteBounds[Int(first)]), Int(firstByteBounds[Int(first) + 1]))
            }
            while low < high {
                let middle = (low + high) / 2
                switch compareKey(key, buffer, lineStart: Int(starts[middle])) {
                case 0: return lineRange(middle, buffer, starts)
                case ..<0: high = middle
                default: low = middle + 1
                }
            }
            return nil
        }
    }

    /// <0, 0, >0 as `key` sorts before, equal to, after the key of the line at `lineStart`.
    private static func compareKey(
        _ key: some Collection<UInt8>, _ buffer: UnsafeBufferPointer<UInt8>, lineStart: Int
    ) -> Int {
        var j = lineStart
        for byte in key {
            if j >= buffer.count || buffer[j] == 0x09 || buffer[j] == 0x0A { return 1 }
            if byte != buffer[j] { return Int(byte) - Int(buffer[j]) }
            j += 1
        }
        return j >= buffer.count || buffer[j] == 0x09 || buffer[j] == 0x0A ? 0 : -1
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

    /// `c:CODE:ROW:CLASS` and `u:ID:ROW:CLASS[:EXACT]` fields after the key,
    /// read from the bytes (only the names become strings).
    private static func parseEntries(_ buffer: UnsafeBufferPointer<UInt8>, line: Range<Int>) -> [Entry] {
        var entries: [Entry] = []
        var i = line.lowerBound
        while i < line.upperBound && buffer[i] != 0x09 { i += 1 }
        // One entry a field at most: the array is made once, at its size.
        var fields = 0
        for k in i..<line.upperBound where buffer[k] == 0x09 { fields += 1 }
        entries.reserveCapacity(fields)
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        }
        while i < line.upperBound {
            // `i` is at the tab before a field.
            let fieldStart = i + 1
            var fieldEnd = fieldStart
            while fieldEnd < line.upperBound && buffer[fieldEnd] != 0x09 { fieldEnd += 1 }
            i = fieldEnd
            // The first four `:`-separated parts; the fifth is the rest of the field.
            var colons = (0, 0, 0, 0)
            var found = 0
            var j = fieldStart
            while j < fieldEnd && found < 4 {
                if buffer[j] == UInt8(ascii: ":") {
                    switch found {
                    case 0: colons.0 = j
                    case 1: colons.1 = j
                    case 2: colons.2 = j
                    default: colons.3 = j
                    }
                    found += 1
                }
                j += 1
            }
            guard found >= 3, colons.0 == fieldStart + 1 else { continue }
            let classEnd = found == 4 ? colons.3 : fieldEnd
            guard classEnd == colons.2 + 2, colons.2 > colons.1 + 1 else { continue }
            var row = 0
            var digits = true
            for k in (colons.1 + 1)..<colons.2 {
                let digit = buffer[k] &- 0x30
                if digit > 9 { digits = false }
                row = row &* 10 &+ Int(digit)
            }
            guard digits, colons.2 - colons.1 <= 10 else { continue }
            let kind = buffer[fieldStart]
            let spellingClass = buffer[colons.2 + 1]
            let spelling: Entry.Spelling
            // A unit's class in capitals: a unit the prefix rule made.
            let byRule = kind == UInt8(ascii: "u") && spellingClass &- 0x41 < 26
            switch (kind, byRule ? spellingClass | 0x20 : spellingClass) {
            case (UInt8(ascii: "c"), UInt8(ascii: "C")): spelling = .code
            case (UInt8(ascii: "c"), UInt8(ascii: "N")): spelling = .name
            case (UInt8(ascii: "c"), UInt8(ascii: "A")): spelling = .alias
            case (UInt8(ascii: "c"), UInt8(ascii: "S")): spelling = .sign
            case (UInt8(ascii: "u"), UInt8(ascii: "s")):
                spelling = .symbol(found == 4 ? text((colons.3 + 1)..<fieldEnd) : "")
            case (UInt8(ascii: "u"), UInt8(ascii: "a")):
                spelling = .asciiSymbol(found == 4 ? text((colons.3 + 1)..<fieldEnd) : "")
            case (UInt8(ascii: "u"), UInt8(ascii: "n")): spelling = .name
            case (UInt8(ascii: "u"), UInt8(ascii: "l")): spelling = .alias
            default: continue
            }
            let name = text((colons.0 + 1)..<colons.1)
            let target: Entry.Target = kind == UInt8(ascii: "c") ? .currency(code: name) : .unit(id: name)
            entries.append(Entry(target: target, row: row, spelling: spelling, isByRule: byRule))
        }
        return entries
    }
}
