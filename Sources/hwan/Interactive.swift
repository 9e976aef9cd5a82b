import HwanKit

/// The REPL. TEMPORARY line-based loop until the line editor lands.
@MainActor func runInteractive(session: Session, language: Language, cacheDirectory: String) {
    print(Localized(ko: "hwan 0.1.0 — help 로 사용법, Ctrl-D로 종료", en: "hwan 0.1.0 — type help for examples, Ctrl-D to leave")(language))
    while true {
        print("환> ", terminator: "")
        guard let line = readLine() else { print(); return }
        let reply = session.execute(line)
        emit(reply, caret: true)
        stdout.flush()
        if reply.quit { return }
    }
}
