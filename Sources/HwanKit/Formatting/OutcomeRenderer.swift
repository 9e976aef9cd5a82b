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
        if !line.notices.isEmpty { reply.notices += line.notices }
        reply.status = line.status
        if line.quit { reply.quit = true }
        switch self {
        case .human(let renderer): renderer.render(line.result, into: &reply)
        case .terse(let renderer): renderer.render(line.result, into: &reply)
        case .json(let renderer): renderer.render(line.result, into: &reply)
        }
    }
}
