import Foundation
import HwanKit
import Testing

/// A bank quote becomes the won's rate only when it lies between its own
/// cash and transfer prices and within 10% of the provider's rate; otherwise
/// the provider answers and a notice names the bank, the quote and why.
@Suite("a bank quote is checked before it becomes the won's rate")
struct BankQuoteCheckTests {
    typealias H = BankAsRateHarness

    /// The harness's provider table: the won at 1,364.76 per dollar, 2% above Hana Bank's 1,338.00.
    static let provider: RateTable = {
        (try? ProviderDecoder.decode(BankEraRates.body(agreeingWith: .dunamu), provider: .openERAPI).table)!
    }()
    static let usdMid = provider.rate(from: "USD", to: "KRW")!
    static let opened = H.friday + 8 * 3600 + 25 * 60

    static func quote(
        _ base: String, cashBuy: String? = "1361.41", cashSell: String? = "1314.59",
        ttSend: String? = "1351.10",
        ttReceive: String? = "1324.90", unit: Int = 1, code: String = "USD"
    ) -> BankQuote {
        BankQuote(
            code: code, unit: unit, base: ExactDecimal(base)!, cashBuy: cashBuy.flatMap(ExactDecimal.init),
            cashSell: cashSell.flatMap(ExactDecimal.init), ttSend: ttSend.flatMap(ExactDecimal.init),
            ttReceive: ttReceive.flatMap(ExactDecimal.init), change: ExactDecimal("2.5"), time: opened - 300)
    }

    @Test("the real quote is accepted; absurd, swapped and far-off ones are refused with their reason")
    func verdicts() {
        #expect(BankQuoteCheck.check(Self.quote("1338.00"), providerRate: Self.usdMid) == .accepted)
        // Without cash or transfer prices only the band decides.
        #expect(
            BankQuoteCheck.check(
                Self.quote("1338", cashBuy: nil, cashSell: nil, ttSend: nil, ttReceive: nil),
                providerRate: Self.usdMid) == .accepted)
        for absurd in ["1e-300", "0.5", "13380", "1e12", "1228", "1501.5"] {
            let quote = Self.quote(absurd, cashBuy: nil, cashSell: nil, ttSend: nil, ttReceive: nil)
            guard case .rejected(.farFromProvider) = BankQuoteCheck.check(quote, providerRate: Self.usdMid)
            else {
                Issue.record("\(absurd) was not refused as far from the provider")
                continue
            }
        }
        // Inside the band but outside its own prices, or with the prices swapped.
        guard
            case .rejected(.outsideCashPrices) = BankQuoteCheck.check(
                Self.quote("1338", cashBuy: "1314.59", cashSell: "1361.41"), providerRate: Self.usdMid)
        else {
            Issue.record("swapped cash prices were accepted")
            return
        }
        guard
            case .rejected(.outsideTransferPrices) = BankQuoteCheck.check(
                Self.quote("1360", ttSend: "1351.10", ttReceive: "1324.90"), providerRate: Self.usdMid)
        else {
            Issue.record("a base above 송금 보낼 때 was accepted")
            return
        }
        guard
            case .rejected(.notPositive) = BankQuoteCheck.check(
                Self.quote("-1338"), providerRate: Self.usdMid)
        else {
            Issue.record("a negative base was accepted")
            return
        }
        guard case .rejected(.noProviderRate) = BankQuoteCheck.check(Self.quote("1338"), providerRate: nil)
        else {
            Issue.record("a quote with nothing to hold it against was accepted")
            return
        }
    }

    @Test("Korea Exim: deal_bas_r must lie between ttb and tts, per its unit (JPY 100)")
    func koreaExim() throws {
        let body = TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json")
        let table = try KoreaEximDecoder.decode(body, publishedAt: Self.opened - 3600)
        let provider = try ProviderDecoder.decode(
            BankEraRates.body(agreeingWith: .koreaexim), provider: .openERAPI
        )
        .table
        for quote in table.quotes {
            let mid = provider.rate(from: quote.code == "CNH" ? "CNY" : quote.code, to: "KRW")
            #expect(BankQuoteCheck.check(quote, providerRate: mid) == .accepted, "\(quote.code)")
        }
        var swapped = try #require(table.quote(for: "JPY"))
        (swapped.ttSend, swapped.ttReceive) = (swapped.ttReceive, swapped.ttSend)
        let mid = provider.rate(from: "JPY", to: "KRW")
        guard case .rejected(let why) = BankQuoteCheck.check(swapped, providerRate: mid) else {
            Issue.record("swapped ttb/tts were accepted")
            return
        }
        let notice = why.notice(bank: .koreaexim)
        #expect(notice.en.contains("Korea Exim's JPY 100 base rate of 1,019.45 KRW"))
        #expect(notice.ko.contains("한국수출입은행 JPY 100 매매기준율 1,019.45원") && notice.ko.contains("송금"))
    }

    @Test("the notice names the bank, the quote as itself (1e-300, not 0.00) and why, in both languages")
    func notice() {
        let quote = Self.quote("1e-300", cashBuy: nil, cashSell: nil, ttSend: nil, ttReceive: nil)
        guard case .rejected(let why) = BankQuoteCheck.check(quote, providerRate: Self.usdMid) else {
            Issue.record("1e-300 accepted")
            return
        }
        let notice = why.notice(bank: .dunamu)
        #expect(
            notice.en
                == "not using Hana Bank's USD base rate of 1e-300 KRW: more than 10% from the provider's 1,364.76 KRW; the provider's rate answers"
        )
        #expect(notice.ko == "하나은행 USD 매매기준율 1e-300원을 쓰지 않습니다: 제공자 환율 1,364.76원과 10% 넘게 다릅니다. 제공자 환율을 씁니다")
    }

    @Test(
        "from 08:25 a damaged quote (1e-300, 0.5, ten times) never prices 100 USD: the provider answers, said"
    )
    func sessionRefuses() throws {
        for base in ["1e-300", "0.5", "13380.00", "1200"] {
            let body = Self.dunamuBody(fields: ["basePrice": base], at: Self.opened - 300)
            let session = try Self.session(body, now: Self.opened)
            let reply = session.execute("100 USD to KRW")
            #expect(reply.output == ["136476"], "\(base): \(reply.output)")
            #expect(
                reply.notices.contains { $0.contains("not using Hana Bank's USD base rate") },
                "\(reply.notices)")
            // rates' KRW row, remit and 환전 refuse it alike.
            let rates = session.execute("rates KRW")
            #expect(rates.output.first.map { $0 == "KRW\t1364.76\t-\t1\t-" } == true, "\(rates.output)")
            let remit = session.execute("remit 100 USD")
            #expect(remit.output == ["136476.00"])
            let exchange = session.execute("exchange 100 USD KRW")
            #expect(exchange.output == ["136476"], "\(exchange.output)")
            #expect(exchange.notices.contains { $0.contains("not using Hana Bank's USD") })
        }
    }

    @Test("remit with a bank in banking hours uses the bank's 매매기준율, as a conversion does, and says so")
    func remitAtTheBank() throws {
        let body = Self.dunamuBody(fields: [:], at: Self.opened - 300)
        let human = try Self.session(body, now: Self.opened, mode: .human, language: .ko)
        let lines = human.execute("remit 1000 USD").output
        #expect(Array(lines.prefix(2)) == ["수취금액은 1,338,000.00 KRW 입니다.", "환율: 1,338.00 KRW/USD"])
        #expect(lines.contains("환율 출처: 하나은행 매매기준율"))
        #expect(human.execute("1000 USD to KRW").output.first?.hasPrefix("1,000 USD = 1,338,000원") == true)
        let json = try Self.session(body, now: Self.opened, mode: .json)
        let object = try JSONParser.parse(try #require(json.execute("remit 1000 USD").output.first))
        #expect(object["source"]?.stringValue == "bank" && object["provider"]?.stringValue == "dunamu")
        #expect(object["result"]?.decimalValue == ExactDecimal("1338000"))
    }

    // MARK: - damaged bodies, generated

    /// The fields of the fixture's USD row and a JPY row per 100, as JSON text.
    static let usdRow: [String: String] = [
        "basePrice": "1338.00", "cashBuyingPrice": "1361.41", "cashSellingPrice": "1314.59",
        "ttBuyingPrice": "1324.90", "ttSellingPrice": "1351.10", "signedChangePrice": "2.50",
        "signedChangeRate": "0.0018719581", "currencyUnit": "1",
    ]
    static let jpyRow: [String: String] = [
        "basePrice": "870.00", "cashBuyingPrice": "885.22", "cashSellingPrice": "854.78",
        "ttBuyingPrice": "861.50", "ttSellingPrice": "878.50", "signedChangePrice": "-1.20",
        "signedChangeRate": "-0.0013774", "currencyUnit": "100",
    ]
    static let priceFields = [
        "basePrice", "cashBuyingPrice", "cashSellingPrice", "ttBuyingPrice", "ttSellingPrice",
        "signedChangePrice",
        "currencyUnit",
    ]

    static func row(_ code: String, _ fields: [String: String], at time: Int64) -> String {
        var parts = [
            "\"code\":\"FRX.KRW\(code)\"", "\"currencyCode\":\"\(code)\"", "\"timestamp\":\(time * 1000)",
        ]
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) { parts.append("\"\(key)\":\(value)") }
        return "{" + parts.joined(separator: ",") + "}"
    }

    static func dunamuBody(fields: [String: String], jpy: [String: String] = jpyRow, at time: Int64)
        -> [UInt8]
    {
        let usd = usdRow.merging(fields) { $1 }
        return Array(("[" + row("USD", usd, at: time) + "," + row("JPY", jpy, at: time) + "]").utf8)
    }

    /// One field damaged one way: scaled by 10^k (k in −300...12), negated,
    /// removed, null, a string, a boolean, or swapped with another field.
    static func damage(_ fields: inout [String: String], _ generator: inout SeededGenerator) {
        let field = priceFields.randomElement(using: &generator)!
        switch Int.random(in: 0..<7, using: &generator) {
        case 0, 1:
            let k = Int.random(in: -300...12, using: &generator)
            if let value = fields[field] { fields[field] = value + "e\(k)" }
        case 2:
            if let value = fields[field] {
                fields[field] = value.hasPrefix("-") ? String(value.dropFirst()) : "-" + value
            }
        case 3: fields[field] = nil
        case 4:
            fields[field] = ["null", "\"abc\"", "\"1,338.00\"", "true", "[]", "{}"].randomElement(
                using: &generator)!
        case 5:
            let other = priceFields.randomElement(using: &generator)!
            (fields[field], fields[other]) = (fields[other], fields[field])
        default:
            fields[field] = ["0", "1e-300", "0.5", "1000000000000", "99999999.99"].randomElement(
                using: &generator)!
        }
    }

    @Test(
        "20,000 damaged bodies at times in and out of banking hours: never a won rate outside the band, always the notice"
    )
    func generatedBodies() throws {
        var generator = SeededGenerator(seed: 3737)
        var (decoded, refusedBodies, bankAnswered, rejected) = (0, 0, 0, 0)
        let jpyMid = try #require(Self.provider.rate(from: "JPY", to: "KRW"))
        for _ in 0..<20_000 {
            var usd = Self.usdRow
            var jpy = Self.jpyRow
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                if Bool.random(using: &generator) {
                    Self.damage(&usd, &generator)
                } else {
                    Self.damage(&jpy, &generator)
                }
            }
            let now = H.friday + Int64.random(in: 0..<86_400, using: &generator)
            let quoteTime = H.friday + Int64.random(in: -3600..<(8 * 3600 + 30 * 60), using: &generator)
            let body = Self.dunamuBody(fields: usd, jpy: jpy, at: quoteTime)
            guard let table = try? DunamuDecoder.decode(body) else {
                refusedBodies += 1
                continue
            }
            decoded += 1
            for (code, mid) in [("USD", Self.usdMid), ("JPY", jpyMid)] {
                guard let quote = table.quote(for: code) else { continue }
                let decided = try #require(
                    WonRateRule.rate(
                        code: code, quote: quote, bank: .dunamu, provider: Self.provider, now: now))
                let perOne = try ExactFraction(numerator: quote.base, denominator: ExactDecimal(quote.unit))
                let inBand = (perOne - mid).magnitude <= mid * F("0.1")
                if decided.isBank {
                    bankAnswered += 1
                    #expect(
                        (decided.krwPerUnit - mid).magnitude <= mid * F("0.1"),
                        "\(String(decoding: body, as: UTF8.self))")
                    #expect(decided.rejection == nil)
                } else {
                    #expect(decided.krwPerUnit == mid)
                }
                if !inBand {
                    rejected += 1
                    let why = try #require(decided.rejection, "\(String(decoding: body, as: UTF8.self))")
                    #expect(decided.open == nil)
                    let notice = why.notice(bank: .dunamu)
                    #expect(notice.en.contains("Hana Bank's \(code)") && notice.ko.contains("하나은행 \(code)"))
                }
            }
        }
        // The generator reaches every branch: refused bodies, refused quotes and accepted ones.
        #expect(refusedBodies > 1000 && decoded > 1000 && rejected > 1000 && bankAnswered > 1000)
    }

    @Test(
        "300 damaged bodies through a session: 100 USD to KRW is always within the band, the notice always said"
    )
    func generatedSessions() throws {
        var generator = SeededGenerator(seed: 3738)
        var checked = 0
        for _ in 0..<300 {
            var usd = Self.usdRow
            Self.damage(&usd, &generator)
            let inHours = Bool.random(using: &generator)
            let now =
                inHours ? Self.opened + Int64.random(in: 0..<50_000, using: &generator) : Self.opened - 600
            let body = Self.dunamuBody(fields: usd, at: Self.opened - 1200)
            guard let table = try? DunamuDecoder.decode(body), let quote = table.quote(for: "USD") else {
                continue
            }
            checked += 1
            let session = try Self.session(body, now: now)
            let reply = session.execute("100 USD to KRW")
            let value = try #require(reply.output.first.flatMap { ExactDecimal($0) }, "\(reply)")
            let hundred = Self.usdMid * 100
            #expect((ExactFraction(value) - hundred).magnitude <= hundred * F("0.1"))
            // Before 08:25 a conversion does not consult the bank at all; `rates`
            // does (its change is from the bank's close), and must refuse it too.
            let rates = session.execute("rates KRW")
            let krw = try #require(
                rates.output.first?.split(separator: "\t").dropFirst().first.flatMap {
                    ExactDecimal(String($0))
                })
            #expect((ExactFraction(krw) - Self.usdMid).magnitude <= Self.usdMid * F("0.1"))
            if case .rejected = BankQuoteCheck.check(quote, providerRate: Self.usdMid) {
                let said = (inHours ? reply.notices : []) + rates.notices
                #expect(said.contains { $0.contains("not using Hana Bank's USD") }, "\(usd)")
                #expect(reply.output == ["136476"] && ExactFraction(krw) == Self.usdMid)
            }
        }
        #expect(checked > 100)
    }

    static func session(
        _ body: [UInt8], now: Int64, mode: OutputMode = .terse, language: Language = .en
    ) throws -> Session {
        let dir = TestFiles.temporaryDirectory()
        try TestFiles.saveRates(
            BankEraRates.body(agreeingWith: .dunamu), fetchedAt: SessionHarness.fixtureTime + 60, in: dir)
        try BankHarness.saveBank(body, bank: .dunamu, fetchedAt: now - 30, in: dir)
        return BankHarness.dunamuSession(in: dir, now: now, language: language, mode: mode)
    }
}
