/// A parsed JSON document. Numbers keep their source text so that rates
/// become exact decimals digit for digit as the provider wrote them (`0.000012989444`).
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var decimalValue: ExactDecimal? {
        if case .number(let text) = self { return ExactDecimal(text) }
        return nil
    }

    /// Whole seconds, as providers give their Unix timestamps.
    public var int64Value: Int64? {
        if case .number(let text) = self {
            if let whole = Int64(text) { return whole }
            if let d = ExactDecimal(text),
                let whole = d.rounded(fractionDigits: 0, rounding: .toNearestOrAwayFromZero).int64Value
            {
                return whole
            }
        }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }
}
