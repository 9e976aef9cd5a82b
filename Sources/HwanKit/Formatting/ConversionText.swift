/// One conversion result as a line in each output mode (SPEC §3).
public enum ConversionText {
    /// Units keep ten significant digits for people: `37.77777778`, not binary noise.
    static let unitDigits = 10

    static func money(
        amount: Scalar, from: Currency, to: Currency, result: ExactFraction, rate: ExactFraction,
        rates: RatesAnswer,
        mode: OutputMode, language: Language
    ) -> String {
        switch mode {
        case .terse:
            return NumberText.terse(result)
        case .human:
            let left = NumberText.human(amount.fraction)
            let right = NumberText.money(result, minorUnits: to.minorUnits)
            return
                "\(left) \(from.code) = \(right) \(to.code)  (\(from.name(in: language)) → \(to.name(in: language)))"
        case .json:
            var writer = jsonHead(
                kind: "currency", amount: amount, from: from.code, to: to.code, result: result)
            writer.number("rate", raw: NumberText.json(rate))
            writer.string("source", rates.source.rawValue)
            writer.string("provider", rates.provider)
            writer.string("ratesTime", TimeText.iso8601(rates.table.time))
            return writer.finish()
        }
    }

    static func unit(
        amount: Scalar, from: UnitDefinition, to: UnitDefinition, result: ExactFraction, mode: OutputMode,
        language: Language
    ) -> String {
        switch mode {
        case .terse:
            return NumberText.terse(result)
        case .human:
            let left = NumberText.human(amount.fraction)
            let right = DecimalFormatting.significant(result, digits: unitDigits, grouping: true)
            return "\(left) \(from.symbol) = \(right) \(to.symbol)"
        case .json:
            var writer = jsonHead(
                kind: "unit", amount: amount, from: from.symbol, to: to.symbol, result: result)
            writer.string("dimension", from.dimension.rawValue)
            return writer.finish()
        }
    }

    /// The members every conversion object starts with (SPEC §3).
    static func jsonHead(kind: String, amount: Scalar, from: String, to: String, result: ExactFraction)
        -> JSONWriter
    {
        var writer = JSONWriter()
        writer.string("kind", kind)
        writer.number("amount", raw: NumberText.json(amount.fraction))
        writer.string("from", from)
        writer.string("to", to)
        writer.number("result", raw: NumberText.json(result))
        return writer
    }
}
