import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// SPEC §2 "Quantities with dimensions, functions and bases": units multiply
/// and divide into derived units, targets may be unit expressions, dimensions
/// are checked, integers have hex, octal and binary forms.
@Suite("Derived units and bases")
struct DerivedUnitTests {
    private static func output(_ line: String, _ language: Language, _ mode: OutputMode = .human) throws
        -> String
    {
        let session = try SessionHarness.session(language: language, mode: mode, sharedCache: true)
        let reply = session.execute(line)
        return reply.error.map { "! " + $0 } ?? reply.output.joined(separator: "\n")
    }

    /// Every example of the subsection, in English and Korean.
    static let examples: [(String, String, String)] = [
        ("10 m / 2 s", "10 m / 2 s = 5 m/s", "10 m / 2 s = 5 m/s"),
        ("60 km/h * 2 h to km", "60 km/h × 2 h = 120 km", "60 km/h × 2 h = 120 km"),
        ("3 kW * 2 h to kWh", "3 kW × 2 h = 6 kWh", "3 kW × 2 h = 6 kWh"),
        ("100 kWh / 30 days", "100 kWh / 30 d = 138.8888889 W", "100 kWh / 30 d = 138.8888889 W"),
        ("(10 m)^2 to 평", "(10 m)^2 = 30.25 평", "(10 m)^2 = 30.25 평"),
        ("1 N to kg*m/s^2", "1 N = 1 kg·m/s²", "1 N = 1 kg·m/s²"),
        (
            "70 kg * 9.80665 m/s^2 to N", "70 kg × 9.80665 m/s² = 686.4655 N",
            "70 kg × 9.80665 m/s² = 686.4655 N"
        ),
        (
            "500 kcal / 30 min to W", "500 kcal / 30 min = 1,162.222222 W",
            "500 kcal / 30 min = 1,162.222222 W"
        ),
        ("2000원 / 1 kg to 원/근", "2,000 KRW / 1 kg = 1,200 KRW/geun", "2,000원 / 1 kg = 1,200 원/근"),
        (
            "12억 원 / 34평 to 원/평", "1,200,000,000 KRW / 34 평 = 35,294,117.65 KRW/pyeong",
            "1,200,000,000원 (12억원) / 34 평 = 35,294,117.65 원/평"
        ),
        ("1 L / 100 km to mpg", "1 L / 100 km = 235.2145833 mpg", "1 L / 100 km = 235.2145833 mpg"),
        ("2 kW * 3 h * 30 to kWh", "2 kW × 3 h × 30 = 180 kWh", "2 kW × 3 h × 30 = 180 kWh"),
        ("1 year to days", "1 yr = 365.25 d", "1 yr = 365.25 d"),
        ("1 month to days", "1 mo = 30.4375 d", "1 mo = 30.4375 d"),
        ("1 week to days", "1 wk = 7 d", "1 wk = 7 d"),
        ("1 kWh to Wh", "1 kWh = 1,000 Wh", "1 kWh = 1,000 Wh"),
        ("1 bar to Pa", "1 bar = 100,000 Pa", "1 bar = 100,000 Pa"),
        ("1 J to N*m", "1 J = 1 N·m", "1 J = 1 N·m"),
        ("(1 km) / (1 mi)", "0.621371192237334", "0.621371192237334"),
        ("3 m * 2 m", "3 m × 2 m = 6 m²", "3 m × 2 m = 6 m²"),
        ("1 / (2 s)", "1 / (2 s) = 0.5 Hz", "1 / (2 s) = 0.5 Hz"),
        ("(500 km)/(40 L) to km/L", "(500 km) / (40 L) = 12.5 km/L", "(500 km) / (40 L) = 12.5 km/L"),
        ("1 L / 100 km", "1 L / 100 km = 0.01 L/km", "1 L / 100 km = 0.01 L/km"),
        ("180 cm to ft in", "180 cm = 5 ft 10.87 in", "180 cm = 5 ft 10.87 in"),
        ("200 min to 시간 분", "200 min = 3시간 20분", "200 min = 3시간 20분"),
        ("1.3 kg to 근 냥", "1.3 kg = 2근 2.67냥", "1.3 kg = 2근 2.67냥"),
        ("5 ft 11.999 in to ft in", "5 ft 11.999 in = 6 ft 0 in", "5 ft 11.999 in = 6 ft 0 in"),
        ("-180 cm to ft in", "-180 cm = -5 ft 10.87 in", "-180 cm = -5 ft 10.87 in"),
        ("3.5 h to h min s", "3.5 h = 3 h 30 min 0 s", "3.5 h = 3 h 30 min 0 s"),
        (
            "180 cm to in ft", "180 cm = 70.86614173 in\n180 cm = 5.905511811 ft",
            "180 cm = 70.86614173 in\n180 cm = 5.905511811 ft"
        ),
        ("sin(30°)", "0.5", "0.5"),
        ("sin(30 deg)", "0.5", "0.5"),
        ("cbrt(27) + log2(1024)", "13", "13"),
        ("0xff", "255", "255"),
        ("0o17", "15", "15"),
        ("0b1011", "11", "11"),
        ("255 to hex", "255 = 0xff", "255 = 0xff"),
        ("255 to bin", "255 = 0b11111111", "255 = 0b11111111"),
        ("0xff to dec", "0xff = 255", "0xff = 255"),
        ("-255 to oct", "-255 = -0o377", "-255 = -0o377"),
    ]

    @Test("every example of SPEC §2's subsection, in English and Korean", arguments: examples)
    func example(line: String, en: String, ko: String) throws {
        #expect(try Self.output(line, .en) == en)
        #expect(try Self.output(line, .ko) == ko)
    }

    static let mistakes: [(String, String, String)] = [
        ("10 m / 2 s to kg", "cannot convert speed (m/s) to mass (kg)", "속도(m/s)를 질량(kg)으로 바꿀 수 없습니다"),
        ("1 kWh to N", "cannot convert energy (kWh) to force (N)", "에너지(kWh)를 힘(N)으로 바꿀 수 없습니다"),
        (
            "2000원 / 1 kg to 원/m", "cannot convert currency/mass (KRW/kg) to currency/length (KRW/m)",
            "통화/질량(KRW/kg)을 통화/길이(KRW/m)로 바꿀 수 없습니다"
        ),
        (
            "30 °C * 2", "", ""
        ),
        (
            "30 °C * 2 m",
            "°C is a temperature scale with an offset: it cannot be multiplied or divided (use it alone, or K)",
            "°C는 0점이 다른 온도 눈금이라 곱하거나 나눌 수 없습니다 (온도 하나로만 쓰거나 K로 바꾸세요)"
        ),
        (
            "1 kg to °C*m",
            "°C is a temperature scale with an offset: it cannot be multiplied or divided (use it alone, or K)",
            "°C는 0점이 다른 온도 눈금이라 곱하거나 나눌 수 없습니다 (온도 하나로만 쓰거나 K로 바꾸세요)"
        ),
        (
            "2.5 to hex", "only a whole number without a unit can be written in hex (base 16)",
            "hex(16진수)로는 단위 없는 정수만 쓸 수 있습니다"
        ),
        (
            "5 km to bin", "only a whole number without a unit can be written in bin (base 2)",
            "bin(2진수)로는 단위 없는 정수만 쓸 수 있습니다"
        ),
    ]

    @Test(
        "mismatches name both dimensions; °C in a product and non-integers in a base say so",
        arguments: mistakes)
    func mistake(line: String, en: String, ko: String) throws {
        if en.isEmpty {
            // A temperature times a plain number stays a temperature.
            #expect(try Self.output(line, .en) == "30 °C × 2 = 140 °F")
            return
        }
        #expect(try Self.output(line, .en) == "! " + en)
        #expect(try Self.output(line, .ko) == "! " + ko)
    }

    @Test("money per unit meets another currency through the rates: 원/kg to USD/oz")
    func moneyPerUnit() throws {
        for language in [Language.en, .ko] {
            let line = try Self.output("2000원 / 1 kg to USD/oz", language)
            // In Korean, won the user typed reads as won (SPEC §3).
            #expect(
                line.hasPrefix(language == .ko ? "2,000원 / 1 kg = 0.0" : "2,000 KRW / 1 kg = 0.0"), "\(line)")
            #expect(line.hasSuffix(" USD/oz"), "\(line)")
        }
        // Exactly the won amount converted, then per ounce: 2000 KRW/kg × (USD per KRW) × kg per oz.
        let terse = try Self.output("2000원 / 1 kg to USD/oz", .en, .terse)
        let check = try Self.output("2000 KRW to USD", .en, .terse)
        let perOunce = try #require(Double(check)) * 0.028349523125
        #expect(abs(try #require(Double(terse)) - perOunce) < 1e-9, "\(terse) vs \(perOunce)")
    }

    @Test("-t and --json forms of derived results and bases")
    func modes() throws {
        #expect(try Self.output("10 m / 2 s", .en, .terse) == "5")
        #expect(try Self.output("180 cm to ft in", .en, .terse) == "5 10.87")
        #expect(
            try Self.output("180 cm to ft in", .en, .json)
                == #"{"kind":"unit","amount":180,"from":"cm","to":"ft in","parts":[{"unit":"ft","amount":5},{"unit":"in","amount":10.87}],"dimension":"length"}"#
        )
        // Currencies never mix.
        let money = try Self.output("100 USD to KRW JPY", .en, .terse).split(separator: "\n")
        #expect(money.count == 2 && !money[0].contains(" "), "\(money)")
        #expect(try Self.output("255 to hex", .en, .terse) == "0xff")
        #expect(
            try Self.output("255 to hex", .en, .json)
                == #"{"kind":"number","expression":"255 to hex","result":255,"base":16,"text":"0xff"}"#)
        #expect(
            try Self.output("2000원 / 1 kg to 원/근", .en, .json)
                == #"{"kind":"unit","amount":2000,"from":"KRW/kg","to":"KRW/근","result":1200,"dimension":"currency/mass"}"#
        )
        #expect(
            try Self.output("70 kg * 9.80665 m/s^2", .en, .json)
                == #"{"kind":"unit","amount":686.4655,"from":"kg·m/s²","to":"N","result":686.4655,"dimension":"force"}"#
        )
    }

    /// Linear units whose symbols read alone, by dimension.
    static let units = [
        ["m", "km", "cm", "ft", "mi"], ["kg", "lb", "근"], ["s", "h"], ["L", "mL", "gal"], ["J", "kWh"],
        ["W", "kW"], ["N"], ["Pa", "bar"], ["A"], ["V"], ["MB"], ["평", "ha"], ["Hz"],
    ]

    @Test("seeded compositions: a/b into the target a/b is the quotient; a·b/b is a; mismatches fail typed")
    func compositions() throws {
        let session = try SessionHarness.session(language: .en, mode: .terse, sharedCache: true)
        var generator = SeededGenerator(seed: 0x2121)
        for _ in 0..<300 {
            let i = Int.random(in: 0..<Self.units.count, using: &generator)
            var j = i
            while j == i { j = Int.random(in: 0..<Self.units.count, using: &generator) }
            let a = Self.units[i][Int.random(in: 0..<Self.units[i].count, using: &generator)]
            let b = Self.units[j][Int.random(in: 0..<Self.units[j].count, using: &generator)]
            let p = Int.random(in: 1...100_000, using: &generator)
            let q = Int.random(in: 1...999, using: &generator)
            let quotient = session.execute("\(p)/\(q)").output
            let over = session.execute("\(p) \(a) / \(q) \(b) to \(a)/\(b)")
            #expect(over.output == quotient, "\(p) \(a) / \(q) \(b): \(over.error ?? "")")
            let back = session.execute("\(p) \(a) * \(q) \(b) / (\(q) \(b)) to \(a)")
            #expect(back.output == ["\(p)"], "\(p) \(a) * \(q) \(b): \(back.error ?? "")")
            let squared = session.execute("(\(p) \(a))^2 / (\(p) \(a)) to \(a)")
            #expect(squared.output == ["\(p)"], "(\(p) \(a))^2: \(squared.error ?? "")")
            // A quantity over a quantity is never a plain quantity of the first one's unit.
            let wrong = session.execute("\(p) \(a) / \(q) \(b) to \(a)")
            #expect(wrong.status == .inputError, "\(p) \(a) / \(q) \(b) to \(a)")
        }
    }
}
