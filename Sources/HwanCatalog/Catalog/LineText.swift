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
/// The arrays live in one shared object, so that the lexer, the parser and
/// the outcome holding the line copy it with one retain, not five.
public struct LineText: Sendable {
    /// The normalized text, case kept (symbols such as `Mm` and `mm` differ).
    public var scalars: [Unicode.Scalar] { storage.scalars }
    /// `scalars` folded for matching names.
    public var folded: [Unicode.Scalar] { storage.folded }
    /// UTF-8 of `folded`; `byteStart[i]` is where scalar `i` starts (one extra entry at the end).
    var bytes: [UInt8] { storage.bytes }
    var byteStart: [Int] { storage.byteStart }
    /// The terminal column (Hangul and full-width forms take two) of each scalar's origin,
    /// with one extra entry: the column just past the line.
    public var columns: [Int] { storage.columns }

    private let storage: Storage

    private final class Storage: Sendable {
        let scalars: [Unicode.Scalar]
        let folded: [Unicode.Scalar]
        let bytes: [UInt8]
        let byteStart: [Int]
        let columns: [Int]

        init(
            scalars: [Unicode.Scalar], folded: [Unicode.Scalar], bytes: [UInt8], byteStart: [Int],
            columns: [Int]
        ) {
            self.scalars = scalars
            self.folded = folded
            self.bytes = bytes
            self.byteStart = byteStart
            self.columns = columns
        }
    }

    public init(_ line: some StringProtocol) {
        var scalars: [Unicode.Scalar] = []
        var columns: [Int] = []
        scalars.reserveCapacity(line.utf8.count)
        columns.reserveCapacity(line.utf8.count + 1)
        var column = 0
        var lastWasSpace = true  // drops leading white space
        for scalar in line.unicodeScalars {
            // Printable ASCII other than the space (one column) and Hangul syllables
            // (two): no compatibility form, kept as they are.
            if (scalar.value > 0x20 && scalar.value < 0x7F)
                || (scalar.value >= 0xAC00 && scalar.value <= 0xD7A3)
            {
                lastWasSpace = false
                scalars.append(scalar)
                columns.append(column)
                column += scalar.value < 0x7F ? 1 : 2
                continue
            }
            // The plain space (one column, no other form): runs of it become one.
            if scalar.value == 0x20 {
                if !lastWasSpace {
                    lastWasSpace = true
                    scalars.append(" ")
                    columns.append(column)
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
                    scalars.append(" ")
                } else if piece.value < 0x20 || piece.value == 0x7F || (0x80..<0xA0).contains(piece.value) {
                    continue  // control characters never reach a name, a number or an error
                } else {
                    lastWasSpace = false
                    scalars.append(piece)
                }
                columns.append(column)
            }
        }
        if scalars.last == " " {
            scalars.removeLast()
            columns.removeLast()
        }
        columns.append(column)
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(scalars.count)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count)
        var byteStart: [Int] = []
        byteStart.reserveCapacity(scalars.count + 1)
        for scalar in scalars {
            let f = Self.fold(scalar)
            folded.append(f)
            byteStart.append(bytes.count)
            // UTF-8 by hand (the generic encoder appends through a collection).
            let v = f.value
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
        byteStart.append(bytes.count)
        storage = Storage(
            scalars: scalars, folded: folded, bytes: bytes, byteStart: byteStart, columns: columns)
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
                    rebasing: buffer[byteStart[range.lowerBound]..<byteStart[range.upperBound]]),
                as: UTF8.self)
        }
    }

    /// The folded UTF-8 bytes of `range`.
    func foldedBytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
        bytes[byteStart[range.lowerBound]..<byteStart[range.upperBound]]
    }

    /// The terminal columns `range` covers in the line as typed.
    public func columnSpan(_ range: Range<Int>) -> Range<Int> {
        let start = columns[min(range.lowerBound, columns.count - 1)]
        let end = range.isEmpty ? start + 1 : columns[min(range.upperBound, columns.count - 1)]
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
