/// The colours renderers may use, as ANSI SGR sequences around a piece of
/// text, or nothing at all (`Palette.plain`). Renderers always call these,
/// so whether colour is on is decided once (`Preferences.palette(onTerminal:)`)
/// and never tested in a renderer.
///
///     palette.rise("▲ 2.10 (0.14%)")   // red in the Korean style, green in the Western
///     palette.fall("▼ 1.05 (0.07%)")   // blue in the Korean style, red in the Western
///
/// Each call wraps its text on its own and resets at the end, so pieces can
/// be padded and joined freely; measure widths before painting
/// (`DisplayWidth` counts the escape bytes as printable).
public struct Palette: Sendable, Equatable {
    /// Whether any sequence is written.
    public let isEnabled: Bool
    public let upDown: UpDownStyle

    /// A colouring palette in this up/down style.
    public init(upDown: UpDownStyle = .korean) {
        self.isEnabled = true
        self.upDown = upDown
    }

    private init(disabled: Void) {
        self.isEnabled = false
        self.upDown = .korean
    }

    /// No colour: every function returns its text unchanged.
    public static let plain = Palette(disabled: ())

    /// The arrows that go with a rise and a fall (SPEC §7, §8).
    public static let riseArrow = "▲"
    public static let fallArrow = "▼"

    /// A rise: red (Korean style) or green (Western style).
    public func rise(_ text: String) -> String {
        paint(text, upDown == .korean ? Code.red : Code.green)
    }

    /// A fall: blue (Korean style) or red (Western style).
    public func fall(_ text: String) -> String {
        paint(text, upDown == .korean ? Code.blue : Code.red)
    }

    /// Bold: what must catch the eye (a premium of 0.1% or more, a header).
    public func strong(_ text: String) -> String { paint(text, Code.bold) }

    /// Dim: secondary text (an age, a source).
    public func faint(_ text: String) -> String { paint(text, Code.faint) }

    /// Yellow: a mild highlight (a premium of 0.05% or more).
    public func highlight(_ text: String) -> String { paint(text, Code.yellow) }

    /// Bold red: an error message.
    public func error(_ text: String) -> String { paint(text, Code.boldRed) }

    private enum Code {
        static let red = "31"
        static let green = "32"
        static let yellow = "33"
        static let blue = "34"
        static let bold = "1"
        static let faint = "2"
        static let boldRed = "1;31"
    }

    private func paint(_ text: String, _ code: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }
}
