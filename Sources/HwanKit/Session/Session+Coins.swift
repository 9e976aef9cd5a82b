/// `coins` and `futures` (SPEC §9): every exchange of the market asked at
/// once, the rates for the kimchi premium fetched meanwhile, one table.
extension Session {
    /// The most symbols one table shows.
    static let coinLimit = 20

    func coins(_ arguments: String, market: Market, into reply: inout Reply) throws(SessionError) {
        let symbols: [String]
        do {
            symbols = try Self.coinSymbols(arguments, defaults: preferences.coins)
        } catch {
            throw .market(error)
        }
        let rates = self.rates
        var dollar: CoinsTableText.DollarRate?
        let answers = markets.prices(market, coins: symbols) {
            guard market == .spot else { return }
            let answer = rates.current()
            if let usdKrw = answer.table.rate(from: "USD", to: "KRW") {
                dollar = CoinsTableText.DollarRate(usdKrw: usdKrw, provider: answer.provider)
            }
        }
        let now = markets.clock()
        let quotes = CoinQuote.rows(symbols, market: market, answers: answers, usdKrw: dollar?.usdKrw)
        for answer in answers { reply.notices += answer.notices.map { $0(language) } }
        switch mode {
        case .json:
            reply.output += CoinsTableText.json(
                market: market, quotes: quotes, answers: answers, dollar: dollar, now: now)
        case .terse:
            reply.output += CoinsTableText.terseLines(quotes: quotes)
        case .human:
            reply.output += CoinsTableText.lines(
                market: market, quotes: quotes, answers: answers, dollar: dollar, language: language,
                palette: preferences.palette, now: now)
        }
        if answers.allSatisfy({ $0.table == nil }) {
            reply.status = MarketError.noPrices.status
            if mode != .json { reply.error = MarketError.noPrices.message(in: language) }
        }
    }

    /// The symbols of `coins BTC eth,XRP 이더리움`: upper-cased (a coin's catalog
    /// name read as its code), in the order written, each once; the configured
    /// (or default) ones when none is written.
    static func coinSymbols(_ arguments: String, defaults: [String]) throws(MarketError) -> [String] {
        let words = arguments.split { $0 == "," || $0.unicodeScalars.allSatisfy(LineText.isSpace) }
        var symbols: [String] = []
        let written = words.isEmpty ? defaults.map { Substring($0) } : words
        for word in written {
            var symbol = word.uppercased()
            if !MarketRequest.isValidCoin(symbol) {
                // A coin's name in the catalog (`비트코인`, `이더리움`) stands for its code.
                guard
                    let coin = CurrencyCatalog.standard.candidates(for: String(word)).first(where: {
                        CoinPrices.isCoin($0.code)
                    })
                else { throw .invalidSymbol(String(word)) }
                symbol = coin.code
            }
            if !symbols.contains(symbol) { symbols.append(symbol) }
        }
        guard symbols.count <= coinLimit else { throw .tooManySymbols(limit: coinLimit) }
        return symbols
    }
}
