import HwanKit

/// The global options of SPEC §1, parsed from argv up to the first word of
/// the command. Anything else starting with `-` (but not a negative number)
/// is a usage error, exit 64.
struct Options {
    var mode: OutputMode = .human
    var language: String?
    var offline = false
    var cacheDirectory: String?
    var provider: String?
    var help = false
    var version = false
    var command: [String] = []

    enum Failure: Error {
        case unknownOption(String)
        case missingValue(String)

        func message(in language: Language) -> String {
            switch self {
            case .unknownOption(let option):
                return Localized(
                    ko: "알 수 없는 옵션 '\(option)'. hwan --help 를 보세요",
                    en: "unknown option '\(option)'. See hwan --help")(language)
            case .missingValue(let option):
                return Localized(ko: "\(option) 옵션에 값이 필요합니다", en: "\(option) needs a value")(language)
            }
        }
    }

    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        var options = Options()
        var index = 0
        func value(_ name: String, inline: String?) throws(Failure) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw .missingValue(name) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                options.command = Array(arguments[(index + 1)...])
                return options
            }
            guard argument.hasPrefix("-"), argument.count > 1, !Self.looksNumeric(argument) else { break }
            let parts = argument.split(separator: "=", maxSplits: 1)
            let name = String(parts[0])
            let inline = parts.count > 1 ? String(parts[1]) : nil
            switch name {
            case "-t", "--terse": options.mode = .terse
            case "--json": options.mode = .json
            case "--offline": options.offline = true
            case "-h", "--help": options.help = true
            case "--version", "-V": options.version = true
            case "--lang": options.language = try value(name, inline: inline)
            case "--cache-dir": options.cacheDirectory = try value(name, inline: inline)
            case "--provider": options.provider = try value(name, inline: inline)
            default: throw .unknownOption(argument)
            }
            index += 1
        }
        options.command = Array(arguments[index...])
        return options
    }

    /// `-5`, `-(2+3)`, `-.5`: an amount, not an option.
    static func looksNumeric(_ argument: String) -> Bool {
        guard let second = argument.dropFirst().first else { return false }
        return second.isNumber || second == "." || second == "("
    }
}
