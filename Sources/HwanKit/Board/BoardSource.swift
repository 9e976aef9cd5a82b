/// One source of a live board's data (SPEC §10): it decides when its data are
/// due by its own section's policy, fetches them when asked (the board asks
/// from a thread of its own, so a slow request never stops the clocks), and
/// renders what it has for any instant, so the ages tick between fetches.
///
/// `watch rates` is `RatesBoardSource`; `watch bank` and `watch coins` plug in
/// here with their own table renderers and fetches (`IntervalSchedule` is the
/// coins' `--interval` rule).
public protocol BoardSource: AnyObject, Sendable {
    /// Whether new data should be asked for at `now` (SPEC §4, §7, §9 policies).
    func isDue(now: Int64) -> Bool
    /// Fetches or reads the data, blocking up to the 5-second budget. Called
    /// from one fetching thread at a time, never from the drawing thread.
    func update(now: Int64)
    /// What to show at `now` on a screen `width` columns wide.
    func panel(width: Int, language: Language, palette: Palette, now: Int64) -> BoardPanel
}

/// What a board source shows at one instant: its caption, the ages that tick,
/// the table, and one-line notices (failed fetches) below it.
public struct BoardPanel: Sendable, Equatable {
    /// Where the data come from: `기준 1 USD · open-er-api (저장됨)`.
    public var caption: String
    /// Times the board shows as ages (`데이터 3분 12초 전`, `다음 갱신 5시간 후`).
    public var ages: [BoardAge]
    /// The table, aligned, possibly painted.
    public var table: [String]
    /// Said below the table; text from outside is made visible by the frame.
    public var notices: [String]

    public init(caption: String, ages: [BoardAge] = [], table: [String], notices: [String] = []) {
        self.caption = caption
        self.ages = ages
        self.table = table
        self.notices = notices
    }
}

/// One ticking age: `label` and the instant it is counted from (or to, when in the future).
public struct BoardAge: Sendable, Equatable {
    public var label: Localized
    public var time: Int64

    public init(_ label: Localized, time: Int64) {
        self.label = label
        self.time = time
    }

    /// `데이터 3분 12초 전` / `data 3m 12s ago`.
    public func text(now: Int64, language: Language) -> String {
        label(language) + " " + TimeText.age(now.saturatingSubtract(time), in: language)
    }
}
