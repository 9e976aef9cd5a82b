/// One parsed line (SPEC §2). The same words work in the REPL and one-shot.
public enum Command: Equatable, Sendable {
    case convert(amount: LineToken, from: LineToken, to: LineToken)
    /// `AMOUNT CURRENCY` alone: into won (or from won into dollars).
    case quickConvert(amount: LineToken, from: LineToken)
    case remit(amount: LineToken, from: LineToken?, to: LineToken)
    case rates(base: LineToken?, codes: [LineToken])
    case status
    case refresh
    case currencies(query: String?)
    case units(query: String?)
    case help(topic: String?)
    /// `completions bash|zsh|fish`: the shell's name as typed, lower-cased.
    case completions(shell: String)
    case quit
    case expression(LineToken)
    case empty

    /// Command words, English and Korean, for parsing and tab completion:
    /// every word of `CommandLineSurface.commands`, so help and parser agree.
    static let words: [String: String] = Dictionary(
        uniqueKeysWithValues: CommandLineSurface.commands.flatMap { command in
            command.words.map { ($0, command.name) }
        })

    public static var commandWords: [String] { words.keys.sorted() }

    static let connectors: Set<String> = ["to", "in", "->", "→", "=>", "into"]

    public static func parse(_ line: String) throws(CommandError) -> Command {
        let tokens = LineToken.split(line)
        guard let first = tokens.first else { return .empty }
        let rest = Array(tokens.dropFirst())
        var joinedRest: String { rest.map { String($0.text) }.joined(separator: " ") }
        // Command words start with a letter, `?` or `:`; amounts never do.
        let word =
            first.text.first.map { $0.isLetter || $0 == "?" || $0 == ":" } == true
            ? first.text.lowercased() : ""
        switch words[word] {
        case "convert":
            guard let command = conversion(splitGluedAmount(rest)) else { throw .usage("convert") }
            return command
        case "remit":
            var args = rest
            if args.count == 4, connectors.contains(args[2].text.lowercased()) { args.remove(at: 2) }
            switch args.count {
            case 2: return .remit(amount: args[0], from: nil, to: args[1])
            case 3: return .remit(amount: args[0], from: args[1], to: args[2])
            default: throw .usage("remit")
            }
        case "rates":
            return .rates(base: rest.first, codes: Array(rest.dropFirst()))
        case "status":
            guard rest.isEmpty else { throw .usage("status") }
            return .status
        case "refresh":
            guard rest.isEmpty else { throw .usage("refresh") }
            return .refresh
        case "currencies": return .currencies(query: rest.isEmpty ? nil : joinedRest)
        case "units": return .units(query: rest.isEmpty ? nil : joinedRest)
        case "help": return .help(topic: rest.isEmpty ? nil : joinedRest.lowercased())
        case "completions":
            guard rest.count == 1 else { throw .usage("completions") }
            return .completions(shell: rest[0].text.lowercased())
        case "quit": return .quit
        default:
            let tokens = splitGluedAmount(tokens)
            if let command = conversion(tokens) { return command }
            if tokens.count == 2, ExpressionEvaluator.looksLikeExpression(tokens[0].text),
                !ExpressionEvaluator.looksLikeExpression(tokens[1].text), isName(tokens[1].text)
            {
                return .quickConvert(amount: tokens[0], from: tokens[1])
            }
            let start = first.column
            let text = line.trimmed()
            return .expression(LineToken(text: Substring(text), column: start))
        }
    }

    /// `AMOUNT FROM TO` or `AMOUNT FROM to|in|-> TO`.
    static func conversion(_ args: [LineToken]) -> Command? {
        if args.count == 4, connectors.contains(args[2].text.lowercased()) {
            return .convert(amount: args[0], from: args[1], to: args[3])
        }
        if args.count == 3, ExpressionEvaluator.looksLikeExpression(args[0].text), isName(args[1].text),
            isName(args[2].text), !connectors.contains(args[1].text.lowercased())
        {
            return .convert(amount: args[0], from: args[1], to: args[2])
        }
        return nil
    }

    /// `5km to mi`, `100USD JPY`, `3만엔`: the amount written against the name
    /// is split off the first token, so people need not type the space.
    static func splitGluedAmount(_ tokens: [LineToken]) -> [LineToken] {
        guard let first = tokens.first, tokens.count <= 3, first.text.first?.isNumber == true,
            first.text.unicodeScalars.contains(where: {
                $0.properties.isAlphabetic && !("0"..."9").contains($0)
            })
        else { return tokens }
        guard let cut = first.text.firstIndex(where: { !amountCharacters.contains($0) }),
            cut > first.text.startIndex, isName(first.text[cut...]), !isExponent(first.text[cut...])
        else { return tokens }
        let amount = LineToken(text: first.text[..<cut], column: first.column)
        let name = LineToken(
            text: first.text[cut...],
            column: first.column + first.text.distance(from: first.text.startIndex, to: cut))
        return [amount, name] + tokens.dropFirst()
    }

    static let amountCharacters = Set("0123456789.,천만억조백십")

    /// `e5`, `E-3`, `e+10`: the rest of a number in exponent notation, not a name.
    static func isExponent(_ text: Substring) -> Bool {
        var rest = text.dropFirst()
        guard text.first == "e" || text.first == "E" else { return false }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        return rest.first?.isASCII == true && rest.first?.isNumber == true
    }

    /// A token that could name a currency or unit: not an operator or a number.
    static func isName(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        return !first.isNumber && !"+-*/^%().,×÷".contains(first)
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
