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

    /// The lines for stderr in the order every mode shows them: notices, the
    /// error (painted, after `prefix`, e.g. `line 3: ` in batch), then the caret.
    public func errorLines(prefix: String = "", palette: Palette, caret: Bool) -> [String] {
        var lines = notices
        if let error { lines.append(palette.error(prefix + error)) }
        if caret, error != nil { lines.append(contentsOf: self.caret) }
        return lines
    }
}
