/// Which keys run on past a given text: what the memo of line shapes (HwanSession's
/// `LineShapes`) asks before it lets a currency code of a kept line differ in later
/// lines (no name read before the code or at it may run on into or past its letters).
extension NameIndex {
    /// Whether some key is longer than the folded text of `range` of `line`, starts
    /// with it, and has after it a byte `next` accepts.
    package static func hasLongerKey(in line: LineText, _ range: Range<Int>, where next: (UInt8) -> Bool)
        -> Bool
    {
        let bytes = line.foldedBytes(range)
        return hasLongerKey(startingWith: Array(bytes), where: next)
    }

    /// Whether some key is longer than `prefix`, starts with it, and has after it a
    /// byte `next` accepts.
    package static func hasLongerKey(startingWith prefix: [UInt8], where next: (UInt8) -> Bool) -> Bool {
        guard !prefix.isEmpty else { return false }
        return withTable { buffer, starts in
            /// Whether line `index`'s key sorts before `prefix` (it is then no key starting with it).
            func before(_ index: Int) -> Bool {
                let start = Int(starts[index])
                for k in 0..<prefix.count {
                    let byte = buffer[start + k]
                    if byte == 0x09 || byte < prefix[k] { return true }
                    if byte > prefix[k] { return false }
                }
                return false
            }
            func startsWithPrefix(_ index: Int) -> Bool {
                let start = Int(starts[index])
                for k in 0..<prefix.count where buffer[start + k] != prefix[k] { return false }
                return true
            }
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if before(middle) { low = middle + 1 } else { high = middle }
            }
            // The keys starting with `prefix` follow one another from `low` (the table is sorted).
            var index = low
            while index < starts.count && startsWithPrefix(index) {
                let after = buffer[Int(starts[index]) + prefix.count]
                if after != 0x09 && next(after) { return true }
                index += 1
            }
            return false
        }
    }
}

extension NameIndex {
    /// The length in bytes of the longest context `mayRunIntoDigit` matches before a
    /// digit: a name read more bytes than this before a number cannot run on into it.
    package static let longestDigitContext: Int = digitContexts.withUTF8Buffer { contexts in
        var longest = 0
        var length = 0
        for byte in contexts {
            if byte == 0x09 {
                longest = max(longest, length)
                length = 0
            } else {
                length += 1
            }
        }
        return longest
    }
}
