/// The `bank` table of SPEC §7, as a pure function of the quotes, the
/// language, the palette and the time, so that the `bank` command and the
/// live board (`watch bank`) print the same thing:
///
///     하나은행 (dunamu) · 2024-02-20 15:31 KST · 3분 12초 전
///     통화     매매기준율  현찰 살 때  현찰 팔 때  송금 보낼 때  송금 받을 때       전일 대비
///     USD        1,338.00    1,361.41    1,314.59      1,351.10      1,324.90  ▲ 2.50 (0.19%)
///     JPY 100      895.20      ...
///
/// Prices are KRW per the bank's unit (JPY, IDR, VND per 100) with two
/// decimals; a price the bank does not give is `-`. Columns are aligned for
/// Hangul before colour is applied, so escape bytes never shift them.
public enum BankTableText {
    /// `하나은행 (dunamu) · 2024-02-20 15:31 KST · 3분 12초 전`, and when the
    /// quote is from before the current quoting day, in words why it is stale
    /// (`· 지난 영업일(금) 시세`, `QuoteAge`).
    public static func header(
        bank: BankID, time: Int64, now: Int64, language: Language, palette: Palette = .plain
    )
        -> String
    {
        let age = QuoteAge(bankQuote: time, bank: bank, now: now)
        var line =
            palette.strong(bank.bankName(language)) + " (\(bank.rawValue)) · \(age.whenText) · "
            + palette.faint(TimeText.age(age.seconds, in: language))
        if let words = age.staleWords { line += " · " + palette.error(words(language)) }
        return line
    }

    public typealias Row = BankRow

    /// The header, the column names and one row per quote.
    public static func lines(
        quotes: [BankQuote], bank: BankID, language: Language, palette: Palette, now: Int64
    ) -> [String] {
        lines(rows: quotes.map(Row.quote), bank: bank, language: language, palette: palette, now: now)
    }

    /// The header, the column names and one row per currency asked for; a
    /// base that is the mean of the cash prices carries `*` and a note below.
    public static func lines(
        rows asked: [Row], bank: BankID, language: Language, palette: Palette, now: Int64, width: Int? = nil
    ) -> [String] {
        let quotes = asked.compactMap { row -> BankQuote? in
            if case .quote(let quote) = row { return quote }
            return nil
        }
        let names: [String] =
            language == .ko
            ? ["통화", "매매기준율", "현찰 살 때", "현찰 팔 때", "송금 보낼 때", "송금 받을 때", "전일 대비"]
            : ["code", "base", "cash buy", "cash sell", "send", "receive", "change"]
        var rows: [[String]] = [names]
        var moves: [Int] = [0]
        for row in asked {
            guard case .quote(let quote) = row else {
                if case .missing(let code) = row { rows.append([code] + Array(repeating: "-", count: 6)) }
                moves.append(0)
                continue
            }
            let change = changeText(quote)
            rows.append([
                quote.unit == 1 ? quote.code : "\(quote.code) \(quote.unit)",
                price(quote.base) + (quote.baseIsCashMean ? "*" : ""), price(quote.cashBuy),
                price(quote.cashSell), price(quote.ttSend), price(quote.ttReceive), change.text,
            ])
            moves.append(change.direction)
        }
        let widths = names.indices.map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let kept = ColumnFit.kept(widths: widths, dropOrder: dropOrder, width: width ?? Int.max)
        let time = quotes.map(\.time).max() ?? now
        var lines = [header(bank: bank, time: time, now: now, language: language, palette: palette)]
        for (index, row) in rows.enumerated() {
            var cells: [String] = []
            for (column, text) in row.enumerated() where kept.contains(column) {
                let padded = DisplayWidth.pad(text, to: widths[column], alignRight: column > 0)
                if column == row.count - 1, moves[index] != 0 {
                    cells.append(moves[index] > 0 ? palette.rise(padded) : palette.fall(padded))
                } else {
                    cells.append(padded)
                }
            }
            lines.append(TextTable.trimmingTrailingSpaces(cells.joined(separator: "  ")))
        }
        if quotes.contains(where: \.baseIsCashMean) { lines.append(cashMeanNote(language)) }
        let left = names.indices.filter { !kept.contains($0) }.map { names[$0] }
        if !left.isEmpty { lines.append(palette.faint(ColumnFit.leftOutNote(left)(language))) }
        return lines
    }

    /// The columns a narrow screen gives up, first to last: the day's change,
    /// then the transfer prices, then the cash prices; the code and the base
    /// rate always stay.
    static let dropOrder = [6, 5, 4, 3, 2]

    /// Said under a table where a base is the mean of the cash prices.
    public static func cashMeanNote(_ language: Language) -> String {
        Localized(
            ko: "* 은행이 매매기준율을 주지 않아 현찰 살 때와 팔 때의 평균입니다",
            en: "* the bank gave no base rate: the mean of cash buy and cash sell")(language)
    }

    /// `--json` for a currency the bank's answer lacks: every price `null`, and why.
    public static func missingJSON(_ code: String, bank: BankID, source: RateSource) -> String {
        var writer = JSONWriter()
        writer.string("kind", "bank")
        writer.string("code", code)
        for name in [
            "unit", "base", "cashBuy", "cashSell", "ttSend", "ttReceive", "change", "changeRate", "open",
        ] {
            writer.raw(name, "null")
        }
        writer.string("provider", bank.rawValue)
        writer.string("source", source.rawValue)
        writer.raw("quoteTime", "null")
        writer.string("error", BankError.notQuoted(bank, code: code).message(in: .en))
        return writer.finish()
    }

    /// `-t`: the code and the reference rate in KRW per one unit, for scripts
    /// (`USD 1338`, `JPY 8.952`): no unit left to know.
    public static func terse(_ quote: BankQuote) -> String {
        quote.code + " " + NumberText.terse(perOne(quote.base, unit: quote.unit))
    }

    /// `--json`: one object per currency, prices as numbers, missing ones `null`.
    public static func json(_ quote: BankQuote, bank: BankID, source: RateSource, now: Int64? = nil) -> String
    {
        var writer = JSONWriter()
        writer.string("kind", "bank")
        writer.string("code", quote.code)
        writer.number("unit", raw: String(quote.unit))
        writer.number("base", raw: NumberText.json(quote.base))
        if quote.baseIsCashMean { writer.bool("baseIsCashMean", true) }
        for (name, value) in [
            ("cashBuy", quote.cashBuy), ("cashSell", quote.cashSell), ("ttSend", quote.ttSend),
            ("ttReceive", quote.ttReceive), ("change", quote.change), ("changeRate", quote.changeRate),
            ("open", quote.open),
        ] {
            writer.raw(name, value.map(NumberText.json) ?? "null")
        }
        writer.string("provider", bank.rawValue)
        writer.string("source", source.rawValue)
        writer.string("quoteTime", TimeText.iso8601(quote.time))
        if let now { QuoteAge(bankQuote: quote.time, bank: bank, now: now).addJSON(to: &writer) }
        return writer.finish()
    }

    /// A price per the bank's unit, in KRW as every view prints a rate (`RateText`), or `-`.
    static func price(_ value: ExactDecimal?) -> String {
        value.map { RateText.cell(ExactFraction($0), in: "KRW") } ?? "-"
    }

    /// `▲ 2.50 (0.19%)`, `▼ 0.22 (0.15%)`, `0.00 (0.00%)` or `-`, and which way it went.
    static func changeText(_ quote: BankQuote) -> (text: String, direction: Int) {
        let sign =
            quote.change.map { $0.isZero ? 0 : ($0.isNegative ? -1 : 1) }
            ?? quote.changeRate.map { $0.isZero ? 0 : ($0.isNegative ? -1 : 1) }
        guard let sign else { return ("-", 0) }
        var parts: [String] = []
        if sign != 0 { parts.append(sign > 0 ? Palette.riseArrow : Palette.fallArrow) }
        if let change = quote.change {
            parts.append(DecimalFormatting.fixed(change.magnitude, fractionDigits: 2))
        }
        if let rate = quote.changeRate {
            let percent =
                DecimalFormatting.fixed(rate.magnitude.scaled(byPowerOfTen: 2), fractionDigits: 2) + "%"
            parts.append(quote.change == nil ? percent : "(\(percent))")
        }
        return (parts.joined(separator: " "), sign)
    }

    /// KRW for one unit of the currency: units are powers of ten, so exact.
    static func perOne(_ price: ExactDecimal, unit: Int) -> ExactDecimal {
        var power = 0
        var rest = unit
        while rest >= 10 && rest % 10 == 0 {
            rest /= 10
            power += 1
        }
        return price.scaled(byPowerOfTen: -power)
    }
}
