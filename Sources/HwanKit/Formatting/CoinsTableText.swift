/// `coins` and `futures` as text (SPEC §9): pure functions of the quotes,
/// the exchanges' answers, the language, the palette and the time, so the
/// one-shot command and the live board (`watch coins`) print the same table.
///
///     코인 시세 · 현물 (USDT, KRW) · USD/KRW 1,380.25 (open-er-api)
///     심볼  Binance    Bybit      Bitget     OKX        최고/최저      차이   Upbit        Bithumb      김프
///     BTC   97,123.45  97,130.00  97,120.10  97,125.00  Bybit/Bitget  0.01%  135,000,000  135,010,000  +0.54%
///           ▲1.23%     ▲1.20%     ▲1.21%     ▲1.22%                           ▲0.80%       ▲0.81%
///     시세 시각: Binance 2초 전 · Bybit 2초 전 (저장됨) · ...
///     Bybit: HTTP 403, JSON 이 아닌 응답: { error:The Amazon CloudFront distribution is…
///
/// Each symbol takes three lines: prices, their 24-hour changes, and the
/// 24-hour volume (in the coin) / turnover (in the quote) where sent (a line
/// is left out when no exchange gives it). The
/// premium between exchanges is bold at 0.1% and more, yellow at 0.05% and
/// more; rises and falls take the palette's up/down colours. An exchange that
/// failed shows `-` and its reason below the table; one that answered without
/// the symbol shows `-` alone.
public enum CoinsTableText {
    public typealias DollarRate = CoinDollarRate

    /// A premium at least this high (percent) is highlighted strongly; at least `faintPremium`, faintly.
    public static let strongPremium = ExactFraction(ExactDecimal(1).scaled(byPowerOfTen: -1))
    public static let faintPremium = ExactFraction(ExactDecimal(5).scaled(byPowerOfTen: -2))

    /// The table, ages and failure reasons, for a terminal or a pipe.
    public static func lines(
        market: Market, quotes: [CoinQuote], answers: [ExchangeAnswer], dollar: DollarRate?,
        language: Language, palette: Palette, now: Int64, width: Int? = nil
    ) -> [String] {
        var lines = [header(market: market, dollar: dollar, language: language, palette: palette)]
        var exchanges: [Exchange] = []
        for answer in answers where !exchanges.contains(answer.exchange) { exchanges.append(answer.exchange) }
        let abroad = exchanges.filter { !$0.isKorean }
        let korean = exchanges.filter(\.isKorean)
        let l = { (ko: String, en: String) in Localized(ko: ko, en: en)(language) }
        var head: [Cell] = [Cell(l("심볼", "Symbol"))]
        head += abroad.map { Cell($0.displayName) }
        head += [Cell(l("최고/최저", "High/Low")), Cell(l("차이", "Spread"))]
        head += korean.map { Cell($0.displayName) }
        let kimchi = !korean.isEmpty && market == .spot
        if kimchi { head.append(Cell(l("김프", "Kimchi"))) }
        var rows: [[Cell]] = [head]
        // The rows of 24-hour volume: the first to go on a narrow screen.
        var volumeRows: Set<Int> = []
        for quote in quotes {
            var prices: [Cell] = [Cell(quote.symbol)]
            var changes: [Cell] = [Cell("")]
            var volumes: [Cell] = [Cell(l("거래량/대금", "vol/turnover"))]
            func add(_ exchange: Exchange) {
                let cell = quote.cell(on: exchange)
                prices.append(priceCell(cell))
                changes.append(changeCell(cell, palette))
                volumes.append(volumeCell(cell?.ticker))
            }
            for exchange in abroad { add(exchange) }
            let pair = quote.high.flatMap { high in quote.low.map { high.displayName + "/" + $0.displayName }
            }
            prices.append(Cell(pair ?? "-"))
            prices.append(premiumCell(quote.premium, palette))
            changes += [Cell(""), Cell("")]
            volumes += [Cell(""), Cell("")]
            for exchange in korean { add(exchange) }
            if kimchi {
                prices.append(Cell(quote.kimchiPremium.map { signedPercent($0) } ?? "-"))
                changes.append(Cell(""))
            }
            rows.append(prices)
            for (index, row) in [changes, volumes].enumerated()
            where row.dropFirst().contains(where: { !$0.text.isEmpty }) {
                if index == 1 { volumeRows.insert(rows.count) }
                rows.append(row)
            }
        }
        let numeric = Set(1..<head.count).subtracting([abroad.count + 1])
        let fitted = fit(
            rows, volumeRows: volumeRows, abroad: abroad, korean: korean, width: width, language: language)
        lines += align(
            fitted.rows,
            rightAligned: Set(fitted.columns.indices.filter { numeric.contains(fitted.columns[$0]) }))
        if let note = fitted.note { lines.append(palette.faint(note)) }
        lines.append(ages(answers, language: language, now: now))
        lines += reasons(answers, language: language, palette: palette, now: now)
        return lines
    }

    /// The columns a screen `width` wide shows, in this order of giving way:
    /// the 24-hour volume rows, then Bitget, Bybit, OKX, the high/low pair,
    /// the spread, Binance, Bithumb and Upbit. The symbol and the kimchi
    /// premium always stay, so the Korean markets and their premium are the
    /// last to go. A cell is never cut: a column is shown whole or not at all,
    /// and a note names what was left out.
    static func fit(
        _ rows: [[Cell]], volumeRows: Set<Int>, abroad: [Exchange], korean: [Exchange], width: Int?,
        language: Language
    ) -> (rows: [[Cell]], columns: [Int], note: String?) {
        let all = Array(rows.first?.indices ?? 0..<0)
        guard let width, tableWidth(rows) > width else { return (rows, all, nil) }
        let compact = rows.enumerated().filter { !volumeRows.contains($0.offset) }.map(\.element)
        var names: [Int: String] = [:]
        for (index, exchange) in abroad.enumerated() { names[1 + index] = exchange.displayName }
        let pairColumn = abroad.count + 1
        for (index, exchange) in korean.enumerated() { names[pairColumn + 2 + index] = exchange.displayName }
        let l = { (ko: String, en: String) in Localized(ko: ko, en: en)(language) }
        names[pairColumn] = l("최고/최저", "high/low")
        names[pairColumn + 1] = l("차이", "spread")
        func column(_ exchange: Exchange) -> Int? {
            if let index = abroad.firstIndex(of: exchange) { return 1 + index }
            return korean.firstIndex(of: exchange).map { pairColumn + 2 + $0 }
        }
        var order = [Exchange.bitget, .bybit, .okx].compactMap(column)
        order += [pairColumn, pairColumn + 1]
        order += [Exchange.binance, .bithumb].compactMap(column)
        order += [Exchange.upbit].compactMap(column)
        let widths = all.map { index in
            compact.map { index < $0.count ? DisplayWidth.of($0[index].text) : 0 }.max() ?? 0
        }
        let kept = ColumnFit.kept(widths: widths, dropOrder: order, width: width)
        let left = all.filter { !kept.contains($0) }.compactMap { names[$0] }
        var hidden = volumeRows.isEmpty ? [] : [l("거래량", "volume")]
        hidden += left
        let note = hidden.isEmpty ? nil : ColumnFit.leftOutNote(hidden)(language)
        let narrowed = compact.map { row in kept.filter { $0 < row.count }.map { row[$0] } }
        return (narrowed, kept, note)
    }

    /// Columns `align` makes of `rows`.
    static func tableWidth(_ rows: [[Cell]]) -> Int {
        align(rows, rightAligned: []).map { DisplayWidth.of($0) }.max() ?? 0
    }

    /// `-t` (SPEC §1): per symbol one tab-separated row of plain numbers, no
    /// header: the symbol, each exchange's price in the table's column order
    /// (`-` where none), the spread and, on spot, the kimchi premium (percents).
    public static func terse(market: Market, quotes: [CoinQuote]) -> [String] {
        quotes.map { quote in
            var fields = [quote.symbol]
            fields += quote.cells.map { $0.ticker.map { exact($0.price) } ?? "-" }
            fields.append(quote.premium.map { fixedPercent($0, grouping: false) } ?? "-")
            if market == .spot, quote.cells.contains(where: \.exchange.isKorean) {
                fields.append(quote.kimchiPremium.map { fixedPercent($0, grouping: false) } ?? "-")
            }
            return fields.joined(separator: "\t")
        }
    }

    /// One line per failed exchange: `Bybit: HTTP 403 ...`, and when its saved prices are shown, their age.
    public static func reasons(_ answers: [ExchangeAnswer], language: Language, palette: Palette, now: Int64)
        -> [String]
    {
        answers.compactMap { answer in
            guard let error = answer.error else { return nil }
            var line = answer.name + ": " + error.reason(in: language)
            if let age = answer.age(now: now), answer.table != nil {
                line += Localized(
                    ko: " — 저장된 시세(\(TimeText.age(age, in: .ko)))를 보여 줍니다",
                    en: " — showing saved prices (\(TimeText.age(age, in: .en)))")(language)
            }
            return palette.error(line)
        }
    }

    /// One JSON object per symbol (SPEC §9).
    public static func json(
        market: Market, quotes: [CoinQuote], answers: [ExchangeAnswer], dollar: DollarRate?, now: Int64
    ) -> [String] {
        quotes.map { quote in
            var exchanges = JSONWriter()
            for cell in quote.cells {
                var item = JSONWriter()
                let answer = cell.answer
                if let ticker = cell.ticker {
                    item.number("price", raw: exact(ticker.price))
                } else {
                    item.raw("price", "null")
                }
                item.string("quote", cell.quote)
                if let change = cell.ticker?.changePercent {
                    item.number("change24h", raw: NumberText.json(change))
                } else {
                    item.raw("change24h", "null")
                }
                item.raw("volume24h", cell.ticker?.volume.map(exact) ?? "null")
                item.raw("turnover24h", cell.ticker?.turnover.map(exact) ?? "null")
                if let answer, cell.ticker != nil {
                    item.string("source", answer.origin.rawValue)
                    if let age = answer.age(now: now) { item.number("age", raw: String(age)) }
                    if let time = cell.ticker?.time ?? answer.table?.time {
                        item.string("time", TimeText.iso8601(time))
                    }
                }
                if cell.ticker == nil {
                    item.string("error", cell.error?.reason(in: .en) ?? "not listed")
                } else if let error = answer?.error {
                    // Saved prices shown after a failed request: why they are not new.
                    item.string("error", error.reason(in: .en))
                }
                exchanges.raw(cell.exchange.rawValue, item.finish())
            }
            var writer = JSONWriter()
            writer.string("kind", market == .spot ? "coins" : "futures")
            writer.string("symbol", quote.symbol)
            writer.string("base", quote.pair.base)
            writer.raw("quote", quote.pair.quote.map(JSONWriter.quote) ?? "null")
            writer.string("market", market.rawValue)
            writer.raw("exchanges", exchanges.finish())
            writer.raw("high", quote.high.map { JSONWriter.quote($0.rawValue) } ?? "null")
            writer.raw("low", quote.low.map { JSONWriter.quote($0.rawValue) } ?? "null")
            // SPEC §3: every digit, never the table's two decimals (`1.0429…`, not `1.04`).
            writer.raw("premium", quote.premium.map { NumberText.json($0) } ?? "null")
            writer.raw("kimchiPremium", quote.kimchiPremium.map { NumberText.json($0) } ?? "null")
            if market == .spot, let dollar {
                writer.number("usdKrw", raw: NumberText.json(dollar.usdKrw))
                writer.string("usdKrwProvider", dollar.provider)
            } else {
                writer.raw("usdKrw", "null")
            }
            return writer.finish()
        }
    }

    /// An exchange's number in JSON as sent, every digit (SPEC §3), without trailing zeros.
    static func exact(_ value: ExactDecimal) -> String {
        DecimalFormatting.trimmed(value, maxFractionDigits: 64, grouping: false)
    }

    // MARK: Cells

    public static func header(
        market: Market, dollar: DollarRate?, language: Language, palette: Palette = .plain
    )
        -> String
    {
        switch market {
        case .spot:
            let rate =
                dollar.map { dollar in
                    let change = dollar.change.map { " " + changeText($0, palette) } ?? ""
                    return " · USD/KRW " + DecimalFormatting.fixed(dollar.usdKrw, fractionDigits: 2) + change
                        + " (\(dollar.provider))"
                } ?? ""
            return Localized(ko: "코인 시세 · 현물 (USDT, KRW)", en: "Coin prices · spot (USDT, KRW)")(language)
                + rate
        case .futures, .inverse:
            return Localized(
                ko: "코인 선물 시세 · USDT 무기한, BASE/USD 는 코인 마진 무기한 (김치 프리미엄은 현물만)",
                en: "Coin futures · USDT perpetuals, BASE/USD coin-margined (kimchi premium: spot only)")(
                    language)
        }
    }

    /// `▲0.12%`, `▼0.30%`, `0.00%`: a signed percent to two decimals, in the palette's colours.
    static func changeText(_ change: ExactFraction, _ palette: Palette) -> String {
        let shown = DecimalFormatting.fixed(change, fractionDigits: 2, grouping: false)
        if shown.hasPrefix("-") { return palette.fall(Palette.fallArrow + String(shown.dropFirst()) + "%") }
        if shown == "0.00" { return shown + "%" }
        return palette.rise(Palette.riseArrow + shown + "%")
    }

    /// `5.7K/146.1M`: the 24-hour volume in the coin and the turnover in the
    /// quote, each `-` when not sent; empty when neither is.
    static func volumeCell(_ ticker: Ticker?) -> Cell {
        guard let ticker, ticker.volume != nil || ticker.turnover != nil else { return Cell("") }
        return Cell((ticker.volume.map(compact) ?? "-") + "/" + (ticker.turnover.map(compact) ?? "-"))
    }

    /// `523.4`, `102.6K`, `11.0B`: a 24-hour volume or turnover in a few digits.
    public static func compact(_ amount: ExactDecimal) -> String {
        let steps: [(Int, String)] = [(12, "T"), (9, "B"), (6, "M"), (3, "K")]
        for (power, suffix) in steps where amount >= ExactDecimal(1).scaled(byPowerOfTen: power) {
            let scaled = amount.scaled(byPowerOfTen: -power)
            return DecimalFormatting.fixed(scaled, fractionDigits: 1) + suffix
        }
        if amount >= ExactDecimal(1) { return DecimalFormatting.trimmed(amount, maxFractionDigits: 2) }
        if amount.isZero { return "0" }
        return DecimalFormatting.trimmed(amount, maxFractionDigits: smallDigits(amount))
    }

    static func priceCell(_ cell: CoinQuote.Cell?) -> Cell {
        guard let cell, let price = cell.ticker?.price else { return Cell("-") }
        return Cell(priceText(price, quote: cell.quote))
    }

    static func changeCell(_ cell: CoinQuote.Cell?, _ palette: Palette) -> Cell {
        guard let change = cell?.ticker?.changePercent else { return Cell("") }
        let shown = change.rounded(fractionDigits: 2, rounding: .toNearestOrAwayFromZero)
        let digits = DecimalFormatting.fixed(shown.magnitude, fractionDigits: 2)
        if shown > .zero { return Cell(Palette.riseArrow + digits + "%", palette.rise) }
        if shown < .zero { return Cell(Palette.fallArrow + digits + "%", palette.fall) }
        return Cell(digits + "%")
    }

    static func premiumCell(_ premium: ExactFraction?, _ palette: Palette) -> Cell {
        guard let premium else { return Cell("-") }
        let text = fixedPercent(premium) + "%"
        if !(premium < strongPremium) { return Cell(text, palette.strong) }
        if !(premium < faintPremium) { return Cell(text, palette.highlight) }
        return Cell(text)
    }

    /// A price with the digits that matter at its size: USDT to the cent above
    /// 1,000, more below (`0.38123`); KRW whole above 1,000 won.
    public static func priceText(_ price: ExactDecimal, quote: String) -> String {
        let digits: Int
        if coinQuotes.contains(quote), !price.isZero {
            // A price in a coin (ETH/BTC 0.0633410): six significant digits, as the exchanges show it.
            return DecimalFormatting.fixed(price, fractionDigits: min(12, max(0, 5 - price.orderOfMagnitude)))
        }
        if quote == "KRW" {
            digits = price >= ExactDecimal(1000) ? 0 : price >= ExactDecimal(1) ? 2 : 4
        } else {
            digits =
                price >= ExactDecimal(1000)
                ? 2 : price >= ExactDecimal(10) ? 3 : price >= ExactDecimal(1) ? 4 : 5
        }
        return DecimalFormatting.fixed(price, fractionDigits: max(digits, smallDigits(price)))
    }

    /// Quote currencies that are coins (seeds 001–002: BTC, and ETH, OKB, DOT, BNB on some exchanges).
    static let coinQuotes: Set<String> = ["BTC", "ETH", "BNB", "OKB", "DOT"]

    /// Enough fraction digits to show four significant digits of a price below 1.
    static func smallDigits(_ price: ExactDecimal) -> Int {
        guard price < ExactDecimal(1), !price.isZero else { return 0 }
        return min(12, -price.orderOfMagnitude + 3)
    }

    /// `0.12`: a percent to two decimals.
    static func fixedPercent(_ value: ExactFraction, grouping: Bool = true) -> String {
        DecimalFormatting.fixed(value, fractionDigits: 2, grouping: grouping)
    }

    /// `+0.54%`, `-0.20%`.
    static func signedPercent(_ value: ExactFraction) -> String {
        let text = fixedPercent(value)
        return (text.hasPrefix("-") || text == "0.00" ? "" : "+") + text + "%"
    }

    static func ages(_ answers: [ExchangeAnswer], language: Language, now: Int64) -> String {
        let parts = answers.map { answer -> String in
            guard let age = answer.age(now: now) else { return answer.name + " -" }
            let saved = answer.origin == .cache ? Localized(ko: " (저장됨)", en: " (saved)")(language) : ""
            return answer.name + " " + TimeText.age(age, in: language) + saved
        }
        return Localized(ko: "시세 시각: ", en: "Fetched: ")(language) + parts.joined(separator: " · ")
    }

    // MARK: Alignment with colour

    /// A cell's text and its colour, painted only after it is padded (escape
    /// sequences have no width, but `DisplayWidth` would count them).
    struct Cell {
        var text: String
        var paint: (String) -> String

        init(_ text: String, _ paint: @escaping (String) -> String = { $0 }) {
            self.text = text
            self.paint = paint
        }
    }

    /// `TextTable`'s layout (two spaces apart, Hangul two columns wide, no
    /// trailing spaces) for cells that may be painted.
    static func align(_ rows: [[Cell]], rightAligned: Set<Int>) -> [String] {
        let plain = rows.map { $0.map(\.text) }
        let columns = plain.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            plain.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell -> String in
                let gap = String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell.text)))
                let painted = cell.paint(cell.text)
                return rightAligned.contains(column) ? gap + painted : painted + gap
            }
            return TextTable.trimmingTrailingSpaces(cells.joined(separator: "  "))
        }
    }
}
