import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The name index's one-pass search (prefix narrowing over the sorted table)
/// and its byte-level entry reader, against naive references built here from
/// the table's text alone.
@Suite("The name index's search agrees with a naive one")
struct NameIndexSearchTests {
    /// Every key of the table and its line, read with `split` (no index code).
    static let reference: [[UInt8]: Substring] = {
        var keys: [[UInt8]: Substring] = [:]
        let text = NameIndex.table.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        for line in text.split(separator: "\n") {
            let key = line.prefix { $0 != "\t" }
            keys[Array(key.utf8)] = line
        }
        return keys
    }()

    /// The naive longest match: every end from the longest down, looked up whole.
    static func naiveMatch(_ line: LineText, from start: Int, accepts: (Int) -> Bool) -> (Int, Substring)? {
        var end = line.count
        while end > start {
            if accepts(end), let found = reference[Array(line.foldedBytes(start..<end))] {
                return (end, found)
            }
            end -= 1
        }
        return nil
    }

    /// The entries of a table line, read with `split` as the index once read them.
    static func naiveEntries(_ line: Substring) -> [NameIndex.Entry] {
        var entries: [NameIndex.Entry] = []
        for field in line.split(separator: "\t").dropFirst() {
            let parts = field.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count >= 4, let row = Int(parts[2]) else { continue }
            let name = String(parts[1])
            let exact = parts.count > 4 ? String(parts[4]) : ""
            let spelling: NameIndex.Entry.Spelling
            // A unit's class in capitals: a unit the prefix rule made.
            let byRule = parts[0] == "u" && parts[3] == parts[3].uppercased()
            switch (parts[0], byRule ? parts[3].lowercased() : String(parts[3])) {
            case ("c", "C"): spelling = .code
            case ("c", "N"), ("u", "n"): spelling = .name
            case ("c", "A"), ("u", "l"): spelling = .alias
            case ("c", "S"): spelling = .sign
            case ("u", "s"): spelling = .symbol(exact)
            case ("u", "a"): spelling = .asciiSymbol(exact)
            default: continue
            }
            let target: NameIndex.Entry.Target = parts[0] == "c" ? .currency(code: name) : .unit(id: name)
            entries.append(NameIndex.Entry(target: target, row: row, spelling: spelling, isByRule: byRule))
        }
        return entries
    }

    @Test("every key is found whole, with the entries its line spells, also with text after it")
    func everyKey() {
        #expect(Self.reference.count > 3000)
        var checked = 0
        NameIndex.forEachKey { key, entries in
            let line = Self.reference[Array(key.utf8)]
            #expect(line != nil, "\(key)")
            guard let line else { return }
            #expect(entries == Self.naiveEntries(line), "\(key)")
            #expect(NameIndex.entries(forKey: Array(key.utf8)) == entries, "\(key)")
            for suffix in ["", " ", "x", "을", " to km", "9"] {
                let text = LineText(key + suffix)
                let found = NameIndex.longestMatch(in: text, from: 0, acceptsEnd: { _ in true })
                let naive = Self.naiveMatch(text, from: 0, accepts: { _ in true })
                #expect(found?.end == naive?.0, "\(key + suffix)")
                #expect(found.map(\.entries) == naive.map { Self.naiveEntries($0.1) }, "\(key + suffix)")
            }
            checked += 1
        }
        #expect(checked == Self.reference.count)
    }

    @Test("random lines of names, pieces of names, digits and glue: same match at every start and end filter")
    func randomLines() {
        var generator = SeededGenerator(seed: 18)
        let keys = Self.reference.keys.map { String(decoding: $0, as: UTF8.self) }.sorted()
        let pieces = [
            " ", "  ", "1", "35", ".", "을", "으로", "만", "k", "M", "to", "in", "(", "+", "#", "é", "㎡", "µ",
        ]
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                if Bool.random(using: &generator) {
                    let key = keys.randomElement(using: &generator)!
                    // Whole, cut short, or with a letter changed in case.
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: text += key
                    case 1: text += String(key.prefix(Int.random(in: 0...key.count, using: &generator)))
                    default: text += key.uppercased()
                    }
                } else {
                    text += pieces.randomElement(using: &generator)!
                }
            }
            let line = LineText(text)
            let modulus = Int.random(in: 1...4, using: &generator)
            let accepts = { (end: Int) in end % modulus != 1 || modulus == 1 }
            for start in 0..<line.count {
                let found = NameIndex.longestMatch(in: line, from: start, acceptsEnd: accepts)
                let naive = Self.naiveMatch(line, from: start, accepts: accepts)
                #expect(found?.end == naive?.0, "\(text) from \(start)")
                #expect(
                    found.map(\.entries) == naive.map { Self.naiveEntries($0.1) }, "\(text) from \(start)")
            }
        }
    }

    @Test("the line starts the generator wrote point at every line of the table")
    func lineStarts() {
        let starts = NameIndex.table.withUTF8Buffer { buffer in
            var starts: [UInt32] = [0]
            for i in 0..<buffer.count where buffer[i] == 0x0A { starts.append(UInt32(i + 1)) }
            return starts
        }
        #expect(NameIndex.lineStarts == starts)
    }
}
