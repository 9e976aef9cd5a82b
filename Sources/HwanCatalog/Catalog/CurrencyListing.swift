/// The table printed by `currencies [QUERY]`: code, name and countries in the
/// chosen language, aligned in terminal columns (Hangul is two columns wide).
///
///     KRW  대한민국 원   대한민국
///     USD  미국 달러     미국, 아메리칸 사모아, 네덜란드령 카리브, 디에고 가르시아 외 17곳
public enum CurrencyListing {
    /// Lines aim to fit this many terminal columns.
    public static let lineWidth = 100
    /// Names wider than this are cut with `…`.
    static let maxNameWidth = 34

    /// Every currency with no query (or a blank one); otherwise the matches of
    /// `CurrencyCatalog.search`, best first. Throws `.noMatch`, with the nearest names, when nothing matches.
    public static func render(query: String?, catalog: CurrencyCatalog, language: Language)
        throws(CurrencyLookupError)
        -> [String]
    {
        render(try matches(query: query, catalog: catalog), language: language)
    }

    /// The table of `currencies`, as found by `matches`.
    package static func render(_ currencies: [Currency], language: Language) -> [String] {
        let codeWidth = currencies.map { DisplayWidth.of($0.code) }.max() ?? 3
        let nameWidth = min(
            maxNameWidth, currencies.map { DisplayWidth.of($0.name(in: language)) }.max() ?? 0)
        let countriesWidth = max(20, lineWidth - codeWidth - nameWidth - 4)
        return currencies.map { currency in
            let name = truncated(currency.name(in: language), to: nameWidth)
            let countries = joined(
                currency.countries(in: language), within: countriesWidth, language: language)
            let line =
                DisplayWidth.pad(currency.code, to: codeWidth) + "  " + DisplayWidth.pad(name, to: nameWidth)
                + "  " + countries
            return TextTable.trimmingTrailingSpaces(line)
        }
    }

    /// The currencies a listing shows: all with no query (or a blank one),
    /// else the matches of `CurrencyCatalog.search`, best first.
    package static func matches(query: String?, catalog: CurrencyCatalog) throws(CurrencyLookupError)
        -> [Currency]
    {
        let trimmed = query.map { CurrencyCatalog.fold($0) } ?? ""
        let currencies = trimmed.isEmpty ? catalog.all : catalog.search(query ?? "")
        guard !currencies.isEmpty else {
            let query = query ?? ""
            throw .noMatch(query, suggestions: NameIndex.suggestions(for: query, among: .currency))
        }
        return currencies
    }

    /// `text` cut to `width` columns, ending in `…` when cut.
    static func truncated(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }

    /// As many names as fit in `width` columns, then how many were left out.
    /// The first name is always shown (cut if it must be).
    static func joined(_ names: [String], within width: Int, language: Language) -> String {
        var text = ""
        for (index, name) in names.enumerated() {
            let left = names.count - index - 1
            let reserve = left == 0 ? 0 : DisplayWidth.of(moreSuffix(left, language))
            let piece = index == 0 ? name : ", " + name
            if DisplayWidth.of(text) + DisplayWidth.of(piece) + reserve > width {
                if index == 0 {
                    text = truncated(name, to: max(1, width - reserve))
                    continue
                }
                return text + moreSuffix(names.count - index, language)
            }
            text += piece
        }
        return text
    }

    private static func moreSuffix(_ count: Int, _ language: Language) -> String {
        language == .ko ? " 외 \(count)곳" : " and \(count) more"
    }
}
