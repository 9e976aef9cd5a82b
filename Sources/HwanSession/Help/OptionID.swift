/// The global options hwan knows; `CommandLineSurface.options` describes each
/// once, and the option parser switches over these, so a new option cannot be
/// parsed without being documented (a test checks both directions).
public enum OptionID: String, CaseIterable, Sendable {
    case terse
    case json
    case lang
    case offline
    case cacheDir
    case provider
    case bank
    case rate
    case discount
    case color
    case interval
    case help
    case version
}
