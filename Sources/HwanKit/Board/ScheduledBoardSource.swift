import Synchronization

/// A board source made of two functions and a schedule: the plug for boards
/// whose fetch and table renderer live elsewhere (`watch coins` over the
/// exchanges, `watch bank` over a bank provider).
///
///     ScheduledBoardSource(every: interval) { now in fetchCoins(symbols, now) }
///         render: { snapshot, view in BoardPanel(caption: ..., ages: ..., table: CoinsTableText(...).lines) }
///
/// `fetch` runs on the board's fetching thread, at most once per `every`
/// seconds counted from the start of the last attempt (SPEC §10's
/// `--interval`), and not before `currentUntil` of the last snapshot says its
/// data may be replaced (a bank quote's 60 s, SPEC §7). `render` is called for
/// every frame, with nil before the first fetch has finished.
public final class ScheduledBoardSource<Snapshot: Sendable>: BoardSource {
    private struct State {
        var schedule: IntervalSchedule
        var snapshot: Snapshot?
    }

    private let state: Mutex<State>
    private let currentUntil: @Sendable (Snapshot) -> Int64?
    private let fetch: @Sendable (Int64) -> Snapshot
    private let render: @Sendable (Snapshot?, BoardView) -> BoardPanel

    public init(
        every seconds: Int64, currentUntil: @escaping @Sendable (Snapshot) -> Int64? = { _ in nil },
        fetch: @escaping @Sendable (Int64) -> Snapshot,
        render: @escaping @Sendable (Snapshot?, BoardView) -> BoardPanel
    ) {
        self.state = Mutex(State(schedule: IntervalSchedule(seconds: seconds), snapshot: nil))
        self.currentUntil = currentUntil
        self.fetch = fetch
        self.render = render
    }

    public func isDue(now: Int64) -> Bool {
        state.withLock { state in
            guard state.schedule.isDue(now: now) else { return false }
            guard let snapshot = state.snapshot, let until = currentUntil(snapshot) else { return true }
            return now >= until
        }
    }

    public func update(now: Int64) {
        state.withLock { $0.schedule.attempted(at: now) }
        let fresh = fetch(now)
        state.withLock { $0.snapshot = fresh }
    }

    public func panel(width: Int, language: Language, palette: Palette, now: Int64) -> BoardPanel {
        let snapshot = state.withLock { $0.snapshot }
        return render(snapshot, BoardView(width: width, language: language, palette: palette, now: now))
    }
}

/// What a panel is rendered for: the screen's width, the language, the colours and the instant.
public struct BoardView: Sendable, Equatable {
    public var width: Int
    public var language: Language
    public var palette: Palette
    public var now: Int64

    public init(width: Int, language: Language, palette: Palette, now: Int64) {
        self.width = width
        self.language = language
        self.palette = palette
        self.now = now
    }
}
