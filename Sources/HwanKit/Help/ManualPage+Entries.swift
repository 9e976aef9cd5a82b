/// The tagged lists both pages share (options, environment, config keys,
/// files, exit statuses): one writer, so the English and Korean pages cannot list
/// different things; only the summary's language and its full stop differ.
extension ManualPage {
    static func optionEntries(_ page: inout Page, _ words: (Localized) -> String) {
        for option in CommandLineSurface.options {
            page.raw(".TP")
            var head = option.names.map { "\\fB" + Self.escaped($0) + "\\fR" }.joined(separator: ", ")
            if let valueName = option.valueName {
                head +=
                    " "
                    + (option.choices.isEmpty
                        ? "\\fI" + Self.escaped(valueName) + "\\fR"
                        : option.choices.map { "\\fB" + Self.escaped($0) + "\\fR" }.joined(separator: "|"))
            }
            page.raw(head)
            page.text(words(option.summary))
        }
    }

    static func environmentEntries(_ page: inout Page, _ words: (Localized) -> String) {
        for variable in CommandLineSurface.environment {
            page.raw(".TP")
            page.raw(variable.names.map { "\\fB" + Self.escaped($0) + "\\fR" }.joined(separator: ", "))
            page.text(words(variable.summary))
        }
    }

    static func fileEntries(_ page: inout Page, _ words: (Localized) -> String) {
        for file in CommandLineSurface.files {
            page.raw(".TP")
            page.raw("\\fI" + Self.escaped(file.path) + "\\fR")
            page.text(words(file.summary))
        }
    }

    static func exitStatusEntries(_ page: inout Page, _ words: (Localized) -> String) {
        for (status, summary) in CommandLineSurface.exitStatuses {
            page.raw(".TP")
            page.raw("\\fB\(status.rawValue)\\fR")
            page.text(words(summary))
        }
    }

    /// `words` gets the key's summary and its default.
    static func configKeyEntries(_ page: inout Page, _ words: (Localized, Localized) -> String) {
        for key in CommandLineSurface.configKeys {
            page.raw(".TP")
            var head = "\\fB" + key.key.rawValue + "\\fR = "
            head +=
                key.choices.isEmpty
                ? "\\fI" + Self.escaped(key.valueName) + "\\fR"
                : key.choices.map { "\\fB" + Self.escaped($0) + "\\fR" }.joined(separator: "|")
            page.raw(head)
            page.text(words(key.summary, key.defaultValue))
        }
    }
}
