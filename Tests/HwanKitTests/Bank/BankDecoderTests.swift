import Foundation
import HwanKit
import Testing

/// The two bank decoders on real bodies (Tests/Fixtures), including how the
/// providers differ: Dunamu sends JSON numbers, a `currencyUnit` field and
/// millisecond timestamps; Korea Exim sends comma strings, `JPY(100)` units,
/// `result` codes and no time at all.
@Suite("bank decoders")
struct BankDecoderTests {
    static func decimal(_ text: String) -> ExactDecimal { ExactDecimal(text)! }

    @Test("Dunamu KRWUSD 2024-02-20 maps every SPEC §7 field from the customer's side")
    func dunamu2024() throws {
        let table = try DunamuDecoder.decode(TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"))
        let usd = try #require(table.quotes.first)
        #expect(table.quotes.count == 1)
        #expect(
            usd
                == BankQuote(
                    code: "USD", unit: 1, base: Self.decimal("1338.00"), cashBuy: Self.decimal("1361.41"),
                    cashSell: Self.decimal("1314.59"), ttSend: Self.decimal("1351.10"),
                    ttReceive: Self.decimal("1324.90"),
                    change: Self.decimal("2.50"), changeRate: Self.decimal("0.0018719581"),
                    time: 1_708_410_689))
    }

    @Test("Dunamu KRWUSD 2022-03-08: whole-number change (5) and a timestamp with milliseconds")
    func dunamu2022() throws {
        let table = try DunamuDecoder.decode(
            TestFiles.fixture("markets/dunamu-forex-krwusd-2022-03-08-gocomment.json"))
        let usd = try #require(table.quote(for: "USD"))
        #expect(usd.base == Self.decimal("1235.5"))
        #expect(usd.cashBuy == Self.decimal("1257.12") && usd.cashSell == Self.decimal("1213.88"))
        #expect(usd.ttSend == Self.decimal("1247.6") && usd.ttReceive == Self.decimal("1223.4"))
        #expect(usd.change == Self.decimal("5") && usd.changeRate == Self.decimal("0.0040633889"))
        #expect(usd.time == 1_646_737_299)
        #expect(table.time == 1_646_737_299)
    }

    @Test("Dunamu JPYUSD is a cross rate: its row reads (unit 100, a fall), but it is no KRW quote")
    func dunamuCrossRate() throws {
        let bytes = TestFiles.fixture("markets/dunamu-forex-jpyusd-2023-08-02-blog-growingsaja.json")
        guard case .array(let rows) = try JSONParser.parse(bytes) else {
            Issue.record("not an array")
            return
        }
        let row = try DunamuDecoder.row(rows[0])
        #expect(row.quoteCurrency == "JPY")
        #expect(row.quote.code == "USD")
        #expect(row.quote.unit == 100)
        #expect(row.quote.change == Self.decimal("-0.22"))
        #expect(row.quote.changeRate == Self.decimal("-0.0015336354"))
        #expect(row.quote.time == 1_690_948_259)
        #expect(throws: BankError.noQuotes(.dunamu)) { try DunamuDecoder.decode(bytes) }
    }

    @Test("Korea Exim AP01 2019-03-14: 22 rows, the won's own row skipped, comma strings and JPY(100)")
    func koreaExim() throws {
        let published: Int64 = 1_552_528_800  // 2019-03-14 11:00 KST
        let table = try KoreaEximDecoder.decode(
            TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"), publishedAt: published)
        #expect(table.quotes.count == 21)
        #expect(table.quote(for: "KRW") == nil)
        let usd = try #require(table.quote(for: "USD"))
        #expect(
            usd
                == BankQuote(
                    code: "USD", unit: 1, base: Self.decimal("1134.5"), ttSend: Self.decimal("1145.84"),
                    ttReceive: Self.decimal("1123.15"), time: published))
        let jpy = try #require(table.quote(for: "JPY"))
        #expect(
            jpy.unit == 100 && jpy.base == Self.decimal("1019.45") && jpy.ttSend == Self.decimal("1029.64"))
        let idr = try #require(table.quote(for: "IDR"))
        #expect(idr.unit == 100 && idr.base == Self.decimal("7.94"))
        #expect(table.quote(for: "BHD")?.ttReceive == Self.decimal("2979.02"))
        // Korea Exim gives no cash prices and no change: null, not zero.
        #expect(usd.cashBuy == nil && usd.cashSell == nil && usd.change == nil && usd.changeRate == nil)
        // Its yuan is the offshore CNH; a CNY question finds it.
        #expect(table.quote(for: "CNY")?.code == "CNH")
    }

    @Test("Korea Exim errors: result 2, 3 and 4 are refusals in words; [] is an empty table")
    func koreaEximErrors() throws {
        let stub = TestFiles.fixture("markets/koreaexim-error-result4-dailylimit-TESTSTUB.json")
        #expect(throws: BankError.refused(.koreaexim, result: 4)) {
            try KoreaEximDecoder.decode(stub, publishedAt: 1_552_528_800)
        }
        // As documented: a bad key answers every field null with result 3; a bad data code, result 2.
        let badKey = Array(
            #"[{"result":3,"cur_unit":null,"ttb":null,"tts":null,"deal_bas_r":null,"cur_nm":null}]"#.utf8)
        #expect(throws: BankError.refused(.koreaexim, result: 3)) {
            try KoreaEximDecoder.decode(badKey, publishedAt: 1_552_528_800)
        }
        let badData = Array(#"[{"result":2,"cur_unit":null,"deal_bas_r":null}]"#.utf8)
        #expect(throws: BankError.refused(.koreaexim, result: 2)) {
            try KoreaEximDecoder.decode(badData, publishedAt: 1_552_528_800)
        }
        #expect(throws: BankError.emptyTable(.koreaexim)) {
            try KoreaEximDecoder.decode(Array("[]".utf8), publishedAt: 1_552_528_800)
        }
        for result in [2, 3, 4] {
            let ko = BankError.refused(.koreaexim, result: result).message(in: .ko)
            let en = BankError.refused(.koreaexim, result: result).message(in: .en)
            #expect(ko != en && ko.contains("result \(result)") && en.contains("result \(result)"))
        }
        #expect(BankError.refused(.koreaexim, result: 3).message(in: .en).contains("authentication key"))
        #expect(BankError.refused(.koreaexim, result: 4).message(in: .ko).contains("한도"))
    }

    @Test(
        "hostile or broken bodies are refused whole",
        arguments: [
            (#"{"a":1}"#, "not an array"),
            ("<html>", "not JSON"),
            (#"[{"code":"FRX.KRWUSD","basePrice":-1,"timestamp":1708410689000}]"#, "negative price"),
            (#"[{"code":"FRX.KRWUSD","basePrice":"1338","timestamp":1708410689000}]"#, "price as a string"),
            (#"[{"code":"FRX.KRWUSD","basePrice":1e12,"timestamp":1708410689000}]"#, "absurd price"),
            (#"[{"code":"FRX.KRWUSD","basePrice":1338,"timestamp":99999999999999999}]"#, "year beyond 2200"),
            (#"[{"code":"FRX.KRWUSD","basePrice":1338}]"#, "no timestamp"),
            (
                #"[{"code":"FRX.KRWUSD","basePrice":1338,"currencyUnit":7,"timestamp":1708410689000}]"#,
                "odd unit"
            ),
            (#"[{"code":"FRX.KRW\u001b[2J","basePrice":1338,"timestamp":1708410689000}]"#, "escape in code"),
            ("[]", "no rows"),
        ])
    func dunamuRefusals(body: String, why: String) {
        #expect(throws: BankError.self, "\(why)") { try DunamuDecoder.decode(Array(body.utf8)) }
    }

    @Test(
        "Korea Exim numbers: commas and one point only",
        arguments: [
            ("1,123.15", "1123.15"), ("3,769.6", "3769.6"), ("0", "0"), ("7.94", "7.94"),
        ])
    func commaNumbers(text: String, expected: String) {
        let quote = try? KoreaEximDecoder.decode(
            Array(#"[{"result":1,"cur_unit":"USD","deal_bas_r":"\#(text)","ttb":"\#(text)"}]"#.utf8),
            publishedAt: 1_552_528_800
        ).quote(for: "USD")
        if expected == "0" {
            #expect(quote == nil)  // a zero reference rate is no quote
        } else {
            #expect(quote?.base == Self.decimal(expected))
        }
    }

    @Test(
        "Korea Exim refuses malformed numbers and units",
        arguments: ["1.2.3", "-5", "1e3", "12,34.5.", "", "abc"])
    func eximRefusals(text: String) {
        #expect(throws: BankError.self) {
            try KoreaEximDecoder.decode(
                Array(#"[{"result":1,"cur_unit":"USD","deal_bas_r":"\#(text)"}]"#.utf8),
                publishedAt: 1_552_528_800)
        }
    }

    @Test("too many rows are refused before any is read")
    func bounded() {
        let row = #"{"result":1,"cur_unit":"USD","deal_bas_r":"1"}"#
        let body = "[" + Array(repeating: row, count: 301).joined(separator: ",") + "]"
        #expect(throws: BankError.tooManyRows(.koreaexim, 301)) {
            try KoreaEximDecoder.decode(Array(body.utf8), publishedAt: 1_552_528_800)
        }
    }

    /// The real 2024-02-20 USD row with its `basePrice` replaced (no real body has a 0 or null base).
    static func usdRow(basePrice: String, cash: Bool = true) -> String {
        var text = String(decoding: TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"basePrice\": 1338.00", with: "\"basePrice\": \(basePrice)")
        if !cash {
            text = text.replacingOccurrences(
                of: "\"cashBuyingPrice\": 1361.41", with: "\"cashBuyingPrice\": null")
        }
        return text
    }

    @Test(
        "a basePrice of 0 or null is the mean of cash buy and sell, marked; with no cash prices the row is left out",
        arguments: ["0", "null", "0.00"])
    func cashMean(base: String) throws {
        let table = try DunamuDecoder.decode(Array(Self.usdRow(basePrice: base).utf8))
        let quote = try #require(table.quote(for: "USD"))
        #expect(quote.base == Self.decimal("1338") && quote.baseIsCashMean)  // (1361.41 + 1314.59) / 2
        #expect(quote.cashBuy == Self.decimal("1361.41"))
        let real = try DunamuDecoder.decode(TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"))
        #expect(real.quote(for: "USD")?.baseIsCashMean == false)
        // The only row has nothing to price: no KRW quote at all.
        #expect(throws: BankError.noQuotes(.dunamu)) {
            try DunamuDecoder.decode(Array(Self.usdRow(basePrice: base, cash: false).utf8))
        }
        // Beside a good row, the unpriceable one is simply absent (a `-` row in `bank`).
        let good = String(decoding: TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"), as: UTF8.self)
        let jpy = good.replacingOccurrences(of: "FRX.KRWUSD", with: "FRX.KRWJPY")
        let bad = Self.usdRow(basePrice: base, cash: false)
        let body =
            "[" + String(jpy.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst().dropLast()) + ","
            + String(bad.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst())
        let both = try DunamuDecoder.decode(Array(body.utf8))
        #expect(both.quotes.map(\.code) == ["JPY"])
    }

    @Test("the bank table marks a cash-mean base with * and a note; a missing code is a row of -")
    func partialRows() throws {
        var quote = try #require(
            try DunamuDecoder.decode(TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json")).quote(for: "USD"))
        quote.baseIsCashMean = true
        for language in [Language.ko, .en] {
            let lines = BankTableText.lines(
                rows: [.quote(quote), .missing("JPY")], bank: .dunamu, language: language, palette: .plain,
                now: quote.time + 60)
            #expect(lines.count == 5)
            #expect(lines[2].contains("1,338.00*"))
            #expect(lines[3].split(separator: " ") == ["JPY", "-", "-", "-", "-", "-", "-"])
            #expect(lines[4] == BankTableText.cashMeanNote(language))
        }
        let json = try JSONParser.parse(BankTableText.missingJSON("JPY", bank: .dunamu, source: .cache))
        for field in ["unit", "base", "cashBuy", "cashSell", "ttSend", "ttReceive", "change", "changeRate"] {
            #expect(json[field] == .null, "\(field)")
        }
        #expect(json["error"]?.stringValue == "Hana Bank (dunamu) does not quote JPY")
        let marked = try JSONParser.parse(BankTableText.json(quote, bank: .dunamu, source: .cache))
        #expect(marked["baseIsCashMean"]?.boolValue == true)
    }
}
