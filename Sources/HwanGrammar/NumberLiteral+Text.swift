/// A number as the user wrote it, for messages and echoes.
extension NumberLiteral {
    /// The number as written, magnitude words included (`3만5천`), for messages.
    package var text: String { parts.map(Self.word).joined() }

    package static func word(_ part: Part) -> String {
        switch part {
        case .digits(let text): text
        case .small(let power): ["", "십", "백", "천"][min(power, 3)]
        case .big(let power): [4: "만", 8: "억", 12: "조", 16: "경"][power] ?? "?"
        }
    }
}
