/// A change between two rates as a person reads it: `▲0.14%`, `▼1.20%`,
/// `0.00%` for none (SPEC §8). The arrow follows the exact sign, so a rise
/// too small to show in two decimals still reads `▲0.00%`, never as no change.
public enum ChangeText {
    /// `▲0.14%` / `▼1.20%` / `0.00%`, two decimals, half away from zero.
    public static func percent(_ change: ExactFraction) -> String {
        let digits = DecimalFormatting.fixed(change.magnitude * 100, fractionDigits: 2) + "%"
        if change.isZero { return digits }
        return (change < .zero ? Palette.fallArrow : Palette.riseArrow) + digits
    }

    /// `text` in the colour of a rise or a fall (nothing for no change).
    public static func paint(_ text: String, _ change: ExactFraction, palette: Palette) -> String {
        if change.isZero { return text }
        return change < .zero ? palette.fall(text) : palette.rise(text)
    }
}
