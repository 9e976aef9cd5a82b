/// One line, routed by its first word (SPEC §2). A line whose first word is
/// not a command word is a quantity expression for the grammar; the same words
/// work in the REPL, one-shot and batch.
public enum Command: Equatable, Sendable {
    /// Anything that is not a command: `100 USD to JPY`, `34평`, `(120+35)*3`.
    case calculate(String)
    /// `convert ...`: the same grammar, with a target required.
    case convert(String)
    /// `remit AMOUNT [FROM] TO`: the words after the command.
    case remit(String)
    /// `rates [BASE] [CODE...]`: the words after the command.
    case rates(String)
    /// `bank [CODE...]` (은행): the words after the command.
    case bank(String)
    /// `exchange AMOUNT FROM TO` (환전): the words after the command.
    case exchange(String)
    /// `history CODE [BASE] [DAYS]`: the words after the command.
    case history(String)
    case status
    case refresh
    case currencies(query: String?)
    case units(query: String?)
    /// `vars` (변수): the user's variables and definitions.
    case vars
    /// `coins [SYMBOL...]`, `futures [SYMBOL...]`: the words after the command.
    case coins(String)
    case futures(String)
    case help(topic: String?)
    /// `completions bash|zsh|fish`: the shell's name as typed, lower-cased.
    case completions(shell: String)
    /// `watch [rates|bank|coins] [CODE...]`: the words after the command (a
    /// terminal board the executable runs; `BoardRequest` reads the words).
    case watch(String)
    /// `csv FILE --date COL ...`: a file converted row by row, run from the shell only.
    case csv
    case quit
    case empty

    /// Command words, English and Korean, for parsing and tab completion:
    /// every word of `CommandLineSurface.commands`, so help and parser agree.
    static let words: [String: CommandID] = Dictionary(
        uniqueKeysWithValues: CommandLineSurface.commands.flatMap { command in
            command.words.map { ($0, command.id) }
        })

    public static var commandWords: [String] { words.keys.sorted() }

    /// The command `word` names, found in the command table itself: a line
    /// looks up one word, and building `words` (a dictionary of every word)
    /// cost a one-shot command a ninth of its instructions (bench/README.md).
    static func command(named word: String) -> CommandID? {
        for command in CommandLineSurface.commands
        where command.name == word || command.koreanWords.contains(word) || command.otherWords.contains(word)
        {
            return command.id
        }
        return nil
    }

    /// ASCII non-letters some command word starts with (`?`, `:q`), read from
    /// the command table itself: a line starting with a digit needs neither
    /// the dictionary of command words nor a set (see bench/README.md).
    package static let otherHeads: [Unicode.Scalar] = CommandLineSurface.commands.flatMap { command in
        command.words.compactMap { word in
            word.unicodeScalars.first.flatMap { $0.isASCII && !Lexer.isLatinLetter($0) ? $0 : nil }
        }
    }

    /// A `convert` line of ASCII bytes as `parse` and the session would read it: the
    /// small word `convert`, a space or tab, and a printable byte after the spaces
    /// (`parse` gives `.convert` of a rest that is not empty), written into
    /// `blanked` with the word made spaces (`Session.blankingFirstWord`, the same
    /// text for an ASCII line); false, with nothing written, for any other line
    /// (which `parse` then reads). The batch's pair lines, without the command
    /// table's walk, the lower-cased word and the rest made a `String`.
    /// (`blanked` has room for `bytes`: the session's is on the stack, no array kept.)
    package static func blankConvert(
        _ bytes: UnsafeBufferPointer<UInt8>, into blanked: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
        let word: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            0x63, 0x6F, 0x6E, 0x76, 0x65, 0x72, 0x74
        )
        guard bytes.count > 8, bytes[0] == word.0, bytes[1] == word.1, bytes[2] == word.2,
            bytes[3] == word.3,
            bytes[4] == word.4, bytes[5] == word.5, bytes[6] == word.6,
            bytes[7] == 0x20 || bytes[7] == 0x09
        else { return false }
        var i = 8
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        guard i < bytes.count, bytes[i] > 0x20, bytes[i] < 0x7F else { return false }
        var ascii: UInt8 = 0
        for k in i..<bytes.count { ascii |= bytes[k] }
        guard ascii < 0x80 else { return false }
        guard blanked.count >= bytes.count, let from = bytes.baseAddress, let to = blanked.baseAddress else {
            return false
        }
        to.update(from: from, count: bytes.count)
        to.update(repeating: 0x20, count: 7)
        return true
    }

    /// Whether `line` is a calculation by its first byte alone: an ASCII calculation
    /// head (a digit, a bracket, a sign: most batch lines) with no space before it,
    /// which `parse` routes as the line itself (its scalar walk would find the
    /// same head at the same place).
    package static func startsCalculation(_ line: String) -> Bool {
        guard let first = line.utf8.first else { return false }
        return startsCalculation(byte: first)
    }

    /// `startsCalculation` of a line whose first byte is `first`.
    package static func startsCalculation(byte first: UInt8) -> Bool {
        guard first < 0x80 else { return false }
        return first < 64
            ? calculationHeads.low >> first & 1 == 1 : calculationHeads.high >> (first - 64) & 1 == 1
    }

    /// The ASCII bytes `startsCalculation` takes, one bit each: every ASCII byte but
    /// the spaces (`LineText.isSpace`), the Latin letters and `otherHeads` (`?`, `:`).
    /// Written out, not made from the command table at start-up (a walk of every
    /// command's words, a twentieth of a one-shot command's instructions);
    /// `RouterHeadTests.calculationHeadsAreTheTable` makes them from the table and
    /// fails when a command word starting with another byte is added.
    static let calculationHeads: (low: UInt64, high: UInt64) = (0x7BFF_FFFE_FFFF_D9FF, 0xF800_0001_F800_0001)

    /// Routes `line` by its first word: a word of the command table picks the
    /// command (the switch has a case for every `CommandID` and no `default`);
    /// any other line is the grammar's.
    public static func parse(_ line: String) throws(CommandError) -> Command {
        if startsCalculation(line) { return .calculate(line) }
        // A calculation's head (below), found by scalars without grapheme breaking
        // when the first scalar after the spaces is ASCII: no space before it can
        // then share a character with it, so the characters dropped are the same.
        let scalars = line.unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex && LineText.isSpace(scalars[start]) {
            scalars.formIndex(after: &start)
        }
        if start < scalars.endIndex, case let head = scalars[start], head.isASCII, !Lexer.isLatinLetter(head),
            !Self.otherHeads.contains(head)
        {
            return .calculate(start == scalars.startIndex ? line : String(scalars[start...]))
        }
        // Leading white space is dropped by characters (a space a mark joins
        // goes with it); a line without any needs no grapheme breaking.
        let text =
            start == scalars.startIndex
            ? Substring(line) : Substring(line).drop { LineText.isSpace($0.unicodeScalars.first!) }
        guard let head = text.unicodeScalars.first else { return .empty }
        // A line starting with a digit, a bracket or a sign no command word
        // starts with is a calculation, read without lower-casing and looking
        // up its first word.
        if head.isASCII && !Lexer.isLatinLetter(head) && !Self.otherHeads.contains(head) {
            return .calculate(String(text))
        }
        let firstEnd = firstWordEnd(text)
        let first = text[..<firstEnd].lowercasedFast()
        guard let id = command(named: first) else { return .calculate(String(text)) }
        let rest = String(text[firstEnd...]).trimmed()
        let restOrNil = rest.isEmpty ? nil : rest
        switch id {
        case .convert:
            guard !rest.isEmpty else { throw .usage("convert") }
            return .convert(rest)
        case .remit: return .remit(rest)
        case .rates: return .rates(rest)
        case .bank: return .bank(rest)
        case .exchange:
            // `exchange rate EUR` is the grammar's rate query, not a cash exchange (SPEC §2).
            if first == "exchange", rest.lowercased() == "rate" || rest.lowercased().hasPrefix("rate ") {
                return .calculate(String(text))
            }
            guard !rest.isEmpty else { throw .usage("exchange") }
            return .exchange(rest)
        case .history: return .history(rest)
        case .status:
            guard rest.isEmpty else { throw .usage("status") }
            return .status
        case .refresh:
            guard rest.isEmpty else { throw .usage("refresh") }
            return .refresh
        case .currencies: return .currencies(query: restOrNil)
        case .units: return .units(query: restOrNil)
        case .vars:
            guard rest.isEmpty else { throw .usage("vars") }
            return .vars
        case .coins: return .coins(rest)
        case .futures: return .futures(rest)
        case .help: return .help(topic: restOrNil?.lowercased())
        case .completions:
            guard !rest.isEmpty, !rest.contains(where: { $0 == " " }) else { throw .usage("completions") }
            return .completions(shell: rest.lowercased())
        case .quit: return .quit
        case .watch: return .watch(rest)
        case .csv: return .csv
        }
    }

    /// `어제 환율`, `2024-03-04 rates per EUR`: a date before the rates command
    /// word asks for that day's table (SPEC §12), as `rates DATE` does; nil for
    /// any other line. Asked only of a line the calculator refused, so no line
    /// it reads pays for the look.
    static func datedRates(_ text: Substring) -> Command? {
        guard namesRates(text.utf8) else { return nil }
        let line = LineText(text)
        guard let head = Lexer.tokens(line).first, case .date = head.kind, head.range.lowerBound == 0 else {
            return nil
        }
        let rest = Substring(line.text(head.range.upperBound..<line.count).trimmed())
        let end = firstWordEnd(rest)
        guard command(named: rest[..<end].lowercasedFast()) == .rates else { return nil }
        let arguments = String(rest[end...]).trimmed()
        return .rates((arguments.isEmpty ? "" : arguments + " ") + line.text(head.range))
    }

    /// Whether the bytes hold `환율` or `rates` in any case (a scan, made only
    /// for a line the calculator refused).
    static func namesRates(_ bytes: some Collection<UInt8>) -> Bool {
        var matched = 0
        var korean = 0
        let word: [UInt8] = Array("rates".utf8)
        let hangul: [UInt8] = [0xED, 0x99, 0x98, 0xEC, 0x9C, 0xA8]
        for byte in bytes {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            matched = lower == word[matched] ? matched + 1 : (lower == word[0] ? 1 : 0)
            korean = byte == hangul[korean] ? korean + 1 : (byte == hangul[0] ? 1 : 0)
            if matched == word.count || korean == hangul.count { return true }
        }
        return false
    }

    /// Where the first word of `text` ends (at its first white space): by scalars
    /// while they are ASCII (each a character then, and white space at the end is
    /// the first scalar of its character either way), else by characters.
    static func firstWordEnd(_ text: Substring) -> Substring.Index {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if LineText.isSpace(scalar) { return index }
            guard scalar.isASCII else {
                return text.firstIndex { LineText.isSpace($0.unicodeScalars.first!) } ?? text.endIndex
            }
            scalars.formIndex(after: &index)
        }
        return text.endIndex
    }

    /// The command word nearest to `word`, for "did you mean" when a line's first
    /// word names nothing (`conver` → `convert`).
    static func nearestWord(to word: String) -> String? {
        // A command word that reached the grammar (`exchange rate EUR`) is not a misspelt command.
        guard command(named: word.lowercased()) == nil else { return nil }
        return EditDistance.nearest(to: word.lowercased(), among: commandWords.filter { $0.count > 1 })
    }
}

/// A command used with the wrong words.
public enum CommandError: UserFacingError, Equatable {
    case usage(String)

    public var code: String { "usage" }
    public var status: ExitStatus { .inputError }

    public func message(in language: Language) -> String {
        switch self {
        case .usage(let command):
            let usage = HelpText.usage(of: command)
            return Localized(ko: "사용법: \(usage.ko)", en: "usage: \(usage.en)")(language)
        }
    }
}
