/// How a typed token finds a unit. Symbols are case-sensitive (`mm` millimetre
/// vs `Mm` megametre, `B` byte vs `b` bit), names are not (`Kilometres`).
extension UnitDefinition {
    /// How well `token` names this unit, lower is better: 0 its symbol or a primary
    /// name, 1 an ASCII spelling or alias, 2 a symbol typed in the wrong case; nil: no match.
    func matchQuality(for token: String) -> Int? {
        let symbolKey = Self.symbolKey(token)
        let nameKey = Self.nameKey(token)
        if symbolKey == Self.symbolKey(symbol) { return 0 }
        if [englishSingular, englishPlural, koreanName].contains(where: { Self.nameKey($0) == nameKey }) {
            return 0
        }
        if asciiSymbols.contains(where: { Self.symbolKey($0) == symbolKey }) { return 1 }
        if aliases.contains(where: { Self.nameKey($0) == nameKey }) { return 1 }
        let lowered = symbolKey.lowercased()
        if symbolKeys.contains(where: { $0.lowercased() == lowered }) { return 2 }
        return nil
    }

    /// Symbols compare without spaces, with `²`/`^2` as `2`, `³`/`^3` as `3` and the micro
    /// sign or Greek mu as `u`: `fl oz` = `floz`, `m/s^2` = `m/s²` = `m/s2`, `μm` = `µm` = `um`.
    static func symbolKey(_ text: String) -> String {
        var key = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "^": continue
            case "²": key.append("2")
            case "³": key.append("3")
            case "µ", "μ": key.append("u")
            default: key.append(scalar)
            }
        }
        return String(key)
    }

    /// Names compare ignoring case, spaces, `-`, `_` and `.`: `Light-Years` = `lightyears`.
    static func nameKey(_ text: String) -> String {
        String(
            text.lowercased().unicodeScalars.filter { !" -_.".unicodeScalars.contains($0) }.map(
                Character.init))
    }

    var symbolKeys: [String] { ([symbol] + asciiSymbols).map(Self.symbolKey) }

    var nameKeys: [String] { ([englishSingular, englishPlural, koreanName] + aliases).map(Self.nameKey) }
}
