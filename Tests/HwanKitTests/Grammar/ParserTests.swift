import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

@Suite("The quantity grammar reads lines as people type them")
struct ParserTests {
    @Test(
        "each line reads as its sketch",
        arguments: [
            ("100 USD to JPY", "(q 100 USD) -> JPY"),
            ("100USD in JPY", "(q 100 USD) -> JPY"),
            ("100 USD -> JPY", "(q 100 USD) -> JPY"),
            ("100 USD → JPY", "(q 100 USD) -> JPY"),
            ("100 USD = JPY", "(q 100 USD) -> JPY"),
            ("100 USD JPY", "(q 100 USD) -> JPY"),
            ("3만엔을 원으로", "(q 3만 엔) -> 원"),
            ("100달러는 원화로 얼마?", "(q 100 달러) -> 원화"),
            ("5만원을 엔화로", "(q 5만 원) -> 엔화"),
            ("12 in cm", "(q 12 in) -> cm"),
            ("12 in to cm", "(q 12 in) -> cm"),
            ("100 USD in JPY", "(q 100 USD) -> JPY"),
            ("USD to KRW", "(q 1 USD) -> KRW"),
            ("달러", "(q 1 달러)"),
            ("만원", "(q 만 원)"),
            ("천 원", "(q 천 원)"),
            ("십만원", "(q 십만 원)"),
            ("백달러", "(q 백 달러)"),
            ("억원", "(q 억 원)"),
            ("1억 2천만 원", "(q 1억2천만 원)"),
            ("1 만원", "(q 1만 원)"),
            ("3만5천원", "(q 3만5천 원)"),
            ("1억2천", "1억2천만"),
            ("2.5만", "2.5만"),
            ("오만원", "(q 5만 원)"),
            ("한 근", "(q 1 근)"),
            ("두 돈", "(q 2 돈)"),
            ("세 평", "(q 3 평)"),
            ("열 냥", "(q 10 냥)"),
            ("미국 달러", "(q 1 미국 달러)"),
            ("일본 엔", "(q 1 일본 엔)"),
            ("1 천문단위", "(q 1 천문단위)"),
            ("1 천문 단위", "(q 1 천문 단위)"),
            ("troy ounce", "(q 1 troy ounce)"),
            ("1백금", "(q 1 백금)"),
            ("5조지아라리", "(q 5 조지아라리)"),
            ("1조원", "(q 1조 원)"),
            ("$100", "(q 100 $)"),
            ("100$", "(q 100 $)"),
            ("₩5,000", "(q 5000 ₩)"),
            ("¥1000", "(q 1000 ¥)"),
            ("84㎡", "(q 84 m2)"),
            ("３㎏", "(q 3 kg)"),
            ("１００ＵＳＤ", "(q 100 USD)"),
            ("100 USD + 5000 JPY to KRW", "(+ (q 100 USD) (q 5000 JPY)) -> KRW"),
            ("5 ft + 11 in to cm", "(+ (q 5 ft) (q 11 in)) -> cm"),
            ("5 ft 11 in to cm", "(& (q 5 ft) (q 11 in)) -> cm"),
            ("1시간 30분 to 분", "(& (q 1 시간) (q 30 분)) -> 분"),
            ("1 lb 4 oz to g", "(& (q 1 lb) (q 4 oz)) -> g"),
            ("2 * 3만 원 to USD", "(* 2 (q 3만 원)) -> USD"),
            ("34평 / 2", "(/ (q 34 평) 2)"),
            ("(1 km) / (1 mi)", "(/ (q 1 km) (q 1 mi))"),
            ("100 USD to KRW, JPY, EUR", "(q 100 USD) -> KRW, JPY, EUR"),
            ("100 USD to KRW JPY EUR", "(q 100 USD) -> KRW, JPY, EUR"),
            ("34평", "(q 34 평)"),
            ("1근", "(q 1 근)"),
            ("100 달러", "(q 100 달러)"),
            ("34평은 몇 제곱미터?", "(q 34 평) -> 제곱미터"),
            ("(120+35)*3", "(* (+ 120 35) 3)"),
            ("2^10", "(^ 2 10)"),
            ("-2^2", "(neg (^ 2 2))"),
            ("2^3^2", "(^ 2 (^ 3 2))"),
            ("15%", "(% 15)"),
            ("100+10%", "(+ 100 (% 10))"),
            ("15% of 200", "(of (% 15) 200)"),
            ("200의 15%", "(of 200 (% 15))"),
            ("100달러의 10%", "(of (q 100 달러) (% 10))"),
            ("10 mod 3", "(mod 10 3)"),
            ("25!", "(! 25)"),
            ("sqrt(2)", "(sqrt 2)"),
            ("√2", "(sqrt 2)"),
            ("ans/5", "(/ ans 5)"),
            ("1,000,000/3", "(/ 1000000 3)"),
            ("1e3", "1e3"),
            ("1+2=", "(+ 1 2)"),
            ("10 L/100km to mpg", "(q 10 L/100km) -> mpg"),
            ("5 m/s to km/h", "(q 5 m/s) -> km/h"),
            ("30도 to 화씨", "(q 30 도) -> 화씨"),
            ("5 m in ft", "(q 5 m) -> ft"),
            ("10프로", "(% 10)"),
            ("KRW 5,000 to USD", "(q 5000 KRW) -> USD"),
        ])
    func reads(line: String, sketch: String) {
        #expect(ExpressionSketch.of(line) == sketch)
    }
}
