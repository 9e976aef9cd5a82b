/// The shapes of the lines a session has read (issue 18): a column of
/// `N km to mi` lines differs only in its digits, and what the grammar and
/// the name resolution make of a line does not depend on their values, except
/// where it does (below). So a line of a shape met before is read the full way
/// and kept; a later line of that shape takes the kept text, tree and meanings
/// with its own numbers put in, and is evaluated and rendered as any line.
/// (A shape met once only is not kept, only marked: a one-shot command or a
/// column of all different lines costs what it did, not an entry each.)
///
/// A shape is the line's bytes with every ASCII digit masked (the length is
/// kept, so `1,000` and the count of digits are part of it) and whether the
/// line needs a target (`convert`). A line of a known shape is taken only when
/// - every byte outside the kept line's numbers is the kept line's (a digit of
///   `m2`, `A4`, `0x1F`'s `x`, a target's `^2` is not a number of the line);
/// - each number, read again by the lexer's own number reader (`Lexer.numberToken`,
///   with the choices the lexer makes at a digit), ends where the kept one did
///   and has the same form (its parts' kinds and magnitude words, the colloquial
///   word implied): `0x1F` read as `5x1F` is `5`, `0b11` as `0b12` ends early,
///   `1억 2천` keeps its implied 만;
/// otherwise the line is read the full way (and the entry, half rewritten, dropped).
/// A number of plain ASCII digits that the lexer reads whatever they are
/// (`Lexer.readsAnyDigits`), or of such runs and Korean magnitude words
/// (`14736만`, `1억 2천`: `Lexer.readsAnyDigitRuns`), is not read again: its
/// literal is the kept one's with the digits standing there, unless a name led
/// by digits is read there (`Lexer.digitsLeadName`). The entry becomes
/// each line taken from it: its text and its numbers, kept beside the tree
/// (`Reading.numbers`), are rewritten in their own storage when the last line's
/// outcome has let them go (else copied). The tree, its labels and the meanings
/// stay the kept line's, never changed, so an outcome that holds them keeps its
/// own: the evaluator and the echo read each number with a digit from the
/// numbers, by its range (`Evaluator.numbers`, `ExpressionEcho`), and whatever
/// else reads the tree reads no digit of it (names, ranges, operators, and a
/// number's form, implied word included, which is the kept one's:
/// `hasColloquialNumber`, the labels' checks). A line is kept only when it read and
/// resolved without error, is at most `maximumBytes` long, has at most 64
/// numbers, and no number of it starts where a name or keyword before it may
/// run on into its digits (`Lexer.mayRunIntoDigit`: `km2`, `m^2`, `l/100km`,
/// `log2`, from the name index's keys), or starts with anything but a digit or `.`
/// (the lexer reads such a number, `삼만5`, by another way).
///
/// Nothing else a line's reading depends on changes in a session: the lexer,
/// the parser and the name resolution read only the line, `requireTarget` and
/// the generated name index and catalogs (coins are catalog currencies); the
/// home currency, language, mode and preferences are fixed when the session
/// is made; `ans`, the rates, coin prices, labels' dimension checks, rate
/// queries and bases are read by the evaluation and after, which every line
/// runs anew. So the memo needs no invalidation.
///
/// At most `sets` × `ways` shapes are kept (two-way, least recently used first out).
final class LineShapes {
    static let sets = 32
    static let ways = 2
    static let maximumBytes = 256

    /// What a line of a known shape reads as: the kept line's tree and meanings,
    /// never changed, and this line's text and numbers.
    /// (A class: a line takes it with one retain. The memo rewrites it in place
    /// only while it holds the one reference, else a copy.)
    final class Reading {
        @exclusivity(unchecked) var text: LineText
        /// The kept line's reading. Its numbers with a digit are the kept line's:
        /// the line's own are `numbers`, which stand for them by range (the
        /// evaluator and the echo read them from there), so no node of the tree
        /// is made anew for a line, and a tree an outcome holds is never changed.
        let parsed: ParsedLine
        let meanings: NameResolution.Meanings
        /// The line's numbers with a digit, left to right, with the scalars each covers
        /// (`Evaluator.numbers`); a number without one (`삼만`) is the tree's.
        @exclusivity(unchecked) var numbers: [PlacedNumber]
        /// Whether the tree is shallow (`Evaluator.isShallow`): the tree fixes it, and it is the kept one.
        let isShallow: Bool

        init(
            text: LineText, parsed: ParsedLine, meanings: NameResolution.Meanings, numbers: [PlacedNumber],
            isShallow: Bool
        ) {
            self.text = text
            self.parsed = parsed
            self.meanings = meanings
            self.numbers = numbers
            self.isShallow = isShallow
        }

        /// The line as a fresh reading would parse it: the tree with `numbers` in their places.
        var numberedLine: ParsedLine { parsed.numbered(numbers) }
    }

    /// A digit of a kept line's number: where it is in the line's bytes, its
    /// scalar in the line's text, and the index of its number.
    private struct FreeDigit {
        let byte: Int32
        let scalar: Int32
        let number: Int32
    }

    /// A line of a shape, with what the shape lets a line of the same shape
    /// reuse. It is read the full way, then becomes each line taken from it
    /// (its bytes, numbers and reading those of the last line it gave).
    private final class Entry {
        @exclusivity(unchecked) var bytes: [UInt8]
        let hash: UInt64
        let requireTarget: Bool
        /// For each byte: whether it is a digit of a number of the line, free to differ.
        let free: [Bool]
        /// The free digits: where each is in `bytes`, its scalar in `text`, and
        /// the index of its number in `numbers`.
        let digits: [FreeDigit]
        /// The free digits' scalars and bytes, as `digits` has them, side by side (for `LineText.replaceDigits`).
        let scalars: [Int32]
        let offsets: [Int32]
        /// For each number with a free digit (the reading's `numbers`): the index in `digits` of its first digit.
        let firstDigits: [Int32]
        /// The numbers read straight from their digits, one bit each
        /// (`Lexer.readsAnyDigits`, `Lexer.readsAnyDigitRuns`: every digit free).
        let direct: UInt64
        @exclusivity(unchecked) var reading: Reading
        @exclusivity(unchecked) var used: UInt64 = 0

        init(
            bytes: [UInt8], hash: UInt64, requireTarget: Bool, free: [Bool],
            digits: [FreeDigit], firstDigits: [Int32], direct: UInt64, reading: Reading
        ) {
            self.bytes = bytes
            self.hash = hash
            self.requireTarget = requireTarget
            self.free = free
            self.digits = digits
            self.scalars = digits.map(\.scalar)
            self.offsets = digits.map(\.byte)
            self.firstDigits = firstDigits
            self.direct = direct
            self.reading = reading
        }
    }

    // (`@exclusivity(unchecked)`: read and written on every line from one thread,
    // as `Session.lastResult`; the dynamic checks were a tenth of a hit's cost.)
    @exclusivity(unchecked) private var slots: [Entry?] = Array(repeating: nil, count: sets * ways)
    @exclusivity(unchecked) private var clock: UInt64 = 0
    /// Off, every line is read the full way (the tests compare the two).
    @exclusivity(unchecked) var isEnabled = true
    /// The shapes met once, a mark each (their hash), in place of nothing.
    @exclusivity(unchecked) private var seen: [UInt64] = []
    static let marks = 256
    /// Whether the line `reading` just missed is of a shape met before, so to be kept.
    @exclusivity(unchecked) private(set) var keepsMiss = false
    /// The entry the last line was taken from (kept in `slots` too, or dropped from them:
    /// any entry reads its lines correctly).
    @exclusivity(unchecked) private var last: Entry?
    /// How many lines were taken from a kept shape.
    @exclusivity(unchecked) private(set) var hits = 0
    /// How many of them had their text rewritten in the kept text's own storage.
    @exclusivity(unchecked) private(set) var rewrites = 0

    /// How many shapes are kept.
    var count: Int { slots.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    // MARK: Reading a line of a known shape

    /// `line` read from a kept line of its shape; nil when none is kept or the line
    /// must be read the full way.
    func reading(_ line: String, requireTarget: Bool) -> Reading? {
        keepsMiss = false
        guard isEnabled else { return nil }
        return line.utf8.withContiguousStorageIfAvailable { reading($0, requireTarget: requireTarget) } ?? nil
    }

    /// `reading(_:requireTarget:)` of the line's UTF-8 bytes (the batch loop's, no `String` made).
    func reading(bytes: UnsafeBufferPointer<UInt8>, requireTarget: Bool) -> Reading? {
        isEnabled ? reading(bytes, requireTarget: requireTarget) : nil
    }

    private func reading(_ bytes: UnsafeBufferPointer<UInt8>, requireTarget: Bool) -> Reading? {
        keepsMiss = false
        guard !bytes.isEmpty, bytes.count <= Self.maximumBytes else { return nil }
        // A column of one shape: the entry of the last line taken, tried before hashing.
        if let entry = last, entry.requireTarget == requireTarget, entry.bytes.count == bytes.count,
            Self.fits(bytes, entry)
        {
            return taken(bytes, entry)
        }
        let hash = Self.hash(bytes)
        let first = Self.set(of: hash) * Self.ways
        for slot in first..<first + Self.ways {
            guard let entry = slots[slot], entry.hash == hash, entry.requireTarget == requireTarget,
                entry.bytes.count == bytes.count, Self.fits(bytes, entry)
            else { continue }
            return taken(bytes, entry)
        }
        // A shape is kept the second time it is met: a line of a shape met once
        // only (a one-shot command, a column of different lines) costs no entry.
        let mark = hash ^ (requireTarget ? 1 : 0) | 2
        let place = Int(truncatingIfNeeded: mark >> 40) & (Self.marks - 1)
        if seen.isEmpty { seen = [UInt64](repeating: 0, count: Self.marks) }
        keepsMiss = seen[place] == mark
        seen[place] = mark
        return nil
    }

    /// The reading of `bytes` from `entry`, whose shape they fit.
    /// (An entry that misses a line of its shape is dropped: it may be half rewritten.)
    private func taken(_ bytes: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> Reading? {
        clock += 1
        entry.used = clock
        last = entry
        guard let reading = Self.reading(bytes, from: entry, rewrites: &rewrites) else {
            last = nil
            for slot in slots.indices where slots[slot] === entry { slots[slot] = nil }
            return nil
        }
        hits += 1
        return reading
    }

    /// Whether `bytes` differ from the entry's only in free digits.
    private static func fits(_ bytes: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> Bool {
        entry.bytes.withUnsafeBufferPointer { kept in
            entry.free.withUnsafeBufferPointer { free in
                for j in 0..<bytes.count {
                    let byte = bytes[j]
                    if byte != kept[j] && !(free[j] && byte &- 0x30 < 10) { return false }
                }
                return true
            }
        }
    }

    /// The entry's reading with the digits of `bytes`, each changed number read
    /// again, or straight from its digits when the lexer would read them so
    /// (`Lexer.readsAnyDigits`); the entry becomes this line. Its text is
    /// rewritten in place when the last line's outcome has let it go. Nil when
    /// a number reads otherwise (the entry is then half rewritten).
    private static func reading(_ bytes: UnsafeBufferPointer<UInt8>, from entry: Entry, rewrites: inout Int)
        -> Reading?
    {
        // The numbers with a digit changed, one bit each (a line keeps at most 64).
        var changed: UInt64 = 0
        entry.bytes.withUnsafeBufferPointer { kept in
            for digit in entry.digits where bytes[Int(digit.byte)] != kept[Int(digit.byte)] {
                changed |= 1 << UInt64(digit.number)
            }
        }
        if changed == 0 { return entry.reading }
        if !isKnownUniquelyReferenced(&entry.reading) {
            let kept = entry.reading
            entry.reading = Reading(
                text: kept.text, parsed: kept.parsed, meanings: kept.meanings, numbers: kept.numbers,
                isShallow: kept.isShallow)
        }
        let reading = entry.reading
        let digits = entry.digits
        // The text first (the lexer reads it), then each changed number: straight
        // from its digits unless a name led by digits is read there, else read
        // again. (On a miss the entry is half rewritten: the caller drops it.)
        let inPlace = entry.scalars.withUnsafeBufferPointer { scalars in
            entry.offsets.withUnsafeBufferPointer { offsets in
                reading.text.replaceDigits(at: scalars, from: bytes, offsets: offsets)
            }
        }
        if inPlace { rewrites += 1 }
        // Each changed number made in the reading's `numbers`, the tree left as it is:
        // one read straight from its digits written in its literal's own storage
        // when nothing else holds it (its kept literal gives the form).
        let direct = entry.direct
        var rest = changed
        while rest != 0 {
            let index = rest.trailingZeroBitCount
            rest &= rest - 1
            let start = reading.numbers[index].range.lowerBound
            if direct & 1 << UInt64(index) != 0 {
                // (A name led by digits starts with a digit some key starts with: most digits start none.)
                let first = Int(entry.firstDigits[index])
                guard
                    !NameIndex.hasKeys(startingWith: bytes[Int(digits[first].byte)])
                        || !Lexer.digitsLeadName(in: reading.text, at: start)
                else { return nil }
                Self.rewriteDigits(of: &reading.numbers[index], bytes, digits, from: first)
            } else {
                guard let (literal, end) = Lexer.numberToken(in: reading.text, at: start),
                    end == reading.numbers[index].range.upperBound,
                    sameForm(literal, reading.numbers[index].literal)
                else { return nil }
                reading.numbers[index].literal = literal
                reading.numbers[index].plain = Self.plain(literal)
            }
        }
        entry.bytes.withUnsafeMutableBufferPointer { kept in
            for digit in digits { kept[Int(digit.byte)] = bytes[Int(digit.byte)] }
        }
        return reading
    }

    /// The number with each run of digits of its literal the free digits from `digits[first]` on,
    /// as `bytes` has them, written in its own storage when nothing else holds it; its `plain`
    /// value the digits' when the literal is one run of at most 18 (free digits are ASCII digits).
    private static func rewriteDigits(
        of number: inout PlacedNumber, _ bytes: UnsafeBufferPointer<UInt8>, _ digits: [FreeDigit],
        from first: Int
    ) {
        var next = first
        var value: UInt64 = 0
        for k in number.literal.parts.indices {
            guard case .digits(let old) = number.literal.parts[k] else { continue }
            let count = old.utf8.count
            let start = next
            number.literal.parts[k] = .digits(
                String(unsafeUninitializedCapacity: count) { buffer in
                    for j in 0..<count {
                        let digit = bytes[Int(digits[start + j].byte)]
                        buffer[j] = digit
                        value = value &* 10 &+ UInt64(digit &- 0x30)
                    }
                    return count
                })
            next += count
        }
        let count = next - first
        number.plain = number.literal.parts.count == 1 && count >= 1 && count <= 18 ? value : nil
    }

    /// The value of a literal of one part of 1 to 18 ASCII digits (`PlacedNumber.plain`).
    private static func plain(_ literal: NumberLiteral) -> UInt64? {
        guard literal.parts.count == 1, case .digits(let text) = literal.parts[0] else { return nil }
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            guard byte &- 0x30 < 10 else { return nil }
            value = value &* 10 &+ UInt64(byte &- 0x30)
        }
        return value
    }

    /// The same parts (digits, or the same magnitude words) and the same implied word.
    static func sameForm(_ a: NumberLiteral, _ b: NumberLiteral) -> Bool {
        guard a.parts.count == b.parts.count, a.implied == b.implied else { return false }
        for (x, y) in zip(a.parts, b.parts) {
            switch (x, y) {
            case (.digits, .digits): continue
            case (.small(let p), .small(let q)), (.big(let p), .big(let q)): if p != q { return false }
            case (.digits, _), (.small, _), (.big, _): return false
            }
        }
        return true
    }

    // MARK: Keeping a line

    /// Keeps `line`, read the full way without error, for the lines of its shape:
    /// `digits` are the scalars of its ASCII digits (`LineText(_:digits:)`).
    func keep(
        _ line: String, requireTarget: Bool, text: LineText, digits: [Int32], parsed: ParsedLine,
        meanings: NameResolution.Meanings
    ) {
        guard isEnabled, let entry = Self.entry(line, requireTarget, text, digits, parsed, meanings) else {
            return
        }
        let first = Self.set(of: entry.hash) * Self.ways
        var slot = first
        for candidate in first..<first + Self.ways {
            guard let kept = slots[candidate] else {
                slot = candidate
                break
            }
            if kept.hash == entry.hash && kept.requireTarget == requireTarget {
                slot = candidate
                break
            }
            if kept.used < (slots[slot]?.used ?? 0) { slot = candidate }
        }
        clock += 1
        entry.used = clock
        slots[slot] = entry
    }

    private static func entry(
        _ line: String, _ requireTarget: Bool, _ text: LineText, _ digits: [Int32], _ parsed: ParsedLine,
        _ meanings: NameResolution.Meanings
    ) -> Entry? {
        let bytes = Array(line.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumBytes else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(digits.count)
        for (offset, byte) in bytes.enumerated() where byte &- 0x30 < 10 { offsets.append(offset) }
        guard offsets.count == digits.count else { return nil }
        func hasDigit(_ range: Range<Int>) -> Bool { digits.contains { range.contains(Int($0)) } }
        // The numbers with digits, each read again here as a later line's will be.
        var numbers: [PlacedNumber] = []
        var readable = true
        parsed.expression.forEachNumber { literal, range in
            guard readable, hasDigit(range) else { return }
            let first = text.scalars[range.lowerBound]
            guard first.value &- 0x30 < 10 || first == ".",
                !Lexer.mayRunIntoDigit(in: text, at: range.lowerBound)
            else {
                readable = false
                return
            }
            var number = PlacedNumber(range, literal)
            number.plain = Self.plain(literal)
            numbers.append(number)
        }
        // A label's subject is part of the expression: its numbers are among those.
        for label in parsed.labels {
            label.subject.forEachNumber { _, range in
                if hasDigit(range) && !numbers.contains(where: { $0.range == range }) { readable = false }
            }
        }
        guard readable, numbers.count <= 64 else { return nil }
        var free = [Bool](repeating: false, count: bytes.count)
        var freeDigits: [FreeDigit] = []
        freeDigits.reserveCapacity(digits.count)
        var firstDigits = [Int32](repeating: -1, count: numbers.count)
        var counts = [Int](repeating: 0, count: numbers.count)
        for (offset, scalar) in zip(offsets, digits) {
            guard let number = numbers.firstIndex(where: { $0.range.contains(Int(scalar)) }) else { continue }
            free[offset] = true
            if firstDigits[number] < 0 { firstDigits[number] = Int32(freeDigits.count) }
            counts[number] += 1
            freeDigits.append(FreeDigit(byte: Int32(offset), scalar: scalar, number: Int32(number)))
        }
        // Straight from the digits: a number of plain digits, or of runs of them and
        // magnitude words, the lexer reads whatever they are, every digit of it
        // a free digit (not a full-width `１`).
        var direct: UInt64 = 0
        for (index, number) in numbers.enumerated() {
            let literal = number.literal
            let digitCount = literal.parts.reduce(0) {
                if case .digits(let text) = $1 { $0 + text.utf8.count } else { $0 }
            }
            if counts[index] == number.range.count
                && Lexer.readsAnyDigits(in: text, number.range, literal: literal)
                || counts[index] == digitCount
                    && Lexer.readsAnyDigitRuns(in: text, number.range, literal: literal)
            {
                direct |= 1 << UInt64(index)
            }
        }
        let hash = bytes.withUnsafeBufferPointer { Self.hash($0) }
        return Entry(
            bytes: bytes, hash: hash, requireTarget: requireTarget, free: free, digits: freeDigits,
            firstDigits: firstDigits, direct: direct,
            reading: Reading(
                text: text, parsed: parsed, meanings: meanings, numbers: numbers,
                isShallow: Evaluator.isShallow(parsed.expression, depth: 0)))
    }

    // MARK: Shapes

    /// FNV-1a of the bytes with every ASCII digit read as `0`.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte &- 0x30 < 10 ? 0x30 : byte)) &* 0x100_0000_01B3 }
        return hash
    }

    private static func set(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash ^ hash >> 29) % UInt64(sets))
    }
}
