import Foundation
import Testing

@testable import HwanKit
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// `csv FILE --date COL --amount COL --from CODE --to CODE` (SPEC §12) through
/// a session on the harness's clock (2026-04-03 in Seoul), offline: each row is
/// the dated line `DATE<TAB>AMOUNT FROM to TO`, and a bad row is reported on its row.
@Suite("CSV rows at their own day's rates")
struct CSVCommandTests {
    static func request(_ words: [String]) throws -> CSVRequest { try CSVRequest.parse(words) }

    /// Every data row's reply in `mode`.
    static func replies(_ text: String, _ words: [String], mode: OutputMode, language: Language = .en) throws
        -> [Reply]
    {
        let session = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let request = try request(words)
        var table = try CSVTable(bytes: Array(text.utf8), request: request)
        var replies: [Reply] = []
        while let row = table.next() {
            var reply = Reply()
            session.csvReply(row, request: request, into: &reply)
            replies.append(reply)
        }
        return replies
    }

    static let usdKRW = ["t.csv", "--date", "Date", "--amount", "Amount", "--from", "USD", "--to", "KRW"]

    @Test("a row per line in each mode: the day, the amount, the result, the rate's day and source")
    func modes() throws {
        let text = "Date,Amount\n2024-03-04,\"1,234.50\"\n2024-03-03,100\n"
        let human = try Self.replies(text, Self.usdKRW, mode: .human)
        #expect(
            human.map(\.output) == [
                ["2024-03-04 (Mon)  1,234.50 USD = 1,644,642 KRW · ECB 2024-03-04 (Mon)"],
                ["2024-03-03 (Sun)  100 USD = 133,562 KRW · ECB 2024-03-01 (Fri), the last day before"],
            ])
        let korean = try Self.replies(text, Self.usdKRW, mode: .human, language: .ko)
        #expect(
            korean[1].output == [
                "2024-03-03 (일)  100 USD = 133,562원 (13만 3,562원) · ECB 2024-03-01 (금) 기준환율 (그날 고시 없음: 직전 고시일)"
            ])
        let terse = try Self.replies(text, Self.usdKRW, mode: .terse)
        #expect(terse.map(\.output) == [["1644641.73889"], ["133562.378618"]])
        let json = try Self.replies(text, Self.usdKRW, mode: .json)
        let object = try JSONParser.parse(try #require(json[1].output.first))
        #expect(object["row"] == .number("3"))
        #expect(object["date"]?.stringValue == "2024-03-03")
        #expect(object["rateDate"]?.stringValue == "2024-03-01")
        #expect(object["source"]?.stringValue == "bundled")
        #expect(object["kind"]?.stringValue == "currency")
        #expect(object["from"]?.stringValue == "USD" && object["to"]?.stringValue == "KRW")
    }

    @Test("bad rows are reported on their row with a code, and the rows after them still print")
    func badRows() throws {
        let text =
            "Date,Amount\nbad,1\n2024-03-04,1.2.3\n1998-12-31,5\n2024-03-04\n2024-03-04,7\n\"open,8\n"
        let json = try Self.replies(text, Self.usdKRW, mode: .json)
        let objects = try json.map { try JSONParser.parse(try #require($0.output.first)) }
        let codes = objects.map { $0["error"]?["code"]?.stringValue ?? "ok" }
        #expect(
            codes == [
                "invalid_date", "invalid_amount", "date_out_of_range", "missing_field", "ok",
                "unclosed_quote",
            ])
        let rows = objects.map { $0["error"]?["row"] ?? $0["row"] }
        #expect(rows == (2...7).map { .number(String($0)) })
        let human = try Self.replies(text, Self.usdKRW, mode: .human)
        #expect(human.map { $0.error == nil } == [false, false, false, false, true, false])
        #expect(human[0].error == "'bad' is not a date (e.g. 2024-03-04)")
        #expect(human.allSatisfy { ($0.status == .success) == ($0.error == nil) })
    }

    @Test("control characters of a field never reach the terminal")
    func controlCharacters() throws {
        let text = "Date,Amount\n\"2024-03-04\u{1B}[2J\",1\n2024-03-04,\"\u{202E}12\"\n"
        let human = try Self.replies(text, Self.usdKRW, mode: .human)
        for reply in human {
            let error = try #require(reply.error)
            #expect(!error.unicodeScalars.contains { TerminalText.isUnsafe($0) }, "\(error.debugDescription)")
        }
    }

    @Test("the command line: a missing option is usage, an unknown column names the header, codes by name")
    func commandLine() throws {
        func failure(_ words: [String]) -> CSVError? {
            do throws(SessionError) {
                _ = try CSVRequest.parse(words)
                return nil
            } catch {
                if case .csv(let csv) = error { return csv }
                return nil
            }
        }
        #expect(failure(["t.csv", "--date", "1"]) == .usage)
        #expect(
            failure(["t.csv", "--date", "1", "--amount", "2", "--from", "USD", "--to"])
                == .missingValue(option: "--to"))
        #expect(failure(["t.csv", "--date", "1", "--date", "2"]) == .unexpectedWord("--date"))
        #expect(SessionError.csv(.usage).status == .usage)
        let named = try Self.request(["-", "--date=1", "--amount", "2", "--from", "달러", "--to", "엔"])
        #expect(named.from == "USD" && named.to == "JPY" && named.path == "-")
        #expect(throws: CSVError.unknownColumn("Day", header: ["Date", "Amount"])) {
            try CSVTable(
                bytes: Array("Date,Amount\n".utf8),
                request: try Self.request([
                    "f", "--date", "Day", "--amount", "2", "--from", "USD", "--to", "KRW",
                ]))
        }
        #expect(CSVError.unknownColumn("Day", header: ["Date"]).status == .usage)
        #expect(
            CSVError.unknownColumn("Day", header: ["Date", "Amount"]).message(in: .en)
                == "no column 'Day'; the header has: Date, Amount (or a number from 1 to 2)")
        for error in [CSVError.usage, .badDate("x"), .unclosedQuote, .rowTooLong, .notACommandLine] {
            #expect(error.message(in: .ko) != error.message(in: .en))
        }
    }

    @Test("amount fields: thousands separators in groups of three, a sign, a fraction; nothing else")
    func amounts() {
        let good = [
            ("1,234.50", "1234.50"), (" -7 ", "-7"), ("1234567", "1234567"), ("12,345,678", "12345678"),
            ("+3.5", "3.5"), ("0.001", "0.001"),
        ]
        for (field, expected) in good { #expect(CSVField.amount(field) == expected, "\(field)") }
        for field in ["", "1,23", "12,3456", "1.2.3", "abc", "1,234,", "-", "1e5", "$5", "5."] {
            #expect(CSVField.amount(field) == nil, "\(field)")
        }
    }

    @Test("date fields: the date grammar's forms, YYYYMMDD, a time after the day")
    func dates() {
        let today = CalendarDate(isoText: "2026-04-03")!
        for field in [
            "2024-03-04", "2024.03.04", "2024/3/4", "20240304", "2024년 3월 4일", "2024-03-04 10:15",
            "2024-03-04T10:15:00Z", " 2024-03-04 ",
        ] {
            #expect(CSVField.day(field, today: today)?.isoText == "2024-03-04", "\(field)")
        }
        #expect(CSVField.day("어제", today: today)?.isoText == "2026-04-02")
        for field in ["", "2024-02-30", "20241301", "March 4", "2024-03-04 lunch", "4/3/2024"] {
            #expect(CSVField.day(field, today: today) == nil, "\(field)")
        }
    }

    /// One generated file: its text, the words naming its columns, and each data row's
    /// (date, amount) as a dated line would read them, or nil for a row made bad.
    static func generated(_ random: inout SeededGenerator) -> (
        text: String, words: [String], rows: [(String, String)?]
    ) {
        let names = ["Date", "Amount", "Memo", "Account"]
        var order = names
        order.shuffle(using: &random)
        let byName = Bool.random(using: &random)
        let crlf = Bool.random(using: &random)
        let end = crlf ? "\r\n" : "\n"
        var text = Bool.random(using: &random) ? "\u{FEFF}" : ""
        let header = byName || Bool.random(using: &random)
        if header { text += order.joined(separator: ",") + end }
        var rows: [(String, String)?] = []
        let start = CalendarDate(isoText: "2016-01-04")!
        for _ in 0..<Int.random(in: 1...25, using: &random) {
            let day = start.adding(days: Int.random(in: 0..<3650, using: &random))
            let (y, m, d) = day.parts
            let separators = ["-", ".", "/"]
            let separator = separators.randomElement(using: &random)!
            let dateText = String(format: "%04d%@%02d%@%02d", y, separator, m, separator, d)
            let whole = Int.random(in: 0...9_999_999, using: &random)
            let cents = Int.random(in: 0...99, using: &random)
            var amountText = String(whole)
            var grouped = amountText
            if whole >= 1000 {
                grouped = ""
                for (index, digit) in amountText.reversed().enumerated() {
                    if index > 0 && index % 3 == 0 { grouped = "," + grouped }
                    grouped = String(digit) + grouped
                }
            }
            let withCents = Bool.random(using: &random)
            if withCents {
                amountText += String(format: ".%02d", cents)
                grouped += String(format: ".%02d", cents)
            }
            var fields: [String: String] = [
                "Date": dateText, "Amount": Bool.random(using: &random) ? grouped : amountText,
                "Memo": ["lunch, big", "say \"hi\"", "two\nlines", "점심", ""].randomElement(using: &random)!,
                "Account": String(Int.random(in: 1...99, using: &random)),
            ]
            var expected: (String, String)? = (day.isoText, amountText)
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                fields["Date"] = "not a date"
                expected = nil
            case 1:
                fields["Amount"] = "12x"
                expected = nil
            case 2:
                fields["Date"] = "1998-12-31"
                expected = nil
            default: break
            }
            text +=
                order.map { name -> String in
                    let field = fields[name]!
                    let needs = field.unicodeScalars.contains { ",\"\n\r".unicodeScalars.contains($0) }
                    return needs || Bool.random(using: &random)
                        ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
                }.joined(separator: ",") + end
            rows.append(expected)
        }
        func column(_ name: String) -> String { byName ? name : String(order.firstIndex(of: name)! + 1) }
        let words = [
            "f.csv", "--date", column("Date"), "--amount", column("Amount"), "--from", "USD", "--to", "KRW",
        ]
        return (text, words, rows)
    }

    @Test(
        "seeded: 150 generated files (column orders, names or numbers, quoting, CRLF, BOM, bad rows) give each row the dated line's conversion"
    )
    func generatedFiles() throws {
        var random = SeededGenerator(seed: 0xC5F_0032)
        let session = try SessionHarness.session(language: .en, mode: .json, sharedCache: true)
        var rowsChecked = 0
        var badChecked = 0
        for _ in 0..<150 {
            let (text, words, rows) = Self.generated(&random)
            let request = try Self.request(words)
            var table = try CSVTable(bytes: Array(text.utf8), request: request)
            var index = 0
            while let row = table.next() {
                var reply = Reply()
                session.csvReply(row, request: request, into: &reply)
                let object = try JSONParser.parse(try #require(reply.output.first))
                #expect(index < rows.count, "\(text.debugDescription)")
                guard index < rows.count else { break }
                let expected = rows[index]
                index += 1
                guard let (day, amount) = expected else {
                    #expect(object["error"] != nil, "\(text.debugDescription)")
                    badChecked += 1
                    continue
                }
                let line = session.execute(day + "\t" + amount + " USD to KRW")
                let dated = try JSONParser.parse(try #require(line.output.first))
                // The dated line's object, with the row's number before it.
                guard case .object(var fields) = object else {
                    Issue.record("not an object: \(object)")
                    continue
                }
                #expect(fields.removeValue(forKey: "row") != nil)
                #expect(JSONValue.object(fields) == dated, "\(day) \(amount)\n\(text.debugDescription)")
                rowsChecked += 1
            }
            #expect(index == rows.count, "\(text.debugDescription)")
        }
        #expect(rowsChecked > 1000 && badChecked > 200)
    }
}
