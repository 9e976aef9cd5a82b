/// The text of the `units` command: the unit types, the units of one type,
/// or the units matching a search. Returns lines; the caller prints them.
public enum UnitListing {
    /// - no query: every type (and 한국 전통 단위) with both names (either can be typed
    ///   after `units`) and its number of units;
    /// - a type name (`length`, `길이`, `korean`): its units as a table of symbol, name, other spellings;
    /// - anything else: the units whose spellings contain the query.
    ///
    /// Throws `.noMatch` when the query finds nothing.
    public static func render(query: String?, catalog: UnitCatalog = .standard, language: Language)
        throws(UnitError)
        -> [String]
    {
        render(try selection(query: query, catalog: catalog), catalog: catalog, language: language)
    }

    /// The text of a `units` selection.
    package static func render(_ selection: Selection, catalog: UnitCatalog, language: Language) -> [String] {
        switch selection {
        case .overview: return overview(catalog: catalog, language: language)
        case .view(let view): return table(of: view, catalog: catalog, language: language)
        case .search(let found, let query): return searchResults(found, query: query, language: language)
        }
    }

    /// What a `units` query asks for.
    package enum Selection {
        /// Every type (no query).
        case overview
        /// The units of one type (`length`, `길이`, `korean`).
        case view(UnitView)
        /// The units matching the (trimmed) query.
        case search([UnitDefinition], query: String)
    }

    package static func selection(query: String?, catalog: UnitCatalog) throws(UnitError) -> Selection {
        let trimmed = query.map { String($0.unicodeScalars.drop { $0 == " " }) } ?? ""
        if trimmed.isEmpty { return .overview }
        if let view = catalog.view(named: trimmed) { return .view(view) }
        let found = catalog.search(trimmed)
        guard !found.isEmpty else { throw .noMatch(query: trimmed) }
        return .search(found, query: trimmed)
    }

    private static func overview(catalog: UnitCatalog, language: Language) -> [String] {
        let other: Language = language == .ko ? .en : .ko
        let rows = UnitView.all.map { view in
            [view.name(in: language), view.name(in: other), "\(catalog.units(in: view).count)"]
        }
        let heading =
            language == .ko
            ? "단위 종류 \(UnitView.all.count)가지 (`units 종류`로 단위 목록을 봅니다):"
            : "\(UnitView.all.count) unit types (`units TYPE` lists the units of one):"
        return [heading] + TextTable.lines(rows, rightAligned: [2]).map { "  " + $0 }
    }

    private static func table(of view: UnitView, catalog: UnitCatalog, language: Language) -> [String] {
        let units = catalog.units(in: view)
        let heading =
            language == .ko
            ? "\(view.name(in: .ko)) (\(view.keyword)): 단위 \(units.count)개"
            : "\(view.name(in: .en)) (\(view.keyword)): \(units.count) units"
        let rows: [[String]]
        if view == .koreanTraditional {
            rows = units.map { unit in
                [
                    unit.symbol, unit.name(in: language), unit.dimension.name(in: language),
                    equivalent(of: unit, catalog: catalog),
                    otherSpellings(of: unit, language: language),
                ]
            }
        } else {
            rows = units.map {
                [$0.symbol, $0.name(in: language), otherSpellings(of: $0, language: language)]
            }
        }
        return [heading] + TextTable.lines(rows, rightAligned: []).map { "  " + $0 }
    }

    private static func searchResults(_ units: [UnitDefinition], query: String, language: Language)
        -> [String]
    {
        let heading =
            language == .ko ? "'\(query)' 검색 결과: 단위 \(units.count)개" : "'\(query)': \(units.count) units"
        let rows = units.map { [$0.symbol, $0.name(in: language), $0.dimension.name(in: language)] }
        return [heading] + TextTable.lines(rows, rightAligned: []).map { "  " + $0 }
    }

    /// `= 3.30578512397 m²`: one unit in its dimension's base unit, for the traditional units.
    private static func equivalent(of unit: UnitDefinition, catalog: UnitCatalog) -> String {
        guard let base = catalog.baseUnit(of: unit.dimension),
            let value = try? convert(1, from: unit, to: base)
        else {
            return ""
        }
        return "= \(DecimalFormatting.significant(value, digits: 12)) \(base.symbol)"
    }

    /// The unit's name in the other language, then its ASCII spellings and aliases.
    private static func otherSpellings(of unit: UnitDefinition, language: Language) -> String {
        let shown: Set<String> = [unit.symbol, unit.name(in: language)]
        let other = language == .ko ? [unit.englishSingular, unit.englishPlural] : [unit.koreanName]
        var seen = shown
        return (other + unit.asciiSymbols + unit.aliases).filter { seen.insert($0).inserted }.joined(
            separator: ", ")
    }
}
