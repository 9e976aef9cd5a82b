#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A config file hwan cannot use. Exit status 64 (SPEC §11): a setting the
/// user wrote must not be ignored in silence.
public enum ConfigFileError: UserFacingError, Equatable {
    /// `path:line: problem`, like a compiler's message, so editors can jump to it.
    case badLine(path: String, line: Int, problem: ConfigLineProblem)
    /// A directory, a FIFO or a device where the file should be.
    case notRegularFile(path: String)
    case tooLarge(path: String, limit: Int)
    /// Reading failed with this `errno`.
    case unreadable(path: String, errno: Int32)

    public var code: String { "config_error" }
    public var status: ExitStatus { .usage }

    public func message(in language: Language) -> String {
        switch self {
        case .badLine(let path, let line, let problem):
            return "\(path.printable(limit: 4096)):\(line): " + problem.message(in: language)
        case .notRegularFile(let path):
            return Localized(
                ko: "\(path): 설정 파일이 일반 파일이 아닙니다", en: "\(path): the config file is not a regular file")(
                    language)
        case .tooLarge(let path, let limit):
            return Localized(
                ko: "\(path): 설정 파일이 너무 큽니다 (최대 \(limit) 바이트)",
                en: "\(path): the config file is too large (at most \(limit) bytes)")(language)
        case .unreadable(let path, let number):
            let reason = String(cString: strerror(number))
            return Localized(
                ko: "\(path): 설정 파일을 읽을 수 없습니다 (\(reason))",
                en: "\(path): cannot read the config file (\(reason))"
            )(language)
        }
    }
}

extension ConfigFileError {
    /// The error as a notice: said, and the defaults answer.
    public var notice: Localized {
        let defaults = Localized(ko: "; 기본 설정을 씁니다", en: "; using the defaults")
        return Localized(ko: message(in: .ko) + defaults.ko, en: message(in: .en) + defaults.en)
    }
}

/// What is wrong with one line of the config file.
public enum ConfigLineProblem: Error, Equatable, Sendable {
    /// Neither a comment nor `key = value`.
    case missingEquals(String)
    case unknownKey(String, suggestion: String?)
    case emptyValue(ConfigKey)
    case badValue(ConfigKey, String, choices: [String], suggestion: String?)
    /// `home` or `rates` names no currency hwan knows.
    case unknownCurrency(ConfigKey, CurrencyLookupError)
    /// The value holds control or invisible characters (a pasted U+200B, an
    /// escape): shown with them made visible, never as a clean look-alike.
    case invisibleCharacters(ConfigKey, String)
    /// A coin symbol that is not 1 to 12 letters and digits.
    case badCoin(String)

    public func message(in language: Language) -> String {
        let keys = ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .missingEquals(let text):
            return Localized(
                ko: "'key = value' 꼴이 아닙니다: '\(text.printable())'",
                en: "expected 'key = value', found '\(text.printable())'")(language)
        case .unknownKey(let key, let suggestion):
            let hint = suggestion.map { Localized(ko: " (\($0)?)", en: " (did you mean \($0)?)") }
            return Localized(
                ko: "모르는 설정 키 '\(key.printable())'\(hint?.ko ?? ""). 쓸 수 있는 키: \(keys)",
                en: "unknown key '\(key.printable())'\(hint?.en ?? ""). Keys: \(keys)")(language)
        case .emptyValue(let key):
            return Localized(ko: "\(key.rawValue) 에 값이 없습니다", en: "\(key.rawValue) has no value")(language)
        case .badValue(let key, let value, let choices, let suggestion):
            let list = choices.joined(separator: ", ")
            let hint = suggestion.map { Localized(ko: " (\($0)?)", en: " (did you mean \($0)?)") }
            return Localized(
                ko: "\(key.rawValue) 값 '\(value.printable())'을(를) 모릅니다\(hint?.ko ?? ""). 다음 중 하나: \(list)",
                en:
                    "\(key.rawValue): unknown value '\(value.printable())'\(hint?.en ?? ""). Use one of: \(list)"
            )(
                language)
        case .unknownCurrency(let key, let error):
            // The catalog's message quotes the value whole: strip and bound it here.
            return "\(key.rawValue): " + error.message(in: language).printable(limit: 300)
        case .invisibleCharacters(let key, let value):
            let shown = TerminalText.echo(value)
            return Localized(
                ko: "\(key.rawValue) 값 '\(shown)'에 보이지 않는 문자나 제어 문자가 있습니다",
                en: "\(key.rawValue): the value '\(shown)' holds invisible or control characters")(language)
        case .badCoin(let symbol):
            return Localized(
                ko: "coins 의 '\(symbol.printable())'은(는) 코인 심볼이 아닙니다 (영문자와 숫자 1~12자)",
                en: "coins: '\(symbol.printable())' is not a coin symbol (1 to 12 letters and digits)")(
                    language)
        }
    }
}
