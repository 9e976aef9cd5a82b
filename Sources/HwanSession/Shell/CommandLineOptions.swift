/// The global options of SPEC §1, read from anywhere among the arguments as
/// in every GNU tool (`hwan rates --json`, `hwan --json rates`), as
/// `CommandLineSurface.options` describes them.
///
/// `--name value` and `--name=value` both work; values from a closed set are
/// checked here (`--color sometimes` is refused with the accepted values).
/// Anything else starting with `-` (but not a negative number such as `-5` or
/// `-(2+3)`) is a usage error, with the nearest option when one is close.
/// After the first word of the command, only a word that names a known option
/// (or starts with `--` and a letter) is one, so `100 USD -> JPY` keeps its
/// arrow. `--` ends the options: everything after it is command words.
public struct CommandLineOptions: Sendable, Equatable {
    /// nil when neither `-t` nor `--json` was given.
    public var mode: OutputMode?
    public var language: Language?
    public var offline = false
    public var cacheDirectory: String?
    public var provider: ProviderID?
    /// One of `CommandLineSurface.bankNames`.
    public var bank: String?
    /// `--rate bank|mid` (SPEC §7).
    public var rate: RateChoice?
    /// `--discount PERCENT`: 환율우대 for `exchange`, checked to read as 0...100.
    public var discount: String?
    public var color: ColorChoice?
    /// `--interval SECONDS`: the coins board's refresh (SPEC §10), checked to lie in
    /// `IntervalSchedule.minimumSeconds...maximumSeconds`.
    public var interval: Int64?
    public var help = false
    public var version = false
    /// The words of the command, to be joined into one line.
    public var command: [String] = []

    public init() {}

    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                options.command += arguments[(index + 1)...]
                return options
            }
            // `csv FILE --date COL ...`: csv's own options and their values are its words.
            if options.command.first == CommandID.csv.rawValue, CSVRequest.isOption(argument) {
                options.command.append(argument)
                if !argument.contains("="), index + 1 < arguments.count {
                    options.command.append(arguments[index + 1])
                    index += 1
                }
                index += 1
                continue
            }
            guard isOption(argument, afterCommand: !options.command.isEmpty) else {
                options.command.append(argument)
                index += 1
                continue
            }
            let (name, inline) = split(argument)
            guard let description = CommandLineSurface.options.first(where: { $0.names.contains(name) })
            else {
                let known = CommandLineSurface.options.flatMap(\.names)
                throw .unknownOption(name, suggestion: EditDistance.nearest(to: name, among: known))
            }
            var value: String?
            if description.takesValue {
                if let inline {
                    value = inline
                } else {
                    index += 1
                    guard index < arguments.count else { throw .missingValue(option: description.long) }
                    value = arguments[index]
                }
                value = try checked(value ?? "", for: description)
                if description.id == .discount, CashExchange.discount(percent: value ?? "") == nil {
                    throw .outOfRange(option: description.long, value: value ?? "", minimum: 0, maximum: 100)
                }
                if description.id == .interval {
                    options.interval = try seconds(value ?? "", for: description)
                }
            } else if inline != nil {
                throw .unexpectedValue(option: description.long)
            }
            options.apply(description.id, value: value ?? "")
            index += 1
        }
        return options
    }

    /// Whether `argument` is an option: before the command, any word starting
    /// with `-` that is not a number; after the command's first word, only a
    /// known option name or a `--word` (so `->` and `-x` stay command words).
    static func isOption(_ argument: String, afterCommand: Bool) -> Bool {
        // The byte test first: a word not starting with `-` (most) is decided
        // without breaking it into characters.
        guard argument.utf8.first == UInt8(ascii: "-"), argument.hasPrefix("-"), argument.count > 1,
            !looksNumeric(argument)
        else { return false }
        guard afterCommand else { return true }
        let name = split(argument).name
        if CommandLineSurface.options.contains(where: { $0.names.contains(name) }) { return true }
        let scalars = Array(argument.unicodeScalars)
        return scalars.count > 2 && scalars[1] == "-" && Lexer.isLatinLetter(scalars[2])
    }

    /// `-5`, `-(2+3)`, `-.5`: an amount, not an option.
    static func looksNumeric(_ argument: String) -> Bool {
        guard let second = argument.dropFirst().first else { return false }
        return second.isNumber || second == "." || second == "("
    }

    /// `--lang=ko` → (`--lang`, `ko`); a short option never carries `=`.
    static func split(_ argument: String) -> (name: String, inline: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The value, lower-cased when the option takes one of a closed set of words.
    static func checked(_ value: String, for option: OptionDescription) throws(UsageError) -> String {
        guard !option.choices.isEmpty else {
            guard !value.isEmpty else { throw .missingValue(option: option.long) }
            return value
        }
        let folded = value.lowercased()
        guard option.choices.contains(folded) else {
            throw .invalidValue(
                option: option.long, value: value, choices: option.choices,
                suggestion: EditDistance.nearest(to: folded, among: option.choices))
        }
        return folded
    }

    /// A whole number of seconds within the interval's bounds (`--interval 0` is refused: SPEC §10 says at least 1).
    static func seconds(_ value: String, for option: OptionDescription) throws(UsageError) -> Int64 {
        let range = IntervalSchedule.minimumSeconds...IntervalSchedule.maximumSeconds
        guard value.utf8.count <= 12, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let seconds = Int64(value), range.contains(seconds)
        else {
            throw .outOfRange(
                option: option.long, value: value, minimum: range.lowerBound, maximum: range.upperBound)
        }
        return seconds
    }

    /// Values reach here checked against the option's choices.
    private mutating func apply(_ id: OptionID, value: String) {
        switch id {
        case .terse: mode = .terse
        case .json: mode = .json
        case .lang: language = Language(rawValue: value)
        case .offline: offline = true
        case .cacheDir: cacheDirectory = value
        case .provider: provider = ProviderID(rawValue: value)
        case .bank: bank = value
        case .rate: rate = RateChoice(rawValue: value)
        case .discount: discount = value
        case .color: color = ColorChoice(rawValue: value)
        case .interval: break  // read in `parse`, where a bad value can be refused
        case .help: help = true
        case .version: version = true
        }
    }
}
