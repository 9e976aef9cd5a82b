/// Integers in other bases (SPEC §2): `0xff`, `0o17`, `0b1011` as input, and
/// `255 to hex`, `255 to bin`, `0xff to dec` as output. Only whole numbers
/// have such a form; anything else is an error that says so.
public enum NumberBase: String, Sendable, CaseIterable {
    case hex, oct, bin, dec

    public var radix: Int {
        switch self {
        case .hex: 16
        case .oct: 8
        case .bin: 2
        case .dec: 10
        }
    }

    /// `0x`, `0o`, `0b`; none for decimal.
    public var prefix: String {
        switch self {
        case .hex: "0x"
        case .oct: "0o"
        case .bin: "0b"
        case .dec: ""
        }
    }

    /// The base a target word names: `hex`, `hexadecimal`, `16진수`, ...
    public static func named(_ word: String) -> NumberBase? {
        switch word.lowercased() {
        case "hex", "hexadecimal", "16진수", "십육진수": .hex
        case "oct", "octal", "8진수", "팔진수": .oct
        case "bin", "binary", "2진수", "이진수": .bin
        case "dec", "decimal", "10진수", "십진수": .dec
        default: nil
        }
    }

    /// The base a literal's prefix names (`0x`, `0X`, `0o`, `0b`).
    static func prefixed(_ letter: Unicode.Scalar) -> NumberBase? {
        switch letter {
        case "x", "X": .hex
        case "o", "O": .oct
        case "b", "B": .bin
        default: nil
        }
    }

    /// The value of one digit in this base, or nil.
    func digit(_ c: Unicode.Scalar) -> UInt64? {
        let v: UInt64
        switch c.value {
        case 48...57: v = UInt64(c.value - 48)
        case 97...102: v = UInt64(c.value - 87)
        case 65...70: v = UInt64(c.value - 55)
        default: return nil
        }
        return v < UInt64(radix) ? v : nil
    }

    /// The decimal digits of `digits` read in this base; nil if one does not belong.
    public func decimalDigits(of digits: some Sequence<Unicode.Scalar>) -> String? {
        var value = BigUInt(0)
        var any = false
        for c in digits {
            guard let d = digit(c) else { return nil }
            value = value * BigUInt(UInt64(radix)) + BigUInt(d)
            any = true
        }
        return any ? value.description : nil
    }

    /// `255` → `ff` (no prefix); `digits` are the decimal digits of a whole number.
    public func text(ofDecimalDigits digits: String) -> String? {
        guard var value = BigUInt(decimalDigits: digits) else { return nil }
        if value.isZero { return "0" }
        let alphabet = Array("0123456789abcdef")
        var out: [Character] = []
        while !value.isZero {
            let (q, r) = value.quotientAndRemainder(dividingBy: UInt64(radix))
            out.append(alphabet[Int(r)])
            value = q
        }
        return String(out.reversed())
    }
}
