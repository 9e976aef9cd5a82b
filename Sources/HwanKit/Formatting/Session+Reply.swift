/// A line's reply: the session's outcome through the renderer of its output
/// mode. Session (the layer below) routes and decides; this layer writes.
extension OutcomeRenderer {
    /// The renderer of the session's mode, language, colours and zone.
    init(for session: Session) {
        self.init(
            mode: session.mode, language: session.language, palette: session.preferences.palette,
            zone: session.zone, width: session.width)
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

    /// A `-t` batch line (SPEC §1: one stdout line for each input line): a
    /// computed line with nothing for stderr is written as its paired line's
    /// bytes into `output` (true); any other line, and any line in another
    /// mode, is rendered into `reply` as `execute(_:into:)` renders it (false).
    /// The bytes are `reply.pairedLine(json: false)`'s, without a `String` made
    /// for each number, the reply's lines or the renderer.
    public func executeTerse(_ line: String, into output: inout [UInt8], reply: inout Reply) -> Bool {
        var outcome = LineOutcome()
        self.outcome(of: line, into: &outcome)
        return writeTerse(outcome, into: &output, reply: &reply)
    }

    /// `executeTerse` of the line whose UTF-8 is `line` (the batch loop's): what
    /// the `String` they decode to gives (`String(decoding:as:)`), with no
    /// `String` made for a calculation line of a kept shape that does not fail.
    public func executeTerse(_ line: ArraySlice<UInt8>, into output: inout [UInt8], reply: inout Reply)
        -> Bool
    {
        line.withUnsafeBufferPointer { executeTerse($0, into: &output, reply: &reply) }
    }

    /// `executeTerse` of the line whose UTF-8 is `line` (the batch loop's, lent by `LineReader`).
    public func executeTerse(
        _ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], reply: inout Reply
    )
        -> Bool
    {
        var outcome = LineOutcome()
        self.outcome(of: line, into: &outcome)
        return writeTerse(outcome, into: &output, reply: &reply)
    }

    /// `execute(_:into:)` of the line whose UTF-8 is `line`, as `executeTerse` reads it.
    public func execute(_ line: ArraySlice<UInt8>, into reply: inout Reply) {
        line.withUnsafeBufferPointer { execute($0, into: &reply) }
    }

    /// `execute(_:into:)` of the line whose UTF-8 is `line` (the batch loop's, lent by `LineReader`).
    public func execute(_ line: UnsafeBufferPointer<UInt8>, into reply: inout Reply) {
        var outcome = LineOutcome()
        self.outcome(of: line, into: &outcome)
        OutcomeRenderer(for: self).render(outcome, into: &reply)
    }

    private func writeTerse(_ outcome: borrowing LineOutcome, into output: inout [UInt8], reply: inout Reply)
        -> Bool
    {
        if OutcomeRenderer.printsTerse(mode), outcome.notices.isEmpty, outcome.status == .success,
            !outcome.quit,
            TerseRenderer.appendPaired(outcome.result, to: &output)
        {
            return true
        }
        OutcomeRenderer(for: self).render(outcome, into: &reply)
        return false
    }

    /// The reply for a batch line `LineReader` skipped as too long.
    public func lineTooLong(bytes: Int) -> Reply {
        var reply = Reply()
        OutcomeRenderer(for: self).render(lineTooLongOutcome(bytes: bytes), into: &reply)
        return reply
    }
}
