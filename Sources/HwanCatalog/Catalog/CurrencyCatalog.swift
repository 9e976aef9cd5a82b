/// Every currency hwan knows and the words that name them (SPEC §2, §5).
///
/// A token names a currency by, in this order:
/// 1. its code, without regard to case (`usd`, `Usd`);
/// 2. an alias from Resources/currency-aliases.tsv (`달러`, `엔`, `원`, `$`, `dollar`);
/// 3. a name: Korean with or without spaces (`미국달러`), English singular or
///    plural without regard to case or spaces (`euro`, `usdollars`).
///
/// Words shared by several currencies (`페소`, `루피`, `¥`) are ambiguous:
/// `resolve` refuses them with the list, `candidates` returns them all so the
/// caller can weigh them against units (`파운드` is GBP or the pound of mass).
public struct CurrencyCatalog: Sendable {
    /// The catalog compiled into the binary, parsed on first use.
    public static let standard = CurrencyCatalog(
        currenciesTSV: EmbeddedResource.currenciesTsv, aliasesTSV: EmbeddedResource.currencyAliasesTsv)

    /// Every currency, sorted by code.
    public let all: [Currency]
    /// Lines of the data that could not be used; empty for the shipped data (a test checks).
    public let problems: [String]

    /// Upper-cased code → index into `all`.
    let indexByCode: [String: Int]
    /// Folded alias or name → indices into `all`, in the order the data gives them.
    let indicesByWord: [String: [Int]]

    public init(currenciesTSV: String, aliasesTSV: String) {
        var problems: [String] = []
        let currencies = Self.parseCurrencies(currenciesTSV, problems: &problems).sorted { $0.code < $1.code }
        var indexByCode: [String: Int] = [:]
        for (index, currency) in currencies.enumerated() {
            if indexByCode.updateValue(index, forKey: currency.code.uppercased()) != nil {
                problems.append("currency \(currency.code) is listed twice")
            }
        }
        var indicesByWord: [String: [Int]] = [:]
        func add(_ word: String, _ index: Int) {
            let key = Self.fold(word)
            guard !key.isEmpty else { return }
            if !(indicesByWord[key]?.contains(index) ?? false) {
                indicesByWord[key, default: []].append(index)
            }
        }
        for (index, currency) in currencies.enumerated() {
            for name in [currency.koreanName, currency.englishName, currency.englishPluralName] {
                add(name, index)
            }
        }
        // Aliases are chosen by hand, so they replace what the names alone would give.
        for (alias, codes) in Self.parseAliases(aliasesTSV, problems: &problems) {
            let indices = codes.compactMap { code -> Int? in
                guard let index = indexByCode[code] else {
                    problems.append("alias \(alias) names unknown currency \(code)")
                    return nil
                }
                return index
            }
            guard !indices.isEmpty else { continue }
            let key = Self.fold(alias)
            indicesByWord[key] = indices
        }
        self.all = currencies
        self.problems = problems
        self.indexByCode = indexByCode
        self.indicesByWord = indicesByWord
    }

    /// The currency with exactly this code, without regard to case.
    public func currency(code: String) -> Currency? {
        indexByCode[code.uppercased()].map { all[$0] }
    }

    /// Every currency `token` may name: one when it is clear, several when the
    /// word is shared, none when unknown. Never throws, so callers can mix
    /// currency and unit candidates.
    public func candidates(for token: String) -> [Currency] {
        let trimmed = token.trimmingSpaces()
        if let currency = currency(code: trimmed) { return [currency] }
        return indicesByWord[Self.fold(trimmed)]?.map { all[$0] } ?? []
    }

    /// The one currency `token` names (see the type's summary for the rules).
    public func resolve(_ token: String) throws(CurrencyLookupError) -> Currency {
        let found = candidates(for: token)
        switch found.count {
        case 1: return found[0]
        // The one suggestion engine: `rates JYP` and `1 USD to JYP` offer the same.
        case 0: throw .unknown(token, suggestions: NameIndex.suggestions(for: token, among: .currency))
        default: throw .ambiguous(token, found)
        }
    }

    /// Currencies whose code, name, alias or country contains `query`, without
    /// regard to case or spaces (`일본`, `japan`, `달러`, `dollar`): exact
    /// matches of a code, alias or name first, then the rest by code.
    public func search(_ query: String) -> [Currency] {
        let key = Self.fold(query)
        guard !key.isEmpty else { return all }
        let exact = Set(candidates(for: query).map(\.code))
        let matches = all.filter { currency in
            if exact.contains(currency.code) { return true }
            let texts =
                [currency.code, currency.koreanName, currency.englishName, currency.englishPluralName]
                + currency.countries + currency.countriesEnglish
            // Lengths first: a query longer than a text is not in it (and
            // `contains` would walk a pasted megabyte once per text).
            return texts.contains { text in
                let folded = Self.fold(text)
                return folded.utf8.count >= key.utf8.count && folded.contains(key)
            }
        }
        return matches.filter { exact.contains($0.code) } + matches.filter { !exact.contains($0.code) }
    }

    /// The form in which words are compared: lower case, without spaces.
    static func fold(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "\u{A0}" })
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first?.isWhitespace == true { scalars.removeFirst() }
        while scalars.last?.isWhitespace == true { scalars.removeLast() }
        return String(scalars)
    }
}
