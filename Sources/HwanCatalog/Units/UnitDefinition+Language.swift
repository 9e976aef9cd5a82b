/// How a unit is written in each language: a symbol in Hangul (`평`, `근`,
/// `되`) reads as nothing to an English reader, who gets the unit's English
/// name (`pyeong`); every other symbol (`m²`, `kg`) is the same in both.
extension UnitDefinition {
    public func symbol(in language: Language) -> String {
        guard language == .en, symbol.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) })
        else { return symbol }
        return englishSingular
    }
}
