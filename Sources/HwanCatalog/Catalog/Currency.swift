/// One currency of the catalog (Resources/currencies.tsv): its names in both
/// languages, how many decimals its amounts show, and where it is used.
public struct Currency: Sendable, Equatable, Hashable {
    /// ISO 4217 code, or the code providers use for extras (BTC, CNH, GGP).
    public var code: String { field { $0.code } }
    /// Decimals an amount shows: ISO 4217 minor units (KRW 0, USD 2, KWD 3);
    /// for codes ISO gives none, BTC 8, the metals XAU/XAG/XPT/XPD 4, else CLDR's digits.
    public var minorUnits: Int { field { $0.minorUnits } }
    public var englishName: String { field { $0.englishName } }
    public var koreanName: String { field { $0.koreanName } }
    /// CLDR's English plural ("US dollars"), also accepted as a name.
    public var englishPluralName: String { field { $0.englishPluralName } }
    /// Korean names of the territories that use it, the issuing one first.
    public var countries: [String] { field { $0.lists.list(0) } }
    /// The same territories in English, in the same order.
    public var countriesEnglish: [String] { field { $0.lists.list(1) } }
    /// The same territories as CLDR region codes (KR, US, EA ...).
    public var territories: [String] { field { $0.lists.list(2) } }
    /// On the current ISO 4217 list; false for provider extras such as BTC, CNH or HRK.
    public var isISO: Bool { field { $0.isISO } }
    /// The code's three bytes as one integer, first byte highest (0 unless the
    /// code is three bytes): a rate pair's key and a coin's test without the string read.
    @inlinable
    package var codeKey: UInt32 { storage._withUnsafeGuaranteedRef { $0.codeKey } }

    /// One of the coins the exchanges price (`coinCodes`), known by its code alone:
    /// every conversion asks it of both currencies, so it is read, not searched for.
    @inlinable
    package var isCoin: Bool { storage._withUnsafeGuaranteedRef { $0.isCoin } }

    /// The codes of the coins the exchanges price (SPEC §9; DOGE's four letters included):
    /// HwanRates' `CoinPrices.defaultCoins`, kept here so that each currency knows it is one.
    package static let coinCodes = ["BTC", "ETH", "XRP", "SOL", "DOGE"]

    /// `codeKey` of a code: its three bytes, first byte highest; 0 unless it has three.
    package static func codeKey(of code: String) -> UInt32 {
        guard code.utf8.count == 3 else { return 0 }
        return code.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    public init(
        code: String, minorUnits: Int, englishName: String, koreanName: String,
        englishPluralName: String = "",
        countries: [String] = [], countriesEnglish: [String] = [], territories: [String] = [],
        isISO: Bool = true
    ) {
        storage = Storage.kept(
            code: code, minorUnits: minorUnits, englishName: englishName, koreanName: koreanName,
            englishPluralName: englishPluralName, lists: .split(countries, countriesEnglish, territories),
            isISO: isISO)
    }

    /// A currency read from a catalog row, its territory lists kept as the
    /// row's `|`-separated fields (Korean names, English names, region codes)
    /// and split when asked: a conversion or a `rates` table never asks, and
    /// splitting them was most of the cost of reading a row.
    init(
        code: String, minorUnits: Int, englishName: String, koreanName: String, englishPluralName: String,
        countriesField: String, countriesEnglishField: String, territoriesField: String, isISO: Bool
    ) {
        storage = Storage.kept(
            code: code, minorUnits: minorUnits, englishName: englishName, koreanName: koreanName,
            englishPluralName: englishPluralName,
            lists: .fields(countriesField, countriesEnglishField, territoriesField), isISO: isISO)
    }

    /// A currency read in place from the catalog row at byte offset `row` of
    /// Resources/currencies.tsv, its territory lists left in the row and read
    /// when asked (`CurrencyCatalog.currency(row:columns:)`).
    init(
        code: String, minorUnits: Int, englishName: String, koreanName: String, englishPluralName: String,
        row: Int, isISO: Bool
    ) {
        storage = Storage.kept(
            code: code, minorUnits: minorUnits, englishName: englishName, koreanName: koreanName,
            englishPluralName: englishPluralName, lists: .row(row), isISO: isISO)
    }

    /// The territory lists (`countries`, `countriesEnglish`, `territories`), split, as fields or in a row.
    enum Lists: Sendable {
        case split([String], [String], [String])
        /// `TSV.list` of each gives the list.
        case fields(String, String, String)
        /// The lists are in the catalog row at this byte offset.
        case row(Int)

        func list(_ index: Int) -> [String] {
            switch self {
            case .split(let countries, let english, let territories):
                return index == 0 ? countries : index == 1 ? english : territories
            case .fields(let countries, let english, let territories):
                return TSV.list(index == 0 ? countries : index == 1 ? english : territories)
            case .row(let row):
                return CurrencyCatalog.list(row: row, index: index)
            }
        }
    }

    /// The fields, in one shared object: a currency is copied into every
    /// quantity of a line, and one reference is retained where nine fields were.
    @usableFromInline final class Storage: Sendable {
        let code: String
        let minorUnits: Int
        let englishName: String
        let koreanName: String
        let englishPluralName: String
        let lists: Lists
        let isISO: Bool
        @usableFromInline let codeKey: UInt32
        @usableFromInline let isCoin: Bool

        init(
            code: String, minorUnits: Int, englishName: String, koreanName: String, englishPluralName: String,
            lists: Lists, isISO: Bool
        ) {
            self.code = code
            self.minorUnits = minorUnits
            self.englishName = englishName
            self.koreanName = koreanName
            self.englishPluralName = englishPluralName
            self.lists = lists
            self.isISO = isISO
            self.codeKey = Currency.codeKey(of: code)
            self.isCoin = Currency.coinCodes.contains(code)
        }

        /// New fields with the one reference that keeps them (see `storage`).
        static func kept(
            code: String, minorUnits: Int, englishName: String, koreanName: String, englishPluralName: String,
            lists: Lists, isISO: Bool
        ) -> Unmanaged<Storage> {
            Unmanaged.passRetained(
                Storage(
                    code: code, minorUnits: minorUnits, englishName: englishName, koreanName: koreanName,
                    englishPluralName: englishPluralName, lists: lists, isISO: isISO))
        }
    }

    /// The fields, never released (as `UnitDefinition`'s): every currency comes
    /// from the catalog's data, read once into `CurrencyCatalog.standard` or the
    /// row cache, so a copy of one into a quantity, a kind or an outcome is a
    /// plain copy, with no atomic retain and release.
    @usableFromInline let storage: Unmanaged<Storage>

    /// The fields' address: one per catalog row (the row cache's), so two equal
    /// addresses are one currency; two different ones may still share a code.
    @inlinable
    package var identity: UnsafeMutableRawPointer { storage.toOpaque() }

    /// Whether `other` has this currency's code: by `identity`, else by `codeKey`
    /// (equal keys of three-byte codes are equal codes; a key of 0 and another is
    /// two lengths), else, for two longer or shorter codes, by the codes.
    @inlinable
    package func hasCode(of other: Currency) -> Bool {
        if storage.toOpaque() == other.storage.toOpaque() { return true }
        let (a, b) = (codeKey, other.codeKey)
        if a != 0 || b != 0 { return a == b }
        return code == other.code
    }

    /// A field read in place, the fields neither retained nor released.
    @inline(__always)
    private func field<Value>(_ read: (Storage) -> Value) -> Value {
        storage._withUnsafeGuaranteedRef(read)
    }

    public static func == (a: Currency, b: Currency) -> Bool {
        if a.storage.toOpaque() == b.storage.toOpaque() { return true }
        return a.code == b.code
            && a.minorUnits == b.minorUnits
            && a.englishName == b.englishName
            && a.koreanName == b.koreanName
            && a.englishPluralName == b.englishPluralName
            && a.countries == b.countries
            && a.countriesEnglish == b.countriesEnglish
            && a.territories == b.territories
            && a.isISO == b.isISO
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(minorUnits)
        hasher.combine(englishName)
        hasher.combine(koreanName)
        hasher.combine(englishPluralName)
        hasher.combine(countries)
        hasher.combine(countriesEnglish)
        hasher.combine(territories)
        hasher.combine(isISO)
    }

    public func name(in language: Language) -> String {
        language == .ko ? koreanName : englishName
    }

    public func countries(in language: Language) -> [String] {
        language == .ko ? countries : countriesEnglish
    }
}
