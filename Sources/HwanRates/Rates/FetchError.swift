/// Why this command's request brought no new table.
public enum FetchError: UserFacingError, Equatable {
    case configuration(ConfigurationError)
    case transport(TransportError)
    case provider(ProviderError)
    /// Another hwan process held the fetch lock for the whole wait.
    case busy
    /// `--offline` or `HWAN_OFFLINE` forbids the network.
    case offline

    var underlying: (any UserFacingError)? {
        switch self {
        case .configuration(let e): e
        case .transport(let e): e
        case .provider(let e): e
        case .busy, .offline: nil
        }
    }

    public var code: String { underlying?.code ?? (self == .offline ? "offline" : "busy") }
    public var status: ExitStatus { underlying?.status ?? .dataUnavailable }

    public func message(in language: Language) -> String {
        if let underlying { return underlying.message(in: language) }
        if self == .offline {
            return Localized(
                ko: "오프라인 모드(--offline 또는 HWAN_OFFLINE)에서는 환율을 받을 수 없습니다",
                en: "offline mode (--offline or HWAN_OFFLINE) does not fetch rates")(language)
        }
        return Localized(ko: "다른 hwan이 환율을 받는 중입니다", en: "another hwan is fetching rates")(language)
    }
}
