/// Process exit statuses fixed by SPEC §1.
public enum ExitStatus: Int32, Sendable, Comparable, CaseIterable {
    case success = 0
    /// The input was wrong: parse error, unknown name, incompatible units, refused remittance.
    case inputError = 1
    /// The data needed is not available.
    case dataUnavailable = 2
    /// Bad command-line usage.
    case usage = 64

    public static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }
}

/// Every error a user can see: a stable code for `--json`, an exit status,
/// and its words in both languages. Layers define their own error types.
public protocol UserFacingError: Error, Sendable {
    /// Stable snake_case identifier used as `error.code` in JSON output.
    var code: String { get }
    var status: ExitStatus { get }
    func message(in language: Language) -> String
}
