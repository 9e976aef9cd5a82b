/// The keys of the config file (SPEC §11). `CommandLineSurface.configKeys`
/// describes each; the parser switches over these.
public enum ConfigKey: String, CaseIterable, Sendable {
    case home
    case lang
    case provider
    case bank
    case rate
    case rates
    case coins
    case exchanges
    case color
    case updown
}
