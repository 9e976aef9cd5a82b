/// When to colour output (`--color`, the config's `color`).
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Only when the stream is a terminal and `NO_COLOR` is not set.
    case auto
    case always
    case never
}
