extension DefinitionsFile {
    /// Why `definition`'s expression does not read once the names it uses are
    /// written out (each parameter as 1); nil when it reads.
    func unreadableReason(_ definition: Definition) -> String? {
        var text = definition.body
        if let parameters = definition.parameters {
            // A call of itself stands for a value here, so that the body is read as a whole.
            let expansion = NameExpansion(
                variable: { parameters.contains($0) ? Quantity(Scalar.one) : nil }, definitions: self)
            do {
                text = try expansion.expand(text) ?? text
            } catch {
                return error.message(in: .en)
            }
        } else {
            do {
                text = try NameExpansion(variable: { _ in nil }, definitions: self).expand(text) ?? text
            } catch {
                return error.message(in: .en)
            }
        }
        do {
            _ = try Parser.parse(LineText(text))
            return nil
        } catch {
            // A unit expression with no number (`원/평`) reads as a target.
            if (try? Parser.parse(LineText("1 to " + text))) != nil { return nil }
            return error.message(in: .en)
        }
    }
}
