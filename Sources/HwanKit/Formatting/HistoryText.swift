/// How `history` reads (SPEC §8, §12): a header, a short table of date, rate
/// and change, and a chart with the minimum, the maximum and the change over
/// the period; or the points as JSON. On a screen (`width`) the chart is a plot
/// of several lines fitted to it (`HistoryChart`) and the table gives up its
/// change column, then the times of its dates, when it would be wider; in a
/// pipe it is one line of blocks. Pure: the series, the time zone, the palette
/// and the width come in.
public struct HistoryText {
    public let series: HistorySeries
    public let days: Int
    public let zone: LocalZone
    public var palette: Palette = .plain
    /// The screen's columns; nil in a pipe.
    public var width: Int?

    /// Rows the table shows at most; the chart shows every point.
    public static let maximumRows = 10

    public init(
        series: HistorySeries, days: Int, zone: LocalZone, palette: Palette = .plain, width: Int? = nil
    ) {
        self.series = series
        self.days = days
        self.zone = zone
        self.palette = palette
        self.width = width
    }

    /// A point's day in the zone (`2024-01-02`).
    func day(_ time: Int64) -> String {
        String(TimeText.minutes(time, offset: zone.offset(time).seconds).prefix(10))
    }

    /// 100 when the pair is quoted per 100 units, as `rates` quotes it: Korean
    /// banks quote JPY, IDR and VND in KRW per 100 whatever their worth, and
    /// any other currency worth under 10 won.
    var per: Int {
        guard series.base == "KRW", series.code != "KRW" else { return 1 }
        if Currency.quotedPerHundred.contains(series.code) { return 100 }
        guard let high = series.maximum, high < ExactFraction(10) else { return 1 }
        return 100
    }

    /// As `rates` prints the same rate (SPEC §3): in KRW two decimals, as banks
    /// print it; in any other currency six significant digits.
    func number(_ rate: ExactFraction) -> String {
        let value = rate * ExactFraction(per)
        return series.base == "KRW"
            ? DecimalFormatting.fixed(value, fractionDigits: 2, grouping: true)
            : DecimalFormatting.significant(value, digits: 6, grouping: true)
    }

    /// The points the table shows: all of them up to `maximumRows`, else evenly
    /// spread ones, always the first and the last.
    var rowIndices: [Int] {
        let count = series.points.count
        guard count > Self.maximumRows else { return Array(0..<count) }
        let last = Self.maximumRows - 1
        return (0...last).map { $0 * (count - 1) / last }
    }

    public func lines(language: Language) -> [String] {
        let ko = language == .ko
        let points = series.points
        let pair = per == 1 ? "\(series.code) → \(series.base)" : "\(series.code) 100 → \(series.base)"
        let providers = series.providers.joined(separator: ", ")
        let period = series.period.map { $0.lowerBound.isoText + ".." + $0.upperBound.isoText }
        var lines = [
            Localized(
                ko: "\(pair) 추이 · \(period ?? "최근 \(days)일") · 기록 \(points.count)개 · \(providers)",
                en:
                    "\(pair) · \(period ?? "last \(days) \(days == 1 ? "day" : "days")") · \(points.count) points · \(providers)"
            )(
                language)
        ]
        let abbreviation = points.last.map { zone.offset($0.time).abbreviation } ?? "UTC"
        var table: [[String]] = [
            [(ko ? "날짜" : "date") + " (\(abbreviation))", ko ? "환율" : "rate", ko ? "변동" : "change"]
        ]
        var changes: [ExactFraction?] = [nil]
        var previous: ExactFraction?
        for index in rowIndices {
            let point = points[index]
            let change = previous.flatMap { ExactFraction.relativeChange(from: $0, to: point.rate) }
            table.append([
                TimeText.minutes(point.time, offset: zone.offset(point.time).seconds), number(point.rate),
                change.map(ChangeText.percent) ?? "-",
            ])
            changes.append(change)
            previous = point.rate
        }
        // On a screen: the change column goes when the table would be wider, then the times.
        var columns = 3
        var widths = (0..<3).map { column in table.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        if let width {
            if widths[0] + widths[1] + widths[2] + 4 > width { columns = 2 }
            if columns == 2 && widths[0] + widths[1] + 2 > width {
                for row in table.indices.dropFirst() { table[row][0] = String(table[row][0].prefix(10)) }
                table[0][0] = ko ? "날짜" : "date"
                widths[0] = table.map { DisplayWidth.of($0[0]) }.max() ?? 0
            }
        }
        for (row, cells) in table.enumerated() {
            var line =
                DisplayWidth.pad(cells[0], to: widths[0]) + "  "
                + DisplayWidth.pad(cells[1], to: widths[1], alignRight: true)
            if columns == 3 {
                var change = DisplayWidth.pad(cells[2], to: widths[2], alignRight: true)
                if let value = changes[row] { change = ChangeText.paint(change, value, palette: palette) }
                line += "  " + change
            }
            lines.append(TextTable.trimmingTrailingSpaces(line))
        }
        guard let low = series.minimum, let high = series.maximum else { return lines }
        let change =
            series.change.map { ChangeText.paint(ChangeText.percent($0), $0, palette: palette) } ?? "-"
        if let width {
            let chart = HistoryChart(
                values: points.map(\.rate), dates: points.map { day($0.time) }, label: number)
            lines += chart.lines(width: width)
            if let (lowIndex, highIndex) = chart.extremes {
                let highDay = day(points[highIndex].time)
                let lowDay = day(points[lowIndex].time)
                lines.append(
                    Localized(
                        ko:
                            "▲ 최고 \(number(high)) (\(highDay)) · ▼ 최저 \(number(low)) (\(lowDay)) · 기간 변동 \(change)",
                        en:
                            "▲ max \(number(high)) (\(highDay)) · ▼ min \(number(low)) (\(lowDay)) · change \(change)"
                    )(
                        language))
            }
            return lines
        }
        let chart = Sparkline.render(points.map(\.rate))
        lines.append(
            Localized(
                ko: "\(chart)  최저 \(number(low)) · 최고 \(number(high)) · 기간 변동 \(change)",
                en: "\(chart)  min \(number(low)) · max \(number(high)) · change \(change)")(language))
        return lines
    }

    /// One line per point for scripts: the time (ISO 8601 UTC) and the rate per one CODE.
    public func terseLines() -> [String] {
        series.points.map { TimeText.iso8601($0.time) + " " + NumberText.terse($0.rate) }
    }

    /// `{"kind":"history","code":..,"base":..,"points":[{"time":..,"rate":..},...]}`, plus
    /// the period, its minimum, maximum and change (a signed fraction), and the providers.
    public func json() -> String {
        let points = series.points.map { point -> String in
            var writer = JSONWriter()
            writer.string("time", TimeText.iso8601(point.time))
            writer.number("rate", raw: NumberText.json(point.rate))
            writer.string("provider", point.provider)
            return writer.finish()
        }
        var writer = JSONWriter()
        writer.string("kind", "history")
        writer.string("code", series.code)
        writer.string("base", series.base)
        writer.number("days", raw: String(days))
        writer.raw("points", "[" + points.joined(separator: ",") + "]")
        writer.number("min", raw: series.minimum.map { NumberText.json($0) } ?? "null")
        writer.number("max", raw: series.maximum.map { NumberText.json($0) } ?? "null")
        writer.number("changeRate", raw: series.change.map { NumberText.json($0) } ?? "null")
        return writer.finish()
    }
}
