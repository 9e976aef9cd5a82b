import Foundation
import HwanKit
import Testing

/// `exchange` (환전, SPEC §2): the bank's cash price by direction, the spread
/// against 매매기준율 and 환율우대, on the real Dunamu quote (base 1338.00,
/// 현찰 살 때 1361.41, 현찰 팔 때 1314.59).
@Suite("cash exchange at the bank")
struct CashExchangeTests {
    static let usd = try! DunamuDecoder.decode(TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json")).quote(
        for: "USD")!

    @Test("buying dollars costs 현찰 살 때, selling them gets 현찰 팔 때; the spread is against 매매기준율")
    func directions() throws {
        let buy = try CashExchange.quote(
            amount: 1_361_410, from: "KRW", to: "USD", quote: Self.usd, bank: .dunamu)
        #expect(buy.side == .cashBuy && buy.price == F("1361.41") && buy.result == 1000)
        let rate = try F("23.41") / F("1338")
        #expect(buy.spread == F("23.41") && buy.spreadRate == rate)
        let sell = try CashExchange.quote(amount: 100, from: "USD", to: "KRW", quote: Self.usd, bank: .dunamu)
        #expect(sell.side == .cashSell && sell.result == F("131459") && sell.spread == F("23.41"))
        #expect(throws: BankError.cashNotAgainstWon(from: "USD", to: "JPY")) {
            try CashExchange.quote(amount: 1, from: "USD", to: "JPY", quote: Self.usd, bank: .dunamu)
        }
        var noCash = Self.usd
        noCash.cashBuy = nil
        #expect(throws: BankError.noCashPrice(.dunamu, code: "USD", buying: true)) {
            try CashExchange.quote(amount: 1, from: "KRW", to: "USD", quote: noCash, bank: .dunamu)
        }
    }

    @Test("seeded: 우대 N% takes N% off the spread, both ways; 0% is the listed price, 100% the base")
    func discountProperty() throws {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<300 {
            let percent = Int.random(in: 0...100, using: &generator)
            let discount = try #require(CashExchange.discount(percent: "\(percent)%"))
            for (from, to) in [("KRW", "USD"), ("USD", "KRW")] {
                let plain = try CashExchange.quote(
                    amount: 100, from: from, to: to, quote: Self.usd, bank: .dunamu)
                let off = try CashExchange.quote(
                    amount: 100, from: from, to: to, quote: Self.usd, bank: .dunamu, discount: discount)
                #expect(off.spread == plain.spread * (ExactFraction.one - discount))
                // A discount never makes the customer worse off.
                #expect(off.result >= plain.result)
            }
        }
        let full = try CashExchange.quote(
            amount: 100, from: "USD", to: "KRW", quote: Self.usd, bank: .dunamu, discount: .one)
        #expect(full.price == F("1338") && full.spread == .zero)
    }

    @Test("우대 words are taken out of the line; percents outside 0...100 are refused")
    func discountWords() {
        for (line, rest, value) in [
            ("100 USD KRW 우대 50%", "100 USD KRW", "50%"), ("우대50% 100 USD", "100 USD", "50%"),
            ("100만원 달러로 --discount 30", "100만원 달러로", "30"), ("100 USD --discount=12.5", "100 USD", "12.5"),
            ("100 USD 환율우대 90%", "100 USD", "90%"), ("100 USD KRW", "100 USD KRW", nil),
        ] as [(String, String, String?)] {
            var words = line.split(separator: " ").map(String.init)
            #expect(CashExchange.takeDiscount(from: &words) == value, "\(line)")
            #expect(words.joined(separator: " ") == rest, "\(line)")
        }
        #expect(CashExchange.discount(percent: "50%") == F("0.5"))
        #expect(CashExchange.discount(percent: "12.5") == F("0.125"))
        for bad in ["120%", "-5", "abc", "", "%", "1e2"] {
            #expect(CashExchange.discount(percent: bad) == nil, "\(bad)")
        }
    }

    @Test("through a session: ko and en lines name the bank, price and spread; JSON and -t; no bank says so")
    func session() throws {
        let ko = try BankHarness.session(bank: .dunamu, language: .ko)
        #expect(
            ko.execute("환전 100 USD KRW").output == [
                "100 USD = 131,459원 (13만 1,459원) · 하나은행 현찰 팔 때 1,314.59원 (매매기준율 1,338.00원 − 23.41원, 1.75%)",
                "하나은행 고시 2024-02-20 15:31 KST · 773일 3시간 전 · 518영업일 전 시세 — 오래됨",
            ])
        #expect(
            ko.execute("환전 100만원 달러로 우대 50%").output == [
                "1,000,000원 (100만원) = 740.90 USD · 하나은행 현찰 살 때 1,361.41원, 우대 50% 1,349.71원 (매매기준율 1,338.00원 + 11.71원, 0.87%)",
                "하나은행 고시 2024-02-20 15:31 KST · 773일 3시간 전 · 518영업일 전 시세 — 오래됨",
            ])
        let en = try BankHarness.session(bank: .dunamu, language: .en)
        #expect(
            en.execute("exchange 1000000 KRW USD --discount 50").output == [
                "1,000,000 KRW = 740.90 USD · Hana Bank cash buy 1,361.41 KRW, 50% off the spread: 1,349.71 KRW (base 1,338.00 KRW + 11.71, 0.87%)",
                "Hana Bank quote 2024-02-20 15:31 KST · 773d 3h ago · stale: quote from Tue 2024-02-20",
            ])
        let bad = en.execute("exchange 100 USD JPY")
        #expect(bad.status == .inputError && bad.error?.contains("against the won") == true)
        #expect(en.execute("exchange 100 USD KRW 우대 150%").status == .inputError)
        let json = try BankHarness.session(bank: .dunamu, language: .en, mode: .json)
        let object = try JSONParser.parse(try #require(json.execute("exchange 100 USD KRW").output.first))
        #expect(object["kind"]?.stringValue == "exchange" && object["side"]?.stringValue == "cashSell")
        #expect(object["result"]?.decimalValue == ExactDecimal("131459"))
        #expect(
            object["base"]?.decimalValue == ExactDecimal("1338") && object["bank"]?.stringValue == "dunamu")
        let terse = try BankHarness.session(bank: .dunamu, language: .en, mode: .terse)
        #expect(terse.execute("환전 100 USD").output == ["131459"])
        let none = try BankHarness.session(bank: nil, language: .en)
        let line = try #require(none.execute("exchange 100 USD KRW").output.first)
        #expect(
            line.hasPrefix("100 USD = 151,003 KRW")
                && line.hasSuffix("not a bank's cash price (--bank dunamu)"))
        #expect(try Command.parse("exchange rate EUR") == .calculate("exchange rate EUR"))
        #expect(try Command.parse("환전 100 USD") == .exchange("100 USD"))
        // It reaches the grammar; a command word is never offered as its own correction.
        #expect(en.execute("exchange rate EUR").error?.contains("Did you mean 'exchange'") != true)
    }

    @Test("Korea Exim gives no cash prices: exchange says so (exit 2) and names the side")
    func eximHasNoCash() throws {
        let session = try BankHarness.session(bank: .koreaexim, language: .en)
        let reply = session.execute("exchange 100 USD KRW")
        #expect(reply.status == .dataUnavailable)
        #expect(reply.error == "Korea Exim (koreaexim) gives no cash sell price for USD")
    }

    @Test("watch bank: a named code the answer lacks is a row of -, and the reason is below the table")
    func boardPartialRows() throws {
        let dir = TestFiles.temporaryDirectory()
        let now = BankHarness.now
        try BankHarness.saveBank(
            TestFiles.fixture("dunamu-KRWUSD-2024-02-20.json"), bank: .dunamu, fetchedAt: now - 30, in: dir)
        let bank = BankService(
            cacheDirectory: dir, http: ScriptedHTTPClient([]), clock: { now },
            settings: BankSettings(id: .dunamu), offline: false)
        let source = BankBoardSource.make(bank: bank, codes: ["USD", "JPY"])
        source.update(now: now)
        let panel = source.panel(width: 120, language: .en, palette: .plain, now: now)
        #expect(panel.table.contains { $0.hasPrefix("USD") && $0.contains("1,338.00") })
        #expect(panel.table.contains { $0.split(separator: " ") == ["JPY", "-", "-", "-", "-", "-", "-"] })
        #expect(panel.notices.contains { $0.contains("does not quote JPY") })
    }
}
