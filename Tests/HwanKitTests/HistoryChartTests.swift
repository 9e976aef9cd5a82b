import Foundation
import Testing

@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `history` on a screen (SPEC §12): a plot of several lines fitted to the
/// width, its axis labelled at the minimum and maximum, the first and last
/// dates under it, the highest and lowest days marked.
@Suite("History chart on a screen")
struct HistoryChartTests {
    static let widths = [40, 80, 120]

    @Test("golden: the chart and the table at 40, 80 and 120 columns; every line within the width")
    func golden() throws {
        var text = ""
        for width in Self.widths {
            for (language, lines) in [
                (Language.en, ["history USD KRW 2024-01-02..2024-01-31", "history EUR USD 10y"]),
                (Language.ko, ["history 엔 2023-01-01..2023-12-31", "추이 USD 3"]),
            ] {
                let session = try SessionHarness.session(language: language, sharedCache: true)
                session.width = width
                text += "# COLUMNS \(width), \(language.rawValue)\n"
                for line in lines {
                    text += "> \(line)\n"
                    let reply = session.execute(line)
                    #expect(reply.error == nil, "\(reply.error ?? "")")
                    for output in reply.output {
                        #expect(DisplayWidth.ofVisible(output) <= width, "\(width): \(output)")
                        text += output + "\n"
                    }
                }
            }
        }
        let (actual, expected) = SessionHarness.check(text, against: "history-chart.txt")
        #expect(actual == expected)
    }

    @Test("a pipe keeps the one-line chart, and --json and -t the points, whatever the width")
    func otherModes() throws {
        let piped = try SessionHarness.session(language: .en, sharedCache: true)
        let line = try #require(piped.execute("history USD KRW 2024-01-02..2024-01-31").output.last)
        #expect(line.hasPrefix("▂▁▁") && line.contains("min 1,309.46 · max 1,345.14"), "\(line)")
        let terse = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        terse.width = 40
        #expect(terse.execute("history USD KRW 2024-01-02..2024-01-31").output.count == 22)
    }

    @Test("resampling keeps every point when there are columns enough, and the extremes always")
    func resampling() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<500 {
            let count = Int.random(in: 2...4000, using: &generator)
            let columns = Int.random(in: 2...200, using: &generator)
            let low = Int.random(in: 0..<count, using: &generator)
            var high = Int.random(in: 0..<count, using: &generator)
            if high == low { high = (low + 1) % count }
            let shown = HistoryChart.resampled(count: count, columns: columns, low: low, high: high)
            #expect(shown.count == columns)
            #expect(shown.contains(low) && shown.contains(high), "\(count) \(columns) \(low) \(high)")
            if count <= columns { #expect(Set(shown) == Set(0..<count)) }
        }
    }

    /// A random series of `count` daily points of `code` in `base`.
    static func series(
        code: String, base: String, count: Int, scale: Int, generator: inout SeededGenerator
    ) -> HistorySeries {
        let start: Int64 = 1_700_000_000
        var value = Int.random(in: 1_000...9_000_000, using: &generator)
        let points = (0..<count).map { index -> HistorySeries.Point in
            value = max(1, value + Int.random(in: -90_000...90_000, using: &generator))
            let rate = ExactFraction(ExactDecimal(value).scaled(byPowerOfTen: -scale))
            return HistorySeries.Point(time: start + Int64(index) * 86_400, rate: rate, provider: "ecb")
        }
        return HistorySeries(code: code, base: base, points: points, olderPoints: 0)
    }

    @Test(
        "a currency quoted per 100 in rates is per 100 in history whatever its worth; others only under 10 won"
    )
    func perHundredAsRates() {
        var generator = SeededGenerator(seed: 0x100)
        for round in 0..<60 {
            let code = ["JPY", "IDR", "VND", "USD", "THB", "EUR"][round % 6]
            // scale 3 puts the rates from 1 to 9,000 won: below and above 10.
            let series = Self.series(code: code, base: "KRW", count: 5, scale: 3, generator: &generator)
            let text = HistoryText(series: series, days: 5, zone: .kst)
            let cheap = series.points.map(\.rate).max()! < ExactFraction(10)
            let expected = ["JPY", "IDR", "VND"].contains(code) || cheap ? 100 : 1
            #expect(text.per == expected, "\(code) max \(series.points.map(\.rate).max()!)")
        }
        let yen = HistorySeries(
            code: "JPY", base: "KRW",
            points: [
                .init(time: 1_600_000_000, rate: ExactFraction(11), provider: "ecb"),
                .init(time: 1_600_086_400, rate: ExactFraction(12), provider: "ecb"),
            ], olderPoints: 0)
        #expect(HistoryText(series: yen, days: 2, zone: .kst).number(ExactFraction(11)) == "1,100.00")
    }

    @Test(
        "seeded: random series and widths 30–200 fit every line, and the axis shows the series' min and max")
    func property() {
        var generator = SeededGenerator(seed: 0xC4A7)
        let pairs = [
            ("USD", "KRW", 3), ("JPY", "KRW", 5), ("KRW", "USD", 9), ("EUR", "JPY", 4), ("USD", "GBP", 7),
        ]
        for round in 0..<300 {
            let (code, base, scale) = pairs[round % pairs.count]
            let count = Int.random(in: 2...(round % 7 == 0 ? 3000 : 120), using: &generator)
            let width = Int.random(in: 30...200, using: &generator)
            let series = Self.series(
                code: code, base: base, count: count, scale: scale, generator: &generator)
            let language: Language = round % 2 == 0 ? .en : .ko
            var reply = Reply()
            HumanRenderer(language: language, palette: .plain, zone: .kst, width: width)
                .render(.history(series, days: count), into: &reply)
            for line in reply.output {
                #expect(DisplayWidth.ofVisible(line) <= width, "width \(width): \(line)")
            }
            let labelled = reply.output.filter { $0.contains(" ┤") }
            #expect(labelled.count == 2)
            let text = HistoryText(series: series, days: count, zone: .kst)
            let rates = series.points.map(\.rate)
            let high = text.number(rates.max()!)
            let low = text.number(rates.min()!)
            // KRW: two decimals; any other base: six significant digits (SPEC §3), within half a unit of the last.
            if base == "KRW" {
                #expect(high.split(separator: ".").last?.count == 2)
            } else {
                #expect(high.filter(\.isNumber).drop { $0 == "0" }.count <= 6)
                let shown = ExactFraction(ExactDecimal(high.filter { $0 != "," })!)
                let error = (shown - rates.max()!).magnitude
                #expect(error * ExactFraction(200_000) <= rates.max()!, "\(high) \(rates.max()!)")
            }
            #expect(
                labelled.first.map { $0.split(separator: " ┤")[0].trimmingCharacters(in: .whitespaces) }
                    == high)
            #expect(
                labelled.last.map { $0.split(separator: " ┤")[0].trimmingCharacters(in: .whitespaces) } == low
            )
            let marks = reply.output.first { $0.contains("▲") && $0.contains("▼") && !$0.contains("·") }
            #expect(marks != nil || high == low)
        }
    }
}
