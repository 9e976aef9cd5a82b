extension LineShapes {
    /// What a line of a known shape reads as: the kept line's tree and meanings,
    /// never changed, and this line's text and numbers.
    /// (A class: a line takes it with one retain. The memo rewrites it in place
    /// only while it holds the one reference, else a copy.)
    final class Reading {
        @exclusivity(unchecked) var text: LineText
        /// The kept line's reading. Its numbers with a digit are the kept line's:
        /// the line's own are `numbers`, which stand for them by range (the
        /// evaluator and the echo read them from there), so no node of the tree
        /// is made anew for a line, and a tree an outcome holds is never changed.
        let parsed: ParsedLine
        /// The kept line's meanings with this line's free currency codes (`FreeCode`).
        @exclusivity(unchecked) var meanings: NameResolution.Meanings
        /// The line's numbers with a digit, left to right, with the scalars each covers
        /// (`Evaluator.numbers`); a number without one (`삼만`) is the tree's.
        @exclusivity(unchecked) var numbers: [PlacedNumber]
        /// Whether the tree is shallow (`Evaluator.isShallow`): the tree fixes it, and it is the kept one.
        let isShallow: Bool

        init(
            text: LineText, parsed: ParsedLine, meanings: NameResolution.Meanings, numbers: [PlacedNumber],
            isShallow: Bool
        ) {
            self.text = text
            self.parsed = parsed
            self.meanings = meanings
            self.numbers = numbers
            self.isShallow = isShallow
        }

        /// The line as a fresh reading would parse it: the tree with `numbers` in their places.
        var numberedLine: ParsedLine { parsed.numbered(numbers) }
    }
}
