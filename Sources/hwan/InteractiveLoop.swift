import HwanKit

/// The REPL on a terminal: banner, prompt, line editing, history, until `quit`
/// or ctrl-d.
///
/// The terminal stays raw from the first prompt to the end: while a line is
/// edited, and while `handle` runs and its output is printed, with ctrl-c
/// raising SIGINT then (`Terminal.Mode.rawWithSignals`), so a slow fetch can
/// still be interrupted. Keys typed while a line runs are not echoed by the
/// terminal: they wait, and the line editor reads them after the line's
/// output (type-ahead: a line typed meanwhile shows at the next prompt and
/// runs when its enter came too; a ctrl-d ends the REPL there, as at an empty
/// prompt). When standard input is not a terminal after all, lines are read
/// plainly (no editing).
enum InteractiveLoop {
    /// - Parameters:
    ///   - banner: one line, printed first (nothing when empty).
    ///   - prompt: plain text, no escape sequences (its width is measured for the cursor).
    ///   - historyPath: the history file, e.g. `<cacheDir>/history`; nil keeps none on disk.
    ///   - language: of the one notice this loop can print itself (history not saved).
    ///   - completions: names offered by tab, asked on each tab press.
    ///   - handle: runs one submitted line; `output` goes to standard output and
    ///     `errorOutput` to standard error, each ended with a newline if it lacks one.
    static func run(
        banner: String, prompt: String, historyPath: String?, language: Language = .en,
        completions: @escaping () -> [String],
        handle: (String) -> (output: String, errorOutput: String, quit: Bool)
    ) {
        if !banner.isEmpty { Terminal.output(banner + "\n") }
        let history = historyPath.map { HistoryFile.load(from: $0) } ?? History()
        var recorder = HistoryRecorder(path: historyPath, language: language)

        guard Terminal.enterRawMode() else {
            plainLoop(prompt: prompt, recorder: &recorder, handle: handle)
            return
        }
        defer { Terminal.leaveRawMode() }
        var editor = LineEditor(history: history, completer: Completer(candidates: completions))
        redraw(prompt, editor)
        while true {
            guard let bytes = Terminal.readInput() else {
                Terminal.output("\n")
                return
            }
            let before = (editor.buffer, editor.cursor, editor.displayPrompt(prompt))
            let events = editor.feed(bytes)
            for event in events {
                switch event {
                case .submit(let line):
                    let width = Terminal.width
                    Terminal.output(
                        LineRenderer.render(
                            prompt: prompt, buffer: Array(line), cursor: line.count, width: width)
                            + "\n")
                    recorder.record(line)
                    // ctrl-c while the line runs (a slow fetch) cancels the line, not the REPL;
                    // other keys wait for the editor. (`watch` sets raw mode for its board and back.)
                    Terminal.set(.rawWithSignals)
                    Interrupt.arm()
                    let result = handle(line)
                    Interrupt.disarm()
                    show(result.output, to: 1)
                    show(result.errorOutput, to: 2)
                    if result.quit { return }
                    Terminal.set(.raw)
                case .cancel: Terminal.output("^C\n")
                case .endOfInput:
                    Terminal.output("\n")
                    return
                case .clearScreen: Terminal.output("\u{1B}[H\u{1B}[2J")
                case .suspend:
                    Terminal.output("\n")
                    Terminal.suspend()
                case .showCandidates(let names):
                    let rows = CandidateColumns.layout(names, width: Terminal.width)
                    Terminal.output("\n" + rows.joined(separator: "\n") + "\n")
                case .bell: Terminal.output("\u{7}")
                case .none: break
                }
            }
            // Half a character or an escape sequence still arriving changes nothing on the screen.
            if !events.isEmpty || before != (editor.buffer, editor.cursor, editor.displayPrompt(prompt)) {
                redraw(prompt, editor)
            }
        }
    }

    private static func redraw(_ prompt: String, _ editor: LineEditor) {
        Terminal.output(
            LineRenderer.render(
                prompt: editor.displayPrompt(prompt), buffer: editor.buffer, cursor: editor.cursor,
                width: Terminal.width))
    }

    private static func show(_ text: String, to fd: Int32) {
        guard !text.isEmpty else { return }
        Terminal.output(text.hasSuffix("\n") ? text : text + "\n", to: fd)
    }

    /// Without a terminal to edit on: prompt, read a line, run it.
    private static func plainLoop(
        prompt: String, recorder: inout HistoryRecorder,
        handle: (String) -> (output: String, errorOutput: String, quit: Bool)
    ) {
        while true {
            Terminal.output(prompt)
            guard let line = readLine() else {
                Terminal.output("\n")
                return
            }
            recorder.record(line)
            let result = handle(line)
            show(result.output, to: 1)
            show(result.errorOutput, to: 2)
            if result.quit { return }
        }
    }
}

/// Adds each submitted line to the history file as it is submitted, so that
/// sessions running side by side keep each other's lines; says once if the
/// file cannot be written.
private struct HistoryRecorder {
    let path: String?
    let language: Language
    private var warned = false

    init(path: String?, language: Language) {
        self.path = path
        self.language = language
    }

    mutating func record(_ line: String) {
        guard let path else { return }
        do {
            try HistoryFile.record(line, to: path)
        } catch {
            guard !warned else { return }
            warned = true
            Terminal.output(error.message(in: language) + "\n", to: 2)
        }
    }
}
