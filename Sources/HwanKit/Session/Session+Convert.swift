/// `convert` and the bare conversion forms: decide whether the two names are
/// currencies or units, then convert.
extension Session {
    enum Resolution {
        case currencies(Currency, Currency)
        case units(UnitDefinition, UnitDefinition)
    }

    /// SPEC §2: a token is a currency (code, Korean name, alias) or a unit;
    /// the other side settles tokens that could be either (`파운드`).
    func resolve(_ from: LineToken, _ to: LineToken) throws(SessionError) -> Resolution {
        let fromText = String(from.text)
        let toText = String(to.text)
        // Plain upper-case codes mean money (see below) and need no full catalog.
        if isCode(fromText), isCode(toText), let f = currencyByCode(fromText), let t = currencyByCode(toText)
        {
            return .currencies(f, t)
        }
        // Each catalog is built only when the words could be in it: `엔 to 원`
        // never parses the units, `km to mi` never the currencies.
        func units(for text: String) -> [UnitDefinition] {
            UnitCatalog.couldName(text) ? UnitCatalog.standard.candidates(for: text) : []
        }
        let fromUnits = units(for: fromText)
        let toUnits = units(for: toText)
        let unitPair = fromUnits.contains { f in toUnits.contains { $0.dimension == f.dimension } }
        if unitPair && !(isCode(fromText) && isCode(toText)) {
            return try resolveUnits(fromUnits, toUnits, fromText, toText)
        }
        let currencies = CurrencyCatalog.standard
        let fromCurrencies = currencies.candidates(for: fromText)
        let toCurrencies = currencies.candidates(for: toText)
        let currencyPair = !fromCurrencies.isEmpty && !toCurrencies.isEmpty
        // Both readings possible (`cup`, `CUP`): upper-case codes mean money.
        let preferCurrency = currencyPair && (!unitPair || (isCode(fromText) && isCode(toText)))
        if preferCurrency {
            do {
                return .currencies(try currencies.resolve(fromText), try currencies.resolve(toText))
            } catch {
                throw .currency(error)
            }
        }
        if !fromUnits.isEmpty && !toUnits.isEmpty {
            return try resolveUnits(fromUnits, toUnits, fromText, toText)
        }
        // Mixed or unknown: explain with whichever side is known.
        if let unit = toUnits.first, !fromCurrencies.isEmpty {
            throw .currencyAndUnit(
                currency: fromText, unit: toText, dimension: unit.dimension.name(in: language))
        }
        if let unit = fromUnits.first, !toCurrencies.isEmpty {
            throw .currencyAndUnit(
                currency: toText, unit: fromText, dimension: unit.dimension.name(in: language))
        }
        if !fromCurrencies.isEmpty || !toCurrencies.isEmpty {
            do {
                _ = try currencies.resolve(fromText)
                _ = try currencies.resolve(toText)
            } catch {
                throw .currency(error)
            }
        }
        // Neither side is a known currency: the unit resolver names what is unknown.
        return try resolveUnits(fromUnits, toUnits, fromText, toText)
    }

    func resolveUnits(_ from: [UnitDefinition], _ to: [UnitDefinition], _ fromText: String, _ toText: String)
        throws(SessionError) -> Resolution
    {
        do {
            let (f, t) = try UnitResolver.resolve(from: from, to: to, fromToken: fromText, toToken: toText)
            return .units(f, t)
        } catch {
            throw .unit(error)
        }
    }

    /// Batch mode converts the same few codes thousands of times: remember them.
    func currencyByCode(_ code: String) -> Currency? {
        if let known = codeMemo[code] { return known }
        let found = CurrencyCatalog.quickCurrency(code: code)
        codeMemo[code] = found
        return found
    }

    func isCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    func convert(_ amountToken: LineToken, _ from: LineToken, _ to: LineToken, into reply: inout Reply)
        throws(SessionError)
    {
        let amount = try evaluateAmount(amountToken)
        switch try resolve(from, to) {
        case .currencies(let source, let target):
            try convertMoney(amount, source, target, into: &reply)
        case .units(let source, let target):
            let result: ExactFraction
            do { result = try HwanKit.convert(amount.fraction, from: source, to: target) } catch {
                throw .unit(error)
            }
            remember(Scalar(result))
            reply.output.append(
                ConversionText.unit(
                    amount: amount, from: source, to: target, result: result, mode: mode, language: language))
        }
    }

    /// `100 달러`: into the home currency (KRW unless configured), or from the
    /// home currency into dollars (SPEC §2, §11).
    func quickConvert(_ amountToken: LineToken, _ from: LineToken, into reply: inout Reply)
        throws(SessionError)
    {
        let amount = try evaluateAmount(amountToken)
        let source: Currency
        do { source = try CurrencyCatalog.standard.resolve(String(from.text)) } catch {
            throw .currency(error)
        }
        guard
            let target = CurrencyCatalog.standard.currency(
                code: preferences.loneAmountTarget(for: source.code))
        else { return }
        try convertMoney(amount, source, target, into: &reply)
    }

    func convertMoney(_ amount: Scalar, _ source: Currency, _ target: Currency, into reply: inout Reply)
        throws(SessionError)
    {
        let rates = currentRates(into: &reply)
        let rate: ExactFraction
        if let known = rateMemo[source.code + target.code] {
            rate = known
        } else {
            for code in [source.code, target.code] where !rates.table.contains(code) {
                throw .rateUnavailable(code: code, provider: rates.provider)
            }
            guard let computed = rates.table.rate(from: source.code, to: target.code) else {
                throw .rateUnavailable(code: source.code, provider: rates.provider)
            }
            rate = computed
            rateMemo[source.code + target.code] = computed
            if mode == .terse { registerFastRate(computed, from: source.code, to: target.code) }
        }
        // Exact: amount × rate[to] / rate[from], rounded only when printed.
        let result = Self.moneyProduct(amount.fraction, rate)
        remember(Scalar(result))
        reply.output.append(
            ConversionText.money(
                amount: amount, from: source, to: target, result: result, rate: rate, rates: rates,
                mode: mode,
                language: language))
    }
}
