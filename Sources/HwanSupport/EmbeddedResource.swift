/// The contents of `Resources/`, compiled into the binary by
/// `scripts/embed_resources.py` (one `*+Generated.swift` per file) so that the
/// executable works when copied alone. Parsed lazily by the catalogs.
public enum EmbeddedResource {}
