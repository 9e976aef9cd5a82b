/// `currencies` and `units`: browsing the catalogs.
extension Session {
    func currencies(_ query: String?, into outcome: inout LineOutcome) throws(SessionError) {
        do {
            outcome.result = .currencies(try CurrencyListing.matches(query: query, catalog: .standard))
        } catch {
            throw .currency(error)
        }
    }

    func units(_ query: String?, into outcome: inout LineOutcome) throws(SessionError) {
        do {
            outcome.result = .units(try UnitListing.selection(query: query, catalog: .standard))
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
