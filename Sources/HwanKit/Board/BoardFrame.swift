/// One screenful of a live board (SPEC §10), laid out for a terminal of
/// `width` x `height`: exactly `height` lines, none wider than `width`.
///
///     환율 · 실시간                          ← title (and "갱신 중…" while fetching)
///     UTC 2026-11-25 (수) 10:30:05 · KST 2026-11-25 (수) 19:30:05
///     기준 1 USD · open-er-api (저장됨) · 데이터 3분 12초 전 · 다음 갱신 5시간 후
///
///     통화  이름      1 USD   KRW           ← the source's table
///     ...
///     ! notices                              ← a failed fetch, in one line each
///     (blank lines)
///     q: 나가기                              ← the last line
///
/// When the table is taller than the screen its last rows give way to a
/// `… 3줄 더` line; on a tiny screen the clocks stay longest, then the footer.
public struct BoardFrame: Sendable {
    public let kind: BoardKind
    public let width: Int
    public let height: Int
    public let language: Language
    public let palette: Palette
    public let now: Int64
    /// A fetch is running: the title says so.
    public var fetching = false

    public init(
        kind: BoardKind, width: Int, height: Int, language: Language, palette: Palette, now: Int64,
        fetching: Bool = false
    ) {
        self.kind = kind
        self.width = width
        self.height = height
        self.language = language
        self.palette = palette
        self.now = now
        self.fetching = fetching
    }

    /// Korea has kept one offset all year since 1988.
    static let kstOffset = 32_400

    /// `UTC 2026-11-25 (수) 16:28:00 · KST 2026-11-26 (목) 01:28:00` (en `(Thu)`),
    /// else without the weekdays, else the times of day alone, as they fit.
    public var clocks: String {
        let utc = TimeText.secondsWithWeekday(now, in: language)
        let kst = TimeText.secondsWithWeekday(now, offset: Self.kstOffset, in: language)
        let full = "UTC \(utc) · KST \(kst)"
        if DisplayWidth.of(full) <= width { return full }
        let dates = "UTC \(TimeText.seconds(now)) · KST \(TimeText.seconds(now, offset: Self.kstOffset))"
        if DisplayWidth.of(dates) <= width { return dates }
        return "UTC \(TimeText.clock(now)) · KST \(TimeText.clock(now, offset: Self.kstOffset))"
    }

    public var title: String {
        let live = Localized(ko: "실시간", en: "live")(language)
        let busy = fetching ? " · " + Localized(ko: "갱신 중…", en: "updating…")(language) : ""
        return palette.strong("hwan · \(kind.title(language)) · \(live)") + busy
    }

    public var footer: String {
        palette.faint(Localized(ko: "q, Esc: 나가기", en: "q, Esc: quit")(language))
    }

    /// The ticking ages and the caption: one line when both fit, else the
    /// ages first (they are what changes) and the caption below.
    public func sourceLines(_ panel: BoardPanel) -> [String] {
        let ages = panel.ages.map { $0.text(now: now, language: language) }.joined(separator: " · ")
        let caption = TerminalText.visible(panel.caption)
        let one = [caption, ages].filter { !$0.isEmpty }.joined(separator: " · ")
        if DisplayWidth.ofVisible(one) <= width { return [one] }
        // Broken between words, never cut: a time at the end of the caption stays whole.
        let parts = ages.isEmpty || caption.isEmpty ? [one] : [ages, caption]
        return parts.flatMap { DisplayWidth.wrap($0, to: width) }
    }

    /// Exactly `height` lines (none when the screen has no rows), each at most `width` columns.
    public func lines(_ panel: BoardPanel) -> [String] {
        guard height > 0, width > 0 else { return [] }
        let source = sourceLines(panel)
        let top = [title, clocks] + source
        var laidOut: [String]
        if height < top.count + 2 {
            // Tiny: by priority, the clocks, the footer, the ages, the title, the caption.
            let all = top + [footer]
            let priority = [1, all.count - 1, 2, 0, 3]
            let kept = Set(priority.prefix(height))
            laidOut = all.enumerated().filter { kept.contains($0.offset) }.map(\.element)
        } else {
            let rows = height - top.count - 1
            // A notice breaks between words rather than losing its end at the edge.
            let notices = panel.notices.flatMap {
                DisplayWidth.wrap(palette.error("!") + " " + TerminalText.visible($0), to: width)
            }
            var body = [""] + panel.table + notices
            if body.count > rows {
                // Table rows give way first (the notices say what is wrong), then notices.
                let kept = max(0, rows - 1 - notices.count)
                let shown = Array(([""] + panel.table).prefix(kept))
                let room = rows - 1 - shown.count
                body =
                    shown + notices.prefix(room) + [
                        palette.faint(moreText(body.count - shown.count - min(room, notices.count)))
                    ]
            }
            laidOut = top + body + Array(repeating: "", count: rows - body.count) + [footer]
        }
        return laidOut.map { DisplayWidth.fit($0, to: width) }
    }

    func moreText(_ count: Int) -> String {
        Localized(ko: "… \(count)줄 더 (창을 키우세요)", en: "… \(count) more lines (enlarge the window)")(language)
    }
}
