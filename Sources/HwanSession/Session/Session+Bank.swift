/// `bank [CODE...]` (SPEC §7) and the bank line of `remit` (SPEC §6).
extension Session {
    /// `bank [CODE...]`: the chosen bank's quotes for the named currencies, or `BankOutcome.defaultCodes`.
    func bankTable(_ arguments: String, into outcome: inout LineOutcome) throws(SessionError) {
        let named: [Currency]
        do { named = try CurrencyArguments.parse(arguments) } catch { throw .currency(error) }
        guard let bank else { throw .bank(.notConfigured) }
        var codes: [String] = []
        for code in named.map(\.code) where !codes.contains(code) { codes.append(code) }
        if codes.isEmpty { codes = BankOutcome.defaultCodes }
        let answer = bank.current(wanted: codes)
        outcome.notices += bank.takeNotices(in: language)
        guard let table = answer.table else { throw .bank(answer.failure ?? .offlineNoCache(bank.bank)) }
        var rows: [BankRow] = []
        var missing: [String] = []
        for code in codes {
            guard let quote = table.quote(for: code) else {
                // A currency the answer lacks is a `-` row (SPEC §7), a default one as much as
                // a named one: the usual four are there or said to be missing, never dropped.
                rows.append(.missing(code))
                missing.append(code)
                continue
            }
            rows.append(.quote(quote))
        }
        guard rows.count > missing.count else {
            guard table.quotes.isEmpty else {
                throw .bank(.notQuoted(table.bank, code: missing.joined(separator: ", ")))
            }
            throw .bank(.noQuotes(table.bank))
        }
        if !missing.isEmpty {
            // One notice naming every missing code (SPEC §3: a notice is one line, said once).
            outcome.notices.append(
                BankError.notQuoted(table.bank, code: missing.joined(separator: ", ")).message(in: language))
        }
        if let newest = table.quotes.map(\.time).max() {
            _ = quoteAge(newest, bank: bank, quotedBy: table.bank, into: &outcome)
        }
        outcome.result = .bank(
            BankOutcome(rows: rows, bank: table.bank, source: answer.source, now: bank.service.clock()))
    }

    /// The bank's transfer quote for a remittance, when a bank is chosen and
    /// its table answers; otherwise nil, with a notice saying why.
    func bankTransfer(amount: ExactDecimal, from: String, to: String, into outcome: inout LineOutcome)
        -> BankTransfer?
    {
        guard let bank, from != to, from == "KRW" || to == "KRW" else { return nil }
        let answer = bank.current(wanted: [from, to])
        outcome.notices += bank.takeNotices(in: language)
        guard let table = answer.table else {
            if let failure = answer.failure {
                let why = bank.service.settings.redact(failure.message(in: language))
                outcome.notices.append(
                    Localized(
                        ko: "은행 송금 환율을 보여 줄 수 없습니다: \(why)",
                        en: "no bank transfer rate: \(why)")(language))
            }
            return nil
        }
        do throws(BankError) {
            let transfer = try BankTransfer.quote(amount: amount, from: from, to: to, table: table)
            if let transfer, let quote = table.quote(for: transfer.code),
                let rejection = checked(quote, transfer: transfer)
            {
                outcome.notices.append(rejection.notice(bank: table.bank)(language))
                return nil
            }
            return transfer
        } catch {
            outcome.notices.append(error.message(in: language))
            return nil
        }
    }
}

/// How old a bank's quote is, and the words for an output with no room to say it.
extension Session {
    /// The age of a quote set at `time` now. A stale one is also said once a
    /// session as a quiet notice: people's lines and JSON carry the age with
    /// the answer, so only an output of bare numbers (`-t`) shows it (SPEC §3).
    func quoteAge(_ time: Int64, bank: SessionBank, quotedBy id: BankID, into outcome: inout LineOutcome)
        -> QuoteAge
    {
        let age = QuoteAge(bankQuote: time, bank: id, now: bank.service.clock())
        // Once per quote, however its age ticks on between lines.
        if age.isStale, bank.firstTime("stale \(id.rawValue) \(time)") {
            outcome.quietNotices.append(age.line(bank: id, in: language))
        }
        return age
    }
}

/// `BankQuoteCheck` where a bank's price is charged: the quote against the
/// provider's rate, then the price itself against the quote's 매매기준율.
extension Session {
    /// Why `quote`'s cash price may not be charged, or nil when it may.
    func checked(_ quote: BankQuote, price: ExactDecimal?, cashBuying: Bool) -> BankQuoteRejection? {
        let providerRate = rates.current().table.rate(from: quote.code, to: "KRW")
        if case .rejected(let why) = BankQuoteCheck.check(quote, providerRate: providerRate) { return why }
        guard let price else { return nil }
        let field =
            cashBuying
            ? Localized(ko: "현찰 살 때", en: "cash buying") : Localized(ko: "현찰 팔 때", en: "cash selling")
        return BankQuoteCheck.checkPrice(price, field: field, of: quote)
    }

    /// Why `transfer`'s rate may not be charged, or nil when it may.
    func checked(_ quote: BankQuote, transfer: BankTransfer) -> BankQuoteRejection? {
        let providerRate = rates.current().table.rate(from: quote.code, to: "KRW")
        if case .rejected(let why) = BankQuoteCheck.check(quote, providerRate: providerRate) { return why }
        let field =
            transfer.kind == .ttReceive
            ? Localized(ko: "송금 받을 때", en: "transfer receiving")
            : Localized(ko: "송금 보낼 때", en: "transfer sending")
        return BankQuoteCheck.checkPrice(transfer.rate, field: field, of: quote)
    }
}

/// `exchange AMOUNT FROM TO` (환전, SPEC §2): a cash exchange at the chosen
/// bank's cash price, or, without a bank, a conversion at the rate that says so.
extension Session {
    func exchange(_ arguments: String, into outcome: inout LineOutcome) throws(SessionError) {
        var words = arguments.split(whereSeparator: { $0.unicodeScalars.allSatisfy(LineText.isSpace) }).map(
            String.init)
        let written = CashExchange.takeDiscount(from: &words)
        var discount = ExactFraction.zero
        if let percent = written ?? preferences.discount {
            guard let fraction = CashExchange.discount(percent: percent) else {
                throw .bank(.badDiscount(percent))
            }
            discount = fraction
        }
        let line = words.joined(separator: " ")
        guard !line.isEmpty else { throw .command(.usage("exchange")) }
        guard let bank else {
            try exchangeAtTheRate(line, into: &outcome)
            return
        }
        let (amount, from, to) = try exchangeTerms(line, into: &outcome)
        let foreign = from.code == "KRW" ? to.code : from.code
        let answer = bank.current(wanted: [foreign])
        outcome.notices += bank.takeNotices(in: language)
        guard let table = answer.table else { throw .bank(answer.failure ?? .offlineNoCache(bank.bank)) }
        guard from.code != to.code else { throw .bank(.cashNotAgainstWon(from: from.code, to: to.code)) }
        guard from.code == "KRW" || to.code == "KRW" else {
            throw .bank(.cashNotAgainstWon(from: from.code, to: to.code))
        }
        guard let quote = table.quote(for: foreign) else {
            throw .bank(.notQuoted(table.bank, code: foreign))
        }
        let listed = from.code == "KRW" ? quote.cashBuy : quote.cashSell
        if let rejection = checked(quote, price: listed, cashBuying: from.code == "KRW") {
            // The provider's rate answers, as a conversion does with a refused quote.
            outcome.notices.append(rejection.notice(bank: table.bank)(language))
            try exchangeAtTheRate(line, into: &outcome, refusedBy: table.bank)
            return
        }
        let exchange: CashExchange
        do throws(BankError) {
            exchange = try CashExchange.quote(
                amount: amount, from: from.code, to: to.code, quote: quote, bank: table.bank,
                discount: discount)
        } catch {
            throw .bank(error)
        }
        remember(Scalar(exchange.result))
        outcome.result = .exchange(
            ExchangeOutcome(
                exchange: exchange, from: from, to: to, source: answer.source,
                age: quoteAge(quote.time, bank: bank, quotedBy: table.bank, into: &outcome)))
    }

    /// The amount and the two currencies of an `exchange` line, read by the
    /// line grammar as `convert` reads them (`100 USD KRW`, `100달러를 원으로`,
    /// `3만엔`; no target: the home currency, or USD from it).
    func exchangeTerms(_ line: String, into outcome: inout LineOutcome) throws(SessionError) -> (
        ExactFraction, Currency, Currency
    ) {
        let text = LineText(line)
        let parsed: ParsedLine
        do throws(GrammarError) {
            if let withTarget = try? Parser.parse(text, requireTarget: true) {
                parsed = withTarget
            } else {
                parsed = try Parser.parse(text, requireTarget: false)
            }
        } catch {
            outcome.span = ErrorSpan(line: line, columns: text.columnSpan(error.range))
            throw .grammar(error)
        }
        let rates = self.rates
        let evaluation: Evaluation
        do {
            let evaluator = try Evaluator(line: parsed, ans: lastResult, home: home) {
                (from, to) throws(EvaluationError) in try rates.rate(from: from, to: to)
            }
            evaluation = try evaluator.evaluate(parsed)
        } catch {
            outcome.span = ErrorSpan(line: line, columns: text.columnSpan(error.range))
            throw .evaluation(error)
        }
        guard case .money(let from) = evaluation.value.kind, evaluation.results.count <= 1,
            case .money(let to)? = evaluation.results.first?.kind
        else { throw .command(.usage("exchange")) }
        return (evaluation.value.value.fraction, from, to)
    }

    /// No bank chosen, or its cash price `refusedBy` it: the line as a conversion
    /// at the rate, saying that it is not a cash price.
    func exchangeAtTheRate(_ line: String, into outcome: inout LineOutcome, refusedBy: BankID? = nil)
        throws(SessionError)
    {
        // A failure's span is about the words after `exchange`, so the error goes without a caret.
        var inner = LineOutcome()
        try calculate(line, requireTarget: false, into: &inner)
        if case .calculation(let calculation) = inner.result {
            calculation.cashRefusedBy = refusedBy
            outcome.result = .atTheRate(calculation)
        }
        outcome.notices += inner.notices
    }
}
