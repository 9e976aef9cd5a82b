/// One line of the definitions file (SPEC §14): a unit, a constant or a
/// variable (`smoot = 1.7018 m`, `평당가 = 원/평`), or a function
/// (`vat(x) = x * 1.1`, `area(w, h) = w * h`), with its other names.
struct Definition: Equatable, Sendable {
    let name: String
    /// Other names for it (`name, 별칭 = expression`).
    let aliases: [String]
    /// The parameters of a function; nil for a value.
    let parameters: [String]?
    /// The expression as written, without its comment.
    let body: String
    /// The line of the file it was read from (1-based).
    let line: Int

    var names: [String] { [name] + aliases }

    /// Whether the body is a unit expression with no number in it (`원/평`):
    /// after `to` it is written as it stands, not as a parenthesized value.
    var isPureUnit: Bool {
        parameters == nil && !body.unicodeScalars.contains { ("0"..."9").contains($0) }
            && !body.contains("(")
    }
}
