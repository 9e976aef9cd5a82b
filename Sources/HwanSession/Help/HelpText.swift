/// `--help`, `help` and `help COMMAND`: examples first, then every command,
/// option, environment variable, config key and exit status of
/// `CommandLineSurface`, in the chosen language.
public enum HelpText {
    /// The usage line of a command word (`환전` gives convert's); help's own for an unknown word.
    public static func usage(of word: String) -> Localized {
        let command = CommandLineSurface.command(named: word) ?? CommandLineSurface.command(named: "help")!
        return Localized(ko: command.usage(in: .ko), en: command.usage(in: .en))
    }

    /// The whole help with no topic; one usage line for a command word; nil for any other topic.
    public static func lines(topic: String?, language: Language) -> [String]? {
        if let topic {
            guard let command = CommandLineSurface.command(named: topic) else { return nil }
            return [command.usage(in: language)]
        }
        return whole(in: language)
    }

    static func whole(in language: Language) -> [String] {
        let text = { (ko: String, en: String) in Localized(ko: ko, en: en)(language) }
        var lines = [
            text("hwan — 환율·단위 계산기", "hwan — currency and unit calculator"),
            text(
                "사용법: hwan [옵션] [명령 [인자...] | 식]   (인자가 없으면 대화형, 파이프로 받으면 한 줄씩)",
                "usage: hwan [OPTIONS] [COMMAND [ARGS...] | EXPRESSION]   (none: interactive, or one line at a time from a pipe)"
            ),
            "",
            text("예:", "Examples:"),
        ]
        lines += examples(in: language).map { "  " + $0 }
        lines += ["", text("명령:", "Commands:")]
        lines += columns(
            CommandLineSurface.commands.map { command in
                let korean =
                    command.koreanWords.isEmpty
                    ? "" : " (" + command.koreanWords.joined(separator: ", ") + ")"
                return (command.synopsis(in: language), command.summary(language) + korean)
            })
        lines += [
            "",
            text(
                "옵션 (명령 앞이든 뒤든 어디에나; -- 뒤는 옵션이 아님):",
                "Options (anywhere, before or after the command; -- ends them):"),
        ]
        lines += columns(CommandLineSurface.options.map { ($0.synopsis, $0.summary(language)) })
        lines += ["", text("환경 변수:", "Environment:")]
        lines += columns(
            CommandLineSurface.environment.map { ($0.names.joined(separator: ", "), $0.summary(language)) })
        lines += [
            "",
            text(
                "설정 파일: $XDG_CONFIG_HOME/hwan/config 또는 ~/.config/hwan/config (key = value, # 주석; 옵션 > 환경 변수 > 설정 파일):",
                "Config file: $XDG_CONFIG_HOME/hwan/config or ~/.config/hwan/config (key = value, # comments; options > environment > file):"
            ),
        ]
        lines += columns(CommandLineSurface.configKeys.map { ($0.synopsis, $0.summary(language)) })
        lines += ["", text("종료 상태:", "Exit status:")]
        lines += columns(
            CommandLineSurface.exitStatuses.map { ("\($0.status.rawValue)", $0.summary(language)) })
        lines += ["", text("자세한 설명: man hwan", "More: man hwan")]
        return lines
    }

    static func examples(in language: Language) -> [String] {
        language == .ko
            ? [
                "100 USD to JPY          달러를 엔으로 (convert 100 USD JPY 와 같음)",
                "3만 엔 to 원             한국어 숫자 단위(천·만·억·조)와 별칭(달러·엔·원·유로·위안)",
                "100 달러                 홈 통화(기본 원화)로 바로 환산",
                "5 km to mi, 34 평 to m2, 100 °F to °C, 10 L/100km to mpg",
                "(120+35)*3, 2^10, 15%, ans*2      계산기 (ans는 직전 결과)",
                "remit 1000 USD KRW      송금 수취금액 (1~10000 정수)",
            ]
            : [
                "100 USD to JPY          dollars in yen (same as: convert 100 USD JPY)",
                "3만 엔 to 원             Korean magnitudes (천 만 억 조) and aliases (달러 엔 원 유로 위안)",
                "100 달러                 straight into the home currency (won unless configured)",
                "5 km to mi, 34 평 to m2, 100 °F to °C, 10 L/100km to mpg",
                "(120+35)*3, 2^10, 15%, ans*2      calculator (ans is the last result)",
                "remit 1000 USD KRW      remittance quote (whole amounts 1 to 10000)",
            ]
    }

    /// Two columns, the first padded to its widest cell (Hangul counts two);
    /// a first cell wider than `maxWidth` gets a line of its own, the second
    /// cell then going on the next line under the column.
    static func columns(_ rows: [(String, String)], maxWidth: Int = 36) -> [String] {
        let width = rows.map { DisplayWidth.of($0.0) }.filter { $0 <= maxWidth }.max() ?? 0
        return rows.flatMap { first, second -> [String] in
            guard DisplayWidth.of(first) <= width else {
                return ["  " + first, "  " + String(repeating: " ", count: width) + "  " + second]
            }
            return ["  " + DisplayWidth.pad(first, to: width) + "  " + second]
        }
    }
}
