/// What the user's own names can fail with: a name hwan already uses, a bad
/// line of the definitions file, a cycle, a call with the wrong arguments.
public enum NamesError: UserFacingError, Equatable {
    /// `km = 5`: the name is taken (`what` says by what).
    case reserved(String, what: ReservedName)
    /// `path:line: problem`, like a compiler's message, so editors can jump to it.
    case badDefinition(path: String, line: Int, problem: DefinitionProblem)
    /// `vat(1, 2)` for a function of one argument.
    case wrongArguments(String, expected: Int, found: Int)
    /// A name used where its definition cannot stand (`smoot` after `to`
    /// when it is a number of metres).
    case expansionTooLong

    public var code: String {
        switch self {
        case .reserved: "reserved_name"
        case .badDefinition: "definitions_error"
        case .wrongArguments: "wrong_arguments"
        case .expansionTooLong: "expansion_too_long"
        }
    }

    public var status: ExitStatus {
        switch self {
        case .badDefinition: .usage
        case .reserved, .wrongArguments, .expansionTooLong: .inputError
        }
    }

    public func message(in language: Language) -> String {
        switch self {
        case .reserved(let name, let what):
            let word = what.word
            return Localized(
                ko: "'\(name.printable())'은(는) \(word.ko) 이름이라 변수나 정의의 이름으로 쓸 수 없습니다: 다른 이름을 고르세요",
                en:
                    "'\(name.printable())' is the name of \(word.en): choose another name for a variable or definition"
            )(
                language)
        case .badDefinition(let path, let line, let problem):
            return "\(path.printable(limit: 4096)):\(line): " + problem.message(in: language)
        case .wrongArguments(let name, let expected, let found):
            return Localized(
                ko: "\(name.printable())() 는 인수 \(expected)개를 받습니다 (\(found)개를 받음)",
                en:
                    "\(name.printable())() takes \(expected) argument\(expected == 1 ? "" : "s") (\(found) given)"
            )(
                language)
        case .expansionTooLong:
            return Localized(
                ko: "정의를 펼친 식이 너무 깁니다 (정의가 서로를 너무 깊게 부릅니다)",
                en: "the line is too long once its definitions are written out (definitions nest too deeply)")(
                    language)
        }
    }
}

/// What an existing name is, for the message that refuses it.
public enum ReservedName: Sendable, Equatable {
    case unit, currency, keyword, command, function, date

    var word: Localized {
        switch self {
        case .unit: Localized(ko: "단위", en: "a unit")
        case .currency: Localized(ko: "통화", en: "a currency")
        case .keyword: Localized(ko: "계산기 낱말", en: "a word of the calculator")
        case .command: Localized(ko: "명령", en: "a command")
        case .function: Localized(ko: "함수", en: "a function")
        case .date: Localized(ko: "날짜 낱말", en: "a date word")
        }
    }
}

/// What is wrong with one line of the definitions file.
public enum DefinitionProblem: Error, Equatable, Sendable {
    /// Neither a comment nor `name = expression`.
    case missingEquals(String)
    case badName(String)
    case emptyExpression(String)
    /// The name is a unit, currency, keyword or command.
    case reserved(String, what: ReservedName)
    case duplicate(String, firstLine: Int)
    /// The expression does not read (the grammar's message).
    case unreadable(String, reason: String)
    /// Names that define each other in a circle, in order.
    case cycle([String])
    /// A function that calls itself.
    case recursion(String)

    public func message(in language: Language) -> String {
        switch self {
        case .missingEquals(let text):
            Localized(
                ko: "'이름 = 식' 꼴이 아닙니다: '\(text.printable())'",
                en: "expected 'name = expression', found '\(text.printable())'")(language)
        case .badName(let name):
            Localized(
                ko: "'\(name.printable())'은(는) 이름으로 쓸 수 없습니다 (글자로 시작하고 글자, 숫자, _ 만)",
                en: "'\(name.printable())' is not a name (a letter first, then letters, digits or _)")(
                    language)
        case .emptyExpression(let name):
            Localized(ko: "\(name.printable()) 에 식이 없습니다", en: "\(name.printable()) has no expression")(
                language)
        case .reserved(let name, let what):
            NamesError.reserved(name, what: what).message(in: language)
        case .duplicate(let name, let firstLine):
            Localized(
                ko: "\(name.printable())은(는) \(firstLine)번째 줄에서 이미 정의했습니다",
                en: "\(name.printable()) is already defined on line \(firstLine)")(language)
        case .unreadable(let name, let reason):
            Localized(
                ko: "\(name.printable())의 식을 읽을 수 없습니다: \(reason.printable(limit: 200))",
                en: "cannot read the expression of \(name.printable()): \(reason.printable(limit: 200))")(
                    language)
        case .cycle(let names):
            Localized(
                ko: "정의가 서로를 돌고 돕니다: \(names.map { $0.printable() }.joined(separator: " → "))",
                en: "definitions form a cycle: \(names.map { $0.printable() }.joined(separator: " → "))")(
                    language)
        case .recursion(let name):
            Localized(
                ko: "함수 \(name.printable())이(가) 자기 자신을 부릅니다 (재귀는 지원하지 않습니다)",
                en: "the function \(name.printable()) calls itself (recursion is not supported)")(language)
        }
    }
}
