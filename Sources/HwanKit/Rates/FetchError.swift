/// Why this command's request brought no new table.
public enum FetchError: UserFacingError, Equatable {
    case configuration(ConfigurationError)
    case transport(TransportError)
    case provider(ProviderError)

    var underlying: any UserFacingError {
        switch self {
        case .configuration(let e): e
        case .transport(let e): e
        case .provider(let e): e
        }
    }

    public var code: String { underlying.code }
    public var status: ExitStatus { underlying.status }
    public func message(in language: Language) -> String { underlying.message(in: language) }
}
