/// The commands of SPEC §2, one case each. The table
/// (`CommandLineSurface.commands`) has one row per case and the router
/// (`Command.parse`) switches over the cases without a `default`, so a command
/// cannot be in the one and not the other.
public enum CommandID: String, CaseIterable, Sendable {
    case convert, remit, rates, status, refresh, currencies, units, vars, bank, exchange, history, coins,
        futures,
        watch, csv, completions, help, quit
}

/// One command of SPEC §2 as `--help`, `help COMMAND`, the manual page and the
/// completion scripts show it. The parser's command words come from here too
/// (`Command.words`), so none of them can name a command the others miss.
public struct CommandDescription: Sendable {
    /// What a shell may offer after the command word.
    public enum Arguments: Sendable, Equatable {
        /// Nothing (`status`, `quit`).
        case none
        /// Amounts, currency names and unit names (`convert`).
        case quantities
        /// Currency codes and names (`rates`, `bank`).
        case currencies
        /// Unit types and unit names (`units`).
        case unitTypes
        /// Coin symbols (`coins`, `futures`).
        case coins
        /// Command words (`help`).
        case commands
        /// Shell names (`completions`).
        case shells
        /// Boards and currency codes (`watch`).
        case boards
        /// A file name, then csv's options (`csv`).
        case files
    }

    /// Which command this row describes.
    public let id: CommandID
    /// The English word of the command (`convert`).
    public var name: String { id.rawValue }
    /// Korean words for the same command (`변환`, `환전`).
    public let koreanWords: [String]
    /// Other English spellings (`exit` for `quit`, `?` for `help`).
    public let otherWords: [String]
    /// What follows the word, e.g. `AMOUNT FROM [to] TO` / `금액 원래단위 [to] 바꿀단위`; empty for none.
    public let arguments: Localized
    /// One line saying what the command does.
    public let summary: Localized
    /// What `help COMMAND` adds after the synopsis, e.g. `(e.g. remit 1000 USD KRW)`; nil shows the summary.
    public let hint: Localized?
    public let completes: Arguments

    public init(
        _ id: CommandID, korean: [String], other: [String] = [], arguments: Localized, summary: Localized,
        hint: Localized? = nil, completes: Arguments
    ) {
        self.id = id
        self.koreanWords = korean
        self.otherWords = other
        self.arguments = arguments
        self.summary = summary
        self.hint = hint
        self.completes = completes
    }

    /// Every word that runs the command: the name, the Korean words, the other spellings.
    public var words: [String] { [name] + koreanWords + otherWords }

    /// `convert AMOUNT FROM [to] TO`, in the chosen language's argument names.
    public func synopsis(in language: Language) -> String {
        let arguments = arguments(language)
        return arguments.isEmpty ? name : name + " " + arguments
    }

    /// The line `help COMMAND` prints and a usage error quotes.
    public func usage(in language: Language) -> String {
        synopsis(in: language) + "   " + (hint ?? summary)(language)
    }
}
