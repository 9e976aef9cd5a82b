import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2's table rows of phrases, each beside the plain line that
/// means the same (compared as JSON over the fixed rate table), and the human
/// output where the reading itself is the point.
@Suite("SPEC §2 examples: Korean as people type it")
struct SpecTableTests {
    static let same: [(String, String)] = [
        ("화씨 100도 섭씨로", "100 degF to degC"), ("섭씨 36.5도 화씨로", "36.5 degC to degF"),
        ("섭씨 36.5도는 화씨 몇 도", "36.5 degC to degF"), ("섭씨 30도", "30 degC"), ("시속 100km", "100 km/h"),
        ("시속 60마일", "60 mph"), ("초속 10m", "10 m/s"), ("분속 50m", "50 m/min"),
        ("키 180cm 피트로", "180 cm to ft"), ("몸무게 70kg 파운드로", "70 kg to lb"),
        ("연비 15km/L to L/100km", "15 km/L to L/100km"), ("체온 36.5도 화씨", "36.5 degC to degF"),
        ("연봉 5천만원 달러로", "50000000 KRW to USD"), ("height 180 cm in ft", "180 cm to ft"),
        ("월세 80만원 + 관리비 15만원", "950000 KRW to KRW"), ("1억 2천", "120000000"), ("연봉 3억 5천", "350000000"),
        ("3만5", "35000"), ("1만2천5백", "12500"), ("300칼로리", "300 kcal"), ("2000 킬로칼로리", "2000 kcal"),
        ("3만원 / 4", "7500 KRW to KRW"), ("12,000원 * 3 + 5천원", "41000 KRW to KRW"),
        ("(5만원 - 8천원) / 3", "14000 KRW to KRW"),
        ("5'11\"", "5 ft 11 in"), ("5' 11\"", "5 ft 11 in"), ("27\"", "27 in"), ("1/2 cup", "0.5 cup"),
        ("3/4 tsp", "0.75 tsp"), ("1 1/2 cups", "1.5 cup"), ("1000 sq ft", "1000 ft2"), ("2 sq m", "2 m2"),
        ("3 cu ft", "3 ft3"), ("5k USD", "5000 USD"), ("1.2M KRW", "1200000 KRW"),
        ("2.5 billion won", "2500000000 KRW"), ("how much is 100 USD in KRW", "100 USD to KRW"),
        ("what is 5 ft in cm", "5 ft to cm"), ("5 ft and 11 in", "5 ft 11 in"),
        ("20 degrees C to F", "20 degC to degF"),
        ("10000 KRW to USD and JPY", "10000 KRW to USD, JPY"), ("10만원을 달러랑 엔으로", "100000 KRW to USD, JPY"),
        ("10만원을 달러하고 엔으로", "100000 KRW to USD, JPY"), ("홍콩달러 500 to 원", "500 HKD to KRW"),
        ("한국돈", "1 KRW"), ("반 근", "0.5 근"), ("한근 반", "1.5 근"), ("2시간 반", "2.5 h"),
        ("5 ft 11 in to cm", "5 ft + 11 in to cm"), ("1시간 30분 to 분", "1시간 + 30분 to 분"),
        ("1 lb 4 oz to g", "1 lb + 4 oz to g"),
        ("3근 2냥", "3근 + 2냥"), ("100 USD to KRW # lunch", "100 USD to KRW"),
        ("원으로 100달러", "100 USD to KRW"), ("엔화로 5만원은 얼마", "50000 KRW to JPY"),
    ]

    @Test("each example means its plain line", arguments: same)
    func example(phrase: String, plain: String) throws {
        let got = try PhraseTableTests.json(phrase)
        #expect(!got.isEmpty && !got[0].contains(#""error""#), "\(phrase): \(got)")
        #expect(got == (try PhraseTableTests.json(plain)), "\(phrase)")
    }

    static let refused: [(String, String)] = [
        ("1 km 1 mi", "1 mi"), ("키 70kg", "70kg"), ("화씨 100°C", "°C"), ("연봉", "연봉"),
    ]

    @Test(
        "anything else side by side, a topic of another dimension, a contradicted scale: an error at its place",
        arguments: refused)
    func refusal(line: String, at: String) {
        #expect(
            Calculate.failure(line) != nil
                || (try? PhraseTableTests.json(line).first?.contains("error")) == true)
        let session = try? SessionHarness.session(language: .en)
        let reply = session?.execute(line)
        #expect(reply?.status == .inputError, "\(line)")
        #expect(reply?.caret.count == 2, "\(line)")
    }

    @Test(
        "the human output shows non-literal readings and typed won in Korean",
        arguments: [
            ("1억 2천", Language.ko, "1억 2천(만) = 120,000,000"), ("3만5", .ko, "3만 5(천) = 35,000"),
            ("2억 5천만원", .ko, "250,000,000원 (2억 5천만원) = "), ("화씨 100도 섭씨로", .en, "100 °F = 37.77777778 °C"),
            ("3만원 / 4", .ko, "30,000원 (3만원) / 4 = 7,500원"), ("엔화 환율", .ko, "100 JPY = 946.32원"),
            ("달러 환율", .en, "1 USD = 1,510.03 KRW"), ("exchange rate EUR", .en, "1 EUR = "),
            ("1 ly to km", .en, "1 ly = 9,460,730,472,580.8 km"),
        ])
    func human(line: String, language: Language, expected: String) throws {
        let session = try SessionHarness.session(language: language)
        let output = session.execute(line).output.first ?? ""
        #expect(output.hasPrefix(expected), "\(line): \(output)")
    }

    @Test("ans keeps its currency, and the echo shows what ans stood for")
    func ansKeepsUnit() throws {
        let session = try SessionHarness.session(language: .en)
        _ = session.execute("3만 엔 to 원")
        let line = session.execute("ans to USD").output.first ?? ""
        #expect(line.contains(" KRW = ") && line.contains(" USD"), "\(line)")
        _ = session.execute("100")
        let echo = session.execute("ans USD to KRW").output.first ?? ""
        #expect(echo.hasPrefix("100 USD = "), "\(echo)")
    }

    @Test("batch lines pair: one line each with -t and --json, however many results")
    func pairing() {
        var reply = Reply()
        #expect(reply.pairedLine(json: false) == "")
        reply.output = ["1", "2"]
        #expect(reply.pairedLine(json: false) == "1\t2")
        reply.output = ["{\"a\":1}", "{\"b\":2}"]
        #expect(reply.pairedLine(json: true) == "[{\"a\":1},{\"b\":2}]")
    }

    @Test("a failed request's reason is kept in both languages, so a Korean status is Korean throughout")
    func failureReasonInKorean() {
        let dir = TestFiles.temporaryDirectory()
        let http = ScriptedHTTPClient([.failure(.cannotConnect)])
        let start: Int64 = 1_775_200_000
        let service = RateService(
            cacheDirectory: dir, http: http, clock: { start }, settings: ProviderSettings(id: .openERAPI),
            offline: false)
        _ = service.current()
        let metadata = service.loadCache(now: start).metadata
        #expect(metadata?.lastFailureReason != nil)
        let ko = metadata?.lastFailureReasonKo ?? ""
        #expect(
            !ko.isEmpty && ko.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 }, "\(ko)")
    }

    @Test("did you mean never offers a Latin symbol for a Hangul word", arguments: ["반", "곤", "킬로미타", "엔하"])
    func hangulSuggestions(word: String) {
        for suggestion in NameIndex.suggestions(for: word) {
            #expect(suggestion.unicodeScalars.contains { $0.isHangulSyllable }, "\(word): \(suggestion)")
        }
    }

    @Test(
        "rates [CODE...] [per BASE]: the base after per or in, or before 기준; every other word a code",
        arguments: [
            ("JPY", "JPY", nil), ("EUR JPY CNY", "EUR JPY CNY", nil), ("JPY per EUR", "JPY", "EUR"),
            ("JPY in EUR", "JPY", "EUR"), ("JPY EUR 기준", "JPY", "EUR"), ("JPY EUR기준", "JPY", "EUR"),
            ("", "", nil), ("per GBP", "", "GBP"),
        ] as [(String, String, String?)])
    func ratesArguments(words: String, codes: String, base: String?) {
        let parsed = Session.ratesArguments(words)
        #expect(parsed.codes == codes && parsed.base == base)
    }

    @Test("rates JPY is JPY's row; rates EUR JPY one row each against USD")
    func ratesRows() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse)
        let jpy = session.execute("rates JPY").output
        #expect(jpy.count == 1 && jpy[0].hasPrefix("JPY\t"), "\(jpy)")
        let two = session.execute("rates EUR JPY").output
        #expect(two.count == 2 && two[0].hasPrefix("EUR\t") && two[1].hasPrefix("JPY\t"), "\(two)")
        let perEuro = session.execute("rates JPY per EUR").output
        #expect(perEuro.count == 1 && perEuro[0] != jpy[0], "\(perEuro)")
        #expect(jpy[0].split(separator: "\t")[2] == "946.32", "\(jpy)")
    }
}
