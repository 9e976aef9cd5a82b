/// What identifies the body a provider sent, as its response header named
/// it (`ETag`, `Last-Modified`), sent back as `If-None-Match` and
/// `If-Modified-Since` so that a provider, or a shared HTTP cache in front of
/// it, can answer `304 Not Modified` instead of the whole body again.
///
/// Untrusted text that goes back into a request: only printable ASCII
/// without `"`-escapes that could end curl's config line, and short.
public struct Validators: Sendable, Equatable {
    public var etag: String?
    public var lastModified: String?

    /// The longest validator kept; real ones are a few dozen characters.
    public static let maximumLength = 256

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag.flatMap(Self.checked)
        self.lastModified = lastModified.flatMap(Self.checked)
    }

    public var isEmpty: Bool { etag == nil && lastModified == nil }

    /// `value` when it is 1 to 256 printable ASCII characters without a backslash, else nil.
    public static func checked(_ value: String) -> String? {
        let bytes = value.utf8
        guard (1...maximumLength).contains(bytes.count),
            bytes.allSatisfy({ (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\\") })
        else { return nil }
        return value
    }
}
