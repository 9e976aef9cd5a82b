/// A line that failed: the error (for its code and exit status), its message
/// in the session's language with every key redacted, and where it points.
struct FailureOutcome {
    let error: SessionError
    let message: String
    let span: ErrorSpan?
}
