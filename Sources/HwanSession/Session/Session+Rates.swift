/// `status`, `refresh`, `rates` and `remit`: the commands about the rate table itself.
extension Session {
    func status(into outcome: inout LineOutcome) {
        let now = rateService.clock()
        let cached = rateService.loadCache(now: now)
        let report: StatusReport
        if let rates = rates.answer, rates.source == .network {
            report = StatusReport(
                provider: rates.provider, source: .network, ratesTime: rates.table.time,
                fetchedAt: rates.fetchedAt, nextUpdate: rates.nextUpdate,
                lastFailure: cached.metadata?.lastFailure,
                lastFailureReason: cached.metadata?.lastFailureReason,
                lastFailureReasonKo: cached.metadata?.lastFailureReasonKo,
                cachePath: rateService.store.bodyPath,
                bundledSource: nil, now: now)
        } else if let table = cached.table, let meta = cached.metadata {
            report = StatusReport(
                provider: cached.provider ?? "?", source: .cache, ratesTime: table.time,
                fetchedAt: meta.fetchedAt, nextUpdate: meta.nextUpdate, lastFailure: meta.lastFailure,
                lastFailureReason: meta.lastFailureReason,
                lastFailureReasonKo: meta.lastFailureReasonKo, cachePath: rateService.store.bodyPath,
                bundledSource: nil,
                now: now)
        } else {
            let snapshot = BundledSnapshot.load()
            report = StatusReport(
                provider: "ecb", source: .bundled, ratesTime: snapshot.time, fetchedAt: nil, nextUpdate: nil,
                lastFailure: cached.metadata?.lastFailure,
                lastFailureReason: cached.metadata?.lastFailureReason,
                lastFailureReasonKo: cached.metadata?.lastFailureReasonKo,
                cachePath: rateService.store.bodyPath, bundledSource: snapshot.sources(language),
                now: now)
        }
        for notice in cached.notices { outcome.notices.append(notice(language)) }
        let won = wonStatus(now: now, provider: rates.answer?.table ?? cached.table)
        outcome.result = .status(
            StatusOutcome(report: report, configured: rateService.settings.id.rawValue, won: won))
    }

    /// With a bank as the rate (SPEC §7), which source answers the won now and why, for `status`:
    /// from the saved tables only (`status` asks no one).
    func wonStatus(now: Int64, provider: RateTable?) -> StatusOutcome.WonSource? {
        guard let bank = rates.bank else { return nil }
        let saved = bank.service.store.load(now: now).decoded?.value
        if let saved, let provider,
            let usd = WonRateRule.rate(
                code: "USD", quote: saved.quote(for: "USD"), bank: saved.bank, provider: provider, now: now),
            case .bank = usd.source
        {
            return .bank(bank.bank, quoted: usd.time)
        }
        return .provider(rates.answer?.provider ?? rateService.settings.id.rawValue, bank: bank.bank)
    }

    func refresh(into outcome: inout LineOutcome) throws(SessionError) {
        let previousTime = rateService.loadCache(now: rateService.clock()).table?.time
        let answer = rates.current(forced: true)
        if let failure = answer.failure { throw .fetch(failure) }
        guard answer.source == .network else { throw .fetch(.offline) }
        var refresh = RefreshOutcome(
            provider: answer.provider, changed: answer.changed, sameTime: previousTime == answer.table.time,
            ratesTime: answer.table.time, nextUpdate: answer.nextUpdate)
        refresh.metered = rateService.settings.id.keyVariable != nil
        outcome.result = .refresh(refresh)
    }

    /// The codes and the base of `rates` words: `per BASE`, `in BASE`, `BASE 기준`
    /// (`BASE기준`) name the base; every other word is a code.
    static func ratesArguments(_ arguments: String) -> (codes: String, base: String?) {
        var words = arguments.split(whereSeparator: { $0.unicodeScalars.allSatisfy(LineText.isSpace) }).map(
            String.init)
        var base: String?
        if let index = words.firstIndex(where: { ["per", "in", "기준"].contains($0.lowercased()) }) {
            if words[index] == "기준", index > 0 {
                base = words[index - 1]
                words.removeSubrange((index - 1)...index)
            } else if words[index] != "기준", index + 1 < words.count {
                base = words[index + 1]
                words.removeSubrange(index...(index + 1))
            }
        } else if let index = words.firstIndex(where: { $0.hasSuffix("기준") && $0.count > 2 }) {
            base = String(words[index].dropLast(2))
            words.remove(at: index)
        }
        return (words.joinedWithSpaces(), base)
    }

    /// `remit AMOUNT [FROM] TO` (SPEC §6): the amount as written, then one or two
    /// currencies. One currency is the money sent, paid out in the home currency
    /// (`remit 1000 USD`: USD → KRW); the home currency alone is sent to USD
    /// (to KRW when USD is home). The rate is the one a conversion of the pair
    /// uses: the bank's 매매기준율 when it answers (SPEC §7), said so.
    func remit(_ arguments: String, into outcome: inout LineOutcome) throws(SessionError) {
        let words = arguments.split(whereSeparator: { $0.unicodeScalars.allSatisfy(LineText.isSpace) })
        guard let amountText = words.first else { throw .command(.usage("remit")) }
        let names: [Currency]
        do {
            names = try CurrencyArguments.parse(words.dropFirst().joined(separator: " "))
        } catch {
            throw .currency(error)
        }
        guard names.count == 1 || names.count == 2,
            let usd = CurrencyCatalog.quickCurrency(code: "USD"),
            let krw = CurrencyCatalog.quickCurrency(code: "KRW")
        else { throw .command(.usage("remit")) }
        let home = CurrencyCatalog.quickCurrency(code: preferences.home) ?? krw
        let (source, target): (Currency, Currency)
        if names.count == 2 {
            (source, target) = (names[0], names[1])
        } else if names[0].code != home.code {
            (source, target) = (names[0], home)
        } else {
            (source, target) = (home, home.code == "USD" ? krw : usd)
        }
        guard let amount = RemittancePolicy.validate(amountText: amountText) else {
            throw .remittance(RemittanceError(amountText: String(amountText)))
        }
        guard source.code != target.code else {
            throw .remittance(
                RemittanceError(amountText: String(amountText), reason: .sameCurrency(source.code)))
        }
        let rates = self.rates.current()
        let rate: ExactFraction
        do {
            rate = try self.rates.rate(from: source, to: target)
        } catch {
            let missing = rates.table.contains(source.code) ? target.code : source.code
            throw .rateUnavailable(code: missing, provider: rates.provider)
        }
        let won = self.rates.bankRate(from: source, to: target)
        let quote = RemittanceQuote(
            amount: amount, from: source.code, to: target.code, rate: rate,
            ratesTime: won?.time ?? rates.table.time)
        remember(Scalar(quote.received))
        let transfer = bankTransfer(amount: amount, from: source.code, to: target.code, into: &outcome)
        var remittance = RemittanceOutcome(
            quote: quote, source: rates.source, provider: rates.provider, transfer: transfer, won: won,
            home: home.code, country: target)
        if let transfer, let bank {
            remittance.transferAge = quoteAge(
                transfer.quoteTime, bank: bank, quotedBy: transfer.bank, into: &outcome)
        }
        outcome.result = .remittance(remittance)
    }

    /// The won's rate of each code under SPEC §7's rule (empty without a bank as the rate).
    func wonRates(for codes: [String]) -> [String: WonRate] {
        var result: [String: WonRate] = [:]
        for code in codes where result[code] == nil {
            if let won = rates.wonRate(code, needOpen: true) { result[code] = won }
        }
        return result
    }

    /// `rates [CODE...] [per BASE]` (SPEC §2; also `in BASE`, `BASE 기준`): one
    /// row per CODE against BASE (default USD); `rates JPY` is JPY's row.
    func ratesTable(_ arguments: String, into outcome: inout LineOutcome) throws(SessionError) {
        // `rates on 2024-03-04`, `rates 2024-03-04 per EUR`, `환율 어제`: that day's table.
        let (words, dated) = try datedArguments(arguments)
        let (codes, baseText) = Self.ratesArguments(words)
        var targets: [Currency]
        var named: [Currency]
        do {
            targets = try CurrencyArguments.parse(codes)
            named = []
            if let baseText { named = try CurrencyArguments.parse(baseText) }
        } catch {
            throw .currency(error)
        }
        guard let usd = CurrencyCatalog.quickCurrency(code: "USD") else { throw .command(.usage("rates")) }
        guard named.count <= 1 else { throw .command(.usage("rates")) }
        let base = named.first ?? usd
        let rates = dated?.provenanceBox.answer ?? self.rates.current()
        guard rates.table.contains(base.code) else {
            throw .rateUnavailable(code: base.code, provider: rates.provider)
        }
        if targets.isEmpty {
            // The configured codes the table has, each as written (the base too, as
            // `watch rates` shows it), or the default codes but the base.
            let configured = preferences.rates
            targets = (configured ?? RatesBoard.defaultCodes).compactMap {
                CurrencyCatalog.quickCurrency(code: $0)
            }
            .filter { (configured != nil || $0.code != base.code) && rates.table.contains($0.code) }
        } else {
            for target in targets where !rates.table.contains(target.code) {
                throw .rateUnavailable(code: target.code, provider: rates.provider)
            }
        }
        let home = CurrencyCatalog.quickCurrency(code: preferences.home) ?? base
        var board = RatesBoard(
            base: base, targets: targets, home: home, rates: rates, now: rateService.clock(), zone: zone)
        if dated == nil, rates.source != .bundled {
            let previous = rateService.history.previous(provider: rates.provider, before: rates.table.time)
            board.previous = previous.entry
            outcome.notices += previous.notices.map { $0(language) }
        }
        if let dated {
            board.dated = dated
        } else {
            board.won = wonRates(for: targets.map(\.code) + [base.code])
            board.wonBank = self.rates.bank?.bank
        }
        outcome.result = .rates(board)
    }
}
