/// `coins` and `futures` (SPEC §9): every exchange of the market asked at
/// once, the rates for the kimchi premium fetched meanwhile, one table.
extension Session {
    /// The most symbols one table shows.
    static let coinLimit = 20

    func coins(_ arguments: String, market: Market, into outcome: inout LineOutcome) throws(SessionError) {
        let pairs: [CoinPair]
        do {
            pairs = try Self.coinPairs(arguments, defaults: preferences.coins)
        } catch {
            throw .market(error)
        }
        guard !markets.serving(market).isEmpty else { throw .market(.noExchange(market)) }
        let rates = self.rates
        var dollar: CoinDollarRate?
        let answers = markets.prices(market, pairs: pairs) {
            guard market == .spot else { return }
            let answer = rates.current()
            if let usdKrw = answer.table.rate(from: "USD", to: "KRW") {
                dollar = CoinDollarRate(usdKrw: usdKrw, provider: answer.provider)
            }
        }
        let now = markets.clock()
        let quotes = CoinQuote.rows(pairs, market: market, answers: answers, usdKrw: dollar?.usdKrw)
        for answer in answers {
            // Said once for every exchange it concerns (the renewal notice).
            for notice in answer.notices.map({ $0(language) }) where !outcome.notices.contains(notice) {
                outcome.notices.append(notice)
            }
        }
        let table = CoinsOutcome(market: market, quotes: quotes, answers: answers, dollar: dollar, now: now)
        outcome.result = .coins(table)
        // The table prints whatever answered; with no prices at all the line fails too.
        if table.noPrices { outcome.status = MarketError.noPrices.status }
    }

    /// The symbols of `coins BTC eth,XRP 이더리움 BTC/USDC`: upper-cased (a
    /// coin's catalog name read as its code), in the order written, each once;
    /// the configured (or default) ones when none is written.
    static func coinSymbols(_ arguments: String, defaults: [String]) throws(MarketError) -> [String] {
        try coinPairs(arguments, defaults: defaults).map(\.text)
    }

    /// `coinSymbols`, each read as a pair (`BTC`, `BTC/USDC`).
    package static func coinPairs(_ arguments: String, defaults: [String]) throws(MarketError) -> [CoinPair] {
        let words = arguments.split { $0 == "," || $0.unicodeScalars.allSatisfy(LineText.isSpace) }
        var pairs: [CoinPair] = []
        let written = words.isEmpty ? defaults.map { Substring($0) } : words
        for word in written {
            var pair: CoinPair
            if let read = CoinPair.parse(String(word)) {
                pair = read
            } else {
                // A coin's name in the catalog (`비트코인`, `이더리움`) stands for its code.
                guard
                    let coin = CurrencyCatalog.standard.candidates(for: String(word)).first(where: {
                        CoinPrices.isCoin($0.code)
                    })
                else { throw .invalidSymbol(String(word)) }
                pair = CoinPair(base: coin.code)
            }
            // Refused before any request: a typo would otherwise read as every exchange failing.
            guard CoinSymbols.contains(pair.base) else {
                throw .unknownSymbol(pair.base, suggestions: CoinSymbols.suggestions(for: pair.base))
            }
            if pair.quote == pair.base { pair.quote = nil }
            if !pairs.contains(pair) { pairs.append(pair) }
        }
        guard pairs.count <= coinLimit else { throw .tooManySymbols(limit: coinLimit) }
        return pairs
    }
}
