/// A set of bytes as 256 bits: what `Set<UInt8>` answers for `contains`,
/// without hashing or a heap table (a lexer's first-letter filter; see
/// README, Speed).
package struct ByteSet: Sendable, Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// (An array, not any sequence: an unspecialized generic call looks up
    /// its iterator type by name at run time, which scans every conformance.)
    package init(_ bytes: [UInt8]) {
        for byte in bytes { insert(byte) }
    }

    package mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    package func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word >> (byte & 63) & 1 == 1
    }

    package static func == (lhs: ByteSet, rhs: ByteSet) -> Bool {
        lhs.words == rhs.words
    }
}
