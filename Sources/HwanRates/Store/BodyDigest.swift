/// A fingerprint of a saved body, written into its metadata so that a reader
/// can tell whether the metadata describes the body beside it or another one
/// (a run killed between the two renames, a reader between two writers).
///
/// FNV-1a, 64 bits: a companion check, not a defence. Whoever can write the
/// cache directory can write both files; `CacheDirectory` refuses directories
/// that others can write.
public enum BodyDigest {
    public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
