/// Lines that count with dates (SPEC §14): `2026-12-25 - 2026-11-28`,
/// `오늘 + 100일`, `크리스마스까지 며칠`, `만 나이 1990-05-17`.
extension Session {
    /// Today in the home currency's time zone (KST for KRW), as dated rates read it (SPEC §12).
    /// (The zone's offset read once a session: `homeOffset`.)
    var today: CalendarDate { CalendarDate.day(at: rateService.clock(), offset: homeOffset) }

    /// The line's date answer as its outcome; false, with nothing done, when it
    /// is not a date line.
    func answeredDate(_ line: String, into outcome: inout LineOutcome) throws(SessionError) -> Bool {
        let answer: DateAnswer?
        do { answer = try DateLine.answer(Self.strippingComment(line), today: today) } catch {
            throw .date(error)
        }
        guard let answer else { return false }
        switch answer {
        case .days(let days, _, _), .until(let days, _, _):
            remember(Quantity(Scalar(days)))
        case .age(let years, _, _, _):
            remember(Quantity(Scalar(years)))
        case .date: break
        }
        outcome.result = .date(answer)
        return true
    }

    /// Whether the line's UTF-8 holds a date written with digits (`DateLine.hasNumericDate`).
    static func hasNumericDate(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { DateLine.hasNumericDate($0) }
    }
}
