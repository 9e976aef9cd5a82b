/// `completions bash|zsh|fish`: a script that teaches the shell hwan's
/// commands (English and Korean), global options and their values, currency
/// codes and Korean currency names, and unit names. Everything in it comes
/// from `CommandLineSurface` and the catalogs, so it cannot drift from what
/// hwan parses.
public enum CompletionScript {
    public enum Shell: String, CaseIterable, Sendable {
        case bash
        case zsh
        case fish
    }

    /// The script's lines, descriptions in `language` (zsh and fish show them).
    public static func lines(for shell: Shell, language: Language = .en) -> [String] {
        switch shell {
        case .bash: bash()
        case .zsh: zsh(language: language)
        case .fish: fish(language: language)
        }
    }

    /// Words a command's arguments complete to, by what the command takes.
    static func words(for arguments: CommandDescription.Arguments) -> [String] {
        switch arguments {
        case .none: []
        case .quantities:
            CompletionVocabulary.currencies + CompletionVocabulary.units + CompletionVocabulary.connectors
                + CompletionVocabulary.functions
        case .currencies: CompletionVocabulary.currencies
        case .unitTypes: CompletionVocabulary.unitTypes + CompletionVocabulary.units
        case .coins: CommandLineSurface.defaultCoins
        case .commands: CompletionVocabulary.commands
        case .shells: CommandLineSurface.shells
        case .boards: CommandLineSurface.boards + CompletionVocabulary.currencies
        case .files: CSVRequest.options
        }
    }

    /// Every kind of argument some command takes, in a fixed order, each with the shell-safe words of its commands.
    static var commandsByArguments: [(arguments: CommandDescription.Arguments, words: [String])] {
        var groups: [(arguments: CommandDescription.Arguments, words: [String])] = []
        for command in CommandLineSurface.commands {
            let words = command.words.filter(CompletionVocabulary.isShellSafe)
            if let index = groups.firstIndex(where: { $0.arguments == command.completes }) {
                groups[index].words += words
            } else {
                groups.append((command.completes, words))
            }
        }
        return groups
    }

    /// `words` as lines of at most `width` characters, each line indented.
    static func wrapped(_ words: [String], indent: String, width: Int = 100) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > width - indent.count {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
    }

    /// A summary fit for a description field: no quotes, brackets or colons, which each shell reads specially.
    static func plain(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "'", "\"", "`": out.append("’")
            case "[", "{": out.append("(")
            case "]", "}": out.append(")")
            case ":": out.append(" -")
            case "\\", "$": out.append(" ")
            default: out.append(character)
            }
        }
        return out
    }
}
