/// The shapes of the lines a session has read: a column of
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
/// A shape also masks each run of three ASCII capitals after the line's start or a
/// space and before its end or a byte that is no ASCII letter or digit (`isCodeRun`):
/// the bench's pair lines mix hundreds of currency pairs, `convert N JPY USD`. Such a
/// run of a kept line is a free code, free to differ as digits are, when the full
/// reading made it one name meaning a free code (`freeCode`: an ISO fiat currency's
/// code that is the one entry of its key, read alone as one name, no longer key going
/// on from it with anything but a letter; no coin, metal, other `X` code, provider
/// extra, unit, keyword) and nothing around it can read its letters otherwise
/// (`freeCodes`: every byte before it printable ASCII, so its scalars are counted; after
/// it the end, Hangul glue, or a space and no number; no key starting before it goes
/// on into a letter there; no number after it within a digit context's reach). A line
/// of the shape is then taken when its letters there are three capitals of a free code
/// (checked in `fits`, before anything is rewritten, with the digits' checks); its
/// text gets them (`LineText.replaceASCII`) before any number is read again (`5B
/// USD`: a suffix reads the name after it), and its meanings the code's meaning and
/// currency in that name's place (`Reading.meanings`; the tree keeps the kept names,
/// whose text nothing after the resolution reads but for Hangul: `mixedKorean`), so
/// the evaluation, the rate lookup, notices (printed by the evaluation and the rates,
/// once per pair, read anew for each line), the rendering and the JSON `expression`
/// (`ExpressionEcho`, from the meanings' kinds) see this line's codes. The parser reads
/// a name only through its entries' kinds (money, a unit, a metal), the resolution
/// only through its entries and case: the same for every free code; `requireTarget` is
/// part of the shape, and bank-rate kinds, per-hundred quotes and the home currency
/// are read at evaluation and rendering from the meanings. Lowercase codes (`usd`:
/// a weaker match, possibly a unit), Korean names, coins and names that look like
/// codes are not free: their lines are read the full way.
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

    /// A digit of a kept line's number: where it is in the line's bytes, its
    /// scalar in the line's text, and the index of its number.
    private struct FreeDigit {
        let byte: Int32
        let scalar: Int32
        let number: Int32
    }

    /// A currency code of a kept line that a line of its shape may write otherwise
    /// (`freeCodes`): where its three capitals are in the line's bytes, its first
    /// scalar in the line's text, and the place of its name among the meanings.
    private struct FreeCode {
        let byte: Int32
        let scalar: Int32
        let name: Int32
    }

    /// What a free currency code means (`NameResolution.Meanings.replace`).
    struct CodeMeaningValue {
        let meaning: NameResolution.Meaning
        let kind: Quantity.Kind?
    }

    /// A line of a shape, with what the shape lets a line of the same shape
    /// reuse. It is read the full way, then becomes each line taken from it
    /// (its bytes, numbers and reading those of the last line it gave).
    private final class Entry {
        /// The line's bytes, eight a word in memory order, the last word padded with
        /// zeros: `fits` compares a line with them a word at a time.
        @exclusivity(unchecked) var words: [UInt64]
        /// How many bytes the line has.
        let length: Int
        let hash: UInt64
        let requireTarget: Bool
        /// For each byte, in the words' places: 0x80 where it is a digit of a number of the
        /// line (`digitMarks`) or a capital of a free currency code (`capitalMarks`), free to
        /// differ as one; 0 elsewhere.
        let digitMarks: [UInt64]
        let capitalMarks: [UInt64]
        /// The free digits: where each is in `bytes`, its scalar in `text`, and
        /// the index of its number in `numbers`.
        let digits: [FreeDigit]
        /// The free digits' scalars and bytes, as `digits` has them, then the free codes'
        /// capitals' (three each, as `codes` has them), side by side (for `LineText.replaceASCII`:
        /// the digits' alone, or with the capitals').
        let scalars: [Int32]
        let offsets: [Int32]
        /// For each number with a free digit (the reading's `numbers`): the index in `digits` of its first digit.
        let firstDigits: [Int32]
        /// The free currency codes, left to right.
        let codes: [FreeCode]
        /// The numbers read straight from their digits, one bit each
        /// (`Lexer.readsAnyDigits`, `Lexer.readsAnyDigitRuns`: every digit free).
        let direct: UInt64
        @exclusivity(unchecked) var reading: Reading
        @exclusivity(unchecked) var used: UInt64 = 0

        init(
            bytes: [UInt8], hash: UInt64, requireTarget: Bool, free: [UInt8],
            digits: [FreeDigit], codes: [FreeCode], firstDigits: [Int32], direct: UInt64, reading: Reading
        ) {
            self.words = Self.words(bytes)
            self.length = bytes.count
            self.hash = hash
            self.requireTarget = requireTarget
            self.digitMarks = Self.words(free.map { $0 == LineShapes.digit ? 0x80 : 0 })
            self.capitalMarks = Self.words(free.map { $0 == LineShapes.capital ? 0x80 : 0 })
            self.digits = digits
            self.scalars = digits.map(\.scalar) + codes.flatMap { [$0.scalar, $0.scalar + 1, $0.scalar + 2] }
            self.offsets = digits.map(\.byte) + codes.flatMap { [$0.byte, $0.byte + 1, $0.byte + 2] }
            self.codes = codes
            self.firstDigits = firstDigits
            self.direct = direct
            self.reading = reading
        }

        /// `bytes` eight a word, in memory order, zero-padded.
        static func words(_ bytes: [UInt8]) -> [UInt64] {
            var words = [UInt64](repeating: 0, count: (bytes.count + 7) / 8)
            words.withUnsafeMutableBytes { $0.copyBytes(from: bytes) }
            return words
        }

        /// The line's bytes (a view of `words`).
        func withKept<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            words.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<length])) }
        }
    }

    // (`@exclusivity(unchecked)`: read and written on every line from one thread,
    // as `Session.lastResult`; the dynamic checks would be a tenth of a hit's cost.)
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
    /// How many of them had a currency code other than the last line's (`freeCodes`).
    @exclusivity(unchecked) private(set) var codeHits = 0
    /// How many of them had their text rewritten in the kept text's own storage.
    @exclusivity(unchecked) private(set) var rewrites = 0

    /// For each three capitals `AAA`...`ZZZ`: 0 not looked at yet, 1 no free code,
    /// else 2 + the place of its meaning in `codeMeanings` (`freeCode`; made when a
    /// line with a code is first kept, each code looked at once).
    @exclusivity(unchecked) private var codeTable: [UInt16] = []
    @exclusivity(unchecked) private var codeMeanings: [CodeMeaningValue] = []
    /// For each free code of the entry `fits` last took a line for: the place in
    /// `codeMeanings` of the line's code there, or -1 when it is the kept one.
    @exclusivity(unchecked) private var fitCodes: [Int32] = []
    /// Whether the line `fits` last took differs from the entry in a code's capitals.
    @exclusivity(unchecked) private var fitChangedCodes = false

    /// What `Entry.free` says of a byte.
    private static let fixed: UInt8 = 0
    private static let digit: UInt8 = 1
    private static let capital: UInt8 = 2

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
        if let entry = last, entry.requireTarget == requireTarget, entry.length == bytes.count,
            fits(bytes, entry)
        {
            return taken(bytes, entry)
        }
        let hash = Self.hash(bytes)
        let first = Self.set(of: hash) * Self.ways
        for slot in first..<first + Self.ways {
            guard let entry = slots[slot], entry.hash == hash, entry.requireTarget == requireTarget,
                entry.length == bytes.count, fits(bytes, entry)
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
        guard let reading = reading(bytes, from: entry) else {
            last = nil
            for slot in slots.indices where slots[slot] === entry { slots[slot] = nil }
            return nil
        }
        hits += 1
        return reading
    }

    /// Whether `bytes` differ from the entry's only in free digits, each an ASCII
    /// digit, and in free codes, each one a free code (`freeCode`).
    private func fits(_ bytes: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> Bool {
        // 0: a fixed byte differs, 1: only digits (if any), 2: a capital of a code too.
        // Eight bytes at a time, with no branch on a byte (which bytes differ is the
        // data's, different on every line: a mispredicted branch a byte cost more than
        // the loop). In each byte's top bit: whether it differs, is an ASCII digit, an
        // ASCII capital (sums within a byte's low seven bits: no carry between bytes).
        let verdict = entry.words.withUnsafeBufferPointer { kept in
            entry.digitMarks.withUnsafeBufferPointer { digitMarks in
                entry.capitalMarks.withUnsafeBufferPointer { capitalMarks -> Int in
                    let line = UnsafeRawBufferPointer(bytes)
                    let high: UInt64 = 0x8080_8080_8080_8080
                    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                    let ones: UInt64 = 0x0101_0101_0101_0101
                    var bad: UInt64 = 0
                    var capitals: UInt64 = 0
                    for w in 0..<kept.count {
                        let start = w &* 8
                        var word: UInt64 = 0
                        if start &+ 8 <= line.count {
                            word = line.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                        } else {
                            withUnsafeMutableBytes(of: &word) {
                                $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: line[start...]))
                            }
                        }
                        let difference = word ^ kept[w]
                        let differs = ((difference & low) &+ low | difference) & high
                        let seven = word & low
                        let ascii = ~word & high
                        let digit = (seven &+ 0x50 &* ones) & ~(seven &+ 0x46 &* ones) & ascii
                        let capital = (seven &+ 0x3F &* ones) & ~(seven &+ 0x25 &* ones) & ascii
                        let freeCapital = capital & capitalMarks[w]
                        bad |= differs & ~(digit & digitMarks[w] | freeCapital)
                        capitals |= differs & freeCapital
                    }
                    return bad != 0 ? 0 : capitals != 0 ? 2 : 1
                }
            }
        }
        fitChangedCodes = verdict == 2
        guard verdict == 2 else { return verdict == 1 }
        let codes = entry.codes
        if fitCodes.count < codes.count { fitCodes = [Int32](repeating: -1, count: codes.count) }
        return entry.withKept { kept in
            for k in codes.indices {
                let start = Int(codes[k].byte)
                if bytes[start] == kept[start] && bytes[start + 1] == kept[start + 1]
                    && bytes[start + 2] == kept[start + 2]
                {
                    fitCodes[k] = -1
                    continue
                }
                guard let found = freeCode(bytes, at: start) else { return false }
                fitCodes[k] = Int32(truncatingIfNeeded: found)
            }
            return true
        }
    }

    /// The entry's reading with the digits of `bytes`, each changed number read
    /// again, or straight from its digits when the lexer would read them so
    /// (`Lexer.readsAnyDigits`); the entry becomes this line. Its text is
    /// rewritten in place when the last line's outcome has let it go. Nil when
    /// a number reads otherwise (the entry is then half rewritten).
    private func reading(_ bytes: UnsafeBufferPointer<UInt8>, from entry: Entry) -> Reading? {
        // The numbers with a digit changed, one bit each (a line keeps at most 64).
        var changed: UInt64 = 0
        // (No branch on a digit: whether it changed is the data's.)
        entry.withKept { kept in
            for digit in entry.digits {
                let differs: UInt64 = bytes[Int(digit.byte)] != kept[Int(digit.byte)] ? 1 : 0
                changed |= differs &<< UInt64(digit.number)
            }
        }
        // Whether a free code changed (`fits` has checked each).
        // (`fits` has just checked each code, and noted the changed ones in `fitCodes`.)
        let codesChanged = fitChangedCodes
        if changed == 0 && !codesChanged { return entry.reading }
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
        // The codes' capitals with them, when one changed (before any number is read
        // again: a number's suffix reads the name after it, `5B USD`), then each changed
        // code's meaning. (One pass over both: `replaceASCII` folds each byte its way.)
        let rewritten = codesChanged ? entry.scalars.count : digits.count
        let inPlace = entry.scalars.withUnsafeBufferPointer { scalars in
            entry.offsets.withUnsafeBufferPointer { offsets in
                reading.text.replaceASCII(
                    at: UnsafeBufferPointer(rebasing: scalars[..<rewritten]), from: bytes,
                    offsets: UnsafeBufferPointer(rebasing: offsets[..<rewritten]))
            }
        }
        if inPlace && changed != 0 { rewrites += 1 }
        if codesChanged {
            for (k, code) in entry.codes.enumerated() where fitCodes[k] >= 0 {
                let meaning = codeMeanings[Int(fitCodes[k])]
                reading.meanings.replace(at: Int(code.name), with: meaning.meaning, kind: meaning.kind)
            }
        }
        // Each changed number made in the reading's `numbers`, the tree left as it is:
        // one read straight from its digits written in its literal's own storage
        // when nothing else holds it (its kept literal gives the form).
        let direct = entry.direct
        var rest = changed
        while rest != 0 {
            let index = rest.trailingZeroBitCount
            rest &= rest - 1
            let start = reading.numbers[index].range.lowerBound
            if direct & 1 &<< UInt64(index) != 0 {
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
                    Self.sameForm(literal, reading.numbers[index].literal)
                else { return nil }
                reading.numbers[index].literal = literal
            }
        }
        entry.words.withUnsafeMutableBytes { kept in
            for offset in entry.offsets[..<rewritten] { kept[Int(offset)] = bytes[Int(offset)] }
        }
        if codesChanged { codeHits += 1 }
        return reading
    }

    /// The number with each run of digits of its literal the free digits from `digits[first]` on,
    /// as `bytes` has them: a number of one run only its value (`PlacedNumber.setPlain`: no
    /// string made), any other written in its literal, in its own storage when nothing else holds it.
    private static func rewriteDigits(
        of number: inout PlacedNumber, _ bytes: UnsafeBufferPointer<UInt8>, _ digits: [FreeDigit],
        from first: Int
    ) {
        if let length = number.runLength {
            var value: UInt64 = 0
            for j in first..<first + length {
                value = value &* 10 &+ UInt64(bytes[Int(digits[j].byte)] &- 0x30)
            }
            number.setPlain(value)
            return
        }
        number.changeLiteral { literal in
            var next = first
            for k in literal.parts.indices {
                guard case .digits(let old) = literal.parts[k] else { continue }
                let count = old.utf8.count
                let start = next
                literal.parts[k] = .digits(
                    String(unsafeUninitializedCapacity: count) { buffer in
                        for j in 0..<count { buffer[j] = bytes[Int(digits[start + j].byte)] }
                        return count
                    })
                next += count
            }
        }
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
        guard isEnabled, let entry = entry(line, requireTarget, text, digits, parsed, meanings) else {
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

    private func entry(
        _ line: String, _ requireTarget: Bool, _ text: LineText, _ digits: [Int32], _ parsed: ParsedLine,
        _ meanings: NameResolution.Meanings
    ) -> Entry? {
        let bytes = Array(line.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.maximumBytes else { return nil }
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
            numbers.append(PlacedNumber(range, literal))
        }
        // A label's subject is part of the expression: its numbers are among those.
        for label in parsed.labels {
            label.subject.forEachNumber { _, range in
                if hasDigit(range) && !numbers.contains(where: { $0.range == range }) { readable = false }
            }
        }
        guard readable, numbers.count <= 64 else { return nil }
        var free = [UInt8](repeating: Self.fixed, count: bytes.count)
        var freeDigits: [FreeDigit] = []
        freeDigits.reserveCapacity(digits.count)
        var firstDigits = [Int32](repeating: -1, count: numbers.count)
        var counts = [Int](repeating: 0, count: numbers.count)
        for (offset, scalar) in zip(offsets, digits) {
            guard let number = numbers.firstIndex(where: { $0.range.contains(Int(scalar)) }) else { continue }
            free[offset] = Self.digit
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
        let codes = bytes.withUnsafeBufferPointer { freeCodes($0, text, meanings, numbers) }
        for code in codes {
            for k in 0..<3 { free[Int(code.byte) + k] = Self.capital }
        }
        let hash = bytes.withUnsafeBufferPointer { Self.hash($0) }
        return Entry(
            bytes: bytes, hash: hash, requireTarget: requireTarget, free: free, digits: freeDigits,
            codes: codes, firstDigits: firstDigits, direct: direct,
            reading: Reading(
                text: text, parsed: parsed, meanings: meanings, numbers: numbers,
                isShallow: Evaluator.isShallow(parsed.expression, depth: 0)))
    }

    // MARK: Free currency codes

    /// The kept line's currency codes that a line of its shape may write otherwise:
    /// each a run of three capitals (`isCodeRun`), every byte before it printable
    /// ASCII or a space (so its scalars are found by counting), read as one name
    /// meaning a free code (`freeCode`) whose meaning the resolution gave it, and
    ///  - after the line's start or a space, and before the line's end, a Hangul
    ///    syllable (glue, read from the bytes after it, which a line of the shape keeps),
    ///    or a space and no digit or `.` (a number starting there would be read
    ///    after a name that a digit may run on into: `mayRunIntoDigit`);
    ///  - no key starting before it runs on into its letters (`hasLongerKey` for
    ///    every text ending just before it: `usd coin`, a name spaced over the code);
    ///  - no number after it close enough for a context of `mayRunIntoDigit` to reach
    ///    its letters (`longestDigitContext`).
    /// What its three letters are read as then depends on them alone (`freeCode`).
    private func freeCodes(
        _ bytes: UnsafeBufferPointer<UInt8>, _ text: LineText, _ meanings: NameResolution.Meanings,
        _ numbers: [PlacedNumber]
    ) -> [FreeCode] {
        var codes: [FreeCode] = []
        let scalars = text.scalars
        var scalar = 0
        var lastWasSpace = true
        for j in 0..<bytes.count {
            let byte = bytes[j]
            guard byte >= 0x20 && byte < 0x7F else { break }
            if byte == 0x20 {
                if !lastWasSpace { scalar += 1 }
                lastWasSpace = true
                continue
            }
            defer {
                scalar += 1
                lastWasSpace = false
            }
            guard Self.isCodeRun(bytes, at: j), scalar + 3 <= scalars.count,
                (0..<3).allSatisfy({ scalars[scalar + $0].value == UInt32(bytes[j + $0]) }),
                scalar == 0 || scalars[scalar - 1] == " ",
                let found = freeCode(bytes, at: j),
                let name = meanings.index(of: scalar..<scalar + 3),
                meanings.meaning(at: name) == codeMeanings[found].meaning
            else { continue }
            let end = scalar + 3
            if end < scalars.count {
                let next = scalars[end]
                if next == " " {
                    if end + 1 < scalars.count {
                        let after = scalars[end + 1]
                        if after.value &- 0x30 < 10 || after == "." { continue }
                    }
                } else if !next.isHangulSyllable {
                    continue
                }
            }
            // (Only where some key starts with the byte: most places start none.)
            if (0..<scalar).contains(where: { start in
                let first = text.folded(at: start).value
                return (first >= 0x80 || NameIndex.hasKeys(startingWith: UInt8(first)))
                    && NameIndex.hasLongerKey(in: text, start..<scalar, where: { $0 &- 0x61 < 26 })
            }) {
                continue
            }
            let endByte = text.byteStart(end)
            if numbers.contains(where: { number in
                number.range.lowerBound >= end
                    && text.byteStart(number.range.lowerBound) - endByte <= NameIndex.longestDigitContext
            }) {
                continue
            }
            codes.append(FreeCode(byte: Int32(j), scalar: Int32(scalar), name: Int32(name)))
        }
        return codes
    }

    /// The place in `codeMeanings` of the meaning of the three capitals at `start`
    /// of `bytes` when they are a free code (`codeMeaning`), else nil; each code is
    /// looked at once a session.
    @inline(__always)
    private func freeCode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let slot =
            (Int(bytes[start]) &- 0x41) &* 676 &+ (Int(bytes[start + 1]) &- 0x41) &* 26
            &+ Int(bytes[start + 2]) &- 0x41
        if codeTable.count == 26 * 26 * 26 {
            let value = codeTable[slot]
            if value != 0 { return value == 1 ? nil : Int(value) - 2 }
        }
        return lookUpCode(bytes, at: start, slot: slot)
    }

    /// `freeCode` the first time a session meets a code.
    private func lookUpCode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, slot: Int) -> Int? {
        if codeTable.isEmpty { codeTable = [UInt16](repeating: 0, count: 26 * 26 * 26) }
        var value = codeTable[slot]
        if value == 0 {
            if let meaning = Self.codeMeaning(bytes[start], bytes[start + 1], bytes[start + 2]) {
                codeMeanings.append(meaning)
                value = UInt16(codeMeanings.count + 1)
            } else {
                value = 1
            }
            codeTable[slot] = value
        }
        return value == 1 ? nil : Int(value) - 2
    }

    /// The meaning of the capitals `a`, `b`, `c` when they are a free code: the
    /// code of an ISO currency of the catalog (no coin, no provider extra such as
    /// CNH; no `X` code: not the metals, which the parser reads otherwise), the one
    /// entry of its key, spelt as a code (so no unit, no other currency), read by
    /// the lexer alone as one name (no keyword, function or grammar word), and no
    /// longer key starts with it and then anything but a letter (`usd coin`; a key
    /// going on with a letter never matches before the code's end, a space or
    /// Hangul). Wherever such three capitals stand as a kept code stood, the
    /// lexer reads one name of them, the parser reads that name as it read the
    /// kept one (it asks only whether a name may be money, a unit, a metal), and
    /// the resolution gives it this meaning.
    static func codeMeaning(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> CodeMeaningValue? {
        guard a &- 0x41 < 26, b &- 0x41 < 26, c &- 0x41 < 26, a != UInt8(ascii: "X") else { return nil }
        let code = String(decoding: [a, b, c], as: UTF8.self)
        let key = [a | 0x20, b | 0x20, c | 0x20]
        guard let entries = NameIndex.entries(forKey: key), entries.count == 1,
            case .currency(let named) = entries[0].target, named == code, entries[0].spelling == .code,
            !NameIndex.hasLongerKey(startingWith: key, where: { !($0 &- 0x61 < 26) }),
            let currency = CurrencyCatalog.currency(atRow: entries[0].row, code: code), currency.isISO
        else { return nil }
        let tokens = Lexer.tokens(LineText(code))
        guard tokens.count == 2, tokens[0].range == 0..<3, case .name = tokens[0].kind,
            case .end = tokens[1].kind
        else { return nil }
        let meaning = NameResolution.Meaning.currency(code: code, row: entries[0].row)
        return CodeMeaningValue(meaning: meaning, kind: NameResolution.Meanings.kind(of: meaning))
    }

    // MARK: Shapes

    /// FNV-1a of the bytes with every ASCII digit read as `0` and every run of three
    /// ASCII capitals that may be a free code (`isCodeRun`) as `AAA`.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var j = 0
        let count = bytes.count
        while j < count {
            var byte = bytes[j]
            if byte &- 0x30 < 10 {
                byte = 0x30
            } else if byte &- 0x41 < 26 && isCodeRun(bytes, at: j) {
                for _ in 0..<3 { hash = (hash ^ 0x41) &* 0x100_0000_01B3 }
                j += 3
                continue
            }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            j += 1
        }
        return hash
    }

    /// Whether three ASCII capitals start at `start`, after the line's start or a space,
    /// and before its end or a byte that is no ASCII letter or digit.
    static func isCodeRun(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + 3 <= bytes.count, bytes[start] &- 0x41 < 26, bytes[start + 1] &- 0x41 < 26,
            bytes[start + 2] &- 0x41 < 26, start == 0 || bytes[start - 1] == 0x20
        else { return false }
        guard start + 3 < bytes.count else { return true }
        let next = bytes[start + 3]
        return !(next &- 0x30 < 10 || next &- 0x41 < 26 || next &- 0x61 < 26)
    }

    private static func set(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash ^ hash >> 29) % UInt64(sets))
    }
}
