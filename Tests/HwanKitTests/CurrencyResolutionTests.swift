import HwanKit
import Testing

@Suite("Currency resolution")
struct CurrencyResolutionTests {
    let catalog = CurrencyCatalog.standard

    @Test(
        "codes, aliases and names resolve to one currency",
        arguments: [
            ("USD", "USD"), ("usd", "USD"), ("Usd", "USD"), ("krw", "KRW"), (" jpy ", "JPY"),
            ("달러", "USD"), ("불", "USD"), ("미국달러", "USD"), ("미국 달러", "USD"), ("엔", "JPY"), ("엔화", "JPY"),
            ("일본엔화", "JPY"), ("원", "KRW"), ("원화", "KRW"), ("유로", "EUR"), ("위안", "CNY"), ("위안화", "CNY"),
            ("元", "CNY"), ("円", "JPY"), ("파운드", "GBP"), ("프랑", "CHF"), ("바트", "THB"), ("동", "VND"),
            ("루피아", "IDR"), ("링깃", "MYR"), ("싱가포르달러", "SGD"), ("홍콩달러", "HKD"), ("대만달러", "TWD"),
            ("캐나다달러", "CAD"), ("호주달러", "AUD"), ("뉴질랜드달러", "NZD"), ("비트코인", "BTC"), ("금", "XAU"),
            ("은", "XAG"), ("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("₩", "KRW"), ("euro", "EUR"),
            ("Euros", "EUR"), ("dollar", "USD"), ("yen", "JPY"), ("usdollar", "USD"), ("Japanese Yen", "JPY"),
            ("SwissFrancs", "CHF"), ("bitcoin", "BTC"), ("중국위안화(역외)", "CNH"),
        ])
    func resolves(token: String, code: String) throws {
        #expect(try catalog.resolve(token).code == code)
    }

    @Test(
        "a word shared by several currencies is an error listing them all",
        arguments: [
            ("페소", ["PHP", "MXN"]), ("루피", ["INR", "PKR"]), ("pesos", ["PHP", "MXN"]),
            ("크로네", ["NOK", "DKK"]),
        ])
    func ambiguous(token: String, codes: [String]) {
        #expect {
            try catalog.resolve(token)
        } throws: { error in
            guard case .ambiguous(let word, let currencies) = error as? CurrencyLookupError else {
                return false
            }
            return word == token && currencies.count >= codes.count
                && Array(currencies.map(\.code).prefix(codes.count)) == codes
        }
    }

    @Test("candidates return every meaning without throwing, and nothing for an unknown word")
    func candidates() {
        #expect(catalog.candidates(for: "파운드").map(\.code) == ["GBP"])
        #expect(catalog.candidates(for: "¥").map(\.code) == ["JPY"])  // SPEC §2: ¥ is JPY
        #expect(catalog.candidates(for: "furlong") == [])
        #expect(catalog.candidates(for: "") == [])
    }

    @Test(
        "an unknown word suggests the nearest codes",
        arguments: [
            ("JYP", ["JPY"]), ("USDD", ["USD"]), ("KRWW", ["KRW"]), ("dollor", ["dollar"]), ("유료", ["유로"]),
            ("qqqqqqq", []), ("숲", []),
        ])
    func suggestions(token: String, expected: [String]) {
        #expect(throws: CurrencyLookupError.unknown(token, suggestions: expected)) {
            try catalog.resolve(token)
        }
    }

    @Test(
        "messages name the word and say what to do, in both languages",
        arguments: [
            (
                CurrencyLookupError.unknown("JYP", suggestions: ["JPY"]), Language.en,
                "unknown currency 'JYP'. Did you mean JPY?"
            ),
            (.unknown("JYP", suggestions: ["JPY"]), .ko, "알 수 없는 통화 'JYP'. JPY을(를) 말씀하신 건가요?"),
            (
                .unknown("JP", suggestions: ["JPY", "JEP"]), .en,
                "unknown currency 'JP'. Did you mean JPY or JEP?"
            ),
            (.unknown("JP", suggestions: ["JPY", "JEP"]), .ko, "알 수 없는 통화 'JP'. JPY 또는 JEP을(를) 말씀하신 건가요?"),
            (
                .unknown("qqq", suggestions: []), .en,
                "unknown currency 'qqq'. Write an ISO code such as USD, or search with 'currencies qqq'"
            ),
            (
                .unknown("qqq", suggestions: []), .ko,
                "알 수 없는 통화 'qqq'. USD 같은 ISO 코드를 쓰거나 'currencies qqq'(으)로 찾아보세요"
            ),
            (
                .noMatch("zz"), .en,
                "no currency matches 'zz'. Search by code, name or country, e.g. 'currencies dollar'"
            ),
            (.noMatch("zz"), .ko, "'zz'에 맞는 통화가 없습니다. 코드, 이름 또는 나라로 찾아보세요 (예: 'currencies 달러')"),
        ])
    func messages(error: CurrencyLookupError, language: Language, expected: String) {
        #expect(error.message(in: language) == expected)
        #expect(error.status == .inputError)
    }

    @Test("an ambiguous word lists codes and names in the chosen language")
    func ambiguousMessage() throws {
        let pesos = try ["PHP", "MXN"].map { try #require(catalog.currency(code: $0)) }
        let error = CurrencyLookupError.ambiguous("페소", pesos)
        #expect(
            error.message(in: .en)
                == "'페소' could mean several currencies: PHP (Philippine Peso), MXN (Mexican Peso) — write the code instead"
        )
        #expect(
            error.message(in: .ko)
                == "'페소'는 여러 통화를 뜻할 수 있습니다: PHP (필리핀 페소), MXN (멕시코 페소) — 통화 코드를 쓰세요")
        #expect(CurrencyLookupError.ambiguous("루피", []).message(in: .ko).hasPrefix("'루피'는 "))
        #expect(CurrencyLookupError.ambiguous("딘", []).message(in: .ko).hasPrefix("'딘'은 "))
    }

    @Test("error codes are stable for JSON output")
    func codes() {
        #expect(CurrencyLookupError.unknown("x", suggestions: []).code == "unknown_currency")
        #expect(CurrencyLookupError.ambiguous("x", []).code == "ambiguous_currency")
        #expect(CurrencyLookupError.noMatch("x").code == "no_matching_currency")
    }

    @Test(
        "search finds currencies by code, name or country in either language",
        arguments: [
            ("일본", "JPY"), ("japan", "JPY"), ("JAPAN", "JPY"), ("달러", "USD"), ("dollar", "USD"),
            ("won", "KRW"),
            ("대한민국", "KRW"), ("에콰도르", "USD"), ("bulgaria", "EUR"), ("kr", "KRW"), ("미국 달러", "USD"),
        ])
    func search(query: String, code: String) {
        #expect(catalog.search(query).contains { $0.code == code })
    }

    @Test("search puts exact matches first and finds many for a common word")
    func searchOrder() {
        #expect(catalog.search("달러").first?.code == "USD")
        #expect(catalog.search("dollar").count > 20)
        #expect(catalog.search("usd").first?.code == "USD")
        #expect(catalog.search("zzzz") == [])
    }
}
