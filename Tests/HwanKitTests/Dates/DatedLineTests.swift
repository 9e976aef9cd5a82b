import Foundation
import Testing

@testable import HwanCatalog
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSupport

/// Dated lines through a whole session (SPEC §12), offline, on the fixed
/// clock of `SessionHarness` (2026-04-03 in Seoul): the bundled ECB rates of
/// the day, the day used and its source in every output mode.
@Suite("Dated lines")
struct DatedLineTests {
    static func reply(_ line: String, _ language: Language = .en, _ mode: OutputMode = .human) throws -> Reply
    {
        try SessionHarness.session(language: language, mode: mode, sharedCache: true).execute(line)
    }

    @Test("a conversion on a day names the day and the source, and uses that day's ECB figures")
    func conversionOnADay() throws {
        let human = try Self.reply("100 USD to KRW on 2024-03-04", .ko)
        #expect(human.error == nil)
        #expect(human.output.last == "2024-03-04 (월) ECB 기준환율")
        let terse = try Self.reply("100 USD to KRW on 2024-03-04", .en, .terse)
        #expect(terse.output.count == 1 && terse.error == nil)
        let json = try Self.reply("2024-03-03 100 USD to KRW", .en, .json)
        let line = try #require(json.output.first)
        #expect(line.contains("\"date\":\"2024-03-03\""))
        #expect(line.contains("\"rateDate\":\"2024-03-01\""))
        #expect(line.contains("\"source\":\"bundled\""))
        let weekend = try Self.reply("2024-03-03 100 USD to KRW")
        #expect(weekend.output.last?.hasPrefix("2024-03-03 (Sun) → 2024-03-01 (Fri) ECB rates") == true)
    }

    @Test("the rate of a day equals the ECB's cross rate exactly")
    func exactRate() throws {
        let json = try Self.reply("1 USD to KRW on 2024-03-04", .en, .json)
        let body = try JSONParser.parse(TestFiles.fixture("history/frankfurter-v1-2024-03-04.json"))
        let usd = try #require(body["rates"]?["USD"]?.decimalValue)
        let krw = try #require(body["rates"]?["KRW"]?.decimalValue)
        let expected = try ExactFraction(numerator: krw, denominator: usd)
        let line = try #require(json.output.first)
        let rate = try JSONParser.parse(line)["rate"]
        #expect(rate == .number(NumberText.json(expected)))
    }

    @Test("a currency the ECB lacks that day, and days out of range, are errors saying so")
    func errors() throws {
        let missing = try Self.reply("100 USD to VND on 2024-03-04")
        #expect(missing.error?.contains("ECB 2024-03-04") == true)
        let before = try Self.reply("100 USD to KRW on 1998-12-31")
        #expect(before.error?.contains("1999-01-04") == true)
        let future = try Self.reply("100 USD to KRW on 2026-04-04")
        #expect(future.error?.contains("in the future") == true)
        let invalid = try Self.reply("100 USD to KRW on 2026-02-30")
        #expect(invalid.error?.contains("no such date") == true)
    }

    @Test("today's date uses the normal table")
    func todayIsTheNormalTable() throws {
        let dated = try Self.reply("100 USD to KRW today", .en, .json)
        let plain = try Self.reply("100 USD to KRW", .en, .json)
        #expect(dated.output == plain.output)
    }

    /// Dated forms and the day each names on 2026-04-03 (a Friday) in Seoul.
    static let dates: [(String, String)] = [
        ("2024-03-04", "2024-03-04"), ("2024.03.04", "2024-03-04"), ("2024/03/04", "2024-03-04"),
        ("2024년 3월 4일", "2024-03-04"), ("3월 4일", "2026-03-04"), ("작년 3월 4일", "2025-03-04"),
        ("어제", "2026-04-02"), ("그저께", "2026-04-01"), ("3일 전", "2026-03-31"), ("지난주 금요일", "2026-03-27"),
        ("작년 오늘", "2025-04-03"), ("yesterday", "2026-04-02"), ("3 days ago", "2026-03-31"),
        ("last Friday", "2026-03-27"), ("2008-10-24", "2008-10-24"),
    ]
    static let conversions: [(String, String, String)] = [
        ("100 USD to KRW", "USD", "KRW"), ("100달러 원으로", "USD", "KRW"), ("1 EUR in JPY", "EUR", "JPY"),
        ("50 GBP -> KRW", "GBP", "KRW"), ("3만 엔 to 원", "JPY", "KRW"),
    ]

    @Test("seeded: dates crossed with conversions, leading or after on, answer at that day's ECB rates")
    func crossed() throws {
        var random = SeededGenerator(seed: 0xD47E_D11E)
        let session = try SessionHarness.session(language: .en, mode: .json, sharedCache: true)
        for _ in 0..<300 {
            let (date, day) = Self.dates.randomElement(using: &random)!
            let (conversion, from, to) = Self.conversions.randomElement(using: &random)!
            let line = Bool.random(using: &random) ? date + " " + conversion : conversion + " on " + date
            let reply = session.execute(line)
            let output = try #require(reply.output.first, "\(line): \(reply.error ?? "")")
            let json = try JSONParser.parse(output)
            #expect(json["date"]?.stringValue == day, "\(line)")
            let rateDay = try #require(
                json["rateDate"]?.stringValue.flatMap { CalendarDate(isoText: Substring($0)) })
            #expect(!rateDay.isWeekend && rateDay.isoText <= day, "\(line)")
            let dated = DatedRates(cacheDirectory: nil, http: nil, offline: true)
            let answer = try dated.answer(
                for: CalendarDate(isoText: Substring(day))!, today: CalendarDate(isoText: "2026-04-03")!)
            let expected = try #require(answer.table.rate(from: from, to: to))
            #expect(json["rate"] == .number(NumberText.json(expected)), "\(line)")
        }
    }
}

/// `rates` on a day (SPEC §12).
@Suite("Dated rates tables")
struct DatedRatesTableTests {
    @Test("rates on a day, with a base, in each mode, is that day's ECB table and says so")
    func ratesOnADay() throws {
        for line in ["rates on 2024-03-04", "rates 2024-03-04 per EUR", "rates USD 2024-03-04"] {
            let human = try DatedLineTests.reply(line)
            #expect(human.error == nil, "\(line)")
            #expect(human.output.last == "2024-03-04 (Mon) ECB rates", "\(line)")
        }
        let json = try DatedLineTests.reply("rates JPY on 2024-03-03", .en, .json)
        let table = try JSONParser.parse(try #require(json.output.first))
        #expect(table["date"]?.stringValue == "2024-03-03" && table["rateDate"]?.stringValue == "2024-03-01")
        let body = try JSONParser.parse(
            TestFiles.fixture("history/frankfurter-v1-2024-03-03-weekend-answers-2024-03-01.json"))
        let usd = try #require(body["rates"]?["USD"]?.decimalValue)
        let jpy = try #require(body["rates"]?["JPY"]?.decimalValue)
        guard case .array(let rows)? = table["rates"], let row = rows.first else {
            Issue.record("no rows")
            return
        }
        #expect(row["rate"] == .number(NumberText.json(try ExactFraction(numerator: jpy, denominator: usd))))
        let before = try DatedLineTests.reply("rates on 1990-01-01")
        #expect(before.error?.contains("1999-01-04") == true)
    }
}
