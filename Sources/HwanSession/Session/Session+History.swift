/// `history CODE [BASE] [DAYS]` (추이, SPEC §8): the stored rates of CODE in
/// BASE over the last DAYS, from the rate history beside the cache.
extension Session {
    func history(_ arguments: String, into outcome: inout LineOutcome) throws(SessionError) {
        let request = try historyRequest(arguments)
        // The table due now first, so that today's rates are in the history.
        let rates = self.rates.current()
        let now = rateService.clock()
        let stored = rateService.history.load()
        outcome.notices += stored.notices.map { $0(language) }
        let today = CalendarDate.day(at: now, offset: homeOffset)
        // `FROM..TO`: from FROM's first second; else the last DAYS days.
        let since =
            request.range.map { $0.lowerBound.startTime(offset: homeOffset) }
            ?? now.saturatingSubtract(Int64(request.days) * 86_400)
        // SPEC §8: the series follows the source that answers now; the bank's, under §7's rule.
        var bankSource: String?
        if case .bank(let bank)? = self.rates.bankRate(from: request.code, to: request.base)?.source {
            bankSource = bank.rawValue
        }
        let storedSeries = HistorySeries(
            log: stored.log, code: request.code, base: request.base, since: since,
            preferred: bankSource
                ?? (rates.source == .bundled ? rateService.settings.id.rawValue : rates.provider),
            only: bankSource)
        // SPEC §12: the days the history has not stored, from the bundled ECB rates; not
        // while a bank answers (§8: the bank's series alone, never mixed with the ECB's).
        var series =
            bankSource != nil
            ? storedSeries
            : storedSeries.filled(
                from: datedRates, since: request.range?.lowerBound ?? today.adding(days: -request.days),
                through: request.range?.upperBound, today: today)
        series.period = request.range
        guard series.points.count >= 2 else {
            throw .history(
                .tooFewPoints(
                    code: request.code, base: request.base, found: series.points.count, days: request.days,
                    older: series.olderPoints))
        }
        if let last = series.points.last { remember(Scalar(last.rate)) }
        outcome.result = .history(series, days: request.days)
    }

    /// The words after `history`: one or two currencies, then DAYS if a number.
    func historyRequest(_ arguments: String) throws(SessionError) -> HistoryRequest {
        var words = arguments.split(whereSeparator: { $0.unicodeScalars.allSatisfy(LineText.isSpace) })
        guard !words.isEmpty else { throw .command(.usage("history")) }
        var days = HistoryRequest.defaultDays
        var range: ClosedRange<CalendarDate>?
        if let last = words.last, words.count > 1, HistoryRequest.looksLikeDays(last) {
            do {
                range = try HistoryRequest.range(last)
                if let range {
                    days = range.upperBound.dayNumber - range.lowerBound.dayNumber + 1
                } else {
                    days = try HistoryRequest.days(last)
                }
            } catch { throw .history(error) }
            words.removeLast()
        }
        let names: [Currency]
        do {
            names = try CurrencyArguments.parse(words.joined(separator: " "))
        } catch {
            // `history JPY KRW month`: two currencies, then a word that is no number of days.
            if words.count >= 3, let last = words.last,
                let two = try? CurrencyArguments.parse(words.dropLast().joined(separator: " ")),
                two.count == 2
            {
                throw .history(.badDays(String(last)))
            }
            throw .currency(error)
        }
        guard names.count == 1 || names.count == 2 else { throw .command(.usage("history")) }
        let code = names[0].code
        // SPEC §8: BASE defaults to KRW; KRW's own history is in USD (as §2 sends the home currency to USD).
        let base = names.count == 2 ? names[1].code : (code == "KRW" ? "USD" : "KRW")
        return HistoryRequest(code: code, base: base, days: days, range: range)
    }
}
