/// A number as the user wrote it, for messages and echoes.
extension NumberLiteral {
    /// The number as written, magnitude words included (`3만5천`), for messages.
    /// (A loop, not `joined()`: that generic call checks a conformance at run
    /// time, a scan of the binary's conformance records on the one-shot path.)
    package var text: String {
        var text = ""
        for part in parts { text += Self.word(part) }
        return text
    }

    /// Whether the number is written `1` (`1/N`): no text made.
    package var isWrittenOne: Bool {
        guard parts.count == 1, case .digits(let digits) = parts[0] else { return false }
        return digits == "1"
    }

    package static func word(_ part: Part) -> String {
        switch part {
        case .digits(let text): text
        case .small(let power): ["", "십", "백", "천"][min(power, 3)]
        case .big(let power): [4: "만", 8: "억", 12: "조", 16: "경"][power] ?? "?"
        }
    }
}
