/// Why a day's rates cannot be had (SPEC §12): the day is outside every
/// source's range, or the source that should have it could not be reached.
/// Messages in `DatedRatesError+Message.swift`.
public enum DatedRatesError: Error, Sendable, Equatable {
    /// Before the first day any source holds (1999-01-04 for the ECB's rates).
    case beforeRange(requested: CalendarDate, first: CalendarDate)
    /// A day that has not come yet in the home currency's zone.
    case future(requested: CalendarDate, today: CalendarDate)
    /// The source for the day could not answer (offline, a network error, a bad body).
    case unavailable(requested: CalendarDate, source: DatedSource, reason: Localized)
    /// The source's rates of that day lack the currency.
    case missingCurrency(code: String, source: DatedSource, day: CalendarDate)
}
