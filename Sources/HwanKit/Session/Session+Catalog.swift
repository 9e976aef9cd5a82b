/// `currencies` and `units`: browsing the catalogs.
extension Session {
    func currencies(_ query: String?, into reply: inout Reply) throws(SessionError) {
        do {
            if mode == .json {
                reply.output += try CurrencyListing.json(query: query, catalog: .standard)
                return
            }
            let lines = try CurrencyListing.render(query: query, catalog: .standard, language: language)
            emitText(lines, kind: "currencies", into: &reply)
        } catch {
            throw .currency(error)
        }
    }

    func units(_ query: String?, into reply: inout Reply) throws(SessionError) {
        do {
            if mode == .json {
                reply.output += try UnitListing.json(query: query, catalog: .standard)
                return
            }
            let lines = try UnitListing.render(query: query, catalog: .standard, language: language)
            emitText(lines, kind: "units", into: &reply)
        } catch {
            throw .unit(error)
        }
    }

    /// Words for tab completion: commands, currency codes, unit names.
    public static func completionWords() -> [String] {
        let units = UnitCatalog.standard.all.flatMap { [$0.symbol, $0.englishPlural, $0.koreanName] }
        return Command.commandWords + ["to", "in", "ans"] + CurrencyCatalog.standard.all.map(\.code) + units
    }
}
