import HwanKit

/// Ctrl-c while the REPL runs a line: armed, SIGINT only raises this flag, so
/// that a slow fetch is cancelled (`Subprocess` kills curl and answers
/// `.cancelled`) and the REPL goes on; disarmed, SIGINT ends hwan as usual.
enum Interrupt {
    // Written by the SIGINT handler, which cannot capture context; read by the main thread.
    nonisolated(unsafe) private(set) static var isArmed = false
    nonisolated(unsafe) private(set) static var requested = false

    static func arm() {
        requested = false
        isArmed = true
    }

    static func disarm() {
        isArmed = false
        requested = false
    }

    /// From the signal handler only: true when the interrupt was taken here.
    static func take() -> Bool {
        guard isArmed else { return false }
        requested = true
        return true
    }
}
