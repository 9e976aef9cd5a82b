/// One conversion result as a line in each output mode (SPEC §3).
public enum ConversionText {
    /// Units keep ten significant digits for people: `37.77777778`, not binary noise.
    static let unitDigits = 10

    static func money(
        amount: Decimal, from: Currency, to: Currency, result: Decimal, rate: Decimal, rates: RatesAnswer,
        mode: OutputMode, language: Language
    ) -> String {
        switch mode {
        case .terse:
            return NumberText.terse(result)
        case .human:
            let left = NumberText.human(amount)
            let right = NumberText.money(result, minorUnits: to.minorUnits)
            return "\(left) \(from.code) = \(right) \(to.code)  (\(from.name(in: language)) → \(to.name(in: language)))"
        case .json:
            var writer = JSONWriter()
            writer.string("kind", "currency")
            writer.number("amount", raw: NumberText.json(amount))
            writer.string("from", from.code)
            writer.string("to", to.code)
            writer.number("result", raw: NumberText.json(result))
            writer.number("rate", raw: NumberText.json(rate))
            writer.string("source", rates.source.rawValue)
            writer.string("provider", rates.provider)
            writer.string("ratesTime", TimeText.iso8601(rates.table.time))
            return writer.finish()
        }
    }

    static func unit(
        amount: Decimal, from: UnitDefinition, to: UnitDefinition, result: Decimal, mode: OutputMode,
        language: Language
    ) -> String {
        switch mode {
        case .terse:
            return NumberText.terse(result)
        case .human:
            let left = NumberText.human(amount)
            let right = DecimalFormatting.significant(result, digits: unitDigits, grouping: true)
            return "\(left) \(from.symbol) = \(right) \(to.symbol)"
        case .json:
            var writer = JSONWriter()
            writer.string("kind", "unit")
            writer.number("amount", raw: NumberText.json(amount))
            writer.string("from", from.symbol)
            writer.string("to", to.symbol)
            writer.number("result", raw: NumberText.json(result))
            writer.string("dimension", from.dimension.rawValue)
            return writer.finish()
        }
    }
}
