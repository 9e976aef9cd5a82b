/// `vars` as text: `x = 5 km` a line for each variable, then the
/// definitions file's names with their expressions; `-t` tab-separated rows
/// (name, value, unit); JSON one object per name.
enum VariablesText {
    static func human(_ outcome: VariablesOutcome, language: Language) -> [String] {
        var lines: [String] = []
        if outcome.variables.isEmpty && outcome.definitions.isEmpty {
            return [
                language == .ko ? "변수도 정의도 없습니다 (예: x = 5 km)" : "no variables or definitions (e.g. x = 5 km)"
            ]
        }
        for variable in outcome.variables {
            let symbol = CalculationText.symbol(variable.value.kind, in: language)
            let value = NumberText.calculatorHuman(variable.value.value)
            lines.append(
                "\(variable.name.printable(limit: 64)) = \(value)\(symbol.isEmpty ? "" : " " + symbol)")
        }
        for definition in outcome.definitions {
            lines.append(head(definition) + " = " + definition.expression.printable(limit: 200))
        }
        return lines
    }

    static func terse(_ outcome: VariablesOutcome) -> [String] {
        outcome.variables.map { variable in
            let symbol = CalculationText.symbol(variable.value.kind, in: .en)
            return
                "\(variable.name.printable(limit: 64))\t\(NumberText.calculatorTerse(variable.value.value))\t\(symbol)"
        } + outcome.definitions.map { head($0) + "\t" + $0.expression.printable(limit: 200) }
    }

    static func json(_ outcome: VariablesOutcome) -> [String] {
        outcome.variables.map { variable in
            var writer = JSONWriter()
            writer.string("kind", "variable")
            writer.string("name", variable.name.printable(limit: 64))
            writer.number("value", raw: NumberText.calculatorTerse(variable.value.value))
            writer.string("unit", CalculationText.symbol(variable.value.kind, in: .en))
            return writer.finish()
        }
            + outcome.definitions.map { definition in
                var writer = JSONWriter()
                writer.string("kind", definition.parameters == nil ? "definition" : "function")
                writer.string("name", definition.name.printable(limit: 64))
                writer.raw(
                    "aliases",
                    "["
                        + definition.aliases.map { JSONWriter.quote($0.printable(limit: 64)) }.joined(
                            separator: ",") + "]")
                if let parameters = definition.parameters {
                    writer.raw(
                        "parameters", "[" + parameters.map(JSONWriter.quote).joined(separator: ",") + "]")
                }
                writer.string("expression", definition.expression.printable(limit: 200))
                return writer.finish()
            }
    }

    /// `smoot, 스무트`, `vat(x)`.
    private static func head(_ definition: VariablesOutcome.Named) -> String {
        var text = ([definition.name] + definition.aliases).map { $0.printable(limit: 64) }.joined(
            separator: ", ")
        if let parameters = definition.parameters { text += "(" + parameters.joined(separator: ", ") + ")" }
        return text
    }
}
