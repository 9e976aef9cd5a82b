/// The day a line asks about (SPEC §12): a date phrase before the quantity
/// (`2024-03-04 100 USD to KRW`, `어제 달러 환율`), after it or its rate word
/// (`100 USD on 2024-03-04`, `달러 환율 어제`), or after the targets
/// (`100 USD to KRW on 2024-03-04`). One per line. A date phrase that starts an
/// arithmetic (`2026-12-25 - 2026-11-28`) is left to the expression.
extension Parser {
    /// Refuses a line with a date phrase that names no day, wherever it stands:
    /// `2026-02-30` is a wrong date, never a subtraction.
    mutating func checkDates() throws(GrammarError) {
        for token in tokens {
            if case .date(let phrase) = token.kind, !phrase.isRealDay {
                throw invalidDate(phrase, at: token.range)
            }
        }
    }

    /// A date phrase before the quantity, unless an operator or the end follows it.
    mutating func takeLeadingDate() throws(GrammarError) {
        guard case .date = current.kind else { return }
        switch next.kind {
        case .plus, .minus, .times, .divide, .end, .connector: return
        default: try takeDate()
        }
    }

    /// The date phrase at the current token, if any.
    mutating func takeDate() throws(GrammarError) {
        guard case .date(let phrase) = current.kind else { return }
        if date != nil { throw GrammarError(.secondDate, at: current.range) }
        date = (phrase, current.range)
        advance()
    }

    func setDate(_ parsed: inout ParsedLine) {
        guard let date else { return }
        parsed.date = date.phrase
        parsed.dateRange = date.range
    }

    private func invalidDate(_ phrase: DatePhrase, at range: Range<Int>) -> GrammarError {
        var typed = line.text(range)
        if typed.lowercased().hasPrefix("on ") { typed = String(typed.dropFirst(3).drop { $0 == " " }) }
        let days: Int?
        switch phrase {
        case .day(let year, let month, _) where (1...12).contains(month):
            days = CalendarDate.daysIn(month: month, of: year)
        case .monthDay(let month, _, _) where (1...12).contains(month):
            days = CalendarDate.daysIn(month: month, of: 2000)
        case .day, .monthDay, .offset, .weekdayOfLastWeek, .lastWeekday:
            days = nil
        }
        return GrammarError(.invalidDate(typed, daysInMonth: days), at: range)
    }
}
