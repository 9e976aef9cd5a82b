/// One global option of SPEC §1 (anywhere on the line), as the parser reads it
/// and as `--help`, the manual page and the completion scripts show it.
public struct OptionDescription: Sendable {
    public let id: OptionID
    /// `--terse`.
    public let long: String
    /// `-t`, when there is one.
    public let short: String?
    /// The value's placeholder (`DIR`, `NAME`); nil for a switch.
    public let valueName: String?
    /// The values accepted (lower case), when the set is closed; empty accepts anything.
    public let choices: [String]
    public let summary: Localized

    public init(
        _ id: OptionID, _ long: String, short: String? = nil, value: String? = nil, choices: [String] = [],
        summary: Localized
    ) {
        self.id = id
        self.long = long
        self.short = short
        self.valueName = value
        self.choices = choices
        self.summary = summary
    }

    public var takesValue: Bool { valueName != nil }

    /// The spellings that select it: `-t`, `--terse`.
    public var names: [String] { (short.map { [$0] } ?? []) + [long] }

    /// `-t, --terse` or `--lang ko|en` or `--cache-dir DIR`.
    public var synopsis: String {
        let names = names.joined(separator: ", ")
        guard let valueName else { return names }
        return names + " " + (choices.isEmpty ? valueName : choices.joined(separator: "|"))
    }
}
