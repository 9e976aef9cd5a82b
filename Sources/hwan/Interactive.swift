import HwanKit

/// The REPL: the line editor on a terminal, every line through the same Session.
@MainActor func runInteractive(
    session: Session, language: Language, cacheDirectory: String, errorPalette: Palette
) {
    let banner = Localized(
        ko:
            "hwan \(CommandLineSurface.version) · 환율·단위 계산기 · 예: 100 USD to JPY, 3만 엔 to 원, 34 평 to m2 · help, Ctrl-D 종료",
        en:
            "hwan \(CommandLineSurface.version) · currency and unit calculator · e.g. 100 USD to JPY, 5 km to mi · help, Ctrl-D quits"
    )
    func handle(_ line: String) -> (output: String, errorOutput: String, quit: Bool) {
        // `watch` takes over the screen and gives it back when left (the session's `board`).
        // The window may have been resized since the last line.
        if session.mode == .human {
            session.width = SystemEffects.outputWidth(environment: SystemEffects.environment())
        }
        let reply = session.execute(line)
        let errors = reply.errorLines(palette: errorPalette, caret: true)
        return (reply.output.joined(separator: "\n"), errors.joined(separator: "\n"), reply.quit)
    }
    // SPEC §1: under the state directory, so clearing the cache never loses it; a history
    // left in the cache directory by an older hwan is moved there once.
    let oldPath = cacheDirectory + "/history"
    var historyPath = oldPath
    if let path = HistoryFile.location(environment: SystemEffects.environment()) {
        historyPath = path
        HistoryFile.moveOnce(from: oldPath, to: path)
    }
    InteractiveLoop.run(
        banner: banner(language), prompt: "환> ", historyPath: historyPath, language: language,
        completions: { Session.completionWords() }, handle: handle)
}
