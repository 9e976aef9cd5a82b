import Testing

@testable import HwanCatalog
@testable import HwanEvaluate
@testable import HwanGrammar
@testable import HwanKit
@testable import HwanNumbers
@testable import HwanRates
@testable import HwanSession
@testable import HwanSupport

/// Which units a line means and what it says when it cannot tell, through the
/// production path: the parser, `NameResolution` and the session's messages.
/// There is one resolver, so what these tests see is what users see.
@Suite("Unit resolution, as a line reads it")
struct UnitResolverTests {

    static func error(_ line: String, _ language: Language) throws -> String? {
        try SessionHarness.session(language: language, sharedCache: true).execute(line).error
    }

    @Test(
        "a token with several meanings is decided by the other side's dimension",
        arguments: [
            ("g", "kg", "gram", "kilogram"), ("g", "m/s2", "gravity", "meterPerSecondSquared"),
            ("kg", "g", "kilogram", "gram"), ("m/s²", "g", "meterPerSecondSquared", "gravity"),
            ("m", "s", "minute", "second"), ("m", "km", "meter", "kilometer"), ("h", "m", "hour", "minute"),
            ("C", "F", "celsius", "fahrenheit"), ("C", "mAh", "coulomb", "milliampereHour"),
            ("C", "K", "celsius", "kelvin"), ("m", "m", "meter", "meter"),
            ("mpg", "L/100km", "milePerGallon", "literPer100Kilometers"),
            ("mpg_imp", "mpg", "milePerImperialGallon", "milePerGallon"),
            ("KM", "mi", "kilometer", "mile"), ("킬로미터", "마일", "kilometer", "mile"),
            ("평", "m^2", "pyeong", "squareMeter"), ("ton", "톤", "shortTon", "metricTon"),
        ])
    func resolves(from: String, to: String, fromID: String, toID: String) throws {
        let (source, target) = try unitsOfLine(from, to)
        #expect(source.id == fromID)
        #expect(target.id == toID)
    }

    @Test(
        "incompatible units name both dimensions in both languages, with the right Korean particles",
        arguments: [
            ("km", "kg", "cannot convert length (km) to mass (kg)", "길이(km)를 질량(kg)으로 바꿀 수 없습니다"),
            ("kg", "K", "cannot convert mass (kg) to temperature (K)", "질량(kg)을 온도(K)로 바꿀 수 없습니다"),
            ("bar", "kWh", "cannot convert pressure (bar) to energy (kWh)", "압력(bar)을 에너지(kWh)로 바꿀 수 없습니다"),
            ("평", "근", "cannot convert area (평) to mass (근)", "넓이(평)를 질량(근)으로 바꿀 수 없습니다"),
            ("Hz", "W", "cannot convert frequency (Hz) to power (W)", "주파수(Hz)를 일률(W)로 바꿀 수 없습니다"),
        ])
    func incompatible(from: String, to: String, english: String, korean: String) throws {
        #expect(try Self.error("1 \(from) to \(to)", .en) == english)
        #expect(try Self.error("1 \(from) to \(to)", .ko) == korean)
    }

    @Test("a token still ambiguous after looking at the other side lists its meanings in both languages")
    func ambiguous() throws {
        // `1 g to g` is settled by sense (gram to gram); `키로` alone is a real tie.
        #expect(try Self.error("1 g to g", .en) == nil)
        #expect(
            try Self.error("5키로", .en)
                == "'키로' could mean km (kilometer, length) or kg (kilogram, mass). Write a code or symbol, or the target to convert into"
        )
        #expect(
            try Self.error("5키로", .ko)
                == "'키로'는 여러 가지일 수 있습니다: km (킬로미터, 길이) 또는 kg (킬로그램, 질량). 코드나 기호로 적거나 바꿀 대상을 쓰세요")
    }

    @Test("a symbol in the wrong case that fits two units of one dimension is ambiguous")
    func ambiguousCase() throws {
        let message = try #require(try Self.error("1 MM to km", .en))
        #expect(message.hasPrefix("'MM' could mean Mm (megameter, length) or mm (millimeter, length)"))
    }

    @Test("an unknown unit suggests close spellings in both languages; nothing close points at units")
    func unknown() throws {
        #expect(
            try Self.error("1 kilometr to mi", .en)
                == "unknown unit 'kilometr'. Did you mean 'kilometer' or 'kilometre'?")
        #expect(
            try Self.error("1 kilometr to mi", .ko)
                == "알 수 없는 단위 'kilometr'. 'kilometer' 또는 'kilometre'을(를) 말씀하신 건가요?")
        #expect(try Self.error("1 m to xyzzyq", .en) == "unknown unit 'xyzzyq'; search with `units QUERY`")
        #expect(NameIndex.suggestions(for: "kmm", among: .unit).first == "km")
        #expect(NameIndex.suggestions(for: "Kg", among: .unit).first == "kg")
    }

    @Test("the listing's errors have stable codes and are input errors")
    func codes() {
        for (error, code) in [
            (UnitError.divisionByZero(unit: "mpg"), "division_by_zero"),
            (.noMatch(query: "x"), "no_unit_match"),
            (
                .incompatible(fromToken: "km", fromDimension: .length, toToken: "kg", toDimension: .mass),
                "incompatible_units"
            ),
        ] {
            #expect(error.code == code)
            #expect(error.status == .inputError)
        }
    }

    @Test("division by zero is explained in both languages")
    func divisionByZeroMessage() {
        let error = UnitError.divisionByZero(unit: "mpg")
        #expect(
            error.message(in: .en) == "cannot convert 0 to or from mpg: the conversion would divide by zero")
        #expect(error.message(in: .ko) == "0은 mpg 단위로도, mpg 단위에서도 변환할 수 없습니다: 0으로 나누게 됩니다")
    }
}
