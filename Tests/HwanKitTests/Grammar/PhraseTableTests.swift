import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// The phrase table: how people write money and measures, in both
/// languages, each beside the plain line that means exactly the same. Both are
/// run through a session over the fixed rate table and must print the same JSON
/// (amount, currencies or units, result, rate), so every phrase is pinned to
/// its exact meaning without hand-computed numbers.
@Suite("Phrases read the way they are meant")
struct PhraseTableTests {
    static let phrases: [(String, String)] = [
        // Conversion words and symbols.
        ("100 USD to JPY", "100 USD JPY"), ("100USD in JPY", "100 USD JPY"),
        ("100 USD -> JPY", "100 USD JPY"),
        ("100 USD → JPY", "100 USD JPY"), ("100 USD = JPY", "100 USD JPY"),
        ("convert 100 USD JPY", "100 USD JPY"),
        ("convert 100 USD to JPY", "100 USD JPY"), ("100 usd in jpy", "100 USD JPY"),
        ("100 Usd to Jpy", "100 USD JPY"),
        ("  100   USD   to   JPY  ", "100 USD JPY"), ("100 USD into JPY", "100 USD JPY"),
        ("100 USD => JPY", "100 USD JPY"),
        // Korean word order, particles and question words.
        ("3만엔을 원으로", "30000 JPY to KRW"), ("3만 엔을 원으로", "30000 JPY to KRW"),
        ("100달러는 원화로 얼마?", "100 USD to KRW"), ("100달러는 원화로 얼마야", "100 USD to KRW"),
        ("100달러는 원화로 얼마예요?", "100 USD to KRW"), ("5만원을 엔화로", "50000 KRW to JPY"),
        ("5만원을 엔화로 얼마", "50000 KRW to JPY"), ("100달러를 원으로", "100 USD to KRW"),
        ("100유로는 몇 원?", "100 EUR to KRW"), ("1000엔은 원화로?", "1000 JPY to KRW"),
        ("100달러가 원으로 얼마지", "100 USD to KRW"), ("10만원을 달러로", "100000 KRW to USD"),
        ("100 달러 를 원 으로", "100 USD to KRW"), ("34평은 몇 제곱미터?", "34 pyeong to m2"),
        ("34평은 몇 평방미터야", "34 pyeong to m2"), ("100미터는 몇 피트?", "100 m to ft"),
        // A name with no amount is one of it.
        ("USD to KRW", "1 USD to KRW"), ("달러", "1 USD to KRW"), ("엔", "1 JPY to KRW"),
        ("유로 to 원", "1 EUR to KRW"),
        ("미국 달러", "1 USD to KRW"), ("미국달러", "1 USD to KRW"), ("일본 엔", "1 JPY to KRW"),
        ("일본엔", "1 JPY to KRW"),
        ("캐나다 달러 to 원", "1 CAD to KRW"), ("캐나다달러 to 원", "1 CAD to KRW"), ("mile to km", "1 mi to km"),
        // Magnitude words, with or without digits and spaces.
        ("만원 to 엔", "10000 KRW to JPY"), ("천원 to 엔", "1000 KRW to JPY"), ("천 원 to 엔", "1000 KRW to JPY"),
        ("십만원 to 달러", "100000 KRW to USD"), ("만엔", "10000 JPY to KRW"), ("백달러", "100 USD to KRW"),
        ("억원 to 달러", "100000000 KRW to USD"), ("1억 2천만 원 to 달러", "120000000 KRW to USD"),
        ("1억2천만원 to 달러", "120000000 KRW to USD"), ("3만5천원 to 엔", "35000 KRW to JPY"),
        ("3만 5천원 to 엔", "35000 KRW to JPY"), ("2.5만원 to 달러", "25000 KRW to USD"),
        ("2만 500원 to 엔", "20500 KRW to JPY"), ("1 만원 to 엔", "10000 KRW to JPY"),
        ("3 천만 원 to 달러", "30000000 KRW to USD"), ("1 만 2천원 to 엔", "12000 KRW to JPY"),
        ("1 백달러", "100 USD to KRW"),
        ("1조원 to 달러", "1000000000000 KRW to USD"), ("오만원 to 엔", "50000 KRW to JPY"),
        ("이천원 to 엔", "2000 KRW to JPY"),
        ("천오백원 to 엔", "1500 KRW to JPY"), ("삼십만원 to 달러", "300000 KRW to USD"),
        ("1,000만원 to 달러", "10000000 KRW to USD"),
        ("0.5억원 to 달러", "50000000 KRW to USD"),
        // Native numbers before a name.
        ("한 근", "1 geun"), ("두 돈", "2 don"), ("세 평", "3 pyeong"), ("열 냥", "10 nyang"), ("한근", "1 geun"),
        ("다섯 근 to kg", "5 geun to kg"), ("네 되 to L", "4 doe to L"),
        // Names with spaces, spaced or not; longest name wins over a magnitude.
        ("1 천문단위 to km", "1 au to km"), ("1 천문 단위 to km", "1 au to km"), ("1 troy ounce to g", "1 ozt to g"),
        ("1 troyounce to g", "1 ozt to g"), ("5조지아라리 to 원", "5 GEL to KRW"),
        ("1 light year to km", "1 ly to km"),
        ("1 light-year to km", "1 ly to km"), ("2 US dollars to KRW", "2 USD to KRW"),
        ("3 euros to KRW", "3 EUR to KRW"),
        ("1 영국 파운드 to 원", "1 GBP to KRW"), ("1 스위스 프랑 to 원", "1 CHF to KRW"),
        // Currency symbols before or after the amount.
        ("$100", "100 USD to KRW"), ("100$", "100 USD to KRW"), ("₩5,000", "5000 KRW to USD"),
        ("¥1000", "1000 JPY to KRW"),
        ("€20", "20 EUR to KRW"), ("£5", "5 GBP to KRW"), ("5元", "5 CNY to KRW"),
        ("US$100", "100 USD to KRW"),
        ("$100 to JPY", "100 USD to JPY"), ("KRW 5,000 to USD", "5000 KRW to USD"),
        ("USD 100 to KRW", "100 USD to KRW"),
        ("HK$100 to KRW", "100 HKD to KRW"),
        // Unicode compatibility forms.
        ("84㎡", "84 m2 to pyeong"), ("３㎏ to g", "3 kg to g"), ("１００ＵＳＤ", "100 USD to KRW"),
        ("5㎞ to mi", "5 km to mi"),
        ("500㎖ to L", "500 mL to L"), ("30℃ to ℉", "30 degC to degF"), ("100㏄ to L", "100 mL to L"),
        ("１００　ＵＳＤ", "100 USD to KRW"),
        // Sums, products and quantities side by side.
        ("100 USD + 5000 JPY to KRW", "(100 USD + 5000 JPY) to KRW"),
        ("5 ft + 11 in to cm", "(71/12) ft to cm"),
        ("5 ft 11 in to cm", "(71/12) ft to cm"), ("1시간 30분 to 분", "1.5 h to min"),
        ("1 lb 4 oz to g", "1.25 lb to g"),
        ("2 * 3만 원 to USD", "60000 KRW to USD"), ("34평 / 2", "17 pyeong"),
        ("(1 km) / (1 mi)", "1000/1609.344"),
        ("100 USD - 20 USD to KRW", "80 USD to KRW"), ("3 * 100 달러", "300 USD to KRW"),
        ("1 kg - 200 g to g", "0.8 kg to g"),
        ("1 km + 500 m to m", "1.5 km to m"),
        // Several targets.
        ("100 USD to KRW, JPY, EUR", "100 USD to KRW, JPY, EUR"),
        ("100 USD to KRW JPY EUR", "100 USD to KRW, JPY, EUR"),
        ("100 USD in KRW, JPY", "100 USD to KRW, JPY"), ("1 mi to km, m, ft", "1 mi to km, m, ft"),
        // A quantity with no target goes home, or to its dimension's reference unit.
        ("34평", "34 pyeong to m2"), ("1근", "1 geun to g"), ("100 달러", "100 USD to KRW"),
        ("100 원", "100 KRW to USD"),
        ("5 km", "5 km to m"), ("1 mile", "1 mi to m"), ("3 lb", "3 lb to g"), ("20 °C", "20 degC to degF"),
        ("100 °F", "100 degF to degC"), ("1 gal", "1 gal to L"), ("60 mph", "60 mph to km/h"),
        ("1 hp", "1 hp to W"),
        ("100 m2", "100 m2 to pyeong"), ("3 돈", "3 don to g"), ("2 되", "2 doe to L"),
        // Korean everyday unit words.
        ("84 평방미터", "84 m2 to pyeong"), ("84 제곱미터 to 평", "84 m2 to pyeong"),
        ("30 헤베 to 평", "30 m2 to pyeong"),
        ("2 루베 to L", "2 m3 to L"), ("5 센치 to inch", "5 cm to in"), ("5 센티 to mm", "5 cm to mm"),
        ("3 미리 to cm", "3 mm to cm"), ("5키로 to 마일", "5 km to mi"), ("5키로 to 파운드", "5 kg to lb"),
        ("5 킬로 to mi", "5 km to mi"), ("500 씨씨 to L", "500 mL to L"), ("500 cc to L", "500 mL to L"),
        ("2 큰술 to mL", "2 koreanTablespoon to mL"), ("3 작은술 to mL", "3 koreanTeaspoon to mL"),
        ("1 컵 to mL", "1 koreanCup to mL"),
        ("1 cup to mL", "1 cup to mL"), ("100 마력 to kW", "100 PS to kW"), ("100 hp to kW", "100 hp to kW"),
        ("30도 to 화씨", "30 degC to degF"), ("86 화씨 to 섭씨", "86 degF to degC"),
        ("90도 to rad", "90 deg to rad"), ("30 섭씨도 to 화씨", "30 degC to degF"),
        // The other side decides a shared word.
        ("3 파운드 to 원", "3 GBP to KRW"), ("3 파운드 to kg", "3 lb to kg"), ("1 g to m/s²", "1 gn to m/s2"),
        ("1 g to kg", "1 gram to kg"), ("2 cup to mL", "2 cup to mL"), ("100 CUP to USD", "100 CUP to USD"),
        ("5 m to s", "5 min to s"), ("5 m to ft", "5 meter to ft"),
        // `in`: the inch after a bare number, else "into".
        ("12 in cm", "12 inch to cm"), ("12 in to cm", "12 inch to cm"), ("12 in", "12 inch to mm"),
        ("(5+7) in cm", "12 inch to cm"), ("5 cm to in", "5 cm to inch"),
        // Percentages and the calculator.
        ("100+10%", "110"), ("100-10%", "90"), ("15%", "0.15"), ("15% of 200", "30"), ("200의 15%", "30"),
        ("200*15%", "30"), ("10프로", "0.1"), ("100 USD + 10% to KRW", "110 USD to KRW"), ("10 mod 3", "1"),
        ("(120+35)*3", "465"), ("2^10", "1024"),
        ("2^200", "1606938044258990275541962092341162602522202993782792835301376"),
        ("25!", "15511210043330985984000000"), ("1/3*3", "1"), ("0.1+0.2", "0.3"), ("sqrt(16)", "4"),
        ("√16", "4"),
        ("1+2=", "3"), ("2 × 3", "6"), ("6 ÷ 2", "3"), ("−3 + 5", "2"), ("1e3", "1000"),
        ("1,000,000/4", "250000"),
    ]

    /// The JSON a session prints for `line`, without the members that echo what was typed.
    static func json(_ line: String) throws -> [String] {
        let session = try SessionHarness.session(language: .en, mode: .json, sharedCache: true)
        return session.execute(line).output.map { object in
            guard let start = object.range(of: #""expression":""#) else { return object }
            var rest = object[start.upperBound...]
            while let quote = rest.firstIndex(of: "\""), rest[rest.index(before: quote)] == "\\" {
                rest = rest[rest.index(after: quote)...]
            }
            let end = rest.firstIndex(of: "\"").map { rest.index(after: $0) } ?? rest.endIndex
            return String(object[..<start.lowerBound] + object[end...])
        }
    }

    @Test("each phrase means exactly what its plain line means", arguments: phrases)
    func phrase(phrase: String, plain: String) throws {
        let got = try Self.json(phrase)
        #expect(!got.isEmpty && !got[0].contains(#""error""#), "\(phrase): \(got)")
        #expect(got == (try Self.json(plain)), "\(phrase)")
    }

    @Test("the table has at least 150 phrases")
    func size() {
        #expect(Self.phrases.count >= 150)
    }
}
