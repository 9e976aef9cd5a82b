/// What can go wrong when finding and converting units; each names the
/// offending token and says what to do instead.
public enum UnitError: UserFacingError, Equatable {
    /// The two sides have no dimension in common.
    case incompatible(
        fromToken: String, fromDimension: UnitDimension, toToken: String, toDimension: UnitDimension)
    /// 0 converted to or from a reciprocal unit (mpg, km/L).
    case divisionByZero(unit: String)
    /// `units QUERY` found neither a unit type nor a unit.
    case noMatch(query: String)

    public var code: String {
        switch self {
        case .incompatible: "incompatible_units"
        case .divisionByZero: "division_by_zero"
        case .noMatch: "no_unit_match"
        }
    }

    public var status: ExitStatus { .inputError }

    public func message(in language: Language) -> String {
        switch (self, language) {
        case (.incompatible(let fromToken, let fromDimension, let toToken, let toDimension), .en):
            return
                "cannot convert \(fromDimension.name(in: .en)) (\(fromToken)) to \(toDimension.name(in: .en)) (\(toToken))"
        case (.incompatible(let fromToken, let fromDimension, let toToken, let toDimension), .ko):
            // The particle follows the dimension word, as if the parenthesis were not there.
            let from = fromDimension.name(in: .ko)
            let to = toDimension.name(in: .ko)
            let fromParticle = KoreanGrammar.particle(.object, after: from)
            let toParticle = KoreanGrammar.particle(.direction, after: to)
            return "\(from)(\(fromToken))\(fromParticle) \(to)(\(toToken))\(toParticle) 변환할 수 없습니다"
        case (.divisionByZero(let unit), .en):
            let name = unit.isEmpty ? "a reciprocal unit" : unit
            return "cannot convert 0 to or from \(name): the conversion would divide by zero"
        case (.divisionByZero(let unit), .ko):
            let name = unit.isEmpty ? "역수 단위" : unit
            return "0은 \(name) 단위로도, \(name) 단위에서도 변환할 수 없습니다: 0으로 나누게 됩니다"
        case (.noMatch(let query), .en):
            return "no unit or unit type matches \(Echo.quoted(query)). Type `units` to list the unit types."
        case (.noMatch(let query), .ko):
            return "\(Echo.quoted(query))에 해당하는 단위나 단위 종류가 없습니다. `units`로 단위 종류를 볼 수 있습니다."
        }
    }

}
