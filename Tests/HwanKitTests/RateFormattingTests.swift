import Foundation
import HwanKit
import Testing

/// SPEC §3: one rate reads the same in every view: the KRW column of `rates`
/// (wide and narrow), the `watch rates` board (wide and narrow), `history`,
/// all with two decimals as banks print them, and JSON with every digit.
@Suite("One rate, one text in every view")
struct RateFormattingTests {
    static let codes = ["JPY", "EUR", "VND", "GBP", "CHF", "IDR"]

    /// The fixture's table with KRW and the codes above set to seeded values
    /// of 4 to 10 decimals (its time unchanged).
    static func body(using random: inout SeededGenerator) throws -> [UInt8] {
        var text = String(decoding: TestFiles.fixture("open-er-api-USD-2026-04-03.json"), as: UTF8.self)
        func value(_ low: Int, _ high: Int) -> String {
            let whole = Int.random(in: low...high, using: &random)
            let digits = Int.random(in: 4...10, using: &random)
            var fraction = ""
            for _ in 0..<digits { fraction += String(Int.random(in: 0...9, using: &random)) }
            return "\(whole).\(fraction)1"
        }
        let ranges: [String: (Int, Int)] = [
            // (JPY kept under 10 won: `history` quotes it per 100 only then.)
            "KRW": (900, 1499), "JPY": (150, 199), "EUR": (1, 1), "VND": (20000, 29999), "GBP": (1, 1),
            "CHF": (1, 1), "IDR": (14000, 19999),
        ]
        for (code, range) in ranges.sorted(by: { $0.key < $1.key }) {
            let pattern = try NSRegularExpression(pattern: "\"\(code)\":\\s*[0-9.eE+-]+")
            let whole = NSRange(text.startIndex..., in: text)
            text = pattern.stringByReplacingMatches(
                in: text, range: whole, withTemplate: "\"\(code)\": \(value(range.0, range.1))")
        }
        return Array(text.utf8)
    }

    /// A session over `body`, saved with one earlier table (for history's two points).
    static func session(_ body: [UInt8], mode: OutputMode) throws -> (Session, RateService) {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(body, fetchedAt: SessionHarness.fixtureTime + 60, in: dir)
        let table = try ProviderDecoder.decode(body, provider: .openERAPI).table
        let history = RateHistory(directory: CacheDirectory(dir))
        let earlier = try SessionHarness.earlierTable(hoursBefore: 48, [:])
        history.append(earlier, now: SessionHarness.now)
        history.append(HistoryEntry(provider: "open-er-api", table: table), now: SessionHarness.now)
        let service = RateService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { SessionHarness.now },
            settings: ProviderSettings(id: .openERAPI), offline: true, zone: .kst)
        return (Session(language: .en, mode: mode, rateService: service, zone: .kst), service)
    }

    /// `12,345.678` rounded half-up to two decimals with separators, from JSON's every digit.
    static func twoDecimals(_ json: String) -> String {
        var value = Decimal(string: json)!
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        return formatter.string(from: rounded as NSDecimalNumber)!
    }

    static func row(_ lines: [String], _ code: String) -> [String]? {
        lines.first { $0.hasPrefix(code + " ") }.map { $0.split(separator: " ").map(String.init) }
    }

    @Test(
        "25 seeded tables × 6 currencies: rates, a narrow rates, watch wide and narrow and history print JSON's rate rounded the same"
    )
    func views() throws {
        var random = SeededGenerator(seed: 305)
        for _ in 0..<25 {
            let body = try Self.body(using: &random)
            let (json, _) = try Self.session(body, mode: .json)
            let (human, service) = try Self.session(body, mode: .human)
            let object = try #require(json.execute("rates " + Self.codes.joined(separator: " ")).output.first)
            let parsed = try JSONParser.parse(object)
            guard case .array(let rows)? = parsed["rates"] else {
                Issue.record("no rows: \(object)")
                continue
            }
            let wide = human.execute("rates " + Self.codes.joined(separator: " ")).output
            human.width = 34
            let narrow = human.execute("rates " + Self.codes.joined(separator: " ")).output
            let board = RatesBoardSource(service: service, codes: Self.codes, home: "KRW")
            board.update(now: SessionHarness.now)
            let boardWide = board.panel(width: 200, language: .en, palette: .plain, now: SessionHarness.now)
                .table
            let boardNarrow = board.panel(width: 34, language: .en, palette: .plain, now: SessionHarness.now)
                .table
            human.width = nil
            for row in rows {
                let code = try #require(row["code"]?.stringValue)
                guard case .number(let krw)? = row["krw"] else {
                    Issue.record("\(code): no krw in \(object)")
                    continue
                }
                let expected = Self.twoDecimals(krw)
                for (view, lines) in [
                    ("rates", wide), ("narrow rates", narrow), ("watch", boardWide),
                    ("narrow watch", boardNarrow),
                ] {
                    let cells = try #require(Self.row(lines, code), "\(view) \(code): \(lines)")
                    #expect(cells.contains(expected), "\(view) \(code): \(cells) lacks \(expected)")
                }
                let history = human.execute("history \(code)").output
                let last = try #require(
                    history.last { $0.hasPrefix("2026-04-03") }, "history \(code): \(history)")
                #expect(
                    last.split(separator: " ").contains(Substring(expected)),
                    "history \(code): \(last) lacks \(expected)")
            }
        }
    }
}
