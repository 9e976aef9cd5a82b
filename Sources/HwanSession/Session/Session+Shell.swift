/// `completions SHELL`: the commands that fit hwan into the user's shell.
extension Session {
    func completions(_ name: String, into outcome: inout LineOutcome) throws(SessionError) {
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            throw .command(.usage("completions"))
        }
        outcome.result = .text(
            kind: "completions", lines: CompletionScript.lines(for: shell, language: language))
    }
}
