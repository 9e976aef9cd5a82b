/// `csv FILE --date COL --amount COL --from CODE --to CODE` (SPEC §12): each
/// row converted at its own day's rates, as the dated line `DATE<TAB>AMOUNT
/// FROM to TO` is (the same reading, the same sources, the same errors). The
/// executable reads the file and writes the rows; the days after the bundled
/// history are fetched first (`csvDaysToFetch`, `fetchDay`) so that it can show
/// how many of them are done.
extension Session {
    /// Row `row` as a line's outcome, and the day its date field names (nil when none).
    package func csvOutcome(_ row: CSVTable.Row, request: CSVRequest, into outcome: inout LineOutcome)
        -> CalendarDate?
    {
        switch row {
        case .failure(_, let error):
            fail(.csv(error), into: &outcome)
            return nil
        case .fields(_, let dateField, let amountField):
            let today = self.today
            guard let day = CSVField.day(dateField, today: today) else {
                fail(.csv(.badDate(dateField)), into: &outcome)
                return nil
            }
            guard let amount = CSVField.amount(amountField) else {
                fail(.csv(.badAmount(amountField)), into: &outcome)
                return day
            }
            do throws(SessionError) {
                // Today is the normal table's (§4), any other day the dated sources'.
                var answer: DatedAnswer? = nil
                if day != today {
                    do { answer = try datedRates.answer(for: day, today: today) } catch {
                        throw .dated(error)
                    }
                }
                let bytes = Array((amount + " " + request.from + " to " + request.to).utf8)
                try bytes.withUnsafeBufferPointer { (line) throws(SessionError) in
                    let known = lineShapes.reading(bytes: line, requireTarget: true)
                    try calculate(
                        LineSource(line), known: known, requireTarget: true, day: answer, into: &outcome)
                }
            } catch {
                fail(error, into: &outcome)
            }
            takeNotices(into: &outcome)
            return day
        }
    }

    /// The distinct days of `table`'s rows that need a request (after the bundled
    /// history, not cached, not failed this run), in the order the rows name them.
    package func csvDaysToFetch(_ table: CSVTable) -> [CalendarDate] {
        var table = table
        let today = self.today
        var seen = Set<CalendarDate>()
        var days: [CalendarDate] = []
        while let row = table.next() {
            guard case .fields(_, let field, _) = row, let day = CSVField.day(field, today: today),
                seen.insert(day).inserted, datedRates.needsRequest(for: day, today: today)
            else { continue }
            days.append(day)
        }
        return days
    }

    /// Asks for `day`'s rates now (a failure is kept and reported on its rows).
    package func fetchDay(_ day: CalendarDate) {
        _ = try? datedRates.answer(for: day, today: today)
    }

    /// The request's `csv` line in the REPL or a batch: the command reads a file, from the shell.
    func csvLine(into outcome: inout LineOutcome) throws(SessionError) {
        throw .csv(.notACommandLine)
    }
}
