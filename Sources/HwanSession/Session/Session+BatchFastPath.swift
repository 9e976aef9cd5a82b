/// The batch fast path: `hwan -t` reading lines like `convert 1234.5 USD JPY`.
///
/// It is the full path's own inner loop, on the same types and functions:
/// the amount read by `ExactDecimal.parse(utf8:)` (the grammar the evaluator
/// uses for a plain number), the exact cross rate the full path memoised in
/// `SessionRates`, the same product (`moneyProduct`), the same terse formatter
/// (`NumberText.appendTerse`), and `ans` set to the same value. So its output
/// is the full path's by construction. What it skips is the line's `String`,
/// tokens and the name lookups: only pairs the full path has already resolved
/// (and printed any notice for) are registered. Every line first asks
/// `SessionRates.isCurrent()`, the expiry check the full path uses; when the rates
/// have expired the line goes the full way, which refreshes them.
extension Session {
    /// `amount` × `rate`, exactly: the one money product of both paths.
    static func moneyProduct(_ amount: ExactFraction, _ rate: ExactFraction) -> ExactFraction {
        amount * rate
    }

    private static let convertWord = Array("convert".utf8)

    /// The product of one batch line of the fast shape, straight from its
    /// bytes, with `ans` set to it; nil when the line is not of the fast
    /// shape, its pair is not registered, or the rates must be looked at again.
    /// (HwanKit's `executeTerseFast` writes it as `-t` digits.)
    package func fastPairProduct(_ line: UnsafeBufferPointer<UInt8>) -> ExactFraction? {
        guard rates.hasFastRates else { return nil }
        let count = line.count
        var i = 0
        func skipSpaces() { while i < count && (line[i] == 0x20 || line[i] == 0x09) { i += 1 } }
        func isSpace(_ index: Int) -> Bool { index < count && (line[index] == 0x20 || line[index] == 0x09) }
        skipSpaces()
        if count - i > 7 && isSpace(i + 7) && (0..<7).allSatisfy({ line[i + $0] == Self.convertWord[$0] }) {
            i += 7
            skipSpaces()
        }
        // The amount: digits with at most one point, as the evaluator's plain numbers.
        let amountStart = i
        var sawDigit = false
        var points = 0
        while i < count {
            let byte = line[i]
            if byte >= 0x30 && byte <= 0x39 {
                sawDigit = true
            } else if byte == 0x2E {
                points += 1
            } else {
                break
            }
            i += 1
        }
        guard sawDigit, points <= 1, i - amountStart <= 40, isSpace(i) else { return nil }
        let amountEnd = i
        skipSpaces()
        func code() -> UInt64? {
            guard count - i >= 3 else { return nil }
            var key: UInt64 = 0
            for offset in 0..<3 {
                let byte = line[i + offset]
                guard byte >= 0x41 && byte <= 0x5A else { return nil }
                key = key << 8 | UInt64(byte)
            }
            i += 3
            return key
        }
        guard let from = code(), isSpace(i) else { return nil }
        skipSpaces()
        // An optional `to` or `in` between the codes.
        if count - i > 2, isSpace(i + 2),
            (line[i] == 0x74 && line[i + 1] == 0x6F) || (line[i] == 0x69 && line[i + 1] == 0x6E)
        {
            i += 2
            skipSpaces()
        }
        guard let to = code() else { return nil }
        while i < count && (line[i] == 0x20 || line[i] == 0x09 || line[i] == 0x0D) { i += 1 }
        guard i == count, let rate = rates.fastRate(from << 24 | to) else { return nil }
        guard rates.isCurrent() else { return nil }
        guard
            let amount = ExactDecimal.parse(
                utf8: UnsafeBufferPointer(rebasing: line[amountStart..<amountEnd]))
        else { return nil }
        let result = Self.moneyProduct(ExactFraction(amount), rate)
        remember(Scalar(result))
        return result
    }
}
