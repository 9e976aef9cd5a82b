/// How `RatesBoard` reads: the text and JSON of every output mode.
extension RatesBoard {
    static func sixDigits(_ value: ExactFraction) -> String {
        DecimalFormatting.significant(value, digits: 6, grouping: true)
    }

    /// The home column: KRW with two decimals as banks print it (`946.32`, SPEC
    /// §3), other home currencies with six significant digits.
    func homeText(_ value: ExactFraction, grouping: Bool = true) -> String {
        home.code == "KRW"
            ? DecimalFormatting.fixed(value, fractionDigits: 2, grouping: grouping)
            : DecimalFormatting.significant(value, digits: 6, grouping: grouping)
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

    func lines(language: Language, palette: Palette = .plain) -> [String] {
        let ko = language == .ko
        var table: [[String]] = [
            [ko ? "통화" : "code", ko ? "이름" : "name", "1 \(base.code)", home.code, ko ? "변동" : "change"]
        ]
        let rows = rows
        for row in rows {
            let code = row.per == 1 ? row.currency.code : row.currency.code + " " + row.per.decimalText
            table.append([
                code, row.currency.name(in: language), Self.sixDigits(row.rate),
                row.krw.map { homeText($0) } ?? "-", row.change.map(ChangeText.percent) ?? "-",
            ])
        }
        // Each cell's width once (padding needs it again), and each line built
        // in one string: `DisplayWidth.pad` made two strings a cell.
        let cellWidths = table.map { cells in cells.map { DisplayWidth.of($0) } }
        let widths = (0..<5).map { column in cellWidths.map { $0[column] }.max() ?? 0 }
        var lines = [header(language: language)]
        for (index, cells) in table.enumerated() {
            let cellWidth = cellWidths[index]
            var change = ""
            Self.append(cells[4], padded: widths[4] - cellWidth[4], alignRight: true, to: &change)
            // Painted after padding: the escape bytes must not count as width.
            if index > 0, let value = rows[index - 1].change {
                change = ChangeText.paint(change, value, palette: palette)
            }
            var line = ""
            Self.append(cells[0], padded: widths[0] - cellWidth[0], alignRight: false, to: &line)
            line += "  "
            Self.append(cells[1], padded: widths[1] - cellWidth[1], alignRight: false, to: &line)
            line += "  "
            Self.append(cells[2], padded: widths[2] - cellWidth[2], alignRight: true, to: &line)
            line += "  "
            Self.append(cells[3], padded: widths[3] - cellWidth[3], alignRight: true, to: &line)
            line += "  "
            line += change
            lines.append(TextTable.trimmingTrailingSpaces(line))
        }
        return lines
    }

    /// Appends `text` with `gap` spaces after it (before it when `alignRight`):
    /// `DisplayWidth.pad(text, to: width, alignRight:)` where `gap` is the
    /// width less the text's own, appended in place.
    static func append(_ text: String, padded gap: Int, alignRight: Bool, to line: inout String) {
        if !alignRight { line += text }
        if gap > 0 {
            if gap <= spaces.utf8.count {
                // The Substring overload: `+=` takes the generic Sequence one.
                line.append(contentsOf: spaces[..<spaces.utf8.index(spaces.startIndex, offsetBy: gap)])
            } else {
                line += String(repeating: " ", count: gap)
            }
        }
        if alignRight { line += text }
    }

    /// Sixty-four spaces, a literal (no string made to hold them).
    private static var spaces: String { "                                                                " }

    func json(language: Language) -> String {
        let items = rows.map { row -> String in
            var writer = JSONWriter()
            writer.string("code", row.currency.code)
            writer.string("name", row.currency.name(in: language))
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
