/// A line's reply: the session's outcome through the renderer of its output
/// mode. Session (the layer below) routes and decides; this layer writes.
extension OutcomeRenderer {
    /// The renderer of the session's mode, language, colours and zone.
    init(for session: Session) {
        self.init(
            mode: session.mode, language: session.language, palette: session.preferences.palette,
            zone: session.zone)
    }
}

extension Session {
    public func execute(_ line: String) -> Reply {
        var reply = Reply()
        execute(line, into: &reply)
        return reply
    }

    /// `execute`, appending to the caller's reply (one buffer reused line after line).
    public func execute(_ line: String, into reply: inout Reply) {
        var outcome = LineOutcome()
        self.outcome(of: line, into: &outcome)
        OutcomeRenderer(for: self).render(outcome, into: &reply)
    }

    /// The reply for a batch line `LineReader` skipped as too long.
    public func lineTooLong(bytes: Int) -> Reply {
        var reply = Reply()
        OutcomeRenderer(for: self).render(lineTooLongOutcome(bytes: bytes), into: &reply)
        return reply
    }
}
