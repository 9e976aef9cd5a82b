/// A computed line as JSON (SPEC §3): one object per result. Conversions start
/// with `kind`, `amount`, `from`, `to`, `result`; money adds the rate and where
/// it came from, units their dimension; a plain number carries the expression.
extension JSONRenderer {
    static func calculation(_ outcome: CalculationOutcome) -> [String] {
        outcome.results.map { result in
            switch result {
            case .based(let value, let base):
                var writer = JSONWriter()
                writer.string("kind", "number")
                writer.string("expression", outcome.expression)
                writer.number("result", raw: NumberText.calculatorJSON(value))
                writer.number("base", raw: String(base.radix))
                writer.string("text", CalculationText.basedText(value, base))
                return writer.finish()
            case .mixed(let value, let parts, _):
                return mixed(value, parts)
            case .money(let amount, let from, let result, let to):
                return money(outcome, amount, from: from, result, to: to)
            case .unit(let amount, let from, let result, let to):
                var writer = head(
                    kind: "unit", amount: amount, from: from.symbol, to: to.symbol, result: result)
                writer.string("dimension", from.dimension.rawValue)
                return writer.finish()
            case .derived(let amount, let from, let result, let to):
                // The dimension is the named one (`force`) or the exponents (`currency/mass`).
                var writer = head(
                    kind: "unit", amount: amount, from: CalculationText.symbol(from, in: .en),
                    to: CalculationText.symbol(to, in: .en), result: result)
                let vector = Quantity(.one, to).vector
                let named = vector.namedDimensions
                writer.string("dimension", named.count == 1 ? named[0].rawValue : vector.name(in: .en))
                return writer.finish()
            case .number(let value, _):
                var writer = JSONWriter()
                writer.string("kind", "number")
                writer.string("expression", outcome.expression)
                writer.number("result", raw: NumberText.calculatorJSON(value))
                return writer.finish()
            }
        }
    }

    /// `180 cm to ft in`: `"parts"`, each `{"unit":..,"amount":..}`.
    private static func mixed(_ value: Quantity, _ parts: [Quantity]) -> String {
        var writer = JSONWriter()
        writer.string("kind", "unit")
        writer.number("amount", raw: NumberText.json(value.value.fraction))
        writer.string("from", CalculationText.symbol(value.kind, in: .en))
        writer.string("to", parts.map { CalculationText.symbol($0.kind, in: .en) }.joined(separator: " "))
        let items = parts.map { part in
            "{\"unit\":\"\(CalculationText.symbol(part.kind, in: .en))\",\"amount\":\(NumberText.json(part.value.fraction))}"
        }
        writer.number("parts", raw: "[" + items.joined(separator: ",") + "]")
        if case .unit(let unit) = value.kind { writer.string("dimension", unit.dimension.rawValue) }
        return writer.finish()
    }

    /// A conversion of money: the rate the line used, and whose it is: the
    /// exchange that priced a coin, the bank that answered the won, or the provider.
    private static func money(
        _ outcome: CalculationOutcome, _ amount: Scalar, from: Currency, _ result: Scalar, to: Currency
    ) -> String {
        var writer = head(kind: "currency", amount: amount, from: from.code, to: to.code, result: result)
        if let rate = outcome.rate(from, to) { writer.number("rate", raw: NumberText.json(rate)) }
        let provenance = outcome.provenance
        if let exchange = outcome.coinSources.first {
            writer.string("source", exchange.rawValue)
            if let age = outcome.coinAges.first ?? nil {
                writer.string("quoteTime", TimeText.iso8601(age.time))
                writer.number("age", raw: String(age.seconds))
            }
            if let provenance, outcome.coinSources.contains(.binance), from.code != "USD", to.code != "USD" {
                writer.string("provider", provenance.provider)
                writer.string("ratesTime", TimeText.iso8601(provenance.table.time))
            }
        } else if let dated = outcome.dated {
            writer.string("source", dated.source.jsonSource)
            writer.string("provider", dated.source.rawValue)
            writer.string("ratesTime", TimeText.iso8601(dated.table.time))
            writer.string("date", dated.requested.isoText)
            writer.string("rateDate", dated.rateDay.isoText)
        } else if let won = outcome.bankRate?(from, to), case .bank(let bank) = won.source {
            writer.string("source", "bank")
            writer.string("provider", bank.rawValue)
            writer.string("ratesTime", TimeText.iso8601(won.time))
        } else if let provenance {
            writer.string("source", provenance.source.rawValue)
            writer.string("provider", provenance.provider)
            writer.string("ratesTime", TimeText.iso8601(provenance.table.time))
        }
        return writer.finish()
    }

    /// The members every conversion object starts with (SPEC §3).
    private static func head(kind: String, amount: Scalar, from: String, to: String, result: Scalar)
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
}
