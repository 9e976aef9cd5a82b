/// How `RatesBoard` reads: the text and JSON of every output mode.
extension RatesBoard {
    static func sixDigits(_ value: ExactFraction) -> String {
        RateText.significant(value)
    }

    /// The home column: KRW with two decimals as banks print it (`946.32`, SPEC
    /// §3), other home currencies with six significant digits (`RateText`).
    func homeText(_ value: ExactFraction, grouping: Bool = true) -> String {
        RateText.cell(value, in: home.code, grouping: grouping)
    }

    /// `-t`: one tab-separated row per currency, plain numbers, no header (SPEC §1):
    /// code, rate per one BASE, the home column (per `per` units), `per`, change.
    func terseLines() -> [String] {
        rows.map { row in
            [
                row.currency.code, DecimalFormatting.significant(row.rate, digits: 12),
                row.krw.map { homeText($0, grouping: false) } ?? "-", String(row.per),
                row.change.map { DecimalFormatting.significant($0, digits: 6) } ?? "-",
            ].joined(separator: "\t")
        }
    }

    func header(language: Language) -> String {
        let local = zone.offset(rates.table.time)
        let when =
            TimeText.minutes(rates.table.time) + " UTC"
            + (local.seconds == 0
                ? ""
                : " (\(TimeText.minutes(rates.table.time, offset: local.seconds)) \(local.abbreviation))")
        let age = TimeText.age(now - rates.table.time, in: language)
        let source: String
        switch (rates.source, language) {
        case (.network, .ko): source = "방금 받음"
        case (.cache, .ko): source = "저장됨"
        case (.bundled, .ko): source = "내장"
        case (.network, .en): source = "just fetched"
        case (.cache, .en): source = "saved"
        case (.bundled, .en): source = "bundled"
        }
        var line = Localized(
            ko: "기준 1 \(base.code) · \(when) · \(age) · \(rates.provider) (\(source))",
            en: "per 1 \(base.code) · \(when) · \(age) · \(rates.provider) (\(source))")(language)
        if let bankNote = bankNote(language: language) { line += " · " + bankNote }
        return line
    }

    /// `KRW: 하나은행 매매기준율 09:01 KST`: said when the bank answers the won (SPEC §7).
    func bankNote(language: Language) -> String? {
        guard let bank = answeringBank else {
            // The provider answers, but the change is the bank's: from its last close.
            guard let bank = wonBank, won.values.contains(where: { $0.open != nil }) else { return nil }
            let name = bank.bankName
            return Localized(
                ko: "KRW 변동: \(name.ko) 매매기준율 종가 대비", en: "KRW change: from \(name.en)'s last base rate")(
                    language)
        }
        let time = won.values.filter(\.isBank).map(\.time).max() ?? now
        return "KRW: " + CalculationText.bankRateName(bank)(language) + " "
            + String(TimeText.minutes(time, offset: Int(BankSchedule.kstOffset)).suffix(5)) + " KST"
    }

    /// The columns a narrow screen gives up, first to last: the change, then
    /// the country; the code, the rate and the home column always stay, so no
    /// number is ever cut (a note below names what was left out).
    static let dropOrder = [4, 1]

    /// The header, the column names and one row per currency, fitted to
    /// `width` columns by `dropOrder` (nil: a pipe, every column).
    func lines(language: Language, palette: Palette = .plain, width: Int? = nil) -> [String] {
        let ko = language == .ko
        // The cells row by row, five a row, in one array (and their widths in
        // another): an array a row made two more array types to set up at start.
        var cells: [String] = [
            ko ? "통화" : "code", ko ? "국가" : "country", "1 \(base.code)", home.code, ko ? "변동" : "change",
        ]
        let rows = rows
        cells.reserveCapacity(5 * (rows.count + 1))
        for row in rows {
            cells.append(row.per == 1 ? row.currency.code : row.currency.code + " " + row.per.decimalText)
            // The country, as Korean rate boards name a row (`미국`, `일본`, `유럽 연합`).
            cells.append(row.currency.country(in: language))
            cells.append(Self.sixDigits(row.rate))
            cells.append(row.krw.map { homeText($0) } ?? "-")
            cells.append(row.change.map(ChangeText.percent) ?? "-")
        }
        // Each cell's width once (padding needs it again), and each line built
        // in one byte buffer, made a string once: appending padded strings cost
        // as much as all the numbers' formatting.
        let cellWidths = cells.map { DisplayWidth.of($0) }
        var widths = [0, 0, 0, 0, 0]
        for (index, width) in cellWidths.enumerated() { widths[index % 5] = max(widths[index % 5], width) }
        let kept =
            width.map { ColumnFit.kept(widths: widths, dropOrder: Self.dropOrder, width: $0) } ?? [
                0, 1, 2, 3, 4,
            ]
        let last = kept.last ?? 4
        var lines = [header(language: language)]
        var line: [UInt8] = []
        line.reserveCapacity(128)
        for index in 0...rows.count {
            line.removeAll(keepingCapacity: true)
            for column in kept {
                let cell = 5 * index + column
                let gap = widths[column] - cellWidths[cell]
                // Painted after padding: the escape bytes must not count as width.
                if column == 4, index > 0, let value = rows[index - 1].change, !value.isZero {
                    var padded = String(repeating: " ", count: max(0, gap))
                    padded += cells[cell]
                    line.append(contentsOf: ChangeText.paint(padded, value, palette: palette).utf8)
                    continue
                }
                Self.append(cells[cell], padded: gap, alignRight: column >= 2, to: &line)
                if column < last {
                    line.append(0x20)
                    line.append(0x20)
                }
            }
            while line.last == 0x20 { line.removeLast() }
            lines.append(String(decoding: line, as: UTF8.self))
        }
        if let dated { lines.append(DatedText.line(dated, language: language)) }
        if kept.count < 5 {
            let left = Self.dropOrder.filter { !kept.contains($0) }.map { cells[$0] }
            lines.append(palette.faint(ColumnFit.leftOutNote(left)(language)))
        }
        return lines
    }

    /// Appends `text`'s bytes with `gap` spaces after them (before them when
    /// `alignRight`): `DisplayWidth.pad(text, to: width, alignRight:)` where
    /// `gap` is the width less the text's own.
    static func append(_ text: String, padded gap: Int, alignRight: Bool, to line: inout [UInt8]) {
        if !alignRight { line.append(contentsOf: text.utf8) }
        if gap > 0 { line.append(contentsOf: repeatElement(0x20, count: gap)) }
        if alignRight { line.append(contentsOf: text.utf8) }
    }

    func json(language: Language) -> String {
        let items = rows.map { row -> String in
            var writer = JSONWriter()
            writer.string("code", row.currency.code)
            writer.string("name", row.currency.name(in: language))
            writer.string("country", row.currency.country(in: language))
            writer.number("rate", raw: NumberText.json(row.rate))
            if let krw = row.krw {
                writer.number("home", raw: NumberText.json(krw))
                writer.number("homePer", raw: String(row.per))
                // The names before the home currency could be chosen; kept for scripts.
                if home.code == "KRW" {
                    writer.number("krw", raw: NumberText.json(krw))
                    writer.number("krwPer", raw: String(row.per))
                }
            }
            // A signed fraction (0.0014 = +0.14%), as the bank quotes' changeRate; null without a previous table.
            writer.number("changeRate", raw: row.change.map { NumberText.json($0) } ?? "null")
            if !won.isEmpty, home.code == "KRW" {
                writer.string(
                    "krwSource", row.source.map { $0 == .provider ? "provider" : "bank" } ?? "provider")
            }
            return writer.finish()
        }
        var writer = JSONWriter()
        writer.string("kind", "rates")
        writer.string("base", base.code)
        writer.string("home", home.code)
        writer.string("source", rates.source.rawValue)
        writer.string("provider", rates.provider)
        writer.string("ratesTime", TimeText.iso8601(rates.table.time))
        if let dated {
            writer.string("date", dated.requested.isoText)
            writer.string("rateDate", dated.rateDay.isoText)
        }
        if !won.isEmpty, home.code == "KRW" {
            // SPEC §7: which source answers the won now, and the bank behind the rule.
            let bank = answeringBank
            writer.string("krwSource", bank == nil ? "provider" : "bank")
            if let bank {
                writer.string("bank", bank.rawValue)
                let time = won.values.filter(\.isBank).map(\.time).max() ?? now
                writer.string("bankTime", TimeText.iso8601(time))
            }
        }
        writer.raw(
            "previousRatesTime", previous.map { JSONWriter.quote(TimeText.iso8601($0.time)) } ?? "null")
        writer.raw("rates", "[" + items.joined(separator: ",") + "]")
        return writer.finish()
    }
}
