/// A dated batch's lines, `DATE<TAB>line` (SPEC §12): the day is read from the
/// bytes before the tab and its rates looked up once a day (`DatedRates`
/// keeps each day's answer), and the rest is calculated as any batch line with
/// that day's rates beside it, so a column of `N USD to KRW` lines keeps one
/// reading for its shape (`LineShapes`) whatever its dates. Only what reads the
/// same either way is taken here: a date of digits, a rest starting with a digit
/// and naming no day of its own, with no comment, whose result is money, on a day
/// that is not today; anything else, and any line that fails, is read whole.
extension Session {
    /// Whether the line was answered here; false, with nothing done, when it is read whole.
    func calculatedDatedBatchLine(_ bytes: UnsafeBufferPointer<UInt8>, into outcome: inout LineOutcome)
        -> Bool
    {
        guard fastDatedBatch, let (day, restStart) = DatedBatchLine.leadingDay(bytes) else { return false }
        let rest = UnsafeBufferPointer(rebasing: bytes[restStart...])
        guard let first = rest.first, (0x30...0x39).contains(first), let base = rest.baseAddress,
            memchr(base, 0x23, rest.count) == nil, !DateLine.hasNumericDate(rest)
        else { return false }
        let today = self.today
        guard day != today, let answer = try? datedRates.answer(for: day, today: today) else { return false }
        var attempt = LineOutcome()
        let known = lineShapes.reading(bytes: rest, requireTarget: false)
        guard
            (try? calculate(LineSource(rest), known: known, requireTarget: false, day: answer, into: &attempt))
                == true
        else { return false }
        outcome = attempt
        return true
    }
}

/// The day before the tab of a dated batch's line.
enum DatedBatchLine {
    /// `YYYY-MM-DD<TAB>` (or `.`, `/` between, one or two digits of month and day)
    /// at the line's start: the day and where the rest starts; nil for any other
    /// line, and for a day no calendar has (`2024-02-30`: the whole line says why).
    /// (`tab: false`: the day alone, ending where the bytes end or anywhere after its digits.)
    static func leadingDay(_ bytes: UnsafeBufferPointer<UInt8>, tab: Bool = true) -> (CalendarDate, Int)? {
        var i = 0
        func number(maximumDigits: Int) -> Int? {
            var value = 0
            let start = i
            while i < bytes.count, i - start < maximumDigits, (0x30...0x39).contains(bytes[i]) {
                value = value * 10 + Int(bytes[i] - 0x30)
                i += 1
            }
            return i - start == 0 ? nil : value
        }
        guard let year = number(maximumDigits: 4), i == 4, i < bytes.count else { return nil }
        let separator = bytes[i]
        guard separator == 0x2D || separator == 0x2E || separator == 0x2F else { return nil }
        i += 1
        guard let month = number(maximumDigits: 2), i < bytes.count, bytes[i] == separator else { return nil }
        i += 1
        guard let day = number(maximumDigits: 2), let date = CalendarDate(year: year, month: month, day: day)
        else { return nil }
        guard tab else { return (date, i) }
        guard i < bytes.count, bytes[i] == 0x09 else { return nil }
        return (date, i + 1)
    }
}
