/// How a source renews a saved answer that is past its next update (SPEC §4).
/// The library decides *when* (`RenewalPlan`); the executable decides *how*
/// a renewal outlives the answer (a detached process for a one-shot command
/// or a batch, a thread for the REPL), so it is injected here.
public enum Renewal: Sendable {
    /// Wait for the request within the budget: tests, `refresh`, the board's
    /// own fetching thread.
    case inline
    /// Give a renewal `RenewalPlan.grace` seconds through `starter`, then answer
    /// from the saved body while it finishes.
    case background(any RenewalStarter)
    /// This run is the renewal: ask now, never wait for the entry's lock (held
    /// means someone else is renewing), start nothing more.
    case renewer

    var canRenewInBackground: Bool {
        switch self {
        case .background: true
        case .inline, .renewer: false
        }
    }
}

/// Starts renewals that go on after the command answers.
public protocol RenewalStarter: Sendable {
    /// Starts `task`; nil when it could not be started (the caller then waits
    /// for the request itself). A task for an entry whose renewal this starter
    /// already runs gives that renewal's progress.
    func start(_ task: RenewalTask) -> (any RenewalProgress)?
    /// Whether a renewal of `entry` this starter began is still under way
    /// (asked on every line while a renewing answer is in use: no waiting).
    func isRenewing(_ entry: String) -> Bool
}

/// A renewal under way.
public protocol RenewalProgress: Sendable {
    /// Waits until the renewal ends or `RenewalPlan.grace` has passed since it
    /// started, whichever is first; whether it ended.
    func endedWithinGrace() -> Bool
}

/// One source's renewal, in the two forms its starters need.
public struct RenewalTask: Sendable {
    /// The cache entry renewed: one renewal per entry at a time.
    public let entry: String
    /// The renewal as words a renewing process reads back (`RenewalCommand`).
    public let command: RenewalCommand
    /// The renewal run in this process (a thread of the REPL).
    public let run: @Sendable () -> Void

    public init(entry: String, command: RenewalCommand, run: @escaping @Sendable () -> Void) {
        self.entry = entry
        self.command = command
        self.run = run
    }
}
