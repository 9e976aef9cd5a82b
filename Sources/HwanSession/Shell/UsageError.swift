/// A command line hwan cannot run: an unknown option, a missing or wrong
/// value, or an environment variable with a value hwan does not know.
/// Always exit status 64 (SPEC §1).
public enum UsageError: UserFacingError, Equatable {
    /// `--colour`: with the nearest option, when one is close.
    case unknownOption(String, suggestion: String?)
    /// `--lang` at the end of the line.
    case missingValue(option: String)
    /// `--offline=1`: a switch given a value.
    case unexpectedValue(option: String)
    /// `--color sometimes`: with the accepted values and the nearest one.
    case invalidValue(option: String, value: String, choices: [String], suggestion: String?)
    /// `--interval 1`, `--interval soon`: a whole number outside its bounds, or none.
    case outOfRange(option: String, value: String, minimum: Int64, maximum: Int64)
    /// `HWAN_PROVIDER=nope`.
    case invalidEnvironment(variable: String, value: String, choices: [String])

    public var code: String { "usage" }
    public var status: ExitStatus { .usage }

    public func message(in language: Language) -> String {
        switch self {
        case .unknownOption(let option, let suggestion):
            let shown = option.printable()
            let hint = suggestion.map { Localized(ko: " \($0) 을(를) 쓰려던 건가요?", en: " Did you mean \($0)?") }
            return Localized(
                ko: "알 수 없는 옵션 '\(shown)'." + (hint?.ko ?? "") + " hwan --help 를 보세요",
                en: "unknown option '\(shown)'." + (hint?.en ?? "") + " See hwan --help")(language)
        case .missingValue(let option):
            return Localized(ko: "\(option) 옵션에 값이 필요합니다", en: "\(option) needs a value")(language)
        case .unexpectedValue(let option):
            return Localized(ko: "\(option) 옵션은 값을 받지 않습니다", en: "\(option) takes no value")(language)
        case .invalidValue(let option, let value, let choices, let suggestion):
            let list = choices.joined(separator: ", ")
            let hint = suggestion.map { Localized(ko: " (\($0)?)", en: " (did you mean \($0)?)") }
            return Localized(
                ko: "\(option) 값 '\(value.printable())'을(를) 모릅니다\(hint?.ko ?? ""). 다음 중 하나를 쓰세요: \(list)",
                en: "\(option): unknown value '\(value.printable())'\(hint?.en ?? ""). Use one of: \(list)")(
                    language)
        case .outOfRange(let option, let value, let minimum, let maximum):
            let shown = TerminalText.echo(value)
            return Localized(
                ko: "\(option) 값 '\(shown)'은(는) 쓸 수 없습니다: \(minimum)에서 \(maximum) 사이의 정수(초)를 쓰세요",
                en:
                    "\(option): '\(shown)' is not allowed; use a whole number of seconds from \(minimum) to \(maximum)"
            )(
                language)
        case .invalidEnvironment(let variable, let value, let choices):
            let list = choices.joined(separator: ", ")
            return Localized(
                ko: "환경 변수 \(variable) 값 '\(value.printable())'을(를) 모릅니다. 다음 중 하나를 쓰세요: \(list)",
                en: "\(variable): unknown value '\(value.printable())'. Use one of: \(list)")(language)
        }
    }
}
