/// A row of `csv` (SPEC §12) in each mode: in human mode one line with the
/// day asked, the conversion and the day and source of the rate used,
///
///     2024-03-03 (Sun)  100 USD = 133,562 KRW · ECB 2024-03-01 (Fri), the last day before
///     2024-03-04 (월)  100 USD = 133,223원 (13만 3,223원) · ECB 2024-03-04 기준환율
///
/// with `-t` the number, with `--json` the conversion's object (SPEC §3, with
/// `date`, `rateDate` and `source`) led by the row's number, and a failed row's
/// error object carrying its row.
enum CSVRowText {
    static func human(_ outcome: CalculationOutcome, asked: CalendarDate, language: Language) -> String? {
        guard let first = outcome.results.first,
            case .money(let amount, let from, let result, let to) = first
        else { return nil }
        let text = CalculationText(outcome, language: language)
        var line =
            asked.textWithWeekday(in: language) + "  " + shown(amount, in: from, text) + " = "
            + text.moneyAmount(result, in: to)
        if let reading = text.koreanReading(result, in: to) { line += " (\(reading))" }
        guard let dated = outcome.dated else {
            return line + Localized(ko: " · 오늘 환율", en: " · today's rates")(language)
        }
        let source = dated.source.displayName + " " + dated.rateDay.textWithWeekday(in: language)
        switch language {
        case .ko: return line + " · " + source + " 기준환율" + (dated.isEarlierDay ? " (그날 고시 없음: 직전 고시일)" : "")
        case .en: return line + " · " + source + (dated.isEarlierDay ? ", the last day before" : "")
        }
    }

    /// The amount as written: a whole amount without the currency's minor units (`100 USD`).
    static func shown(_ amount: Scalar, in currency: Currency, _ text: CalculationText) -> String {
        let whole = text.moneyAmount(amount, in: currency)
        guard amount.fraction.isInteger, let point = whole.firstIndex(of: ".") else { return whole }
        let end = whole[point...].firstIndex(where: { !$0.isNumber && $0 != "." }) ?? whole.endIndex
        return String(whole[..<point] + whole[end...])
    }

    /// The row's JSON object: `row` first, then the conversion's fields; a row of
    /// today (the normal table) gets its `date` too.
    static func json(_ object: String, row: Int, asked: CalendarDate?, dated: Bool) -> String {
        guard object.hasPrefix("{") else { return object }
        var head = "{\"row\":\(row),"
        if !dated, let asked { head += "\"date\":\"\(asked.isoText)\"," }
        return head + object.dropFirst()
    }

    /// `{"error":{"code":..,"message":..,"row":N}}`.
    static func errorJSON(_ failure: FailureOutcome, row: Int) -> String {
        var inner = JSONWriter()
        inner.string("code", failure.error.code)
        inner.string("message", failure.message)
        inner.raw("row", String(row))
        var outer = JSONWriter()
        outer.raw("error", inner.finish())
        return outer.finish()
    }
}
