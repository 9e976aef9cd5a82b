import HwanKit
import Testing

@Suite("bank settings, requests and routing")
struct BankSettingsTests {
    @Test(
        "HWAN_BANK_BASE_URL replaces the base; the key is percent-encoded in the request and redacted in text"
    )
    func requests() throws {
        let exim = try #require(
            BankSettings.resolve(
                bank: "KoreaExim",
                environment: ["HWAN_BANK_BASE_URL": "http://127.0.0.1:8080/", "KOREAEXIM_AUTHKEY": "a b/c"]))
        #expect(
            try exim.requestURL(codes: [])
                == "http://127.0.0.1:8080/site/program/financial/exchangeJSON?authkey=a%20b%2Fc&data=AP01")
        #expect(exim.redact("key a b/c or a%20b%2Fc") == "key *** or ***")
        let dunamu = try #require(BankSettings.resolve(bank: "dunamu", environment: [:]))
        #expect(dunamu.baseURL == "https://quotation-api-cdn.dunamu.com")
        let url = try dunamu.requestURL(
            codes: BankSettings.dunamuRequestCodes(wanted: ["JPY", "KWD", "KRW"]))
        #expect(
            url.hasPrefix("https://quotation-api-cdn.dunamu.com/v1/forex/recent?codes=FRX.KRWUSD,FRX.KRWJPY,")
        )
        #expect(url.hasSuffix(",FRX.KRWINR,FRX.KRWKWD"))
        #expect(!url.contains("FRX.KRWKRW"))
        #expect(BankSettings.resolve(bank: nil, environment: [:]) == nil)
        #expect(throws: BankError.missingKey(.koreaexim)) {
            try BankSettings(id: .koreaexim).requestURL(codes: [])
        }
    }

    @Test("a Dunamu body asked with extra codes is its own source; Korea Exim has one")
    func sourceKeys() {
        #expect(BankDecoding.sourceKey(bank: .dunamu, codes: ["USD", "JPY"]) == "dunamu")
        #expect(BankDecoding.sourceKey(bank: .dunamu, codes: ["USD", "SEK", "KWD"]) == "dunamu/KWD,SEK")
        #expect(BankDecoding.sourceKey(bank: .koreaexim, codes: ["SEK"]) == "koreaexim")
    }

    @Test("bank and 은행 route to the bank command with their words")
    func routing() throws {
        #expect(try Command.parse("bank") == .bank(""))
        #expect(try Command.parse("은행 USD 엔") == .bank("USD 엔"))
        #expect(try Command.parse("BANK jpy") == .bank("jpy"))
    }

    @Test("a transfer: receive multiplies, send divides, both per the bank's unit; no KRW side, no line")
    func transfers() throws {
        let table = try KoreaEximDecoder.decode(
            TestFiles.fixture("markets/koreaexim-ap01-2019-03-14-jekyllpost.json"), publishedAt: 1_552_528_800
        )
        let received = try #require(
            try BankTransfer.quote(amount: ExactDecimal(1), from: "JPY", to: "KRW", table: table))
        #expect(received.kind == .ttReceive && received.result == F("10.0925"))
        let sent = try #require(
            try BankTransfer.quote(amount: ExactDecimal(10_000), from: "KRW", to: "USD", table: table))
        let expected = try F("10000") / F("1145.84")
        #expect(sent.kind == .ttSend && sent.result == expected)
        #expect(try BankTransfer.quote(amount: ExactDecimal(1), from: "USD", to: "JPY", table: table) == nil)
        #expect(try BankTransfer.quote(amount: ExactDecimal(1), from: "KRW", to: "KRW", table: table) == nil)
        #expect(throws: BankError.notQuoted(.koreaexim, code: "TWD")) {
            try BankTransfer.quote(amount: ExactDecimal(1), from: "TWD", to: "KRW", table: table)
        }
    }
}
