extension JSONWriter {
    /// `["a","b"]`: strings as a JSON array, for `raw(_:_:)`.
    public static func array(_ strings: [String]) -> String {
        "[" + strings.map(quote).joined(separator: ",") + "]"
    }

    /// `{"ko":"…","en":"…"}`: a text in both languages, for `raw(_:_:)`.
    public static func names(_ text: Localized) -> String {
        var writer = JSONWriter()
        writer.string("ko", text.ko)
        writer.string("en", text.en)
        return writer.finish()
    }
}
