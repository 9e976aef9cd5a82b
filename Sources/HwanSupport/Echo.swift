/// Input quoted back in a message: control and invisible characters made visible and long
/// text cut, so that a pasted megabyte or an escape sequence never floods or
/// drives the terminal.
public enum Echo {
    /// At most this many characters of the user's text appear in a message.
    public static let limit = 40

    /// `'text'`, or `'the first 39 characters…'` when longer than `limit`.
    public static func quoted(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        var shown = String.UnicodeScalarView()
        let cut = scalars.count > limit
        for scalar in scalars.prefix(cut ? limit - 1 : limit) {
            shown.append(TerminalText.isUnsafe(scalar) ? "\u{FFFD}" : scalar)
        }
        return "'" + String(shown) + (cut ? "…'" : "'")
    }
}
