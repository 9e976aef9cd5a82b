/// The lines a user submitted, oldest first, for recall with the up arrow.
///
/// Blank lines and a line equal to the one just before are not kept, and only
/// the newest `limit` lines survive, so the file stays small.
public struct History: Equatable, Sendable {
    public static let defaultLimit = 1000

    public private(set) var entries: [String]
    public let limit: Int

    /// Keeps the newest `limit` of `entries` (at least one).
    public init(entries: [String] = [], limit: Int = History.defaultLimit) {
        self.limit = max(1, limit)
        self.entries = Array(entries.suffix(self.limit))
    }

    /// Appends `line` unless it is blank or repeats the newest entry; true when it was added.
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        guard line.contains(where: { !$0.isWhitespace }), line != entries.last else { return false }
        entries.append(line)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return true
    }
}
