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
public enum UnitListing {
    public static func render(query: String?, catalog: UnitCatalog, language: Language) throws(UnitError) -> [String] { [] }
}
