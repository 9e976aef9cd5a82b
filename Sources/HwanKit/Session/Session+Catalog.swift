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

    /// Words for tab completion: command words, then every name the grammar reads.
    /// The names come from the grammar's own index, so every word offered is one
    /// the grammar reads (Korean currency and unit names included).
    public static func completionWords() -> [String] {
        Command.commandWords + ["to", "in", "ans"] + CompletionVocabulary.functions
            + NameIndex.completionWords()
    }
}
