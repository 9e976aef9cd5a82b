import Synchronization

/// Secrets masked in bytes or text: every occurrence replaced with `***`.
public enum Redaction {
    public static let mask = "***"

    /// The secrets of the request whose answer is being decoded: the JSON
    /// parser refuses a body with a string that spells one once its escapes
    /// are decoded (`\u0061bc…`), which masking the raw bytes cannot see.
    /// Bound only through `decoding(with:_:)`, which counts its open scopes
    /// (the parser reads this only while one is).
    @TaskLocal static var secrets: [String] = []

    /// How many `decoding(with:)` scopes are open in the process, in any task.
    /// While none is, every task's `secrets` is the default `[]`.
    private static let openScopes = Atomic<Int>(0)

    /// Whether some task may have `secrets` set (a `decoding` scope is open).
    package static var anyScopeOpen: Bool { openScopes.load(ordering: .acquiring) > 0 }

    /// `body` run with `secrets` set for the JSON parser.
    public static func decoding<T, Failure: Error>(
        with secrets: [String], _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        openScopes.add(1, ordering: .acquiringAndReleasing)
        defer { openScopes.subtract(1, ordering: .acquiringAndReleasing) }
        let result = $secrets.withValue(secrets.filter { !$0.isEmpty }) { Result(catching: body) }
        return try result.get()
    }

    /// `bytes` with every occurrence of each secret replaced by `mask`.
    public static func masking(_ secrets: [String], in bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for secret in secrets where !secret.isEmpty {
            result = replacing(Array(secret.utf8), in: result)
        }
        return result
    }

    /// `text` with every occurrence of each secret replaced by `mask`.
    public static func masking(_ secrets: [String], in text: String) -> String {
        String(decoding: masking(secrets, in: Array(text.utf8)), as: UTF8.self)
    }

    private static func replacing(_ needle: [UInt8], in haystack: [UInt8]) -> [UInt8] {
        guard let first = needle.first, haystack.count >= needle.count else { return haystack }
        var out: [UInt8] = []
        var index = 0
        var copied = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
                if out.isEmpty { out.reserveCapacity(haystack.count) }
                out += haystack[copied..<index]
                out += mask.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return haystack }
        out += haystack[copied...]
        return out
    }
}
