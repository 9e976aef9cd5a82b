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

    /// Empties the reply for the next line, keeping its arrays' storage, so a
    /// loop can render every line into one reply (`Session.execute(_:into:)`).
    public mutating func clear() {
        // Line by line from the end: a reply holds a line or two, and
        // `removeAll(keepingCapacity:)` took the general path of a range replaced
        // (about 300 instructions a batch line). The storage is kept either way.
        while output.popLast() != nil {}
        while notices.popLast() != nil {}
        while caret.popLast() != nil {}
        error = nil
        status = .success
        quit = false
    }

    /// The lines for stderr in the order every mode shows them: notices, the
    /// error (painted, after `prefix`, e.g. `line 3: ` in batch), then the caret.
    public func errorLines(prefix: String = "", palette: Palette, caret: Bool) -> [String] {
        var lines = notices
        if let error { lines.append(palette.error(prefix + error)) }
        if caret, error != nil { lines.append(contentsOf: self.caret) }
        return lines
    }

    /// The one stdout line a batch line gives with `-t` or `--json` (SPEC §1:
    /// `paste input <(hwan -t < input)` lines up): nothing (a blank or comment
    /// line, or a failure with `-t`) is an empty line; several results are
    /// joined, by tabs with `-t` and into one JSON array with `--json`.
    public func pairedLine(json: Bool) -> String {
        switch output.count {
        case 0: ""
        case 1: output[0]
        default: json ? "[" + output.joined(separator: ",") + "]" : output.joined(separator: "\t")
        }
    }
}
