/// One line's `Outcome` with what comes with it whatever the output mode: the
/// notices for stderr (already in the session's language), the exit status and
/// whether the line ends the session.
package struct LineOutcome {
    package var result: Outcome = .nothing
    /// Notices about the data (stale, failed fetch, bundled), each once per session.
    package var notices: [String] = []
    /// Notices that the answer's own text carries in people's lines and JSON
    /// (a stale quote's age): for stderr only where the output is bare numbers.
    package var quietNotices: [String] = []
    package var status: ExitStatus = .success
    package var quit = false
    /// While the line fails: the text the error is about and its columns, for the caret.
    var span: ErrorSpan?

    package init() {}
}

/// The text an error is about (the line as parsed, its first word blanked
/// for `convert`) and the display columns it points at.
package struct ErrorSpan: Equatable {
    package let line: String
    package let columns: Range<Int>
}
