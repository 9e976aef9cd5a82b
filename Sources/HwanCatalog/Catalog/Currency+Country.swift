extension Currency {
    /// The country a currency belongs to, as a remittance's receiving country
    /// and a `rates` row name it: the issuing territory, found by ISO 4217's
    /// construction (a code's first two letters are its issuer's region code:
    /// `US`D, `JP`Y, `KR`W); else the only territory using it; else the
    /// union that issues it (`EU`R); else the first territories and how many more.
    public func country(in language: Language) -> String {
        let names = countries(in: language)
        let issuer = String(code.prefix(2))
        if let index = territories.firstIndex(of: issuer), index < names.count { return names[index] }
        if names.count == 1 { return names[0] }
        if let union = Self.unions[issuer] { return union(language) }
        guard names.count > 2 else { return names.joined(separator: ", ") }
        let shown = names.prefix(2).joined(separator: ", ")
        return Localized(ko: "\(shown) 외 \(names.count - 2)곳", en: "\(shown) and \(names.count - 2) more")(
            language)
    }

    /// Region codes of currency unions, which no territory list holds (CLDR's names).
    static let unions: [String: Localized] = ["EU": Localized(ko: "유럽 연합", en: "European Union")]
}
