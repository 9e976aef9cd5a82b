/// A file or directory hwan reads or writes, for the manual page's FILES.
public struct FileDescription: Sendable {
    /// As a user would find it, e.g. `~/.config/hwan/config`.
    public let path: String
    public let summary: Localized

    public init(_ path: String, summary: Localized) {
        self.path = path
        self.summary = summary
    }
}
