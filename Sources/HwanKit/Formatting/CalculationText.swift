/// A computed line as text, in each output mode (SPEC §3).
///
/// Human, one line per result:
///
///     100 USD = 151,003 KRW · 1 USD = 1,510.03 KRW (US Dollar → South Korean Won)
///     100 USD = 151,003원 (15만 1,003원) · 1 USD = 1,510.03원 (미국 달러 → 대한민국 원)
///     1 KRW = 0.0006623 USD · 1 USD = 1,510.03 KRW (South Korean Won → US Dollar)
///     5 ft 11 in = 180.34 cm
///     465
///
/// Money keeps the currency's minor units but never fewer than four
/// significant digits of a non-zero value; the rate is shown the way a person
/// reads it (the stronger currency as 1, JPY/IDR/VND per 100 as banks quote);
/// in Korean, won amounts of 1만 and more also show their Korean reading.
/// `-t` prints the number only; `--json` one object per result.
struct CalculationText {
    let language: Language
    let mode: OutputMode
    /// The rate the evaluation used for a pair, for the rate line and JSON.
    let rate: (Currency, Currency) -> ExactFraction?
    /// Where the rates came from, for JSON; nil when no money was involved.
    let provenance: RatesAnswer?
    /// The exchanges whose prices a coin conversion used (SPEC §9), said in the line.
    var coinSources: [Exchange] = []
    /// The bank's rate when it answered the pair (SPEC §7: `source: bank`, `하나은행 매매기준율`).
    var bankRate: (Currency, Currency) -> WonRate? = { _, _ in nil }

    /// Currencies banks quote per 100 units (SPEC §3).
    static let quotedPerHundred: Set<String> = ["JPY", "IDR", "VND"]
    /// Significant digits of a unit result for people: `37.77777778`, not binary noise.
    static let unitDigits = 10

    func lines(_ evaluation: Evaluation, echo: String, expression: String, showsReading: Bool = false)
        -> [String]
    {
        if let base = evaluation.base {
            return [based(evaluation.value.value, in: base, echo: echo, expression: expression)]
        }
        if let parts = evaluation.mixed { return [mixed(evaluation, parts, echo: echo)] }
        guard !evaluation.results.isEmpty else {
            // A derived unit no named unit matches stays as composed: `2,000 원/kg`.
            if case .compound = evaluation.value.kind {
                let value = evaluation.value
                return [derived(value.value, from: value.kind, value.value, to: value.kind, echo: echo)]
            }
            let line = number(evaluation.value.value, expression: expression)
            // `1억 2천(만) = 120,000,000`: a colloquial reading is visible (SPEC §2).
            return [mode == .human && showsReading ? echo + " = " + line : line]
        }
        return evaluation.results.map { result in
            switch (evaluation.value.kind, result.kind) {
            case (.money(let from), .money(let to)):
                return money(evaluation.value.value, from: from, result.value, to: to, echo: echo)
            case (.unit(let from), .unit(let to)):
                return unit(evaluation.value.value, from: from, result.value, to: to, echo: echo)
            case (.compound, _), (_, .compound), (.unit, .money), (.money, .unit):
                return derived(
                    evaluation.value.value, from: evaluation.value.kind, result.value, to: result.kind,
                    echo: echo)
            default:
                return number(result.value, expression: expression)
            }
        }
    }

    /// `엔화 환율`: the rate itself, the bank way (`100 JPY = 849.13원`), in human mode;
    /// the conversion of that many units otherwise.
    func rateLines(_ evaluation: Evaluation, echo: String, expression: String) -> [String] {
        guard mode == .human, case .money(let from) = evaluation.value.kind else {
            return lines(evaluation, echo: echo, expression: expression)
        }
        return evaluation.results.compactMap { result in
            guard case .money(let to) = result.kind, let line = rateLine(from, to) else { return nil }
            return line + " (\(from.name(in: language)) → \(to.name(in: language)))"
        }
    }

    /// `255 = 0xff`; `-t` prints `0xff` (hwan reads it back); JSON the value,
    /// the base and the text.
    private func based(_ value: Scalar, in base: NumberBase, echo: String, expression: String) -> String {
        let digits = DecimalFormatting.fixed(value.fraction.magnitude, fractionDigits: 0, grouping: false)
        let body = base.text(ofDecimalDigits: digits) ?? digits
        let text = (value.isNegative ? "-" : "") + base.prefix + body
        switch mode {
        case .human: return "\(echo) = \(text)"
        case .terse: return text
        case .json:
            var writer = JSONWriter()
            writer.string("kind", "number")
            writer.string("expression", expression)
            writer.number("result", raw: NumberText.calculatorJSON(value))
            writer.number("base", raw: String(base.radix))
            writer.string("text", text)
            return writer.finish()
        }
    }

    /// `180 cm = 5 ft 10.87 in`, `200 min = 3시간 20분`: whole amounts, then the
    /// rest to two decimals. `-t`: the parts' numbers separated by spaces
    /// (`5 10.87`); JSON: `"parts"`, each `{"unit":..,"amount":..}`.
    private func mixed(_ evaluation: Evaluation, _ parts: [Quantity], echo: String) -> String {
        func amount(_ part: Quantity) -> String {
            Self.withoutTrailingZeros(
                DecimalFormatting.fixed(part.value.fraction, fractionDigits: 2, grouping: mode == .human))
        }
        switch mode {
        case .terse:
            return parts.map { amount($0) }.joined(separator: " ")
        case .json:
            var writer = JSONWriter()
            writer.string("kind", "unit")
            writer.number("amount", raw: NumberText.json(evaluation.value.value.fraction))
            writer.string("from", Self.symbol(evaluation.value.kind, in: .en))
            writer.string("to", parts.map { Self.symbol($0.kind, in: .en) }.joined(separator: " "))
            let items = parts.map { part in
                "{\"unit\":\"\(Self.symbol(part.kind, in: .en))\",\"amount\":\(NumberText.json(part.value.fraction))}"
            }
            writer.number("parts", raw: "[" + items.joined(separator: ",") + "]")
            if case .unit(let unit) = evaluation.value.kind {
                writer.string("dimension", unit.dimension.rawValue)
            }
            return writer.finish()
        case .human:
            // The sign once, on the first part: `-5 ft 10.87 in`.
            let text = parts.enumerated().map { index, part -> String in
                var shown = part
                if index > 0 { shown.value = Scalar(part.value.fraction.magnitude) }
                guard case .unit(let unit) = part.kind else { return amount(shown) }
                return evaluation.mixedKorean
                    ? amount(shown) + unit.koreanName : amount(shown) + " " + unit.symbol
            }
            return "\(echo) = " + text.joined(separator: " ")
        }
    }

    /// `10.50` → `10.5`, `20.00` → `20`.
    static func withoutTrailingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private func number(_ value: Scalar, expression: String) -> String {
        switch mode {
        case .human: return NumberText.calculatorHuman(value)
        case .terse: return NumberText.calculatorTerse(value)
        case .json:
            var writer = JSONWriter()
            writer.string("kind", "number")
            writer.string("expression", expression)
            writer.number("result", raw: NumberText.calculatorJSON(value))
            return writer.finish()
        }
    }

    private func money(_ amount: Scalar, from: Currency, _ result: Scalar, to: Currency, echo: String)
        -> String
    {
        switch mode {
        case .terse:
            return Self.terse(result)
        case .json:
            var writer = jsonHead(
                kind: "currency", amount: amount, from: from.code, to: to.code, result: result)
            if let rate = rate(from, to) { writer.number("rate", raw: NumberText.json(rate)) }
            if let exchange = coinSources.first {
                writer.string("source", exchange.rawValue)
                if let provenance, coinSources.contains(.binance), from.code != "USD", to.code != "USD" {
                    writer.string("provider", provenance.provider)
                    writer.string("ratesTime", TimeText.iso8601(provenance.table.time))
                }
            } else if let won = bankRate(from, to), case .bank(let bank) = won.source {
                writer.string("source", "bank")
                writer.string("provider", bank.rawValue)
                writer.string("ratesTime", TimeText.iso8601(won.time))
            } else if let provenance {
                writer.string("source", provenance.source.rawValue)
                writer.string("provider", provenance.provider)
                writer.string("ratesTime", TimeText.iso8601(provenance.table.time))
            }
            return writer.finish()
        case .human:
            var line = "\(echo) = \(moneyAmount(result, in: to))"
            if let reading = koreanReading(result, in: to) { line += " (\(reading))" }
            if let rateLine = rateLine(from, to) { line += " · " + rateLine }
            if from.code != to.code { line += " (\(from.name(in: language)) → \(to.name(in: language)))" }
            if !coinSources.isEmpty { line += " · " + coinNote() }
            if let won = bankRate(from, to), case .bank(let bank) = won.source {
                line += " · " + Self.bankRateName(bank, cashMean: won.baseIsCashMean)(language)
            }
            return line
        }
    }

    private func unit(
        _ amount: Scalar, from: UnitDefinition, _ result: Scalar, to: UnitDefinition, echo: String
    )
        -> String
    {
        switch mode {
        case .terse:
            return Self.terse(result)
        case .json:
            var writer = jsonHead(
                kind: "unit", amount: amount, from: from.symbol, to: to.symbol, result: result)
            writer.string("dimension", from.dimension.rawValue)
            return writer.finish()
        case .human:
            let shown = DecimalFormatting.significant(
                result.decimal(significantDigits: 18), digits: Self.unitDigits(for: result), grouping: true)
            return "\(echo) = \(shown) \(to.symbol)"
        }
    }

    /// A result in derived units (`5 m/s`, `35,294,117.65 원/평`): ten significant
    /// digits like units; JSON as a unit conversion whose dimension is the
    /// named one (`force`) or the exponents (`currency/mass`).
    private func derived(
        _ amount: Scalar, from: Quantity.Kind, _ result: Scalar, to: Quantity.Kind, echo: String
    ) -> String {
        switch mode {
        case .terse:
            return Self.terse(result)
        case .json:
            var writer = jsonHead(
                kind: "unit", amount: amount, from: Self.symbol(from, in: .en), to: Self.symbol(to, in: .en),
                result: result)
            let vector = Quantity(.one, to).vector
            let named = vector.namedDimensions
            writer.string("dimension", named.count == 1 ? named[0].rawValue : vector.name(in: .en))
            return writer.finish()
        case .human:
            let shown = DecimalFormatting.significant(
                result.decimal(significantDigits: Self.unitDigits + 2), digits: Self.unitDigits,
                grouping: true)
            return "\(echo) = \(shown) \(Self.symbol(to, in: language))"
        }
    }

    static func symbol(_ kind: Quantity.Kind, in language: Language) -> String {
        switch kind {
        case .number: ""
        case .unit(let unit): unit.symbol
        case .money(let currency): language == .ko && currency.code == "KRW" ? "원" : currency.code
        case .compound(let compound): compound.symbol(in: language)
        }
    }

    /// The members every conversion object starts with (SPEC §3).
    private func jsonHead(kind: String, amount: Scalar, from: String, to: String, result: Scalar)
        -> JSONWriter
    {
        var writer = JSONWriter()
        writer.string("kind", kind)
        writer.number("amount", raw: NumberText.json(amount.fraction))
        writer.string("from", from)
        writer.string("to", to)
        writer.number("result", raw: NumberText.json(result.fraction))
        return writer
    }

    /// Significant digits of a unit result: ten, but never fewer than its integer
    /// digits and one decimal (SPEC §3: rounded only in its fraction, `1 ly =
    /// 9,460,730,472,580.8 km`), and at most 16 (beyond, scientific notation).
    static func unitDigits(for value: Scalar) -> Int {
        guard !value.isZero else { return unitDigits }
        let integerDigits = value.decimal(significantDigits: 20).orderOfMagnitude + 1
        return min(16, max(unitDigits, integerDigits + 1))
    }

    /// `Upbit 시세` / `Binance price, USDT as USD`: whose prices a coin conversion used.
    private func coinNote() -> String {
        let names = coinSources.map(\.displayName).joined(separator: ", ")
        let dollar = coinSources.contains(.binance)
        return Localized(
            ko: names + " 시세" + (dollar ? " (USDT = USD)" : ""),
            en: names + " price" + (dollar ? " (USDT taken as USD)" : ""))(language)
    }

    /// `하나은행 매매기준율` / `Hana Bank base rate`: the source the won's rate came from.
    static func bankRateName(_ bank: BankID, cashMean: Bool = false) -> Localized {
        let name = bank.bankName
        return cashMean
            ? Localized(ko: name.ko + " 현찰 평균", en: name.en + " cash mean")
            : Localized(ko: name.ko + " 매매기준율", en: name.en + " base rate")
    }

    /// `-t`: the number only. Exact results go through the one terse formatter the
    /// batch fast path uses too, so both print the same digits.
    static func terse(_ value: Scalar) -> String {
        if let exact = value.exactFraction { return NumberText.terse(exact) }
        return DecimalFormatting.significant(value.decimal(significantDigits: 13), digits: 12)
    }

    // MARK: Money

    /// `151,003 KRW`; in Korean, won as `151,003원`.
    private func moneyAmount(_ value: Scalar, in currency: Currency) -> String {
        let digits = NumberText.moneyDigits(value, minorUnits: currency.minorUnits)
        let text = DecimalFormatting.fixed(value.fraction, fractionDigits: digits, grouping: true)
        return language == .ko && currency.code == "KRW" ? text + "원" : text + " " + currency.code
    }

    /// `15만 1,003원`, for won of 1만 and more in Korean.
    private func koreanReading(_ value: Scalar, in currency: Currency) -> String? {
        guard language == .ko, currency.code == "KRW" else { return nil }
        let digits = NumberText.moneyDigits(value, minorUnits: currency.minorUnits)
        return KoreanAmount.reading(
            DecimalFormatting.fixed(value.fraction, fractionDigits: digits, grouping: false))
    }

    /// `1 USD = 1,510.03 KRW`, `100 JPY = 946.32 KRW`: the currency worth more is
    /// the one counted (per 100 for JPY, IDR and VND), whichever way the line went.
    private func rateLine(_ from: Currency, _ to: Currency) -> String? {
        guard from.code != to.code, let forward = rate(from, to), !forward.isZero else { return nil }
        let (unit, quote, perUnit): (Currency, Currency, ExactFraction)
        // Against the won, a currency banks quote per 100 is read that way whichever side it is on:
        // `100 VND = 5.137원`, not `1 KRW = 19.47 VND`.
        let hundredAgainstWon =
            [from.code, to.code].contains("KRW")
            && Self.quotedPerHundred.contains(from.code == "KRW" ? to.code : from.code)
        if hundredAgainstWon && to.code == "KRW" || !hundredAgainstWon && forward >= .one {
            (unit, quote, perUnit) = (from, to, forward)
        } else {
            guard let backward = try? ExactFraction.one / forward else { return nil }
            (unit, quote, perUnit) = (to, from, backward)
        }
        let count = Self.quotedPerHundred.contains(unit.code) ? 100 : 1
        let value = Scalar(perUnit * ExactFraction(count))
        let digits = NumberText.moneyDigits(value, minorUnits: 2)
        let text = DecimalFormatting.fixed(value.fraction, fractionDigits: digits, grouping: true)
        let quoted = language == .ko && quote.code == "KRW" ? text + "원" : text + " " + quote.code
        return "\(count) \(unit.code) = \(quoted)"
    }
}
