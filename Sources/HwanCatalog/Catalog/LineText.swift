/// A typed line made ready for reading: compatibility forms replaced by their
/// plain text (`１００ＵＳＤ` → `100USD`, `㎡` → `m2`, `℃` → `°C`), every run of
/// white space made one space, and for each scalar the terminal column it
/// came from, so an error can point at what the user actually typed.
///
/// `folded` is the same text as the name index keys it: ASCII capitals made
/// small, micro sign and Greek mu made `u`. It has one scalar per scalar of
/// `scalars`, so a range means the same in both.
/// (scripts/generate_name_index.py folds the index keys the same way.)
///
/// The line lives in one shared object of three arrays (the scalars, the
/// folded UTF-8, and each scalar's column and byte offset side by side), so
/// that the lexer, the parser and the outcome holding the line copy it with
/// one retain, and a line allocates three arrays, not five.
public struct LineText: Sendable {
    /// The normalized text, case kept (symbols such as `Mm` and `mm` differ).
    public var scalars: [Unicode.Scalar] { storage.scalars }
    /// `scalars` folded for matching names (made when asked; the lexer reads `folded(at:)`).
    public var folded: [Unicode.Scalar] { storage.scalars.map(Self.fold) }
    /// UTF-8 of `folded`.
    var bytes: [UInt8] { storage.bytes }
    /// The terminal column (Hangul and full-width forms take two) of each scalar's origin,
    /// with one extra entry: the column just past the line.
    public var columns: [Int] { (0...count).map(column) }

    private var storage: Storage

    // (`@unchecked Sendable`, `var`: the digits are rewritten in place only while
    // the storage is not shared (`replaceASCII`); `@exclusivity(unchecked)`: the
    // lexer reads `scalars` at every step, and a shared storage is never written.)
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var scalars: [Unicode.Scalar]
        @exclusivity(unchecked) var bytes: [UInt8]
        /// For scalar `i`: its column at `2i`, where its bytes start at `2i + 1`;
        /// one pair more at the end (the column and byte just past the line).
        let positions: [Int]

        init(scalars: [Unicode.Scalar], bytes: [UInt8], positions: [Int]) {
            self.scalars = scalars
            self.bytes = bytes
            self.positions = positions
        }
    }

    /// Scalar `i` folded (`folded[i]` without the array).
    package func folded(at i: Int) -> Unicode.Scalar { Self.fold(storage.scalars[i]) }

    /// Where scalar `i`'s folded bytes start (`count` gives the end of the bytes).
    package func byteStart(_ i: Int) -> Int { storage.positions[2 * i + 1] }

    /// The column of scalar `i` (`count` gives the column just past the line).
    func column(_ i: Int) -> Int { storage.positions[2 * i] }

    public init(_ line: some StringProtocol) {
        var unused: [Int32] = []
        self.init(line, recording: false, digits: &unused)
    }

    /// The line, and in `digits` the index in `scalars` of each ASCII digit of
    /// `line`, in order (each stays one scalar, in its column): what the memo of
    /// line shapes (HwanSession's `LineShapes`) patches for a line of the same shape.
    package init(_ line: String, digits: inout [Int32]) {
        self.init(line, recording: true, digits: &digits)
    }

    /// This line with the ASCII digit or capital at scalar `scalars[k]` made
    /// `line[offsets[k]]`, the digit or capital at that byte of a line of the same
    /// shape (its folded byte the digit, or the small letter): the text of a line
    /// that differs from this one only in those digits and a currency code's
    /// letters (the columns and byte offsets stay). Written in this text's own
    /// storage when no other text shares it (a line of a known shape whose last
    /// line's outcome has gone), else in a copy. Whether it was done in place.
    @discardableResult
    package mutating func replaceASCII(
        at scalars: UnsafeBufferPointer<Int32>, from line: UnsafeBufferPointer<UInt8>,
        offsets: UnsafeBufferPointer<Int32>
    ) -> Bool {
        let inPlace = isKnownUniquelyReferenced(&storage)
        if !inPlace {
            storage = Storage(scalars: storage.scalars, bytes: storage.bytes, positions: storage.positions)
        }
        let storage = self.storage
        storage.scalars.withUnsafeMutableBufferPointer { text in
            storage.bytes.withUnsafeMutableBufferPointer { bytes in
                storage.positions.withUnsafeBufferPointer { positions in
                    for k in 0..<scalars.count {
                        let i = Int(scalars[k])
                        let byte = line[Int(offsets[k])]
                        text[i] = Unicode.Scalar(byte)
                        // (A capital's bit 0x40 set makes it small; a digit's is clear.)
                        bytes[positions[2 * i + 1]] = byte | (byte & 0x40) >> 1
                    }
                }
            }
        }
        return inPlace
    }

    @inline(__always)
    private init(_ line: some StringProtocol, recording: Bool, digits: inout [Int32]) {
        var scalars: [Unicode.Scalar] = []
        var positions: [Int] = []
        var bytes: [UInt8] = []
        scalars.reserveCapacity(line.utf8.count)
        positions.reserveCapacity(2 * line.utf8.count + 2)
        bytes.reserveCapacity(line.utf8.count)
        var column = 0
        var lastWasSpace = true  // drops leading white space
        /// Appends a scalar with its column, and its folded UTF-8 (by hand: the
        /// generic encoder appends through a collection).
        func keep(_ scalar: Unicode.Scalar) {
            scalars.append(scalar)
            positions.append(column)
            positions.append(bytes.count)
            let v = Self.fold(scalar).value
            if v < 0x80 {
                bytes.append(UInt8(v))
            } else if v < 0x800 {
                bytes.append(UInt8(0xC0 | v >> 6))
                bytes.append(UInt8(0x80 | v & 0x3F))
            } else if v < 0x10000 {
                bytes.append(UInt8(0xE0 | v >> 12))
                bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | v & 0x3F))
            } else {
                bytes.append(UInt8(0xF0 | v >> 18))
                bytes.append(UInt8(0x80 | v >> 12 & 0x3F))
                bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | v & 0x3F))
            }
        }
        for scalar in line.unicodeScalars {
            // Printable ASCII other than the space (one column) and Hangul syllables
            // (two): no compatibility form, kept as they are.
            // (Written out here, the most common path, rather than through `keep`.)
            let v = scalar.value
            if v > 0x20 && v < 0x7F {
                lastWasSpace = false
                if recording && v &- 0x30 < 10 { digits.append(Int32(scalars.count)) }
                scalars.append(scalar)
                positions.append(column)
                positions.append(bytes.count)
                bytes.append(UInt8(v >= 0x41 && v <= 0x5A ? v + 0x20 : v))
                column += 1
                continue
            }
            if v >= 0xAC00 && v <= 0xD7A3 {
                lastWasSpace = false
                scalars.append(scalar)
                positions.append(column)
                positions.append(bytes.count)
                bytes.append(UInt8(0xE0 | v >> 12))
                bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | v & 0x3F))
                column += 2
                continue
            }
            // The plain space (one column, no other form): runs of it become one.
            if scalar.value == 0x20 {
                if !lastWasSpace {
                    lastWasSpace = true
                    keep(" ")
                }
                column += 1
                continue
            }
            let width = DisplayWidth.of(scalar)
            defer { column += width }
            let replacement = Self.compatibilityForm(scalar.value)
            let pieces = replacement.map { Array($0.unicodeScalars) } ?? [scalar]
            for piece in pieces {
                if Self.isSpace(piece) {
                    if lastWasSpace { continue }
                    lastWasSpace = true
                    keep(" ")
                } else if piece.value < 0x20 || piece.value == 0x7F || (0x80..<0xA0).contains(piece.value) {
                    continue  // control characters never reach a name, a number or an error
                } else {
                    lastWasSpace = false
                    keep(piece)
                }
            }
        }
        if scalars.last == " " {
            scalars.removeLast()
            positions.removeLast(2)
            bytes.removeLast()
        }
        positions.append(column)
        positions.append(bytes.count)
        storage = Storage(scalars: scalars, bytes: bytes, positions: positions)
    }

    public var count: Int { storage.scalars.count }

    /// The text of `range` as normalized (case kept).
    public func text(_ range: Range<Int>) -> String {
        var length = 0
        for i in range { length += UTF8.width(scalars[i]) }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var written = 0
            for i in range {
                UTF8.encode(scalars[i]) { byte in
                    buffer[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    /// The folded text of `range`.
    package func foldedText(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(
                decoding: UnsafeBufferPointer(
                    rebasing: buffer[byteStart(range.lowerBound)..<byteStart(range.upperBound)]),
                as: UTF8.self)
        }
    }

    /// The folded UTF-8 bytes of `range`.
    func foldedBytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
        bytes[byteStart(range.lowerBound)..<byteStart(range.upperBound)]
    }

    /// The terminal columns `range` covers in the line as typed.
    public func columnSpan(_ range: Range<Int>) -> Range<Int> {
        let start = column(min(range.lowerBound, count))
        let end = range.isEmpty ? start + 1 : column(min(range.upperBound, count))
        return start..<max(end, start + 1)
    }

    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x3000, 0x2000...0x200A, 0x202F, 0x205F: true
        default: false
        }
    }

    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x41...0x5A: Unicode.Scalar(scalar.value + 0x20)!
        case 0xB5, 0x3BC: "u"
        default: scalar
        }
    }
}
