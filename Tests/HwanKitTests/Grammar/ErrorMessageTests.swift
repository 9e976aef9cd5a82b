import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// Every mistake gets its own message, in both languages, and the
/// right exit status. Pinned whole, so a change of words is a visible change.
@Suite("Mistakes get their own messages")
struct ErrorMessageTests {
    static let table: [(String, Int32, String, String)] = [
        (
            "conver 100 USD JPY", 1,
            "알 수 없는 명령입니다: 'conver'. 'convert'을(를) 말씀하신 건가요?",
            "unknown command 'conver'. Did you mean 'convert'?"
        ),
        (
            "100 USD to", 1,
            "무엇으로 바꿀지 빠졌습니다: 'to' 뒤에 통화나 단위를 쓰세요 (예: 100 USD to KRW)",
            "nothing to convert into: write a currency or unit after 'to' (e.g. 100 USD to KRW)"
        ),
        (
            "100 USD to 5 JPY", 1,
            "바꿀 대상에는 금액 없이 통화나 단위만 씁니다 (예: 100 USD to JPY)",
            "a target is a currency or unit without an amount (e.g. 100 USD to JPY)"
        ),
        (
            "100 USD to KRW to JPY", 1,
            "한 줄에는 'to'를 한 번만 씁니다. 여러 대상은 쉼표로 나열하세요 (예: 100 USD to KRW, JPY)",
            "one 'to' per line; list several targets with commas (e.g. 100 USD to KRW, JPY)"
        ),
        (
            "(1+2", 1,
            "여는 괄호 '('가 닫히지 않았습니다. ')'를 추가하세요",
            "this '(' is never closed; add a ')'"
        ),
        (
            "1+2)", 1,
            "닫는 괄호 ')'에 짝이 되는 '('가 없습니다",
            "this ')' has no matching '('"
        ),
        (
            "100 200 USD", 1,
            "금액이 하나 와야 할 자리에 둘이 있습니다 (곱하려면 *, 더하려면 +를 쓰세요)",
            "two amounts where one is expected (write * to multiply, + to add)"
        ),
        (
            "1 USD to JYP", 1,
            "알 수 없는 통화 'JYP'. 'JPY'을(를) 말씀하신 건가요?",
            "unknown currency 'JYP'. Did you mean 'JPY'?"
        ),
        (
            "5 km to mlie", 1,
            "알 수 없는 단위 'mlie'. 'mile'을(를) 말씀하신 건가요?",
            "unknown unit 'mlie'. Did you mean 'mile'?"
        ),
        (
            "5 km to kg", 1,
            "길이(km)를 질량(kg)으로 바꿀 수 없습니다",
            "cannot convert length (km) to mass (kg)"
        ),
        (
            "5 USD to km", 1,
            "통화(USD)를 길이(km)로 바꿀 수 없습니다",
            "cannot convert money (USD) to length (km)"
        ),
        (
            "1 USD to 페소", 1,
            "'페소'는 여러 가지일 수 있습니다: PHP (필리핀 페소), MXN (멕시코 페소), ARS (아르헨티나 페소), CLP (칠레 페소), COP (콜롬비아 페소), CUP (쿠바 페소), DOP (도미니카 페소) 또는 UYU (우루과이 페소). 코드나 기호로 적거나 바꿀 대상을 쓰세요",
            "'페소' could mean PHP (Philippine Peso), MXN (Mexican Peso), ARS (Argentine Peso), CLP (Chilean Peso), COP (Colombian Peso), CUP (Cuban Peso), DOP (Dominican Peso) or UYU (Uruguayan Peso). Write a code or symbol, or the target to convert into"
        ),
        (
            "3 파운드", 1,
            "'파운드'는 여러 가지일 수 있습니다: GBP (영국 파운드) 또는 lb (파운드, 질량). 코드나 기호로 적거나 바꿀 대상을 쓰세요",
            "'파운드' could mean GBP (British Pound) or lb (pound, mass). Write a code or symbol, or the target to convert into"
        ),
        (
            "1/0", 1,
            "0으로 나눌 수 없습니다",
            "division by zero"
        ),
        (
            "1e1001", 1,
            "숫자가 너무 크거나 정밀합니다: '1e1001' (유효숫자 1000자리, 크기 10^-1000 ~ 10^1000까지)",
            "number out of range: '1e1001' (at most 1000 significant digits, magnitude 10^-1000 to 10^1000)"
        ),
        (
            "sqrt(-1)", 1,
            "음수의 제곱근은 실수가 아닙니다",
            "the square root of a negative number is not real"
        ),
        (
            "2.5!", 1,
            "계승(!)은 0 이상의 정수에만 씁니다",
            "the factorial (!) takes a whole number of 0 or more"
        ),
        (
            "ans", 1,
            "ans에 쓸 이전 결과가 아직 없습니다 (먼저 계산을 하나 하세요)",
            "there is no previous result for ans yet (calculate something first)"
        ),
        (
            "100 to USD", 1,
            "단위가 없는 숫자는 바꿀 수 없습니다: 금액에 통화나 단위를 붙이세요 (예: 100 USD to KRW)",
            "a plain number has nothing to convert: give the amount a currency or unit (e.g. 100 USD to KRW)"
        ),
        (
            "30 °C * 2 m", 1,
            "°C는 0점이 다른 온도 눈금이라 곱하거나 나눌 수 없습니다 (온도 하나로만 쓰거나 K로 바꾸세요)",
            "°C is a temperature scale with an offset: it cannot be multiplied or divided (use it alone, or K)"
        ),
        (
            "3 mpg / 2 km", 1,
            "mpg는 역수 단위라 곱하거나 나눌 수 없습니다 (먼저 L/100km로 바꾸세요)",
            "mpg is a reciprocal unit: it cannot be multiplied or divided (convert it to L/100km first)"
        ),
        (
            "10 m / 2 s to kg", 1,
            "속도(m/s)를 질량(kg)으로 바꿀 수 없습니다",
            "cannot convert speed (m/s) to mass (kg)"
        ),
        (
            "2000원 / 1 kg to m", 1,
            "통화/질량(KRW/kg)을 길이(m)로 바꿀 수 없습니다",
            "cannot convert currency/mass (KRW/kg) to length (m)"
        ),
        (
            "100 + 5 km", 1,
            "단위가 없는 숫자와 단위가 있는 수량은 더할 수 없습니다 (숫자에도 단위를 붙이세요)",
            "a plain number and a quantity with a unit do not add up (give the number a unit too)"
        ),
        (
            "3 of 4", 1,
            "'의'와 'of'는 퍼센트와 함께 씁니다 (예: 200의 15%, 15% of 200)",
            "'of' goes with a percentage (e.g. 15% of 200, 200의 15%)"
        ),
        (
            "1,00", 1,
            "천 단위 구분 기호 ',' 뒤에는 숫자 세 자리가 와야 합니다 (예: 1,000,000)",
            "a thousands separator ',' must be followed by exactly three digits (e.g. 1,000,000)"
        ),
        (
            "nan", 1,
            "숫자가 아닌 값은 쓸 수 없습니다: 'nan'",
            "not a number: 'nan' is not allowed"
        ),
        (
            "1+", 1,
            "여기에 숫자나 수량이 더 필요합니다",
            "a number or quantity is missing here"
        ),
        (
            "5백3천", 1,
            "숫자를 읽을 수 없습니다: '천' (큰 단위부터 쓰세요, 예: 1억2천만, 3만5천)",
            "cannot read the number at '천' (larger magnitude words first, e.g. 1억2천만, 3만5천)"
        ),
        (
            "sin(1, 2)", 1, "sin에는 인수를 하나만 씁니다 (예: max(3, 4, 2), log(8, 2))",
            "sin takes one argument (e.g. max(3, 4, 2), log(8, 2))"
        ),
        (
            "tan(90°)", 1, "함수가 정의되지 않는 점(극)입니다 (tan은 90°, 270°, …에서 값이 없습니다)",
            "the function has a pole there, so no value (tan has none at 90°, 270°, …)"
        ),
        (
            "abc", 1,
            "알 수 없는 단어입니다: 'abc' (통화, 단위나 숫자가 올 자리). 'ac'을(를) 말씀하신 건가요?",
            "unknown word 'abc' where a currency, unit or number belongs. Did you mean 'ac'?"
        ),
        (
            "1 USD to XAU", 2,
            "환율표(open-er-api)에 XAU 환율이 없습니다. 온라인에서 refresh 하거나 다른 제공자(--provider)를 쓰세요",
            "the rate table (open-er-api) has no rate for XAU; go online and refresh, or try --provider"
        ),
        (
            "convert 100 USD", 1,
            "convert에는 바꿀 통화나 단위가 필요합니다 (예: convert 100 USD JPY)",
            "convert needs something to convert into (e.g. convert 100 USD JPY)"
        ),
        (
            "5키로", 1,
            "'키로'는 여러 가지일 수 있습니다: km (킬로미터, 길이) 또는 kg (킬로그램, 질량). 코드나 기호로 적거나 바꿀 대상을 쓰세요",
            "'키로' could mean km (kilometer, length) or kg (kilogram, mass). Write a code or symbol, or the target to convert into"
        ),
    ]

    @Test("each mistake's message, in Korean and in English, and its exit status", arguments: table)
    func message(line: String, status: Int32, ko: String, en: String) throws {
        for (language, expected) in [(Language.ko, ko), (.en, en)] {
            let reply = try SessionHarness.session(language: language, sharedCache: true).execute(line)
            #expect(reply.error == expected, "\(line)")
            #expect(reply.status.rawValue == status, "\(line)")
            #expect(reply.output.isEmpty, "\(line)")
        }
    }

    @Test("the table has at least 20 mistakes")
    func size() {
        #expect(Self.table.count >= 20)
    }

    @Test(
        "an exponent of any length is a number: in range it is read, past it 'number out of range', never a word 'e'"
    )
    func exponents() throws {
        let session = try SessionHarness.session(language: .en, sharedCache: true)
        var generator = SeededGenerator(seed: 1126)
        for _ in 0..<400 {
            let digits = Int.random(in: 1...30, using: &generator)
            var exponent = String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<digits { exponent += String(Int.random(in: 0...9, using: &generator)) }
            let sign = ["", "-", "+"].randomElement(using: &generator)!
            let mantissa = ["1", "2.5", "9", "0.001", "123456"].randomElement(using: &generator)!
            let literal = mantissa + ["e", "E"].randomElement(using: &generator)! + sign + exponent
            let tail = ["", " km to mi", " USD"].randomElement(using: &generator)!
            let reply = session.execute(literal + tail)
            // Within ±900 the number is always in range; past ±1100 never (mantissas are at most 10^6).
            let magnitude = digits > 4 ? Int.max : Int(exponent)!
            if magnitude <= 900 {
                #expect(reply.status == .success, "\(literal + tail): \(reply.error ?? "")")
            } else if magnitude > 1100 {
                #expect(
                    reply.error
                        == "number out of range: '\(literal)' (at most 1000 significant digits, magnitude 10^-1000 to 10^1000)",
                    "\(literal + tail)")
                #expect(reply.status.rawValue == 1)
            }
        }
    }
}
