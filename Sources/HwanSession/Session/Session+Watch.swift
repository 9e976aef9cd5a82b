/// `watch [rates|bank|coins|futures] [CODE...]` (실시간): the one place a line
/// becomes a board. The words are read here, in every mode; the board itself
/// runs through `board`, which the executable sets where a terminal can show
/// it (one-shot and the REPL). A batch line has none: `needsTerminal`.
extension Session {
    func watch(_ arguments: String, into outcome: inout LineOutcome) throws(SessionError) {
        let request: BoardRequest
        do { request = try BoardRequest.parse(arguments) } catch { throw .board(error) }
        guard let board else { throw .board(.needsTerminal) }
        outcome.status = try board(request)
    }
}
