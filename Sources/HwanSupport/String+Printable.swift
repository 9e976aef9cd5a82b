/// Text that came from outside (argv, a config file) made safe to echo on a
/// terminal: an escape sequence in it could otherwise rewrite the screen, and
/// a right-to-left override make it read backwards.
extension StringProtocol {
    /// Without C0, DEL and C1 control characters and without invisible or
    /// direction-changing ones (`TerminalText.isInvisible`), cut to `limit`
    /// characters (then `…`).
    public func printable(limit: Int = 40) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: unicodeScalars.filter { !TerminalText.isUnsafe($0) })
        let clean = String(scalars)
        return clean.count > limit ? String(clean.prefix(limit)) + "…" : clean
    }
}
