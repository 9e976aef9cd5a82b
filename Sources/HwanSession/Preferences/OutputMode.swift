/// How results are printed (SPEC §3).
public enum OutputMode: Sendable, Equatable {
    /// Readable lines with thousands separators and names.
    case human
    /// Only the number: no separators, at most 12 significant digits.
    case terse
    /// One JSON object per result, errors included, on stdout.
    case json
}
