/// `watch coins` and `watch futures`-like boards: the exchanges asked in
/// parallel every `--interval` seconds (the board's schedule decides, so the
/// 10-second freshness of `coins` is overridden), USD/KRW from the rates for
/// the kimchi premium, and the table the `coins` command prints.
public enum CoinsBoardSource {
    /// What one refresh brought.
    public struct Snapshot: Sendable {
        public var quotes: [CoinQuote]
        public var answers: [ExchangeAnswer]
        public var dollar: CoinsTableText.DollarRate?
    }

    /// The board's source for `symbols` (uppercased coin symbols; empty: `defaults`).
    public static func make(
        markets: MarketService, rates: RateService, symbols: [String], defaults: [String],
        every seconds: Int64
    ) throws(MarketError) -> ScheduledBoardSource<Snapshot> {
        let coins = try Session.coinSymbols(symbols.joined(separator: " "), defaults: defaults)
        return ScheduledBoardSource(
            every: seconds,
            fetch: { _ in
                var dollar: CoinsTableText.DollarRate?
                let answers = markets.prices(.spot, coins: coins, forced: true) {
                    let answer = rates.current()
                    if let usdKrw = answer.table.rate(from: "USD", to: "KRW") {
                        dollar = CoinsTableText.DollarRate(usdKrw: usdKrw, provider: answer.provider)
                    }
                }
                let quotes = CoinQuote.rows(coins, market: .spot, answers: answers, usdKrw: dollar?.usdKrw)
                return Snapshot(quotes: quotes, answers: answers, dollar: dollar)
            },
            render: { snapshot, view in
                let caption = Localized(ko: "거래소 6곳에서 받는 중…", en: "asking 6 exchanges…")(view.language)
                guard let snapshot else { return BoardPanel(caption: caption, table: []) }
                var lines = CoinsTableText.lines(
                    market: .spot, quotes: snapshot.quotes, answers: snapshot.answers,
                    dollar: snapshot.dollar,
                    language: view.language, palette: view.palette, now: view.now)
                // The first line names the market and the USD/KRW used; shown plain as the caption.
                let header =
                    CoinsTableText.lines(
                        market: .spot, quotes: [], answers: [], dollar: snapshot.dollar,
                        language: view.language,
                        palette: .plain, now: view.now
                    ).first ?? ""
                lines.removeFirst()
                let notices = snapshot.answers.flatMap { $0.notices.map { $0(view.language) } }
                // The table's own last lines give each exchange's age, ticking with `view.now`.
                return BoardPanel(caption: header, table: lines, notices: notices)
            })
    }
}
