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
        // Sixteen hex digits from bytes: the generic `String(_:radix:)` is not
        // specialized for UInt64 and its witnesses lie in three windows of
        // code no other part of a one-shot command runs (bench/README.md).
        let hex = String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: hash >> (60 - 4 * UInt64(index))) & 0x0F
                buffer[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return 16
        }
        return "fnv1a64:" + hex
    }
}
