/// Coin conversions (SPEC §9): `1 BTC to KRW` at the Upbit KRW price,
/// `0.5 ETH to USD` at the Binance USDT price with USDT taken as USD, then
/// the exchange rates for anything else (with `exchanges` leaving one of
/// them out, the next chosen Korean or foreign exchange serves instead).
/// A coin no exchange priced is an error naming the exchange the answer
/// needed and why it gave nothing. The coins are the catalog's
/// coins of `defaultCoins` (DOGE is not: its code has four letters); for them the exchanges win over any
/// rate provider's own BTC rate, which serves only when no exchange answers.
///
/// Prices are asked once per session and again when 10 seconds have passed
/// (`FreshnessRule.exchangeTicker`), so a batch of conversions costs one
/// request per exchange, not one per line.
public final class CoinPrices {
    let markets: MarketService
    /// Per exchange: the last answer, and until when it may be used (nil: for good, offline).
    private var answers: [Exchange: (answer: ExchangeAnswer, until: Int64?)] = [:]
    /// The exchanges whose prices the last conversion used, in order, for the output.
    /// (`@exclusivity(unchecked)`, as `Session.lastResult`: read on every line from one
    /// thread; the dynamic checks would be 120 instructions a calculation line.)
    @exclusivity(unchecked) public package(set) var used: [Exchange] = []
    /// Whether the last conversion used an exchange's price (most lines: no).
    /// (Read here, not as `used.isEmpty` from another module: a module reading the
    /// stored property itself makes the dynamic check the attribute leaves out.)
    public var usedAny: Bool { !used.isEmpty }
    /// Why an exchange gave no new price, waiting to be said (each once per session).
    @exclusivity(unchecked) private var pending: [ExchangeError] = []
    private var said: Set<String> = []

    /// The symbols `coins` shows when neither the line nor the config names any (SPEC §9).
    public static let defaultCoins = Currency.coinCodes

    /// The language of the reason a coin gets no price (`EvaluationError.coinUnpriced`).
    public var language: Language = .en

    public init(markets: MarketService) {
        self.markets = markets
    }

    /// (A search of five short strings: no hashing on every conversion.)
    public static func isCoin(_ code: String) -> Bool { defaultCoins.contains(code) }

    /// `isCoin(currency.code)`, known by the currency itself (`Currency.isCoin`, set
    /// with its fields): every conversion of a line asks it of both currencies.
    @inlinable
    package static func isCoin(_ currency: Currency) -> Bool { currency.isCoin }

    /// The currency every coin and currency of a line is valued in (SPEC §9,
    /// last point): with one, a rate between two currencies one of which is
    /// a coin is the ratio of their values in it, so every coin of the line
    /// is priced on the exchange of that target (Upbit for KRW, Binance for
    /// the rest) and a sum does not depend on the order of its terms:
    /// `1 BTC + 1 ETH to KRW` is `1 ETH + 1 BTC to KRW`. Never a coin.
    @exclusivity(unchecked) public package(set) var pivot: String?

    /// Forgets which exchanges the previous line used, and its pivot (most lines
    /// have neither: nothing is assigned then).
    public func startLine() {
        if !used.isEmpty { used = [] }
        if pivot != nil { pivot = nil }
    }

    /// The pivot for a line whose result is in `target` and whose currencies
    /// are `codes`: the target itself, or for a coin target KRW when the line
    /// holds won (`100만원 to BTC` at the Upbit price), else USD (Binance).
    package static func pivot(forTarget target: String, codes: Set<String>) -> String {
        guard isCoin(target) else { return target }
        return codes.contains("KRW") ? "KRW" : "USD"
    }

    /// The exchange that prices coins in KRW: Upbit, else the other Korean
    /// exchange chosen (`exchanges`); nil when none is.
    var wonExchange: Exchange? { markets.exchanges.first(where: \.isKorean) }
    /// The exchange that prices coins in everything else: Binance, else the first other chosen abroad.
    var dollarExchange: Exchange? { markets.exchanges.first { !$0.isKorean } }

    /// Units of `to` for one `from` when either is a coin; nil when neither is.
    /// `fx` gives the exchange rates for the non-coin side.
    public func rate(
        from: String, to: String, fx: (String, String) throws(EvaluationError) -> ExactFraction
    ) throws(EvaluationError) -> ExactFraction? {
        if let pivot, Self.isCoin(from) || Self.isCoin(to) {
            let a = try value(of: from, inPivot: pivot, fx: fx)
            let b = try value(of: to, inPivot: pivot, fx: fx)
            return try divide(a, b, code: to)
        }
        switch (Self.isCoin(from), Self.isCoin(to)) {
        case (false, false):
            return nil
        case (true, true):
            let a = try value(of: from, in: "USD", fx: fx)
            let b = try value(of: to, in: "USD", fx: fx)
            return try divide(a, b, code: to)
        case (true, false):
            return try value(of: from, in: to, fx: fx)
        case (false, true):
            return try divide(.one, try value(of: to, in: from, fx: fx), code: to)
        }
    }

    /// One `coin` in `currency`: the KRW exchange (Upbit) for KRW, the
    /// dollar exchange (Binance, USDT taken as USD) × rates for the rest; the
    /// other when the first has no price, and the first blamed when neither has.
    private func value(
        of coin: String, in currency: String, fx: (String, String) throws(EvaluationError) -> ExactFraction
    ) throws(EvaluationError) -> ExactFraction {
        let order = currency == "KRW" ? [wonExchange, dollarExchange] : [dollarExchange, wonExchange]
        let exchanges = order.compactMap { $0 }
        guard let first = exchanges.first else {
            throw .coinUnpriced(code: coin, exchange: noExchangeText(), at: 0..<0)
        }
        var blame: String?
        for exchange in exchanges {
            let price: ExactDecimal
            switch self.price(of: coin, on: exchange) {
            case .success(let found): price = found
            case .failure(let unpriced):
                if exchange == first { blame = unpriced.why }
                continue
            }
            let home = exchange.isKorean ? "KRW" : "USD"
            if !used.contains(exchange) { used.append(exchange) }
            return currency == home ? ExactFraction(price) : ExactFraction(price) * (try fx(home, currency))
        }
        // The exchange the answer needed says why; its notice would only repeat it.
        pending.removeAll { $0.exchange == first }
        throw .coinUnpriced(code: coin, exchange: blame ?? first.displayName, at: 0..<0)
    }

    /// One `code` (a coin or a currency) in the non-coin `pivot`.
    private func value(
        of code: String, inPivot pivot: String, fx: (String, String) throws(EvaluationError) -> ExactFraction
    ) throws(EvaluationError) -> ExactFraction {
        if code == pivot { return .one }
        return Self.isCoin(code) ? try value(of: code, in: pivot, fx: fx) : try fx(code, pivot)
    }

    private func divide(_ a: ExactFraction, _ b: ExactFraction, code: String) throws(EvaluationError)
        -> ExactFraction
    {
        guard let quotient = try? a / b else {
            throw .coinUnpriced(code: code, exchange: (dollarExchange ?? .binance).displayName, at: 0..<0)
        }
        return quotient
    }

    /// The last price of `coin` on `exchange` (spot), fetched when due; else
    /// why there is none, naming the exchange (`Upbit: offline, and no saved prices`).
    private func price(of coin: String, on exchange: Exchange) -> Result<ExactDecimal, Unpriced> {
        let answer = current(exchange, coin: coin)
        if let error = answer.error { pending.append(error) }
        if let price = answer.table?.ticker(for: coin)?.price { return .success(price) }
        if let error = answer.error { return .failure(Unpriced(why: error.message(in: language))) }
        return .failure(
            Unpriced(
                why: Localized(
                    ko: "\(exchange.displayName) 에 \(coin) 시세가 없습니다",
                    en: "\(exchange.displayName) does not list \(coin)")(language)))
    }

    /// Why an exchange gave no price, in words.
    struct Unpriced: Error {
        var why: String
    }

    /// Why no exchange at all could price a coin: `exchanges` names none that has spot prices.
    private func noExchangeText() -> String {
        Localized(
            ko: "설정의 exchanges 에 물어볼 거래소가 없습니다", en: "the exchanges setting names no exchange to ask")(
                language)
    }

    /// The session's answer for `exchange` while it is current and lists `coin`, else a fresh one.
    func current(_ exchange: Exchange, coin: String) -> ExchangeAnswer {
        let now = markets.clock()
        if let kept = answers[exchange], kept.answer.table?.ticker(for: coin) != nil,
            RefreshPolicy.isCurrent(until: kept.until, now: now)
        {
            return kept.answer
        }
        let coins = Array(Set(Self.defaultCoins + [coin]))
        let answer = markets.prices(.spot, coins: coins, exchanges: [exchange]).first { $0.market == .spot }!
        let until: Int64? =
            markets.offline
            ? nil : (answer.fetchedAt ?? now).saturatingAdd(FreshnessRule.exchangeTicker.minimumInterval)
        answers[exchange] = (answer, until)
        return answer
    }

    /// How old the prices of `exchange` the session holds are, for an answer
    /// that used them to say so (`Upbit 12초 전 시세`); nil when none are held.
    public func priceAge(of exchange: Exchange) -> QuoteAge? {
        guard let fetchedAt = answers[exchange]?.answer.fetchedAt else { return nil }
        return QuoteAge(price: fetchedAt, now: markets.clock())
    }

    /// Whether `takeNotices` has any to give (a line without them asks only this).
    package var hasNotices: Bool { !pending.isEmpty }

    /// Why the exchanges asked gave no new prices, in `language`, each once per session.
    public func takeNotices(in language: Language) -> [String] {
        if pending.isEmpty { return [] }
        defer { pending = [] }
        return pending.map { $0.message(in: language) }.filter { said.insert($0).inserted }
    }
}

extension CoinPrices {
    /// `rate(from:to:fx:)` with the session's rates for the non-coin side. When
    /// no exchange prices a coin the rate table does have (openexchangerates'
    /// BTC), the table answers instead.
    public func rate(from: Currency, to: Currency, rates: SessionRates) throws(EvaluationError)
        -> ExactFraction?
    {
        // Two currencies, no coin: nothing for the exchanges (as `rate(from:to:fx:)` would answer).
        guard Self.isCoin(from.code) || Self.isCoin(to.code) else { return nil }
        func fx(_ a: String, _ b: String) throws(EvaluationError) -> ExactFraction {
            guard let x = CurrencyCatalog.quickCurrency(code: a),
                let y = CurrencyCatalog.quickCurrency(code: b)
            else {
                throw .rateUnavailable(code: a, provider: rates.current().provider, at: 0..<0)
            }
            return try rates.rate(from: x, to: y)
        }
        do {
            return try rate(from: from.code, to: to.code, fx: fx)
        } catch {
            let table = rates.current().table
            if table.contains(from.code), table.contains(to.code) {
                used = []
                return try rates.rate(from: from, to: to)
            }
            throw error
        }
    }
}
