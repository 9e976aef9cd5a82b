/// One currency of the catalog (Resources/currencies.tsv): its names in both
/// languages, how many decimals its amounts show, and where it is used.
public struct Currency: Sendable, Equatable, Hashable {
    /// ISO 4217 code, or the code providers use for extras (BTC, CNH, GGP).
    public let code: String
    /// Decimals an amount shows: ISO 4217 minor units (KRW 0, USD 2, KWD 3);
    /// for codes ISO gives none, BTC 8, the metals XAU/XAG/XPT/XPD 4, else CLDR's digits.
    public let minorUnits: Int
    public let englishName: String
    public let koreanName: String
    /// CLDR's English plural ("US dollars"), also accepted as a name.
    public let englishPluralName: String
    /// Korean names of the territories that use it, the issuing one first.
    public let countries: [String]
    /// The same territories in English, in the same order.
    public let countriesEnglish: [String]
    /// The same territories as CLDR region codes (KR, US, EA ...).
    public let territories: [String]
    /// On the current ISO 4217 list; false for provider extras such as BTC, CNH or HRK.
    public let isISO: Bool

    public init(
        code: String, minorUnits: Int, englishName: String, koreanName: String,
        englishPluralName: String = "",
        countries: [String] = [], countriesEnglish: [String] = [], territories: [String] = [],
        isISO: Bool = true
    ) {
        self.code = code
        self.minorUnits = minorUnits
        self.englishName = englishName
        self.koreanName = koreanName
        self.englishPluralName = englishPluralName
        self.countries = countries
        self.countriesEnglish = countriesEnglish
        self.territories = territories
        self.isISO = isISO
    }

    public func name(in language: Language) -> String {
        language == .ko ? koreanName : englishName
    }

    public func countries(in language: Language) -> [String] {
        language == .ko ? countries : countriesEnglish
    }
}
