/// An environment variable hwan reads, for `--help`, the manual page and the README.
public struct EnvironmentVariableDescription: Sendable {
    /// One name, or several read for the same purpose in order (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    public let names: [String]
    public let summary: Localized

    public init(_ names: String..., summary: Localized) {
        self.names = names
        self.summary = summary
    }
}
