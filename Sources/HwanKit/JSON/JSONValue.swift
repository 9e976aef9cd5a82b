/// A parsed JSON document. Numbers keep their source text so that rates
/// become `Decimal` exactly as the provider wrote them (`0.000012989444`).
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

    public var decimalValue: Decimal? {
        if case .number(let text) = self { return DecimalParsing.parse(text) }
        return nil
    }

    /// Whole seconds, as providers give their Unix timestamps.
    public var int64Value: Int64? {
        if case .number(let text) = self {
            if let whole = Int64(text) { return whole }
            if let d = DecimalParsing.parse(text),
                let whole = Int64(DecimalFormatting.fixed(d, fractionDigits: 0, grouping: false))
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
