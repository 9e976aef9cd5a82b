/// Why this command's request brought no new table.
public enum FetchError: UserFacingError, Equatable {
    case configuration(ConfigurationError)
    case transport(TransportError)
    case provider(ProviderError)
    /// Another hwan process held the fetch lock for the whole wait.
    case busy

    var underlying: (any UserFacingError)? {
        switch self {
        case .configuration(let e): e
        case .transport(let e): e
        case .provider(let e): e
        case .busy: nil
        }
    }

    public var code: String { underlying?.code ?? "busy" }
    public var status: ExitStatus { underlying?.status ?? .dataUnavailable }

    public func message(in language: Language) -> String {
        underlying?.message(in: language)
            ?? Localized(ko: "다른 hwan이 환율을 받는 중입니다", en: "another hwan is fetching rates")(language)
    }
}
