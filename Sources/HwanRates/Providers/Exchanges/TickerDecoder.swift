/// Turns an exchange's body into a `TickerTable`, or into the exchange's own
/// complaint. Pure, so the tests run on the real bodies in Tests/Fixtures/markets.
///
/// Prices and changes become exact decimals straight from the text the
/// exchange sent, string or number, never through `Double`. Changes are
/// made percents whatever the exchange sends:
///
/// | exchange | price | 24-hour change | time |
/// | --- | --- | --- | --- |
/// | Binance | `lastPrice` | `priceChangePercent`, a percent | `closeTime` ms |
/// | Bybit | `lastPrice` | `price24hPcnt`, a fraction | `time` ms |
/// | Bitget | `lastPr` | `change24h`, a fraction | `requestTime`, `ts` ms |
/// | OKX | `last` | none: `(last − open24h) / open24h` | `ts` ms |
/// | Upbit | `trade_price` | `signed_change_rate`, a fraction (since 0:00 KST) | `timestamp` ms |
/// | Bithumb | `closing_price` | `fluctate_rate_24H`, a percent | `date` ms |
///
/// 24-hour volume (in the coin) and turnover (in the quote), where given:
///
/// | exchange | volume | turnover |
/// | --- | --- | --- |
/// | Binance spot, `fapi` | `volume` | `quoteVolume` |
/// | Binance `dapi` (inverse) | `baseVolume` (`volume` counts contracts) | none |
/// | Bybit spot, linear | `volume24h` | `turnover24h` |
/// | Bybit inverse | `turnover24h` (in the coin) | `volume24h` (in USD) |
/// | Bitget | `baseVolume` | `quoteVolume` |
/// | OKX spot | `vol24h` | `volCcy24h` |
/// | OKX SWAP | `volCcy24h` (`vol24h` counts contracts) | none |
/// | Upbit | `acc_trade_volume_24h` | `acc_trade_price_24h` |
/// | Bithumb | `units_traded_24H` | `acc_trade_value_24H` |
///
/// Errors come in the body, often with status 200: Binance `code`/`msg`,
/// Bybit `retCode` ≠ 0, Bitget `code` ≠ "00000", OKX `code` ≠ "0", Upbit
/// `error`, Bithumb `status` ≠ "0000".
public enum TickerDecoder {
    /// The highest price believed; anything above is a broken body, not a price.
    static let highestPrice = ExactDecimal(1_000_000_000_000_000)

    public static func decode(_ body: [UInt8], exchange: Exchange, market: Market, httpStatus: Int = 200)
        throws(ExchangeError) -> TickerTable
    {
        let json: JSONValue
        do {
            json = try JSONParser.parse(body)
        } catch {
            let excerpt = error.duplicateKey != nil ? error.summary.en : ExchangeError.excerpt(body)
            throw .notJSON(exchange, status: httpStatus, excerpt: excerpt)
        }
        let complaint = complaint(in: json, exchange: exchange)
        guard (200..<300).contains(httpStatus) else {
            throw .http(exchange, status: httpStatus, message: complaint.map { "\($0.code) \($0.message)" })
        }
        if let complaint { throw .refused(exchange, code: complaint.code, message: complaint.message) }
        var table: TickerTable
        switch exchange {
        case .binance: table = try binance(json, market: market)
        case .bybit: table = try bybit(json, market: market)
        case .bitget: table = try bitget(json, market: market)
        case .okx: table = try okx(json, market: market)
        case .upbit: table = try upbit(json, market: market)
        case .bithumb: table = try bithumb(json, market: market)
        }
        guard !table.tickers.isEmpty else { throw .malformed(exchange, what: "no tickers") }
        if table.time == nil { table.time = table.tickers.values.compactMap(\.time).max() }
        return table
    }

    /// The exchange's own error in a JSON body: its code and message, visible and short.
    static func complaint(in json: JSONValue, exchange: Exchange) -> (code: String, message: String)? {
        func text(_ value: JSONValue?) -> String {
            switch value {
            case .string(let s)?: ExchangeError.excerpt(s)
            case .number(let n)?: ExchangeError.excerpt(n)
            default: ""
            }
        }
        switch exchange {
        case .binance:
            guard json["code"] != nil, json["msg"] != nil else { return nil }
            return (text(json["code"]), text(json["msg"]))
        case .bybit:
            guard let code = json["retCode"], code != .number("0") else { return nil }
            return (text(code), text(json["retMsg"]))
        case .bitget:
            guard let code = json["code"], code != .string("00000") else { return nil }
            return (text(code), text(json["msg"]))
        case .okx:
            guard let code = json["code"], code != .string("0") else { return nil }
            return (text(code), text(json["msg"]))
        case .upbit:
            guard let error = json["error"] else { return nil }
            return (text(error["name"]), text(error["message"]))
        case .bithumb:
            guard let status = json["status"], status != .string("0000") else { return nil }
            return (text(status), text(json["message"]))
        }
    }

    // MARK: One decoder per exchange

    /// `/api/v3/ticker/24hr` and `/fapi/v1/ticker/24hr`: one object (`symbol=`) or an array.
    static func binance(_ json: JSONValue, market: Market) throws(ExchangeError) -> TickerTable {
        let items: [JSONValue]
        switch json {
        case .array(let list): items = list
        case .object: items = [json]
        default: throw .malformed(.binance, what: "not a list")
        }
        return table(.binance, market, items, time: nil) { item in
            Fields(
                item["symbol"], item["lastPrice"], percent(item["priceChangePercent"]), item["closeTime"],
                volume: market == .inverse ? item["baseVolume"] : item["volume"],
                turnover: market == .inverse ? nil : item["quoteVolume"])
        }
    }

    /// `/v5/market/tickers?category=spot|linear`: `result.list`.
    static func bybit(_ json: JSONValue, market: Market) throws(ExchangeError) -> TickerTable {
        guard case .array(let items)? = json["result"]?["list"] else {
            throw .malformed(.bybit, what: "no result.list")
        }
        return table(.bybit, market, items, time: milliseconds(json["time"])) { item in
            // Inverse contracts count the volume in USD and the turnover in the coin.
            Fields(
                item["symbol"], item["lastPrice"], fraction(item["price24hPcnt"]), nil,
                volume: market == .inverse ? item["turnover24h"] : item["volume24h"],
                turnover: market == .inverse ? item["volume24h"] : item["turnover24h"])
        }
    }

    /// `/api/v2/spot/market/tickers` and `/api/v2/mix/market/tickers`: `data`.
    static func bitget(_ json: JSONValue, market: Market) throws(ExchangeError) -> TickerTable {
        guard case .array(let items)? = json["data"] else { throw .malformed(.bitget, what: "no data") }
        return table(.bitget, market, items, time: milliseconds(json["requestTime"])) { item in
            Fields(
                item["symbol"], item["lastPr"], fraction(item["change24h"]), item["ts"],
                volume: item["baseVolume"], turnover: item["quoteVolume"])
        }
    }

    /// `/api/v5/market/tickers?instType=SPOT|SWAP`: `data`; the change is computed from `open24h`.
    static func okx(_ json: JSONValue, market: Market) throws(ExchangeError) -> TickerTable {
        guard case .array(let items)? = json["data"] else { throw .malformed(.okx, what: "no data") }
        return table(.okx, market, items, time: nil) { item in
            let change = decimal(item["last"]).flatMap { last in
                decimal(item["open24h"]).flatMap { open in changePercent(last: last, open: open) }
            }
            // A SWAP's `vol24h` counts contracts; its `volCcy24h` is in the coin.
            let swap = market != .spot
            return Fields(
                item["instId"], item["last"], change, item["ts"],
                volume: swap ? item["volCcy24h"] : item["vol24h"], turnover: swap ? nil : item["volCcy24h"])
        }
    }

    /// `/v1/ticker?markets=KRW-BTC,...`: an array; numbers, not strings.
    static func upbit(_ json: JSONValue, market: Market) throws(ExchangeError) -> TickerTable {
        guard case .array(let items) = json else { throw .malformed(.upbit, what: "not a list") }
        return table(.upbit, market, items, time: nil) { item in
            Fields(
                item["market"], item["trade_price"], fraction(item["signed_change_rate"]), item["timestamp"],
                volume: item["acc_trade_volume_24h"], turnover: item["acc_trade_price_24h"])
        }
    }

    /// `/public/ticker/ALL_KRW`: `data` maps each coin to its ticker, beside `date`.
    static func bithumb(_ json: JSONValue, market: Market) throws(ExchangeError) -> TickerTable {
        guard case .object(let members)? = json["data"] else { throw .malformed(.bithumb, what: "no data") }
        let time = milliseconds(json["data"]?["date"])
        var items: [JSONValue] = []
        for (coin, value) in members.sorted(by: { $0.key < $1.key }) {
            guard case .object(var fields) = value else { continue }
            fields["\u{0}coin"] = .string(coin)
            items.append(.object(fields))
        }
        return table(.bithumb, market, items, time: time) { item in
            Fields(
                item["\u{0}coin"], item["closing_price"], percent(item["fluctate_rate_24H"]), nil,
                volume: item["units_traded_24H"], turnover: item["acc_trade_value_24H"])
        }
    }

    // MARK: Fields

    /// One item's fields, as found in the body.
    struct Fields {
        var name, price: JSONValue?
        var change: ExactDecimal?
        var stamp, volume, turnover: JSONValue?

        init(
            _ name: JSONValue?, _ price: JSONValue?, _ change: ExactDecimal?, _ stamp: JSONValue?,
            volume: JSONValue?, turnover: JSONValue?
        ) {
            (self.name, self.price, self.change, self.stamp) = (name, price, change, stamp)
            (self.volume, self.turnover) = (volume, turnover)
        }
    }

    /// The tickers of `items` whose instrument and price are usable; the others are skipped.
    private static func table(
        _ exchange: Exchange, _ market: Market, _ items: [JSONValue], time: Int64?,
        fields: (JSONValue) -> Fields
    ) -> TickerTable {
        var tickers: [String: Ticker] = [:]
        for item in items {
            guard case .object = item else { continue }
            let found = fields(item)
            guard case .string(let instrument)? = found.name, !instrument.isEmpty,
                instrument.utf8.count <= 40,
                let price = decimal(found.price), price > .zero, price < highestPrice
            else { continue }
            tickers[instrument] = Ticker(
                instrument: TerminalText.visible(instrument), price: price, changePercent: found.change,
                time: milliseconds(found.stamp), volume: amount(found.volume),
                turnover: amount(found.turnover))
        }
        return TickerTable(exchange: exchange, market: market, tickers: tickers, time: time)
    }

    /// A number sent as a JSON number or as a string, exactly.
    static func decimal(_ value: JSONValue?) -> ExactDecimal? {
        switch value {
        case .number(let text)?: return ExactDecimal(text)
        case .string(let text)?:
            guard !text.isEmpty, text.utf8.count <= 64 else { return nil }
            return ExactDecimal(text)
        default: return nil
        }
    }

    /// The largest 24-hour volume or turnover believed; anything above is a broken body.
    static let highestAmount = ExactDecimal(1_000_000_000_000_000_000)

    /// A volume or turnover: zero or more, below `highestAmount`; nil otherwise or when not sent.
    static func amount(_ value: JSONValue?) -> ExactDecimal? {
        guard let amount = decimal(value), !amount.isNegative, amount < highestAmount else { return nil }
        return amount
    }

    /// A change the exchange sends as a percent.
    static func percent(_ value: JSONValue?) -> ExactDecimal? {
        bounded(decimal(value))
    }

    /// A change the exchange sends as a fraction (0.0123), as a percent (1.23).
    static func fraction(_ value: JSONValue?) -> ExactDecimal? {
        bounded(decimal(value)?.scaled(byPowerOfTen: 2))
    }

    /// A percent within ±10^6 %: beyond it the body is broken, not the market.
    static func bounded(_ percent: ExactDecimal?) -> ExactDecimal? {
        percent.flatMap { $0.magnitude < ExactDecimal(1_000_000) ? $0 : nil }
    }

    /// `(last − open) / open`, as a percent to 12 significant digits; nil without an opening price.
    public static func changePercent(last: ExactDecimal, open: ExactDecimal) -> ExactDecimal? {
        guard open > .zero else { return nil }
        let change = try? (last - open).scaled(byPowerOfTen: 2).divided(
            by: open, significantDigits: 12, rounding: .toNearestOrAwayFromZero)
        return bounded(change)
    }

    /// Milliseconds since 1970, sent as a number or a string, as plausible Unix seconds.
    static func milliseconds(_ value: JSONValue?) -> Int64? {
        guard let ms = decimal(value), let whole = ms.int64Value ?? ms.floor.int64Value else { return nil }
        return UnixTime.checked(whole / 1000)
    }
}
