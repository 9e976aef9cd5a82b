/// How results are printed (SPEC §3).
public enum OutputMode: Sendable, Equatable {
    /// Readable lines with thousands separators and names.
    case human
    /// Only the number: no separators, at most 12 significant digits.
    case terse
    /// One JSON object per result, errors included, on stdout.
    case json
}

/// What one line produced, already in the user's language and mode; the
/// executable only writes it out and picks the exit status.
public struct Reply: Sendable, Equatable {
    /// Lines for stdout.
    public var output: [String] = []
    /// Lines for stderr: notices about the data (stale, failed fetch, bundled).
    public var notices: [String] = []
    /// The error message, for stderr (in JSON mode the error is in `output`).
    public var error: String?
    /// The line and a caret under the offending column, for interactive use.
    public var caret: [String] = []
    public var status: ExitStatus = .success
    public var quit = false

    public init() {}
}
