/// Lines with a date (SPEC §12): `100 USD to KRW on 2024-03-04`, `어제 달러 환율`.
/// The phrase is resolved against today in the home currency's zone; today
/// itself uses the normal table (section 4), any other day the dated sources.
extension Session {
    /// The rates of the day `phrase` names; nil when it names today.
    func datedAnswer(_ phrase: DatePhrase, at range: Range<Int>, text: LineText) throws(SessionError)
        -> DatedAnswer?
    {
        let today = CalendarDate.day(at: rateService.clock(), offset: homeOffset)
        guard let day = phrase.resolved(today: today) else {
            throw .grammar(GrammarError(.invalidDate(text.text(range), daysInMonth: nil), at: range))
        }
        if day == today { return nil }
        do {
            return try datedRates.answer(for: day, today: today)
        } catch {
            throw .dated(error)
        }
    }

    /// The rate lookup of a dated line: the day's table, and an error naming the source and day.
    static func datedLookup(_ answer: DatedAnswer) -> Evaluator.RateLookup {
        { (from: Currency, to: Currency) throws(EvaluationError) -> ExactFraction in
            for code in [from.code, to.code] where !answer.table.contains(code) {
                throw .rateUnavailable(
                    code: code, provider: answer.source.displayName + " " + answer.rateDay.isoText, at: 0..<0)
            }
            guard let rate = answer.table.rate(from: from.code, to: to.code) else {
                throw .rateUnavailable(
                    code: from.code, provider: answer.source.displayName + " " + answer.rateDay.isoText,
                    at: 0..<0)
            }
            return rate
        }
    }

    /// A command's words without the date phrase among them, and that day's rates
    /// (nil when no phrase names a past day).
    func datedArguments(_ arguments: String) throws(SessionError) -> (words: String, dated: DatedAnswer?) {
        let text = LineText(arguments)
        for token in Lexer.tokens(text) {
            guard case .date(let phrase) = token.kind else { continue }
            guard phrase.isRealDay else {
                throw .grammar(
                    GrammarError(.invalidDate(text.text(token.range), daysInMonth: nil), at: token.range))
            }
            let rest =
                text.text(0..<token.range.lowerBound) + " " + text.text(token.range.upperBound..<text.count)
            return (rest, try datedAnswer(phrase, at: token.range, text: text))
        }
        return (arguments, nil)
    }
}
