/// The batch fast path's writing half: Session computes a `convert N A B`
/// line's product from its bytes (`fastPairProduct`); in terse mode this
/// writes it with the terse renderer's own number format.
extension Session {
    /// `executeTerseFast` on a slice of the input buffer.
    public func executeTerseFast(_ line: ArraySlice<UInt8>, into output: inout [UInt8]) -> Bool {
        line.withUnsafeBufferPointer { executeTerseFast($0, into: &output) }
    }

    /// Converts one terse batch line straight from its bytes into `output`
    /// (without the newline). False in the other output modes, and when the
    /// line is not of the fast shape, its pair is not registered, or the rates
    /// must be looked at again.
    public func executeTerseFast(_ line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        guard OutcomeRenderer.printsTerse(mode), let product = fastPairProduct(line) else {
            return false
        }
        NumberText.appendTerse(product, to: &output)
        return true
    }
}
