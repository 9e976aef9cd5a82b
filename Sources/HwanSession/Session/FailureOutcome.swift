/// A line that failed: the error (for its code and exit status), its message
/// in the session's language with every key redacted, and where it points.
package struct FailureOutcome {
    package let error: SessionError
    package let message: String
    package let span: ErrorSpan?
}
