/// `completions SHELL`: the commands that fit hwan into the user's shell.
extension Session {
    func completions(_ name: String, into reply: inout Reply) throws(SessionError) {
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            throw .command(.usage("completions"))
        }
        emitText(CompletionScript.lines(for: shell, language: language), kind: "completions", into: &reply)
    }
}
