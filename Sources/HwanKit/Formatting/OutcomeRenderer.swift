/// The renderer of one output mode (SPEC §3), chosen once per session: the
/// one place that looks at the mode. It turns a line's outcome into a
/// `Reply`, appending to the caller's (so a batch loop can reuse one).
enum OutcomeRenderer {
    case human(HumanRenderer)
    case terse(TerseRenderer)
    case json(JSONRenderer)

    init(mode: OutputMode, language: Language, palette: Palette, zone: LocalZone, width: Int? = nil) {
        let human = HumanRenderer(language: language, palette: palette, zone: zone, width: width)
        switch mode {
        case .human: self = .human(human)
        // `-t` is for programs: what it shows as text stays whole whatever the screen.
        case .terse:
            self = .terse(
                TerseRenderer(human: HumanRenderer(language: language, palette: palette, zone: zone)))
        case .json: self = .json(JSONRenderer(language: language, palette: palette, zone: zone))
        }
    }

    /// Whether lines of `mode` read as `-t` numbers.
    static func printsTerse(_ mode: OutputMode) -> Bool {
        switch mode {
        case .terse: true
        case .human, .json: false
        }
    }

    /// The notices, status and `quit` as every mode has them, then the outcome's lines.
    func render(_ line: LineOutcome, into reply: inout Reply) {
        let firstNotice = reply.notices.count
        if !line.notices.isEmpty { reply.notices += line.notices }
        reply.status = line.status
        if line.quit { reply.quit = true }
        switch self {
        case .human(let renderer):
            renderer.render(line.result, into: &reply)
            if let width = renderer.width { Self.fit(&reply, from: firstNotice, width: width) }
        case .terse(let renderer):
            // A bare number has no room for what people's lines say beside it.
            if !line.quietNotices.isEmpty { reply.notices += line.quietNotices }
            renderer.render(line.result, into: &reply)
        case .json(let renderer): renderer.render(line.result, into: &reply)
        }
    }

    /// On a screen `width` columns wide, this line's notices and its error
    /// break between words as its output does (`DisplayWidth.wrap`), so that
    /// stderr is read whole too.
    static func fit(_ reply: inout Reply, from firstNotice: Int, width: Int) {
        if reply.notices[firstNotice...].contains(where: { DisplayWidth.ofVisible($0) > width }) {
            let wrapped = reply.notices[firstNotice...].flatMap { DisplayWidth.wrap($0, to: width) }
            reply.notices.replaceSubrange(firstNotice..., with: wrapped)
        }
        if let error = reply.error, DisplayWidth.ofVisible(error) > width {
            reply.error = DisplayWidth.wrap(error, to: width).joined(separator: "\n")
        }
    }
}
