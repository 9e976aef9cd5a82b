/// What a command does about a source whose saved answer may be out of date
/// (SPEC §4, "The network is never on the answer path"): a pure function of
/// the entry's metadata, the time and the settings, so that the choice
/// between waiting, answering from the saved body while it is renewed, and
/// asking nothing is tested without sleeping or a network.
///
/// | saved body | due | background renewal | plan |
/// | --- | --- | --- | --- |
/// | any | no (current, backing off, offline) | any | `noRequest` |
/// | none, or another source's | yes | any | `wait` (at most the budget) |
/// | this source's | yes (past its next update) | available | `answerSavedAndRenew` |
/// | this source's | yes | not available | `wait` |
/// | any | `refresh` | any | `wait` |
public enum RenewalPlan: Equatable, Sendable {
    /// No request: the saved answer is current, a failure is being waited out, or no network.
    case noRequest(RefreshPolicy.Decision)
    /// Ask in the foreground within the budget: nothing saved could answer instead.
    case wait(RefreshPolicy.Reason)
    /// Give the renewal `RenewalPlan.grace` seconds, then answer from the saved
    /// body and let the renewal finish in the background.
    case answerSavedAndRenew

    /// Whether a request is to be made, now or in the background.
    var asks: Bool {
        switch self {
        case .noRequest: false
        case .wait, .answerSavedAndRenew: true
        }
    }

    /// The most SPEC §4 lets a command give a background renewal before it
    /// answers from the saved body.
    public static let longestGrace: Double = 0.15

    /// What a command gives it: nothing. A renewal is a process or thread
    /// start, a curl start and a request; against a provider that hangs, any
    /// wait is paid in full on every command past the next update, and the
    /// saved table answers either way. The renewed table answers from the
    /// next command (the next line, the next frame).
    public static let grace: Double = 0

    /// - Parameters:
    ///   - metadata, hasBody, source, rule, now, forced, offline: as `RefreshPolicy.decide`.
    ///   - canRenewInBackground: whether this run can leave a renewal running
    ///     after it answers (a detached process, a thread of the REPL); false
    ///     in a renewal itself and where the caller wants the answer.
    public static func make(
        metadata: EntryMetadata?, hasBody: Bool, source: String, rule: FreshnessRule, now: Int64,
        forced: Bool = false, offline: Bool = false, canRenewInBackground: Bool
    ) -> RenewalPlan {
        let decision = RefreshPolicy.decide(
            metadata: metadata, hasBody: hasBody, source: source, rule: rule, now: now, forced: forced,
            offline: offline)
        guard case .fetch(let reason) = decision else { return .noRequest(decision) }
        switch reason {
        case .due: return canRenewInBackground ? .answerSavedAndRenew : .wait(.due)
        case .noCache, .differentSource, .forced: return .wait(reason)
        }
    }
}
