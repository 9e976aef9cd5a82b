/// `watch coins` and `watch futures`: the exchanges asked in parallel every
/// `--interval` seconds (the board's schedule decides, so the 10-second
/// freshness of `coins` is overridden), USD/KRW from the rates for the
/// kimchi premium with its change since the provider's previous stored
/// table, and the table the `coins` and `futures` commands print.
public enum CoinsBoardSource {
    /// What one refresh brought.
    public struct Snapshot: Sendable {
        public var quotes: [CoinQuote]
        public var answers: [ExchangeAnswer]
        public var dollar: CoinsTableText.DollarRate?
    }

    /// The board's source for `symbols` (as written; empty: `defaults`) on `market` (`.spot` or `.futures`).
    public static func make(
        markets: MarketService, rates: RateService, symbols: [String], defaults: [String],
        market: Market = .spot, every seconds: Int64
    ) throws(MarketError) -> ScheduledBoardSource<Snapshot> {
        let pairs = try Session.coinPairs(symbols.joined(separator: " "), defaults: defaults)
        let count = markets.serving(market).count
        guard count > 0 else { throw .noExchange(market) }
        return ScheduledBoardSource(
            every: seconds,
            fetch: { _ in
                var dollar: CoinsTableText.DollarRate?
                let answers = markets.prices(market, pairs: pairs, forced: true) {
                    guard market == .spot else { return }
                    dollar = dollarRate(rates)
                }
                let quotes = CoinQuote.rows(pairs, market: market, answers: answers, usdKrw: dollar?.usdKrw)
                return Snapshot(quotes: quotes, answers: answers, dollar: dollar)
            },
            render: { snapshot, view in
                let caption = Localized(ko: "거래소 \(count)곳에서 받는 중…", en: "asking \(count) exchanges…")(
                    view.language)
                guard let snapshot else { return BoardPanel(caption: caption, table: []) }
                var lines = CoinsTableText.lines(
                    market: market, quotes: snapshot.quotes, answers: snapshot.answers,
                    dollar: snapshot.dollar, language: view.language, palette: view.palette, now: view.now,
                    width: view.width)
                // The first line names the market and the USD/KRW used; shown plain as the caption.
                let header = CoinsTableText.header(
                    market: market, dollar: snapshot.dollar, language: view.language)
                lines.removeFirst()
                // The ages and reasons below the table break between words rather than be cut.
                lines = lines.flatMap { DisplayWidth.wrap($0, to: view.width) }
                let notices = snapshot.answers.flatMap { $0.notices.map { $0(view.language) } }
                // The table's own last lines give each exchange's age, ticking with `view.now`.
                return BoardPanel(caption: header, table: lines, notices: notices)
            })
    }

    /// USD/KRW from the rates, with its change since the provider's previous stored table.
    static func dollarRate(_ rates: RateService) -> CoinsTableText.DollarRate? {
        let answer = rates.current()
        guard let usdKrw = answer.table.rate(from: "USD", to: "KRW") else { return nil }
        var change: ExactFraction?
        if answer.source != .bundled,
            let entry = rates.history.previous(provider: answer.provider, before: answer.table.time).entry,
            let before = dollarInWon(in: entry), !before.isZero
        {
            change = (try? usdKrw / before).map { ($0 - .one) * ExactFraction(100) }
        }
        return CoinsTableText.DollarRate(usdKrw: usdKrw, provider: answer.provider, change: change)
    }

    /// KRW per USD in a stored table, whichever way its numbers read.
    public static func dollarInWon(in entry: HistoryEntry) -> ExactFraction? {
        func number(_ code: String) -> ExactFraction? {
            code == entry.base ? .one : entry.rates[code].map { ExactFraction($0) }
        }
        guard let usd = number("USD"), let krw = number("KRW"), !usd.isZero, !krw.isZero else { return nil }
        switch entry.quote {
        case .unitsPerBase: return try? krw / usd
        case .basePerUnit: return try? usd / krw
        }
    }
}
