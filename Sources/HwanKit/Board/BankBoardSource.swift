/// `watch bank`: the bank's quotes through its cached store, asked again only
/// when the store says they may be replaced (60 s for Dunamu, the next
/// business day's 11:00 KST for Korea Exim), drawn by the `bank` command's table.
public enum BankBoardSource {
    /// The board's source for `codes` (empty: `BankOutcome.defaultCodes`).
    public static func make(bank: BankService, codes: [String]) -> ScheduledBoardSource<BankAnswer> {
        let wanted = codes.isEmpty ? BankOutcome.defaultCodes : codes
        return ScheduledBoardSource(
            every: 2, currentUntil: { $0.currentUntil },
            fetch: { _ in bank.current(wanted: wanted) },
            render: { answer, view in
                guard let answer else {
                    return BoardPanel(caption: bank.settings.id.bankName(view.language), table: [])
                }
                var notices = answer.notices.map { $0(view.language) }
                if let failure = answer.failure { notices.append(failure.message(in: view.language)) }
                guard let table = answer.table else {
                    return BoardPanel(
                        caption: bank.settings.id.bankName(view.language), table: [], notices: notices)
                }
                let quotes = wanted.compactMap { table.quote(for: $0) }
                let missing = wanted.filter { table.quote(for: $0) == nil }
                if !missing.isEmpty {
                    notices.append(
                        BankError.notQuoted(table.bank, code: missing.joined(separator: ", ")).message(
                            in: view.language))
                }
                let rows = wanted.compactMap { code -> BankTableText.Row? in
                    if let quote = table.quote(for: code) { return .quote(quote) }
                    return .missing(code)
                }
                let lines = BankTableText.lines(
                    rows: rows, bank: table.bank, language: view.language, palette: view.palette,
                    now: view.now, width: view.width)
                var ages: [BoardAge] = []
                if let fetched = answer.fetchedAt {
                    ages.append(BoardAge(Localized(ko: "가져옴", en: "fetched"), time: fetched))
                }
                // The caption is shown as text (escape bytes made visible), so it goes unpainted.
                let caption = BankTableText.header(
                    bank: table.bank, time: quotes.map(\.time).max() ?? view.now, now: view.now,
                    language: view.language)
                return BoardPanel(
                    caption: caption, ages: ages, table: Array(lines.dropFirst()), notices: notices)
            })
    }
}
