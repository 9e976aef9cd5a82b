/// Cuts a `LineText` into tokens (SPEC §2, "How a line is read").
///
/// Names come first: at every word, the longest currency or unit name that
/// matches (spaced or not, Korean or English) wins over reading the word as a
/// magnitude (`1백금` is 1 platinum, `5조지아라리` 5 lari, `1조원` 10^12 won) or
/// as a keyword it is longer than (`inHg` is not `in` + `Hg`). Korean
/// particles and question words glued to a name or number are read off the
/// end of the word; magnitude words join digit groups, with or without
/// spaces (`1억 2천만 원`).
package struct Lexer {
    let line: LineText
    private var index = 0
    var tokens: [Token] = []

    package static func tokens(_ line: LineText) -> [Token] {
        var lexer = Lexer(line: line)
        lexer.tokens.reserveCapacity(8)
        lexer.run()
        return lexer.tokens
    }

    private init(line: LineText) {
        self.line = line
    }

    private var count: Int { line.count }

    private func scalar(_ i: Int) -> Unicode.Scalar? { i < count ? line.scalars[i] : nil }

    mutating func emit(_ kind: Token.Kind, _ range: Range<Int>) {
        tokens.append(Token(kind: kind, range: range))
        index = range.upperBound
    }

    private mutating func run() {
        while index < count {
            let c = line.scalars[index]
            if c == " " {
                index += 1
            } else if let (phrase, end) = datePhrase(at: index) {
                emit(.date(phrase), index..<end)
                glue()
            } else if Self.isDigit(c) || (c == "." && scalar(index + 1).map(Self.isDigit) == true) {
                if let name = digitLedName(at: index) {
                    emit(
                        .name(NameMatch(text: line.text(index..<name.end), entries: name.entries)),
                        index..<name.end)
                    glue()
                } else {
                    number()
                }
            } else if let (kind, length) = symbolOperator(at: index) {
                emit(kind, index..<index + length)
            } else {
                word()
            }
        }
        tokens.append(Token(kind: .end, range: count..<count))
        tokens = Self.phrasesJoined(tokens, in: line)
    }

    /// The date phrase starting at `i` (`Lexer+Dates.swift`), whose Hangul words may end before glue.
    private func datePhrase(at i: Int) -> (DatePhrase, Int)? {
        Self.datePhrase(in: line, at: i, acceptsHangulEnd: { isGlue(from: $0) })
    }

    // MARK: Operators

    private func symbolOperator(at i: Int) -> (Token.Kind, Int)? {
        let next = scalar(i + 1)
        switch line.scalars[i] {
        case "+": return (.plus, 1)
        case "-", "−", "–":
            return next == ">" ? (.connector, 2) : (.minus, 1)
        case "*": return next == "*" ? (.power, 2) : (.times, 1)
        case "×", "·", "⋅": return (.times, 1)
        case "/", "÷": return (.divide, 1)
        case "^": return (.power, 1)
        case "%": return (.percent, 1)
        case "!": return (.factorial, 1)
        case "(": return (.openParenthesis, 1)
        case ")": return (.closeParenthesis, 1)
        case ",", "、": return (.comma, 1)
        case "?": return (.question, 1)
        case "→", "⇒": return (.connector, 1)
        case "=":
            if next == ">" { return (.connector, 2) }
            // `1+2=` as on a pocket calculator: nothing after it.
            return (restIsBlank(after: i + 1) ? .question : .connector, 1)
        case "√": return (.function(.sqrt), 1)
        case "π": return (.pi, 1)
        default: return nil
        }
    }

    private func restIsBlank(after i: Int) -> Bool {
        (i..<count).allSatisfy { line.scalars[$0] == " " || line.scalars[$0] == "?" }
    }

    /// A few names start with digits (`100킬로미터당리터`); only a whole one counts.
    private func digitLedName(at start: Int) -> (
        end: Int, entries: [NameIndex.Entry], words: [NameIndex.Word]
    )? {
        // Most digits start no key at all (only `1` does): no search then.
        let first = line.folded(at: start).value
        guard first >= 0x80 || NameIndex.hasKeys(startingWith: UInt8(first)),
            let name = NameIndex.longestMatch(in: line, from: start, acceptsEnd: acceptsNameEnd),
            (start..<name.end).contains(where: { !Self.isDigit(line.scalars[$0]) && line.scalars[$0] != "." })
        else { return nil }
        return name
    }

    // MARK: Numbers

    /// The number token the lexer reads at `start`, where a digit (or `.` and a
    /// digit) stands, with the decisions `run` makes there (a name led by digits
    /// first): its literal and end; nil when something else is read there.
    /// The memo of line shapes reads a number of a known shape again with it.
    package static func numberToken(in line: LineText, at start: Int) -> (literal: NumberLiteral, end: Int)? {
        let lexer = Lexer(line: line)
        guard start < line.count else { return nil }
        let c = line.scalars[start]
        guard isDigit(c) || (c == "." && lexer.scalar(start + 1).map(isDigit) == true),
            lexer.digitLedName(at: start) == nil
        else { return nil }
        return lexer.numberToken(from: start)
    }

    /// Whether the number `literal` that `numberToken` read over `range` of
    /// `line`, one part of plain ASCII digits and nothing else in the range
    /// (no separator, point, exponent or word), reads as the digits standing
    /// there whatever they are, in a line that differs from this one only in
    /// ASCII digits, provided that they start no name there (`digitsLeadName`,
    /// checked for each line). The memo of line shapes
    /// then takes such a number's literal straight from its digits.
    ///
    /// What `numberToken` reads there depends on the digits' values only through
    /// a name led by digits (`100킬로미터당리터`, the proviso), a based integer
    /// (`0x1F`: a lone digit before `x`, `o`, `b`), and a name matched after the
    /// digits, whose text may hold another number's digits: a magnitude word or
    /// Sino-Korean digit after them or after a space (`1백금`, `1 만원`), or a
    /// glued `k`, `K`, `M`, `B` (`5B USD`); these are refused here. Everything
    /// else it decides after the digits (a separator, point or exponent, the
    /// English ` thousand`) reads only the scalars after them and whether each is
    /// a digit, which the other line keeps.
    package static func readsAnyDigits(in line: LineText, _ range: Range<Int>, literal: NumberLiteral) -> Bool
    {
        // (Every scalar a digit: the literal's text is the range's, no separator, point or exponent.)
        guard literal.implied == nil, literal.parts.count == 1, case .digits = literal.parts[0],
            !range.isEmpty, range.upperBound <= line.count, range.allSatisfy({ isDigit(line.scalars[$0]) })
        else { return false }
        let scalars = line.scalars
        func at(_ i: Int) -> Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }
        func koreanNumberWord(_ c: Unicode.Scalar?) -> Bool {
            c.map { KoreanWords.magnitude($0) != nil || KoreanWords.sinoDigit($0) != nil } ?? false
        }
        guard let next = at(range.upperBound) else { return true }
        if range.count == 1 && NumberBase.prefixed(next) != nil { return false }
        if koreanNumberWord(next) { return false }
        if next == " " && koreanNumberWord(at(range.upperBound + 1)) { return false }
        if suffixPower(next) != nil && !(at(range.upperBound + 1).map(isLatinLetter) ?? false) {
            return false
        }
        return true
    }

    /// Whether the number `literal` that `numberToken` read over `range` of
    /// `line`, runs of plain ASCII digits and Korean magnitude words, at least
    /// one word, a space at most between two parts (`14736만`, `3천만`, `1억 2천`,
    /// `2만 500`, `5 만`), reads as the same parts with the digits standing
    /// there whatever they are, in a line that differs from this one only in
    /// ASCII digits, provided that they start no name there (`digitsLeadName`,
    /// checked for each line). The memo of line shapes then takes such a
    /// number's literal straight from its digits.
    ///
    /// What `numberToken` reads there depends on the digits' values only
    /// through a name led by digits (the proviso), a based integer and an
    /// English suffix (`0x1F`, `5k`: read only for plain digits, which this
    /// number is not), and a name that may run on into a digit: at a magnitude
    /// word (`1백금`) the lexer asks whether a name starts there, which reads
    /// the scalars from there on, and so a digit only through a name that runs
    /// on into one; into a run of this number that is refused here
    /// (`mayRunIntoDigit` at each run after the first), into the first digit of a
    /// number after it by the memo, which keeps no line with such a number.
    /// Everything else it decides (where a run ends, a separator, a point, an
    /// exponent, a group joined across a space, the colloquial word from the
    /// parts' kinds and the last run's length) reads only whether each scalar
    /// is a digit, which the other line keeps.
    package static func readsAnyDigitRuns(in line: LineText, _ range: Range<Int>, literal: NumberLiteral)
        -> Bool
    {
        let scalars = line.scalars
        guard range.upperBound <= scalars.count, literal.parts.count >= 2, case .digits = literal.parts[0]
        else {
            return false
        }
        // The implied word (`1억 2천(만)`) is not written: the parts before it are.
        let written = literal.implied == nil ? literal.parts.count : literal.parts.count - 1
        var i = range.lowerBound
        var words = 0
        for k in 0..<written {
            if k > 0 && i < range.upperBound && scalars[i] == " " { i += 1 }
            switch literal.parts[k] {
            case .digits(let text):
                let start = i
                for byte in text.utf8 {
                    guard i < range.upperBound, isDigit(scalars[i]), scalars[i].value == UInt32(byte) else {
                        return false
                    }
                    i += 1
                }
                guard i > start, i == range.upperBound || !isDigit(scalars[i]) else { return false }
                if start > range.lowerBound && mayRunIntoDigit(in: line, at: start) { return false }
            case .small(let power), .big(let power):
                guard i < range.upperBound, KoreanWords.magnitude(scalars[i]) == power else { return false }
                words += 1
                i += 1
            }
        }
        return words > 0 && i == range.upperBound
    }

    /// Whether the lexer reads a name led by digits at `start` (`100킬로미터당리터`),
    /// where a digit stands, rather than a number (the test `numberToken` makes first).
    package static func digitsLeadName(in line: LineText, at start: Int) -> Bool {
        // (Most digits start no key at all: no lexer then, as `digitLedName` asks first.)
        let first = line.folded(at: start).value
        guard first >= 0x80 || NameIndex.hasKeys(startingWith: UInt8(first)) else { return false }
        return Lexer(line: line).digitLedName(at: start) != nil
    }

    /// Whether a token read before scalar `start` may run on into a digit
    /// there, so that the digit's value decides it: a name (`km2`, `m^2`,
    /// `l/100km`) or the function `log2`.
    package static func mayRunIntoDigit(in line: LineText, at start: Int) -> Bool {
        if NameIndex.mayRunIntoDigit(in: line, at: start) { return true }
        // `log` and a digit: `log2` is read only when the digit is a 2.
        guard start >= 3 else { return false }
        return line.folded(at: start - 3) == "l" && line.folded(at: start - 2) == "o"
            && line.folded(at: start - 1) == "g"
    }

    /// Digits and magnitude words, possibly joined across one space (`1억 2천만`).
    private mutating func number() {
        let start = index
        guard let (value, end) = numberToken(from: start) else { return word() }
        emit(.number(value), start..<end)
        glue()
    }

    /// The number starting at `start` and where it ends, nil when none starts there.
    private func numberToken(from start: Int) -> (NumberLiteral, Int)? {
        if let (digits, end) = basedInteger(from: start) {
            return (NumberLiteral(parts: [.digits(digits)]), end)
        }
        guard var literal = scanNumber(from: start) else { return nil }
        var end = literal.end
        // `1 만원`, `3 천만 원`: plain digits, a space, then a magnitude word: one number (1만원).
        if literal.value.parts.count == 1, case .digits = literal.value.parts[0], scalar(end) == " ",
            let next = scanNumber(from: end + 1), let first = next.value.parts.first
        {
            switch first {
            case .small, .big:
                literal = (NumberLiteral(parts: literal.value.parts + next.value.parts), next.end)
                end = next.end
            case .digits: break
            }
        }
        // `1억 2천만 원`, `2만 500원`: a group after a space belongs to the number
        // when the number so far ends in a group word larger than any in it.
        while let big = literal.value.lastBigMagnitude, scalar(end) == " ",
            let next = scanNumber(from: end + 1), (next.value.lastBigMagnitude ?? 0) < big
        {
            literal = (NumberLiteral(parts: literal.value.parts + next.value.parts), next.end)
            end = next.end
        }
        var value = literal.value
        // `5k USD`, `1.2M KRW`, `2.5 billion won` (SPEC §2 English shorthand).
        if value.isPlainDigits, let (power, suffixEnd) = englishMagnitude(at: end) {
            value.parts.append(.big(power))
            end = suffixEnd
        }
        let scalars = line.scalars
        let total = count
        // The part ends are re-read only for a number of three parts or more (`3만5`).
        value = Self.colloquial(
            value, glued: { $0 < total && scalars[$0] != " " },
            partEnds: value.parts.count >= 3 ? partEnds(start..<end) : [])
        return (value, end)
    }

    /// SPEC §2 colloquial won: a last group of 천, 백 or 십 right after 억 with
    /// no 만 of its own means 천만/백만/십만 (`1억 2천` = 1억 2천만); one digit
    /// right after 만 (glued) means 천 (`3만5` = 3만 5천).
    static func colloquial(_ literal: NumberLiteral, glued: (Int) -> Bool, partEnds: [Int]) -> NumberLiteral {
        let parts = literal.parts
        guard let last = parts.last, parts.count >= 3 else { return literal }
        if case .small = last,
            let bigIndex = parts.lastIndex(where: { if case .big = $0 { true } else { false } }),
            case .big(8) = parts[bigIndex], bigIndex < parts.count - 1
        {
            return NumberLiteral(parts: parts + [.big(4)], implied: .big(4))
        }
        if case .digits(let digits) = last, digits.count == 1, case .big(4) = parts[parts.count - 2],
            partEnds.count == parts.count, glued(partEnds[parts.count - 2])
        {
            return NumberLiteral(parts: parts + [.small(3)], implied: .small(3))
        }
        return literal
    }

    /// Where each part of the number starting at `range.lowerBound` ends, re-read.
    private func partEnds(_ range: Range<Int>) -> [Int] {
        var ends: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let c = line.scalars[i]
            if c == " " {
                i += 1
                continue
            }
            if Self.isDigit(c) || c == "." {
                i = scanDigits(from: i).1
            } else {
                i += 1
            }
            ends.append(i)
        }
        return ends
    }

    /// `k`, `M`, `B` glued to a number (a currency after them, or letters that name
    /// nothing there), or ` thousand`/` million`/` billion`/` trillion`.
    private func englishMagnitude(at end: Int) -> (Int, Int)? {
        if let c = scalar(end), let power = Self.suffixPower(c),
            !(scalar(end + 1).map(Self.isLatinLetter) ?? false)
        {
            let after = scalar(end + 1) == " " ? end + 2 : end + 1
            let currencyAfter =
                NameIndex.longestMatch(in: line, from: min(after, count), acceptsEnd: acceptsNameEnd)?.entries
                .contains { if case .currency = $0.target { true } else { false } } ?? false
            // A unit whose symbol is exactly this letter (`K` kelvin, `B` byte) keeps it, unless
            // a currency follows (`5B USD`); `M` is no symbol, so `1.2M` is never 1.2 metres.
            let exactSymbol =
                NameIndex.longestMatch(in: line, from: end, acceptsEnd: { $0 == end + 1 }).map {
                    spelledExactly($0.entries, end..<(end + 1))
                } ?? false
            if currencyAfter || c == "k" || !exactSymbol { return (power, end + 1) }
            return nil
        }
        guard scalar(end) == " " else { return nil }
        // The folded letters packed as `keyword(in:at:)` packs them (no `String`).
        var wordEnd = end + 1
        var key: UInt64 = 0
        while wordEnd < count && Self.isLatinLetter(line.folded(at: wordEnd)) {
            key = key << 8 | UInt64(line.folded(at: wordEnd).value)
            wordEnd += 1
        }
        guard wordEnd - (end + 1) <= 8 else { return nil }
        let power: Int
        switch key {
        case PackedKeyword.thousand: power = 3
        case PackedKeyword.million: power = 6
        case PackedKeyword.billion: power = 9
        case PackedKeyword.trillion: power = 12
        default: return nil
        }
        return (power, wordEnd)
    }

    /// `k`/`K` thousand, `M` million, `B` billion after a number.
    static func suffixPower(_ c: Unicode.Scalar) -> Int? {
        switch c {
        case "k", "K": 3
        case "M": 6
        case "B": 9
        default: nil
        }
    }

    /// `0xff`, `0o17`, `0b1011` at `i`: the decimal digits of the integer and where it ends.
    private func basedInteger(from i: Int) -> (String, Int)? {
        guard scalar(i) == "0", let letter = scalar(i + 1), let base = NumberBase.prefixed(letter) else {
            return nil
        }
        var end = i + 2
        while let c = scalar(end), base.digit(c) != nil || c == "_" { end += 1 }
        // `0b` glued to a letter that is no digit of the base (`0xfg`) is not a number here.
        if let c = scalar(end), c.properties.isAlphabetic { return nil }
        let digits = (i + 2..<end).map { line.scalars[$0] }.filter { $0 != "_" }
        guard let decimal = base.decimalDigits(of: digits) else { return nil }
        return (decimal, end)
    }

    /// One number starting at `i`, without consuming it; nil when none starts there.
    private func scanNumber(from start: Int) -> (value: NumberLiteral, end: Int)? {
        var parts: [NumberLiteral.Part] = []
        var i = start
        while i < count {
            let c = line.scalars[i]
            if Self.isDigit(c) || (c == "." && scalar(i + 1).map(Self.isDigit) == true) {
                if case .digits? = parts.last { break }
                let (digits, end) = scanDigits(from: i)
                parts.append(.digits(digits))
                i = end
            } else if let digit = KoreanWords.sinoDigit(c),
                scalar(i + 1).flatMap(KoreanWords.magnitude) != nil,
                !nameStarts(at: i)
            {
                if case .digits? = parts.last { break }
                parts.append(.digits(String(digit)))
                i += 1
            } else if let power = KoreanWords.magnitude(c), !nameStarts(at: i) {
                parts.append(power >= 4 ? .big(power) : .small(power))
                i += 1
            } else {
                break
            }
        }
        return parts.isEmpty ? nil : (NumberLiteral(parts: parts), i)
    }

    /// `1,234.5e-3`: thousands separators dropped; the comma of `KRW, JPY` is not one.
    private func scanDigits(from start: Int) -> (String, Int) {
        var i = start
        var separators = false
        func digitRun(from j: Int) -> Int {
            var k = j
            while k < count && Self.isDigit(line.scalars[k]) { k += 1 }
            return k
        }
        while i < count {
            let c = line.scalars[i]
            if Self.isDigit(c) {
                i += 1
            } else if c == ",", i > start, digitRun(from: i + 1) == i + 4 {
                separators = true
                i += 1
            } else if c == "_", i > start, scalar(i + 1).map(Self.isDigit) == true {
                // `1_000_000`, as programmers group digits.
                separators = true
                i += 1
            } else {
                break
            }
        }
        if scalar(i) == ".", scalar(i + 1).map(Self.isDigit) == true {
            i = digitRun(from: i + 1)
        }
        if let e = scalar(i), e == "e" || e == "E" {
            var j = i + 1
            if let sign = scalar(j), sign == "+" || sign == "-" { j += 1 }
            let end = digitRun(from: j)
            // Any length: an exponent too large to hold is the evaluator's "out of range", not a word `e`.
            if end > j, !(scalar(end).map(Self.isLatinLetter) ?? false) {
                i = end
            }
        }
        // The text as typed, without the thousands separators (only the whole part has commas).
        guard separators else { return (line.text(start..<i), i) }
        var text = String.UnicodeScalarView()
        for k in start..<i where line.scalars[k] != "," && line.scalars[k] != "_" {
            text.append(line.scalars[k])
        }
        return (String(text), i)
    }

    private func nameStarts(at i: Int) -> Bool {
        NameIndex.longestMatch(in: line, from: i, acceptsEnd: acceptsNameEnd) != nil
    }

    // MARK: Words

    private mutating func word() {
        let start = index
        let name = NameIndex.longestMatch(in: line, from: start, acceptsEnd: acceptsNameEnd)
        if let (kind, end) = keyword(at: start), (name?.end ?? 0) <= end,
            kind == .inWord || !(name.map { spelledExactly($0.entries, start..<end) } ?? false)
                || (kind.isFunction && opensParenthesis(after: end))
        {
            emit(kind, start..<end)
            return
        }
        if let name {
            let match = NameMatch(text: line.text(start..<name.end), entries: name.entries)
            for word in name.words {
                switch word {
                case .scale(let scale):
                    emit(.scale(name.entries.isEmpty ? nil : match, scale), start..<name.end)
                    glue()
                    return
                case .topic(let dimension) where name.entries.isEmpty:
                    emit(.topic(dimension: dimension), start..<name.end)
                    glue()
                    return
                case .rate where name.entries.isEmpty:
                    emit(.rate, start..<name.end)
                    glue()
                    return
                case .filler where name.entries.isEmpty:
                    emit(.question, start..<name.end)
                    return
                case .join where name.entries.isEmpty:
                    emit(.and, start..<name.end)
                    return
                case .phrase(let phrase) where name.entries.isEmpty:
                    emitPhrase(phrase, start..<name.end)
                    glue()
                    return
                case .topic, .rate, .filler, .join, .phrase:
                    continue
                }
            }
            emit(.name(match), start..<name.end)
            glue()
            return
        }
        if KoreanWords.magnitude(line.scalars[start]) != nil
            || (KoreanWords.sinoDigit(line.scalars[start]) != nil
                && scalar(start + 1).flatMap(KoreanWords.magnitude) != nil)
        {
            return number()
        }
        if let (value, end) = nativeNumber(at: start) {
            emit(.number(NumberLiteral(parts: [.digits(String(value))])), start..<end)
            return
        }
        if let (kind, end) = koreanWord(at: start) {
            emit(kind, start..<end)
            glue()
            return
        }
        if let previous = tokens.last?.kind, Self.takesParticle(previous), glue() {
            return
        }
        var end = start + 1
        while end < count, !Self.endsWord(line.scalars[end]) { end += 1 }
        emit(.word(line.text(start..<end)), start..<end)
    }

    /// Whether `(` comes next, after any spaces: `min(3, 4)` calls a function where
    /// `5 min` names the minute.
    private func opensParenthesis(after end: Int) -> Bool {
        var i = end
        while scalar(i) == " " { i += 1 }
        return scalar(i) == "("
    }

    /// English keywords and the Korean ones that stand alone.
    private func keyword(at start: Int) -> (Token.Kind, Int)? {
        Self.keyword(in: line, at: start)
    }

    /// `keyword(at:)` of `line`: the folded letters packed into one integer and
    /// compared without a `String` (no keyword or function name is longer than
    /// eight letters).
    static func keyword(in line: LineText, at start: Int) -> (Token.Kind, Int)? {
        let count = line.count
        var end = start
        var key: UInt64 = 0
        while end < count && Self.isLatinLetter(line.folded(at: end)) {
            key = key << 8 | UInt64(line.folded(at: end).value)
            end += 1
        }
        guard end > start, end - start <= 8 else { return nil }
        // `log2` and `log10`: the function names with digits.
        if key == PackedKeyword.log, end < count, line.folded(at: end) == "2" {
            key = PackedKeyword.log2
            end += 1
        } else if key == PackedKeyword.log, end + 1 < count, line.folded(at: end) == "1",
            line.folded(at: end + 1) == "0"
        {
            return (.function(.log10), end + 2)
        }
        switch key {
        case PackedKeyword.to, PackedKeyword.into: return (.connector, end)
        case PackedKeyword.in: return (.inWord, end)
        case PackedKeyword.of: return (.of, end)
        case PackedKeyword.mod: return (.modulo, end)
        case PackedKeyword.ans: return (.ans, end)
        case PackedKeyword.pi: return (.pi, end)
        default:
            // Every function's name starts with one of these letters (a string switch costs more).
            // (Folded, so a small letter: `isLatinLetter` let only letters in.)
            let initial = line.folded(at: start).value
            guard initial >= 0x61, Self.functionInitials & 1 << (initial - 0x61) != 0 else { return nil }
            return MathFunction(rawValue: line.foldedText(start..<end)).map { (.function($0), end) }
        }
    }

    /// An ASCII word of at most eight letters as one integer, its first letter highest
    /// (as `keyword(at:)` packs the letters it reads).
    static func packed(_ word: StaticString) -> UInt64 {
        var key: UInt64 = 0
        word.withUTF8Buffer { for byte in $0 { key = key << 8 | UInt64(byte) } }
        return key
    }

    /// Whether `range` is typed exactly as a case-sensitive symbol (`oF` is °F, not `of`).
    private func spelledExactly(_ entries: [NameIndex.Entry], _ range: Range<Int>) -> Bool {
        let typed = line.text(range)
        return entries.contains {
            switch $0.spelling {
            case .symbol(let exact), .asciiSymbol(let exact): exact == typed
            case .code, .name, .alias, .sign: false
            }
        }
    }

    /// 얼마, 몇 and 퍼센트 at the start of a word.
    private func koreanWord(at start: Int) -> (Token.Kind, Int)? {
        // (A question word only as a whole word: `지폐` is no `지`.)
        if let (_, end) = Self.questionTable.longest(in: line.scalars, at: start, limit: count),
            !(scalar(end)?.isHangulSyllable ?? false)
        {
            return (.question, end)
        }
        if let end = match(Self.howMany, at: start) { return (.howMany, end) }
        if let end = match(Self.half, at: start) { return (.half, end) }
        if let previous = tokens.last?.kind, case .number = previous,
            let end = match(Self.percentWords, at: start)
        {
            return (.percent, end)
        }
        return nil
    }

    /// 한 근, 두 돈, 열 냥: a native number counts only before a name.
    private func nativeNumber(at start: Int) -> (Int, Int)? {
        for (word, value) in Self.nativeNumbers {
            guard let end = matchOne(word, at: start) else { continue }
            let nameStart = scalar(end) == " " ? end + 1 : end
            if nameStart < count, nameStarts(at: nameStart) { return (value, end) }
        }
        return nil
    }

    /// The longest of `words` spelled at `start` and ending a word (or followed by Hangul glue).
    private func match(_ words: [[Unicode.Scalar]], at start: Int) -> Int? {
        var best: Int?
        for word in words {
            if let end = matchOne(word, at: start), end > (best ?? 0) { best = end }
        }
        return best
    }

    /// Where `word` ends when it is spelled at `start`.
    private func matchOne(_ word: [Unicode.Scalar], at start: Int) -> Int? {
        let end = start + word.count
        guard end <= count else { return nil }
        for k in 0..<word.count where line.scalars[start + k] != word[k] { return nil }
        return end
    }

    /// The first letters of `MathFunction`'s names, one bit per small letter.
    private static let functionInitials: UInt32 = MathFunction.allCases.reduce(0) { mask, function in
        mask | 1 << UInt32(function.rawValue.utf8.first! - UInt8(ascii: "a"))
    }

    // KoreanWords' words as scalars, made once (matching compares scalars).
    private static let howMany = [Array(KoreanWords.howMany.unicodeScalars)]
    private static let half = [Array(KoreanWords.half.unicodeScalars)]
    private static let percentWords = KoreanWords.percentWords.map { Array($0.unicodeScalars) }
    private static let nativeNumbers = KoreanWords.nativeNumbers.map {
        (Array($0.word.unicodeScalars), $0.value)
    }
    private static let questionTable = WordTable(KoreanWords.questions.map { ($0, ()) })
    private static let particleTable = WordTable(KoreanWords.particles.map { ($0.word, $0.particle) })

    /// Reads Korean particles and a question word glued to the end of the word
    /// just read (`엔을`, `원으로`, `원화로얼마`); false, reading nothing, when
    /// the rest of the word is not all glue.
    @discardableResult
    private mutating func glue() -> Bool {
        // Glue is Hangul: anything else after the word is not (and needs no search).
        guard index < count, line.scalars[index].isHangulSyllable else { return false }
        guard let pieces = gluePieces(from: index), !pieces.isEmpty else { return false }
        for (kind, range) in pieces {
            if let kind { tokens.append(Token(kind: kind, range: range)) }
            index = range.upperBound
        }
        return true
    }

    /// The particles and question word covering the Hangul run at `start`, or
    /// nil if it is something else. An empty run is trivially glue.
    private func gluePieces(from start: Int) -> [(Token.Kind?, Range<Int>)]? {
        var pieces: [(Token.Kind?, Range<Int>)] = []
        return readGlue(from: start, { pieces.append(($0, $1)) }) ? pieces : nil
    }

    /// Whether the Hangul run at `start` is all glue, reading nothing.
    private func isGlue(from start: Int) -> Bool {
        readGlue(from: start, { _, _ in })
    }

    /// Walks the particles and question words covering the Hangul run at
    /// `start`, calling `piece` with each; false when the run is something else.
    private func readGlue(from start: Int, _ piece: (Token.Kind?, Range<Int>) -> Void) -> Bool {
        var runEnd = start
        while runEnd < count && line.scalars[runEnd].isHangulSyllable { runEnd += 1 }
        var i = start
        while i < runEnd {
            // The longest question word (then whether it fits the run), else the longest particle in the run.
            if let (_, end) = Self.questionTable.longest(in: line.scalars, at: i, limit: count), end <= runEnd
            {
                piece(.question, i..<end)
                i = end
                continue
            }
            guard let (particle, end) = Self.particleTable.longest(in: line.scalars, at: i, limit: runEnd)
            else { return false }
            switch particle {
            case .ignored: piece(nil, i..<end)
            case .join: piece(.and, i..<end)
            case .toward: piece(.toward, i..<end)
            case .per: piece(.phrase(.per), i..<end)
            case .each: piece(.phrase(.each), i..<end)
            case .of: piece(.of, i..<end)
            }
            i = end
        }
        return true
    }

    /// Where a name may end: not inside a Latin word (`usd` in `usdt`, `m` in
    /// `min`), not between digits, and inside Hangul only before glue (`엔을`).
    private func acceptsNameEnd(_ end: Int) -> Bool {
        guard end < count else { return true }
        let last = line.folded(at: end - 1)
        let next = line.folded(at: end)
        if next == " " { return true }
        if Self.isLatinLetter(last) && Self.isLatinLetter(next) { return false }
        if Self.isDigit(last) && Self.isDigit(next) { return false }
        if last.isHangulSyllable && next.isHangulSyllable { return isGlue(from: end) }
        return true
    }

    private static func takesParticle(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .name, .number, .closeParenthesis, .percent: true
        default: false
        }
    }

    // MARK: Characters

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }

    package static func isLatinLetter(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
    }

    /// What ends an unknown word: space, digits and operators.
    static func endsWord(_ c: Unicode.Scalar) -> Bool {
        c == " " || isDigit(c) || "+-−*×/÷^%!(),?=→".unicodeScalars.contains(c)
    }
}

/// The keywords packed as `Lexer.keyword(in:at:)` packs letters, written as
/// literals so that no comparison computes them (`LexerKeywordTests` checks
/// each against `Lexer.packed`).
enum PackedKeyword {
    static let to: UInt64 = 0x746F
    static let into: UInt64 = 0x696E_746F
    static let `in`: UInt64 = 0x696E
    static let of: UInt64 = 0x6F66
    static let mod: UInt64 = 0x6D6F64
    static let ans: UInt64 = 0x616E73
    static let pi: UInt64 = 0x7069
    static let log: UInt64 = 0x6C6F67
    static let log2: UInt64 = 0x6C6F_6732
    static let thousand: UInt64 = 0x7468_6F75_7361_6E64
    static let million: UInt64 = 0x6D_696C_6C69_6F6E
    static let billion: UInt64 = 0x62_696C_6C69_6F6E
    static let trillion: UInt64 = 0x7472_696C_6C69_6F6E
}

/// Words kept as one run of scalars with their ranges, grouped by their
/// first scalar, so that matching them at a place in a line tries only the
/// few that start there and copies no array per word (`KoreanWords`'
/// particles and question words, tried at every Hangul syllable after a name).
struct WordTable<Payload: Sendable>: Sendable {
    private let scalars: [Unicode.Scalar]
    /// The words, grouped by first scalar, in the list's order within a group.
    private let words: [(range: Range<Int>, payload: Payload)]
    /// The distinct first scalars, ascending, and each one's words.
    private let firsts: [UInt32]
    private let groups: [Range<Int>]

    init(_ list: [(String, Payload)]) {
        var scalars: [Unicode.Scalar] = []
        var entries: [(first: UInt32, range: Range<Int>, payload: Payload)] = []
        for (word, payload) in list {
            precondition(!word.isEmpty, "a word table holds no empty word")
            let start = scalars.count
            scalars.append(contentsOf: word.unicodeScalars)
            entries.append((scalars[start].value, start..<scalars.count, payload))
        }
        // A stable grouping: ascending first scalar, list order within one.
        let order = entries.indices.sorted { (entries[$0].first, $0) < (entries[$1].first, $1) }
        var words: [(range: Range<Int>, payload: Payload)] = []
        var firsts: [UInt32] = []
        var groups: [Range<Int>] = []
        for index in order {
            let entry = entries[index]
            if firsts.last != entry.first {
                firsts.append(entry.first)
                groups.append(words.count..<words.count)
            }
            words.append((entry.range, entry.payload))
            groups[groups.count - 1] = groups[groups.count - 1].lowerBound..<words.count
        }
        self.scalars = scalars
        self.words = words
        self.firsts = firsts
        self.groups = groups
    }

    /// The longest word spelled in `line` at `start` and ending at or before
    /// `limit` (the first in the list among equals), and where it ends.
    func longest(in line: [Unicode.Scalar], at start: Int, limit: Int) -> (Payload, Int)? {
        guard start < line.count else { return nil }
        let first = line[start].value
        var low = 0
        var high = firsts.count
        while low < high {
            let middle = (low + high) / 2
            if firsts[middle] < first { low = middle + 1 } else { high = middle }
        }
        guard low < firsts.count, firsts[low] == first else { return nil }
        var best: (Payload, Int)?
        for index in groups[low] {
            let word = words[index]
            let end = start + word.range.count
            guard end <= limit, end <= line.count, end > (best?.1 ?? 0) else { continue }
            var k = 1
            while k < word.range.count && line[start + k] == scalars[word.range.lowerBound + k] { k += 1 }
            if k == word.range.count { best = (word.payload, end) }
        }
        return best
    }
}
