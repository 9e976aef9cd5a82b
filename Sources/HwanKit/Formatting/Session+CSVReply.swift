/// `csv` rows as replies (SPEC §12): what `CSVRowText` makes of each row's outcome.
extension Session {
    /// Renders data row `row` of a csv run into `reply` (a failed row: its error, for
    /// stderr, or its JSON object with the row's number).
    public func csvReply(_ row: CSVTable.Row, request: CSVRequest, into reply: inout Reply) {
        var outcome = LineOutcome()
        let asked = csvOutcome(row, request: request, into: &outcome)
        let number: Int
        switch row {
        case .fields(let n, _, _), .failure(let n, _): number = n
        }
        let renderer = OutcomeRenderer(for: self)
        switch (mode, outcome.result) {
        case (.json, .failure(let failure)):
            reply.notices += outcome.notices
            reply.status = outcome.status
            reply.output.append(CSVRowText.errorJSON(failure, row: number))
        case (.json, .calculation(let calculation)):
            renderer.render(outcome, into: &reply)
            reply.output = reply.output.map {
                CSVRowText.json($0, row: number, asked: asked, dated: calculation.dated != nil)
            }
        case (.human, .calculation(let calculation)):
            if let asked, let line = CSVRowText.human(calculation, asked: asked, language: language) {
                reply.notices += outcome.notices
                reply.status = outcome.status
                reply.output.append(line)
            } else {
                renderer.render(outcome, into: &reply)
            }
        default:
            renderer.render(outcome, into: &reply)
        }
    }

    /// The days a csv run must fetch before its rows (after the bundled history, not cached).
    public func csvDays(_ table: CSVTable) -> [CalendarDate] { csvDaysToFetch(table) }

    /// Fetches one of `csvDays`' days (its failure is kept for its rows).
    public func csvFetch(_ day: CalendarDate) { fetchDay(day) }
}

/// The progress line of a csv run or a dated batch that fetches past days
/// (SPEC §12), shown on a terminal's stderr only, rewritten in place.
public enum DatedProgressText {
    /// `fetching past days' rates: 3/17`.
    public static func line(fetched: Int, needed: Int, language: Language) -> String {
        Localized(
            ko: "지난 날짜 환율 받는 중: \(fetched)/\(needed)일",
            en: "fetching past days' rates: \(fetched)/\(needed) days")(
                language)
    }
}
