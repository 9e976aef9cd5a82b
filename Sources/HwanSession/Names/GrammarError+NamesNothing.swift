extension GrammarError {
    /// Whether the line failed on a word that names no quantity: an unknown
    /// word, or a topic word with no amount after it (`price * 3`). A user's
    /// name may stand there.
    var namesNothing: Bool {
        if unknownWord != nil { return true }
        if case .expectedAmount = kind { return true }
        if case .prefixWithoutUnit = kind { return true }
        return false
    }
}
