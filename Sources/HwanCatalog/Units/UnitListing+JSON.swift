/// `units --json`: the same selection as the text, one object per entry,
/// one per line (SPEC §11). With no query the entries are the unit types:
///
///     {"kind":"unitType","keyword":"length","names":{"ko":"길이","en":"length"},"units":31}
///
/// with a type or a search, the units:
///
///     {"kind":"unit","id":"pyeong","symbol":"평","names":{"ko":"평","en":"pyeong","enPlural":"pyeong"},
///      "dimension":"area","aliases":["py"],"traditional":true}
extension UnitListing {
    public static func json(query: String?, catalog: UnitCatalog = .standard) throws(UnitError) -> [String] {
        json(try selection(query: query, catalog: catalog), catalog: catalog)
    }

    /// The objects of a `units` selection.
    package static func json(_ selection: Selection, catalog: UnitCatalog) -> [String] {
        switch selection {
        case .overview:
            return UnitView.all.map { view in
                var writer = JSONWriter()
                writer.string("kind", "unitType")
                writer.string("keyword", view.keyword)
                writer.raw(
                    "names", JSONWriter.names(Localized(ko: view.name(in: .ko), en: view.name(in: .en))))
                writer.number("units", raw: String(catalog.units(in: view).count))
                return writer.finish()
            }
        case .view(let view): return catalog.units(in: view).map(object)
        case .search(let units, _): return units.map(object)
        }
    }

    static func object(_ unit: UnitDefinition) -> String {
        var names = JSONWriter()
        names.string("ko", unit.koreanName)
        names.string("en", unit.englishSingular)
        names.string("enPlural", unit.englishPlural)
        var seen: Set<String> = [unit.symbol]
        let aliases = (unit.asciiSymbols + unit.aliases).filter { seen.insert($0).inserted }
        var writer = JSONWriter()
        writer.string("kind", "unit")
        writer.string("id", unit.id)
        writer.string("symbol", unit.symbol)
        writer.raw("names", names.finish())
        writer.string("dimension", unit.dimension.rawValue)
        writer.raw("aliases", JSONWriter.array(aliases))
        writer.bool("traditional", unit.isKoreanTraditional)
        return writer.finish()
    }
}
