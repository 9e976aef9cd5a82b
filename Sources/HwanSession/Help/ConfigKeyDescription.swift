/// One key of the config file (SPEC §11): what it holds and its default.
public struct ConfigKeyDescription: Sendable {
    public let key: ConfigKey
    /// The value's placeholder (`CODE`, `SYMBOL...`).
    public let valueName: String
    /// The values accepted, when the set is closed.
    public let choices: [String]
    /// What applies without the key, in words.
    public let defaultValue: Localized
    public let summary: Localized

    public init(
        _ key: ConfigKey, value: String, choices: [String] = [], default defaultValue: Localized,
        summary: Localized
    ) {
        self.key = key
        self.valueName = value
        self.choices = choices
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// `home = CODE`, `color = auto|always|never`.
    public var synopsis: String {
        key.rawValue + " = " + (choices.isEmpty ? valueName : choices.joined(separator: "|"))
    }
}
