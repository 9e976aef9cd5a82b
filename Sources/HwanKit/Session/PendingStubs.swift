// TEMPORARY: stand-ins for the helper branches' APIs, deleted at merge.
public enum UnitDimension: String, Sendable, CaseIterable {
    case length
    public func name(in language: Language) -> String { language == .ko ? "길이" : "length" }
}
public struct UnitDefinition: Sendable, Equatable {
    public let id: String
    public let dimension: UnitDimension
    public let symbol: String
    let factor: Decimal
}
public enum UnitError: UserFacingError {
    case incompatible(String, UnitDimension, String, UnitDimension)
    case unknownUnit(String, [String])
    public var code: String { "unknown_unit" }
    public var status: ExitStatus { .inputError }
    public func message(in language: Language) -> String { "unit error" }
}
public struct UnitCatalog: Sendable {
    public static let standard = UnitCatalog()
    public func candidates(for token: String) -> [UnitDefinition] {
        switch token {
        case "km": [UnitDefinition(id: "kilometer", dimension: .length, symbol: "km", factor: 1000)]
        case "m": [UnitDefinition(id: "meter", dimension: .length, symbol: "m", factor: 1)]
        default: []
        }
    }
}
public struct UnitResolver {
    public static func resolve(from: [UnitDefinition], to: [UnitDefinition], fromToken: String, toToken: String)
        throws(UnitError) -> (UnitDefinition, UnitDefinition)
    {
        guard let f = from.first else { throw .unknownUnit(fromToken, []) }
        guard let t = to.first else { throw .unknownUnit(toToken, []) }
        return (f, t)
    }
}
public func convert(_ value: Decimal, from: UnitDefinition, to: UnitDefinition) throws(UnitError) -> Decimal {
    value * from.factor / to.factor
}
public struct ExpressionError: UserFacingError {
    public let column: Int
    public var code: String { "syntax_error" }
    public var status: ExitStatus { .inputError }
    public func message(in language: Language) -> String { "syntax error" }
    public func caretLine(for line: String) -> String { line + "\n" + String(repeating: " ", count: column) + "^" }
}
public struct ExpressionEvaluator: Sendable {
    let ans: Decimal?
    public init(ans: Decimal? = nil) { self.ans = ans }
    public func evaluate(_ text: Substring, column: Int = 0) throws(ExpressionError) -> Decimal {
        guard let d = DecimalParsing.parse(text) else { throw ExpressionError(column: column) }
        return d
    }
    public static func looksLikeExpression(_ token: Substring) -> Bool {
        guard let f = token.first else { return false }
        return f.isNumber || f == "(" || f == "-" || f == "." || token.hasPrefix("ans")
    }
}
public struct RemittanceError: UserFacingError {
    public var code: String { "invalid_remittance_amount" }
    public var status: ExitStatus { .inputError }
    public init() {}
    public func message(in language: Language) -> String { RemittanceText.refusal(language: language) }
}
public enum RemittancePolicy {
    public static func validate(amountText: Substring) -> Decimal? {
        guard let d = DecimalParsing.parse(amountText), d > 0, d <= 10000 else { return nil }
        return d
    }
}
public struct RemittanceQuote: Sendable {
    public let amount: Decimal, from: String, to: String, rate: Decimal, received: Decimal, ratesTime: Int64
}
public enum RemittanceText {
    public static func render(_ quote: RemittanceQuote, language: Language, timeText: String) -> [String] {
        ["\(quote.received)", "\(quote.rate)", timeText]
    }
    public static func refusal(language: Language) -> String {
        language == .ko ? "송금액이 바르지 않습니다" : "The remittance amount is not valid"
    }
}
public enum UnitListing {
    public static func render(query: String?, catalog: UnitCatalog, language: Language) throws(UnitError) -> [String] { [] }
}
