/// What `units TYPE` can show: one dimension, or the traditional Korean units
/// (평, 자, 근, 되, ...) gathered across their dimensions.
public enum UnitView: Sendable, Equatable, Hashable {
    case dimension(UnitDimension)
    case koreanTraditional

    /// Every view in listing order: the twenty dimensions, then 한국 전통 단위.
    public static var all: [UnitView] {
        UnitDimension.allCases.map(UnitView.dimension) + [.koreanTraditional]
    }

    public func name(in language: Language) -> String {
        switch self {
        case .dimension(let dimension): dimension.name(in: language)
        case .koreanTraditional: language == .ko ? "한국 전통 단위" : "Korean traditional"
        }
    }

    /// The word to type after `units` to list this view.
    public var keyword: String {
        switch self {
        case .dimension(let dimension): dimension.rawValue
        case .koreanTraditional: "korean"
        }
    }

    var otherNames: [String] {
        switch self {
        case .dimension(let dimension): dimension.otherNames
        case .koreanTraditional: ["한국", "전통", "한국 단위", "전통 단위", "척관법", "traditional", "korean units"]
        }
    }
}
