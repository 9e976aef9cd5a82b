/// People's text (SPEC §3): readable lines with thousands separators and
/// names, in Korean or English, tables painted with the palette; an error is
/// a message for stderr with a caret under what it is about.
struct HumanRenderer {
    let language: Language
    let palette: Palette
    let zone: LocalZone
    /// The screen's columns (nil: a pipe, nothing is fitted).
    var width: Int? = nil

    func render(_ outcome: Outcome, into reply: inout Reply) {
        // A completion script is code for the shell: never broken.
        if case .text(kind: "completions", _) = outcome { return renderLines(outcome, into: &reply) }
        guard let width else { return renderLines(outcome, into: &reply) }
        let first = reply.output.count
        renderLines(outcome, into: &reply)
        // Tables have given up columns already; any line still too wide breaks between words.
        guard reply.output[first...].contains(where: { DisplayWidth.ofVisible($0) > width }) else { return }
        let wrapped = reply.output[first...].flatMap { DisplayWidth.wrap($0, to: width) }
        reply.output.replaceSubrange(first..., with: wrapped)
    }

    func renderLines(_ outcome: Outcome, into reply: inout Reply) {
        switch outcome {
        case .nothing: break
        case .calculation(let calculation):
            reply.output += CalculationText.lines(calculation, language: language, width: width)
            if let dated = calculation.dated {
                reply.output.append(DatedText.line(dated, language: language))
            }
        case .text(_, let lines): reply.output += lines
        case .currencies(let currencies):
            reply.output += CurrencyListing.render(currencies, language: language)
        case .units(let selection):
            reply.output += UnitListing.render(selection, catalog: .standard, language: language)
        case .rates(let board):
            reply.output += board.lines(language: language, palette: palette, width: width)
        case .coins(let coins):
            reply.output += CoinsTableText.lines(
                market: coins.market, quotes: coins.quotes, answers: coins.answers, dollar: coins.dollar,
                language: language, palette: palette, now: coins.now, width: width)
            noPrices(coins, into: &reply)
        case .bank(let bank):
            reply.output += BankTableText.lines(
                rows: bank.rows, bank: bank.bank, language: language, palette: palette, now: bank.now,
                width: width)
        case .history(let series, let days):
            reply.output += HistoryText(
                series: series, days: days, zone: zone, palette: palette, width: width
            ).lines(language: language)
        case .status(let status):
            reply.output += status.report.lines(language: language, zone: zone, configured: status.configured)
            if let won = status.won { reply.output.append(StatusReport.wonLine(won, language: language)) }
        case .refresh(let refresh): reply.output.append(Self.refreshLine(refresh, language: language))
        case .remittance(let remittance):
            let time = remittance.quote.ratesTime
            let local = zone.offset(time)
            reply.output += RemittanceText.render(
                remittance.quote, language: language,
                timeText: TimeText.minutes(time, offset: local.seconds) + " " + local.abbreviation,
                home: remittance.home)
            if let country = remittance.country {
                reply.output.append(
                    RemittanceText.country(
                        country.country(in: language), code: country.code, language: language))
            }
            if let won = remittance.won, case .bank(let bank) = won.source {
                reply.output.append(
                    RemittanceText.source(
                        CalculationText.bankRateName(bank, cashMean: won.baseIsCashMean), language: language))
            }
            if let transfer = remittance.transfer {
                reply.output.append(transfer.line(in: language))
                // The bank's price says when it was set, and whether it is from before today's quotes.
                if let age = remittance.transferAge {
                    reply.output.append(age.line(bank: transfer.bank, in: language))
                }
            }
        case .exchange(let exchange):
            reply.output.append(
                ExchangeText.line(exchange.exchange, from: exchange.from, to: exchange.to, language: language)
            )
            reply.output.append(exchange.age.line(bank: exchange.exchange.bank, in: language))
        case .atTheRate(let calculation):
            let note = ExchangeText.atTheRateNote(language, refusedBy: calculation.cashRefusedBy)
            reply.output += CalculationText.lines(calculation, language: language, width: width).map {
                $0 + " · " + note
            }
        case .date(let answer): reply.output += DateText.human(answer, language: language)
        case .variables(let variables): reply.output += VariablesText.human(variables, language: language)
        case .failure(let failure): fail(failure, into: &reply)
        }
    }

    /// No exchange answered `coins`: the error beside the (empty) table.
    func noPrices(_ coins: CoinsOutcome, into reply: inout Reply) {
        if coins.noPrices { reply.error = MarketError.noPrices.message(in: language) }
    }

    /// The message for stderr and, when the error points into the line, the line and a caret.
    func fail(_ failure: FailureOutcome, into reply: inout Reply) {
        reply.error = failure.message
        if let span = failure.span { reply.caret = Caret.lines(under: span.line, columns: span.columns) }
    }

    static func refreshLine(_ refresh: RefreshOutcome, language: Language) -> String {
        let time = TimeText.minutes(refresh.ratesTime) + " UTC"
        let next = refresh.nextUpdate.map { TimeText.minutes($0) + " UTC" } ?? "?"
        if refresh.sameTime, !refresh.metered {
            // A keyless provider has no quota to waste: only that nothing is new yet.
            return Localized(
                ko: "새 환율이 없습니다: 제공자 시각이 그대로입니다 (\(time)). 다음 갱신: \(next)",
                en: "no new rates: the provider's time is unchanged (\(time)). Next update: \(next)")(
                    language)
        }
        if refresh.sameTime {
            return Localized(
                ko:
                    "새 환율이 없습니다: 제공자 시각이 그대로입니다 (\(time)). 이 요청은 낭비되었습니다 — 무료 요금제는 한 달 약 1,000–1,500회. 다음 갱신: \(next)",
                en:
                    "no new rates: the provider's time is unchanged (\(time)). This call was wasted — free plans allow about 1,000–1,500 a month. Next update: \(next)"
            )(language)
        }
        let changed = refresh.changed ?? true
        return Localized(
            ko: "새 환율을 받았습니다 (\(refresh.provider), \(time))" + (changed ? "" : " — 값은 그대로입니다")
                + ". 다음 갱신: \(next)",
            en: "fetched new rates (\(refresh.provider), \(time))"
                + (changed ? "" : " — values unchanged")
                + ". Next update: \(next)")(language)
    }
}
