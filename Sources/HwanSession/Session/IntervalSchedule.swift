/// "Every N seconds, counted from the last attempt": the coins board's
/// refresh rule (`--interval`, SPEC §9, §10), so a board never asks an
/// exchange more often than that however many symbols it shows.
public struct IntervalSchedule: Sendable, Equatable {
    /// SPEC §10: `--interval` defaults to 5 seconds and is at least 1.
    public static let defaultSeconds: Int64 = 5
    public static let minimumSeconds: Int64 = 1
    /// A day: longer is surely a typo (and cannot overflow any sum with a plausible time).
    public static let maximumSeconds: Int64 = 86_400

    public let seconds: Int64
    /// When the last attempt started; nil before the first.
    public private(set) var lastAttempt: Int64?

    public init(seconds: Int64 = defaultSeconds) {
        self.seconds = min(max(seconds, Self.minimumSeconds), Self.maximumSeconds)
    }

    public func isDue(now: Int64) -> Bool {
        guard let lastAttempt else { return true }
        // A clock set back must not stop the board: an attempt "in the future" is due at once.
        return now >= lastAttempt.saturatingAdd(seconds) || now < lastAttempt
    }

    public mutating func attempted(at now: Int64) {
        lastAttempt = now
    }
}
