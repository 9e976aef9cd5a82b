/// A computed line as people read it (SPEC §3), one line per result:
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
/// `-t` and `--json` are `TerseRenderer`'s and `JSONRenderer`'s; the helpers
/// here (digits, symbols, the terse number) are shared with them.
struct CalculationText {
    let language: Language
    /// The rate the evaluation used for a pair, for the rate line.
    let rate: (Currency, Currency) -> ExactFraction?
    /// The exchanges whose prices a coin conversion used (SPEC §9), said in the line.
    var coinSources: [Exchange] = []
    /// How old each of `coinSources`' prices is, in the same order.
    var coinAges: [QuoteAge?] = []
    /// The bank's rate when it answered the pair (SPEC §7: `하나은행 매매기준율`).
    var bankRate: (Currency, Currency) -> WonRate? = { _, _ in nil }
    /// The time now, read only when the bank's rate answered (its age is said beside it).
    var now: () -> Int64? = { nil }
    /// The screen's columns: the currencies' names give way first when a line is wider.
    var width: Int?

    /// Currencies banks quote per 100 units (SPEC §3).
    static let quotedPerHundred: Set<String> = ["JPY", "IDR", "VND"]
    /// Significant digits of a unit result for people: `37.77777778`, not binary noise.
    static let unitDigits = 10

    init(_ outcome: CalculationOutcome, language: Language) {
        self.language = language
        self.rate = outcome.rate
        self.coinSources = outcome.coinSources
        self.coinAges = outcome.coinAges
        if let bankRate = outcome.bankRate { self.bankRate = bankRate }
        self.now = { outcome.now }
    }

    /// The lines of a computed line; `엔화 환율` as the rate itself, the bank way (`100 JPY = 849.13원`).
    static func lines(_ outcome: CalculationOutcome, language: Language, width: Int? = nil) -> [String] {
        var text = CalculationText(outcome, language: language)
        text.width = width
        let evaluation = outcome.evaluation
        if outcome.isRateQuery, case .money(let from) = evaluation.value.kind {
            return evaluation.results.compactMap { result in
                guard case .money(let to) = result.kind, let line = text.rateLine(from, to) else {
                    return nil
                }
                return line + " (\(from.name(in: language)) → \(to.name(in: language)))"
            }
        }
        let results = outcome.results
        // The echo only where a line shows it (not `(120+35)*3` → `465`).
        let echoes = results.contains {
            if case .number(_, let echoed) = $0 { return echoed }
            return true
        }
        var echo =
            echoes
            ? ExpressionEcho(
                kinds: outcome.kinds, ans: outcome.ans, language: language, numbers: outcome.numbers,
                source: { outcome.text($0) }
            ).text(outcome.tree)
            : ""
        // `설탕 1 컵`, `2 cup of flour`: a word that only labels the amount, shown as typed.
        for label in outcome.wordLabels where echoes {
            echo = label.before ? label.text + " " + echo : echo + " " + label.text
        }
        return results.map { text.line($0, echo: echo) }
    }

    func line(_ result: CalculationResult, echo: String) -> String {
        switch result {
        case .based(let value, let base): "\(echo) = " + Self.basedText(value, base)
        case .mixed(_, let parts, let korean): mixed(parts, korean: korean, echo: echo)
        case .money(let amount, let from, let result, let to):
            money(amount, from: from, result, to: to, echo: echo)
        case .unit(let amount, let from, let result, let to) where amount == result && from == to:
            // `1 µs` alone, already where its ladder shows it: the quantity once, not `1 µs = 1 µs`.
            Self.unitAmount(result) + " \(to.symbol)"
        case .unit(_, _, let result, let to):
            "\(echo) = " + Self.unitAmount(result) + " \(to.symbol)"
        case .derived(_, _, let result, let to):
            "\(echo) = "
                + Self.orInFull(
                    DecimalFormatting.significant(
                        result.decimal(significantDigits: Self.unitDigits + 2), digits: Self.unitDigits,
                        grouping: true), result, digits: Self.unitDigits)
                + " \(Self.symbol(to, in: language, readable: true))"
        case .number(let value, let echoed):
            // `1억 2천(만) = 120,000,000`: a colloquial reading is visible (SPEC §2).
            echoed ? echo + " = " + NumberText.calculatorHuman(value) : NumberText.calculatorHuman(value)
        }
    }

    /// `0xff`, `-0b101`: a whole number in a base, as hwan reads it back.
    static func basedText(_ value: Scalar, _ base: NumberBase) -> String {
        let digits = DecimalFormatting.fixed(value.fraction.magnitude, fractionDigits: 0, grouping: false)
        let body = base.text(ofDecimalDigits: digits) ?? digits
        return (value.isNegative ? "-" : "") + base.prefix + body
    }

    /// A part of a mixed result: whole, or the rest to two decimals (`10.87`).
    static func mixedAmount(_ part: Quantity, grouping: Bool) -> String {
        withoutTrailingZeros(
            DecimalFormatting.fixed(part.value.fraction, fractionDigits: 2, grouping: grouping))
    }

    /// `180 cm = 5 ft 10.87 in`, `200 min = 3시간 20분`; the sign once, on the first part: `-5 ft 10.87 in`.
    private func mixed(_ parts: [Quantity], korean: Bool, echo: String) -> String {
        let text = parts.enumerated().map { index, part -> String in
            var shown = part
            if index > 0 { shown.value = Scalar(part.value.fraction.magnitude) }
            let amount = Self.mixedAmount(shown, grouping: true)
            guard case .unit(let unit) = part.kind else { return amount }
            return korean ? amount + unit.koreanName : amount + " " + unit.symbol
        }
        return "\(echo) = " + text.joined(separator: " ")
    }

    private func money(_ amount: Scalar, from: Currency, _ result: Scalar, to: Currency, echo: String)
        -> String
    {
        var line: String
        if let rate = rateQuote(from, to), rate.unit.code == from.code, amount.fraction == rate.count {
            // `1달러`: the amount is the rate's own unit, so the rate is the answer, said once.
            line = rate.text
        } else {
            line = "\(echo) = \(moneyAmount(result, in: to))"
            if let reading = koreanReading(result, in: to) { line += " (\(reading))" }
            if let rate = rateQuote(from, to) { line += " · " + rate.text }
        }
        var sources = ""
        if !coinSources.isEmpty { sources += " · " + coinNote() }
        if let won = bankRate(from, to), case .bank(let bank) = won.source {
            sources += " · " + Self.bankRateName(bank, cashMean: won.baseIsCashMean)(language)
            // The bank's price says how old it is, as every quote does (`QuoteAge`).
            if let now = now() { sources += " " + TimeText.age(max(0, now - won.time), in: language) }
        }
        if from.code != to.code {
            let names = " (\(from.name(in: language)) → \(to.name(in: language)))"
            // On a narrow screen the names go (the codes say as much), so the numbers keep one line.
            if width.map({ DisplayWidth.of(line + names + sources) <= $0 }) ?? true { line += names }
        }
        return line + sources
    }

    /// `10.50` → `10.5`, `20.00` → `20`.
    static func withoutTrailingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `readable`: a human line's, where a unit in Hangul is named in English in English.
    static func symbol(_ kind: Quantity.Kind, in language: Language, readable: Bool = false) -> String {
        switch kind {
        case .number: ""
        case .unit(let unit): unit.symbol
        case .money(let currency): language == .ko && currency.code == "KRW" ? "원" : currency.code
        case .compound(let compound): compound.symbol(in: language, readable: readable)
        }
    }

    /// A unit result's number for people: `unitDigits(for:)` significant digits,
    /// but in full where that would be scientific notation and the value is
    /// exact in at most 16 significant digits (`1 Pm = 1,000,000,000,000,000 m`,
    /// `1 ns = 0.000000001 s`: SPEC §3, no digit invented and none hidden).
    static func unitAmount(_ value: Scalar) -> String {
        orInFull(
            DecimalFormatting.significant(
                value.decimal(significantDigits: 18), digits: unitDigits(for: value), grouping: true),
            value, digits: NumberText.calculatorHumanDigits)
    }

    /// `text`, or `value` in full with separators when `text` is in scientific
    /// notation and the value is exact in at most `digits` significant digits.
    static func orInFull(_ text: String, _ value: Scalar, digits: Int) -> String {
        guard text.utf8.contains(UInt8(ascii: "e")), let exact = value.exactFraction else { return text }
        return NumberText.inFull(exact, significantDigits: digits, grouping: true) ?? text
    }

    /// Significant digits of a unit result: ten, but never fewer than its integer
    /// digits and one decimal (SPEC §3: rounded only in its fraction, `1 ly =
    /// 9,460,730,472,580.8 km`), and at most 16 (beyond, scientific notation).
    static func unitDigits(for value: Scalar) -> Int {
        guard !value.isZero else { return unitDigits }
        let integerDigits = value.decimal(significantDigits: 20).orderOfMagnitude + 1
        return min(16, max(unitDigits, integerDigits + 1))
    }

    /// `Upbit 12초 전 시세` / `Binance price 5s ago (USDT taken as USD)`: whose
    /// prices a coin conversion used, and how old each is.
    private func coinNote() -> String {
        let ko = language == .ko
        let parts = coinSources.enumerated().map { index, exchange -> String in
            let age = index < coinAges.count ? coinAges[index] : nil
            let when = age.map { " " + TimeText.age($0.seconds, in: language) } ?? ""
            return ko ? exchange.displayName + when + " 시세" : exchange.displayName + " price" + when
        }
        let dollar = coinSources.contains(.binance)
        return parts.joined(separator: ", ")
            + (dollar ? Localized(ko: " (USDT = USD)", en: " (USDT taken as USD)")(language) : "")
    }

    /// `하나은행 매매기준율` / `Hana Bank base rate`: the source the won's rate came from.
    static func bankRateName(_ bank: BankID, cashMean: Bool = false) -> Localized {
        let name = bank.bankName
        return cashMean
            ? Localized(ko: name.ko + " 현찰 평균", en: name.en + " cash mean")
            : Localized(ko: name.ko + " 매매기준율", en: name.en + " base rate")
    }

    /// `-t`: the number only. Exact results go through the one terse formatter
    /// (`NumberText.terse`), which the batch's terse lines use too.
    /// An exact value of at most 12 significant digits is written in full, as
    /// the calculator writes one (`1 Pm to m` is `1000000000000000`, not `1e+15`).
    static func terse(_ value: Scalar) -> String {
        if let exact = value.exactFraction {
            let text = NumberText.terse(exact)
            guard text.utf8.contains(UInt8(ascii: "e")) else { return text }
            return NumberText.inFull(
                exact, significantDigits: NumberText.calculatorTerseDigits, grouping: false)
                ?? text
        }
        return DecimalFormatting.significant(value.decimal(significantDigits: 13), digits: 12)
    }

    /// `terse`'s text appended as bytes (an exact value written without a `String`).
    static func appendTerse(_ value: Scalar, to bytes: inout [UInt8]) {
        if case .exact(let exact) = value.value {
            let start = bytes.count
            NumberText.appendTerse(exact, to: &bytes)
            // (Only a text in scientific notation can be one written in full instead.)
            guard bytes[start...].contains(UInt8(ascii: "e")),
                let full = NumberText.inFull(
                    exact, significantDigits: NumberText.calculatorTerseDigits, grouping: false)
            else { return }
            bytes.removeSubrange(start...)
            bytes.append(contentsOf: full.utf8)
        } else {
            bytes.append(contentsOf: terse(value).utf8)
        }
    }

    // MARK: Money

    /// `151,003 KRW`; in Korean, won as `151,003원`.
    func moneyAmount(_ value: Scalar, in currency: Currency) -> String {
        let digits = NumberText.moneyDigits(value, minorUnits: currency.minorUnits)
        let text = DecimalFormatting.fixed(value.fraction, fractionDigits: digits, grouping: true)
        return language == .ko && currency.code == "KRW" ? text + "원" : text + " " + currency.code
    }

    /// `15만 1,003원`, for won of 1만 and more in Korean.
    func koreanReading(_ value: Scalar, in currency: Currency) -> String? {
        guard language == .ko, currency.code == "KRW" else { return nil }
        let digits = NumberText.moneyDigits(value, minorUnits: currency.minorUnits)
        return KoreanAmount.reading(
            DecimalFormatting.fixed(value.fraction, fractionDigits: digits, grouping: false))
    }

    /// `1 USD = 1,510.03 KRW`, `100 JPY = 946.32 KRW`: the currency worth more is
    /// the one counted (per 100 for JPY, IDR and VND), whichever way the line went.
    func rateLine(_ from: Currency, _ to: Currency) -> String? {
        rateQuote(from, to)?.text
    }

    /// `rateLine`'s text with the currency it counts and how many of it (1, or 100).
    func rateQuote(_ from: Currency, _ to: Currency) -> (unit: Currency, count: ExactFraction, text: String)?
    {
        guard from.code != to.code, let forward = rate(from, to), !forward.isZero else { return nil }
        let (unit, quote, perUnit): (Currency, Currency, ExactFraction)
        // Against the won, a currency banks quote per 100 is read that way whichever side it is on:
        // `100 VND = 5.137원`, not `1 KRW = 19.47 VND`.
        let hundredAgainstWon =
            [from.code, to.code].contains("KRW")
            && Currency.quotedPerHundred.contains(from.code == "KRW" ? to.code : from.code)
        if hundredAgainstWon && to.code == "KRW" || !hundredAgainstWon && forward >= .one {
            (unit, quote, perUnit) = (from, to, forward)
        } else {
            guard let backward = try? ExactFraction.one / forward else { return nil }
            (unit, quote, perUnit) = (to, from, backward)
        }
        let perHundred = Currency.quotedPerHundred.contains(unit.code)
        let value = Scalar(perUnit * ExactFraction(perHundred ? 100 : 1))
        let digits = NumberText.moneyDigits(value, minorUnits: 2)
        let text = DecimalFormatting.fixed(value.fraction, fractionDigits: digits, grouping: true)
        let quoted = language == .ko && quote.code == "KRW" ? text + "원" : text + " " + quote.code
        let count = perHundred ? 100 : 1
        return (unit, ExactFraction(count), "\(count) " + unit.code + " = " + quoted)
    }
}
